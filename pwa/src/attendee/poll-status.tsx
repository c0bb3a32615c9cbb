/** The status line the attendee screens show while a part loads (or could not). */
import type { ReactNode } from "react";

export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-2 text-sm text-slate-600">
      {children}
    </p>
  );
}
