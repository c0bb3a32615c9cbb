/**
 * The tabs of one phone share one outbox, but only the tab that delivers an action hears the
 * server's answer (the engine's sent event). This passes each delivery on to the phone's other
 * tabs, so a vote, question or upvote sent by any tab updates every tab's screen: "(your vote)" in
 * all of them, never the vote form again in the tab that did not send it.
 */
import type { SentEvent } from "./replay.ts";

/** The channel every tab of this origin listens on. */
export const SENT_CHANNEL = "lectern-outbox-sent";

/** Opened on first use; null where the browser has no BroadcastChannel (then each tab is alone). */
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SENT_CHANNEL);
  return channel;
}

/** Tells the other tabs that this one delivered `event.item` (a tab never hears its own message). */
export function announceSent(event: SentEvent): void {
  openChannel()?.postMessage(event);
}

/** Calls `listener` for each action another tab of this browser delivered. */
export function onSentInOtherTab(listener: (event: SentEvent) => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (message: MessageEvent<SentEvent>) => listener(message.data);
  open.addEventListener("message", onMessage);
  return () => open.removeEventListener("message", onMessage);
}
