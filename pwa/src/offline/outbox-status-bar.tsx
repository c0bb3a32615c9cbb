/**
 * The bar that always tells an attendee where their actions stand: "Offline - N actions waiting
 * to be sent", "Sending...", "N actions waiting to be sent" (with Send now), or "All caught up"
 * once everything waiting during this visit has reached the server. Refused actions are listed
 * below it with their reason and a Discard button.
 */
import { lazy, Suspense, useState } from "react";
import { flushOutbox, useOutboxSummary } from "./outbox.ts";
import { useOnline } from "./use-online.ts";

const FailedActionsList = lazy(() => import("./failed-actions-list.tsx"));

export const ALL_CAUGHT_UP_TEXT = "All caught up";
export const SENDING_TEXT = "Sending...";

export function waitingText(count: number): string {
  return `${count} ${count === 1 ? "action" : "actions"} waiting to be sent`;
}

export function statusText(online: boolean, waiting: number, sending: boolean): string {
  if (!online)
    return waiting === 0
      ? "Offline - nothing waiting to be sent"
      : `Offline - ${waitingText(waiting)}`;
  if (sending) return SENDING_TEXT;
  if (waiting > 0) return waitingText(waiting);
  return ALL_CAUGHT_UP_TEXT;
}

export function OutboxStatusBar({ sessionId }: { sessionId?: number }) {
  const online = useOnline();
  const { loaded, waiting, sending, failed } = useOutboxSummary();
  const [hadWaiting, setHadWaiting] = useState(false);
  // Once something waited, the bar stays to say "All caught up" (set while rendering, not after).
  if (waiting > 0 && !hadWaiting) setHadWaiting(true);

  const showBar = loaded && (!online || waiting > 0 || hadWaiting);
  const tone = !online
    ? "border-amber-300 bg-amber-50 text-amber-950"
    : waiting > 0
      ? "border-brand-100 bg-brand-50 text-brand-800"
      : "border-green-200 bg-green-50 text-green-900";

  return (
    <div className="space-y-2">
      <div role="status" aria-live="polite" data-testid="outbox-status">
        {showBar && (
          <div
            className={`flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm font-medium ${tone}`}
          >
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-2 rounded-full ${online ? (waiting > 0 ? "bg-brand-600" : "bg-green-600") : "bg-amber-500"}`}
              />
              {statusText(online, waiting, sending)}
            </span>
            {online && waiting > 0 && !sending && (
              <button
                type="button"
                onClick={() => void flushOutbox()}
                className="min-h-9 rounded-md px-3 text-sm font-semibold underline-offset-2 hover:underline"
              >
                Send now
              </button>
            )}
          </div>
        )}
      </div>
      {failed > 0 && (
        <Suspense fallback={null}>
          <FailedActionsList sessionId={sessionId} />
        </Suspense>
      )}
    </div>
  );
}
