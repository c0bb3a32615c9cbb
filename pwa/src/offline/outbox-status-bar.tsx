/**
 * The bar that always tells an attendee where their actions stand (its wording is
 * outbox-status-line.tsx's): shown while offline and once something was queued (taken offline,
 * left by an earlier visit, or sent without an answer), then "All caught up" once everything
 * queued has reached the server. An action that goes through at its first try (a question asked
 * online, the QR visit) shows no bar: a first visit with nothing queued has none. Refused actions are listed
 * below it with their reason and a Discard button. The live region is on the page from the start,
 * so a screen reader announces what the bar says when it appears.
 */
import { lazy, Suspense, useState } from "react";
import { useLazyModule } from "../app/lazy-module.ts";
import { useOutboxSummary } from "./outbox.ts";
import { useOnline } from "./use-online.ts";

const FailedActionsList = lazy(() => import("./failed-actions-list.tsx"));

/** The bar's wording and Send now; the session page also fetches it at the first interaction. */
export const loadOutboxStatusLine = () => import("./outbox-status-line.tsx");

export function OutboxStatusBar({ sessionId }: { sessionId?: number }) {
  const online = useOnline();
  const { loaded, waiting, held, sending, failed } = useOutboxSummary();
  const [hadQueued, setHadQueued] = useState(false);
  // Once something was queued, the bar stays to say "All caught up" (set while rendering, not after).
  if (waiting > 0 && (held || !online) && !hadQueued) setHadQueued(true);

  const showBar = loaded && (!online || hadQueued);
  const line = useLazyModule(loadOutboxStatusLine, showBar);

  return (
    <div className="space-y-2">
      <div role="status" aria-live="polite" data-testid="outbox-status">
        {showBar && line && (
          <line.OutboxStatusLine online={online} waiting={waiting} sending={sending} />
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
