/** Small pill for counts and states. */
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  blue: "bg-brand-100 text-brand-800",
  green: "bg-green-100 text-green-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
} as const;

export function Badge({
  id,
  tone = "neutral",
  children,
  className,
}: {
  id?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      id={id}
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
