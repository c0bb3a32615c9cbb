/** The status line the attendee screens show while a part loads (or could not). */
import type { ReactNode } from "react";
import { STATUS_LINE_CLASS } from "@lectern/shared";

export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={STATUS_LINE_CLASS}>
      {children}
    </p>
  );
}
