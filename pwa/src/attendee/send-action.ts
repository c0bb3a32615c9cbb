/**
 * The attendee pages' door to the outbox (offline/outbox.ts): every ask, upvote, vote, download
 * and QR visit goes through submit(). The outbox loads its Dexie engine on first use, so the page
 * renders first; if even that code cannot load (offline before it was ever cached), the action
 * fails with a message instead of throwing.
 */
import { submit } from "../offline/outbox.ts";
import type { OutboxAction, SubmitOutcome } from "../offline/outbox-api.ts";

export async function sendAction(action: OutboxAction): Promise<SubmitOutcome> {
  try {
    return await submit(action);
  } catch {
    return { status: "failed", message: "Could not reach the app's offline storage. Please reload the page." };
  }
}

/** True when a failure message says the voter already voted (spec section 8). */
export function saysAlreadyVoted(message: string): boolean {
  return message.toLowerCase().includes("already voted");
}
