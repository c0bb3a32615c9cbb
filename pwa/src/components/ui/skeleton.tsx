/** Grey placeholder block shown while data loads. */
import { cn } from "./cn.ts";

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} />
  );
}
