/** Text input with the shared look; aria-invalid turns the border red. */
import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "./cn.ts";

export const inputClass =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:bg-slate-100 sm:text-sm";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    return <input ref={ref} className={cn(inputClass, "min-h-11", className)} {...props} />;
  },
);
