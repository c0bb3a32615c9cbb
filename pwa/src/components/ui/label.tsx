/** Form label; `required` adds a visible asterisk (screen readers get the input's required). */
import type { LabelHTMLAttributes } from "react";
import { cn } from "./cn.ts";

export function Label({
  className,
  children,
  required,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean }) {
  return (
    <label className={cn("mb-1 block text-sm font-medium text-slate-800", className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}
