/** An inline message box; the error variant is the forms' red alert, read out by screen readers. */
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export function Alert({
  variant = "error",
  title,
  children,
  className,
}: {
  variant?: "error" | "info";
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        variant === "error"
          ? "border-red-300 bg-red-50 text-red-800"
          : "border-brand-100 bg-brand-50 text-brand-800",
        className,
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
