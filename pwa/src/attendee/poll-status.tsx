/** Small poll pieces both attendee screens show: the state badge, a status line, and the vote-first note. */
import type { ReactNode } from "react";

export function PollBadge({ tone, children }: { tone: "open" | "closed"; children: ReactNode }) {
  const colours = tone === "open" ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800";
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}
    >
      {children}
    </span>
  );
}

export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-2 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function VoteToSeeResults() {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-3 text-center">
      <p className="font-medium text-slate-800">Vote to see results</p>
      <p className="text-sm text-slate-600">Results will appear in real-time after you vote.</p>
    </div>
  );
}
