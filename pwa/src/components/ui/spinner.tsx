/** Spinning ring with an accessible label for loading states. */
import { cn } from "./cn.ts";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
