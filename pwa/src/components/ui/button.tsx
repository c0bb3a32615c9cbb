/**
 * The one button style set (primary, secondary, outline, ghost, danger, quiet danger) in three
 * sizes; a button marked aria-disabled (one that keeps focus while busy) looks disabled too.
 */
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "./cn.ts";

export type ButtonVariant =
  "primary" | "secondary" | "outline" | "ghost" | "danger" | "quiet-danger";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400 aria-disabled:bg-slate-400",
  secondary:
    "bg-slate-100 text-slate-900 hover:bg-slate-200 disabled:text-slate-500 aria-disabled:text-slate-500",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-500 aria-disabled:text-slate-500",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-500 aria-disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400 aria-disabled:bg-slate-400",
  /** A destructive action in a row of data: red text, no fill, until its confirmation. */
  "quiet-danger":
    "text-red-700 hover:bg-red-50 disabled:text-slate-500 aria-disabled:text-slate-500",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />
  );
});
