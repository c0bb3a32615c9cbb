/** Multi-line text input matching Input. */
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn.ts";
import { inputClass } from "./input.tsx";

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(inputClass, className)} {...props} />;
});
