/**
 * The bar that always tells an attendee where their actions stand (its wording is
 * outbox-status-line.tsx's): shown while offline and once something was queued (taken offline,
 * left by an earlier visit, or sent without an answer), then "All caught up" once everything
 * queued has reached the server. An action that goes through at its first try (a question asked
 * online, the QR visit) shows no bar: a first visit with nothing queued has none. Refused actions are listed
 * below it with their reason and a Discard button. The live region is on the page from the start,
 * so a screen reader announces what the bar says when it appears. It speaks once per action at
 * most: online, an action that goes through within SLOW_SEND_MS changes nothing ("waiting" and
 * "Sending..." show only for one that takes longer), so a vote is not announced three times.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLazyModule } from "../app/lazy-module.ts";
import { useOutboxSummary } from "./outbox.ts";
import { useOnline } from "./use-online.ts";

const FailedActionsList = lazy(() => import("./failed-actions-list.tsx"));

/** The bar's wording and Send now; the session page also fetches it at the first interaction. */
export const loadOutboxStatusLine = () => import("./outbox-status-line.tsx");

/** How long, online, actions may wait before the bar says they wait or are being sent. */
const SLOW_SEND_MS = 1_000;

/** Whether `waiting` has stayed true for SLOW_SEND_MS. */
function useSlow(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  if (!waiting && slow) setSlow(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_SEND_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  return waiting && slow;
}

export function OutboxStatusBar({ sessionId }: { sessionId?: number }) {
  const online = useOnline();
  const { loaded, waiting, held, sending, failed } = useOutboxSummary();
  const [hadQueued, setHadQueued] = useState(false);
  // Once something was queued, the bar stays to say "All caught up" (set while rendering, not after).
  if (waiting > 0 && (held || !online) && !hadQueued) setHadQueued(true);
  const slow = useSlow(online && waiting > 0 && held);

  const showBar = loaded && (!online || hadQueued);
  const loadedLine = useLazyModule(loadOutboxStatusLine, showBar);
  const line = showBar ? loadedLine : null;
  // Online, what goes through quickly leaves the bar as it was: "All caught up".
  const shownWaiting = online && !slow ? 0 : waiting;

  return (
    <div className="space-y-2">
      <div className={line ? line.boxClass(online, shownWaiting) : undefined}>
        <div role="status" aria-live="polite" data-testid="outbox-status">
          {line && (
            <line.OutboxStatusLine
              online={online}
              waiting={shownWaiting}
              sending={sending && shownWaiting > 0}
            />
          )}
        </div>
        {line && online && shownWaiting > 0 && !sending && <line.SendNow />}
      </div>
      {failed > 0 && (
        <Suspense fallback={null}>
          <FailedActionsList sessionId={sessionId} />
        </Suspense>
      )}
    </div>
  );
}
