/**
 * The page's one outbox: its IndexedDB database, its engine, and the moments a replay starts
 * (load, back online, tab shown again; the live channel calls flushOutbox() after a reconnect,
 * and the engine's own backoff timer covers the rest). A reaction is tried on the page's live
 * socket first. Loaded on demand by outbox.ts, so Dexie stays out of the first render.
 */
import { liveQuery } from "dexie";
import { liveSocket } from "../attendee/live-socket.ts";
import { openOfflineDb } from "./db.ts";
import type { OutboxItem } from "./outbox-api.ts";
import { createOutboxEngine } from "./replay.ts";

export const db = openOfflineDb();
export const engine = createOutboxEngine({
  db,
  live: (action, key) =>
    action.kind === "reaction"
      ? liveSocket.react({ type: "react", sessionId: action.sessionId, key, ...action.body })
      : undefined,
});

/**
 * Starts a replay. Where the browser refuses the database (third-party storage blocked in an
 * embed's iframe) there is nothing queued to replay, and the screens send directly
 * (attendee/direct-send.ts), so that refusal is no error of the page's.
 */
function replay(round: () => Promise<unknown>): void {
  round().catch(() => undefined);
}

window.addEventListener("online", () => replay(() => engine.reconnected()));
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") replay(() => engine.flush());
});
replay(() => engine.flush());

/** Calls `onItems` with every outbox row (in order) now and after each change, from any tab. */
export function watchItems(onItems: (items: OutboxItem[]) => void): () => void {
  const subscription = liveQuery(() => db.outbox.orderBy("seq").toArray()).subscribe({
    next: onItems,
    error: () => onItems([]),
  });
  return () => subscription.unsubscribe();
}
