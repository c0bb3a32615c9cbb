/**
 * The bar that always tells an attendee where their actions stand (its wording is
 * outbox-status-line.tsx's): shown while offline and once something was queued (taken offline,
 * left by an earlier visit, or sent without an answer), then "All caught up" once everything
 * queued has reached the server. An action that goes through at its first try (a question asked
 * online, the QR visit) shows no bar: a first visit with nothing queued has none. Refused actions are listed
 * below it with their reason and a Discard button. The live region is on the page from the start,
 * so a screen reader announces what the bar says when it appears. It speaks once per action at
 * most: online, an action at its first try changes nothing, and what waited says "Sending..."
 * until it is sent ("N actions waiting" with Send now only once that takes SLOW_SEND_MS), so a
 * vote is not announced three times.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLazyModule } from "../app/lazy-module.ts";
import { useOutboxSummary } from "./outbox.ts";
import { useOnline } from "./use-online.ts";

const FailedActionsList = lazy(() => import("./failed-actions-list.tsx"));

/** The bar's wording and Send now; the session page also fetches it at the first interaction. */
export const loadOutboxStatusLine = () => import("./outbox-status-line.tsx");

/** How long, online, waiting actions are "Sending..." before the bar counts them with Send now. */
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
  // Actions that waited (taken offline, or held) and are not all sent yet.
  const [owed, setOwed] = useState(false);
  const waits = waiting > 0 && (held || !online);
  // Once something was queued, the bar stays to say "All caught up" (set while rendering, not after).
  if (waits && !hadQueued) setHadQueued(true);
  if (waits && !owed) setOwed(true);
  if (waiting === 0 && owed) setOwed(false);
  const sendingOwed = online && waiting > 0 && owed;
  const slow = useSlow(sendingOwed);

  const showBar = loaded && (!online || hadQueued);
  const loadedLine = useLazyModule(loadOutboxStatusLine, showBar);
  const line = showBar ? loadedLine : null;
  // Online, an action at its first try leaves the bar as it was ("All caught up"); what waited is
  // "Sending..." at first, and only if that takes long does the bar count it with Send now.
  const shownWaiting = online && !owed ? 0 : waiting;
  const shownSending = sendingOwed && (sending || !slow);

  return (
    <div className="space-y-2">
      <div className={line ? line.boxClass(online, shownWaiting) : undefined}>
        <div role="status" aria-live="polite" data-testid="outbox-status">
          {line && (
            <line.OutboxStatusLine online={online} waiting={shownWaiting} sending={shownSending} />
          )}
        </div>
        {line && online && shownWaiting > 0 && !shownSending && <line.SendNow />}
      </div>
      {failed > 0 && (
        <Suspense fallback={null}>
          <FailedActionsList sessionId={sessionId} />
        </Suspense>
      )}
    </div>
  );
}
