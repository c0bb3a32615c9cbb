/** White rounded panel used for forms, lists and stat tiles. */
import type { HTMLAttributes } from "react";
import { cn } from "./cn.ts";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", className)}
      {...props}
    />
  );
}
