/**
 * The bar that always tells an attendee where their actions stand (its wording is
 * outbox-status-line.tsx's): shown while offline, while anything waits, and then "All caught up"
 * once everything waiting during this visit has reached the server. Refused actions are listed
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
  const { loaded, waiting, sending, failed } = useOutboxSummary();
  const [hadWaiting, setHadWaiting] = useState(false);
  // Once something waited, the bar stays to say "All caught up" (set while rendering, not after).
  if (waiting > 0 && !hadWaiting) setHadWaiting(true);

  const showBar = loaded && (!online || waiting > 0 || hadWaiting);
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
