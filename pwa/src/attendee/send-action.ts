/**
 * The attendee pages' door to the outbox (offline/outbox.ts): every ask, upvote, vote, download
 * and QR visit goes through submit(), which stores it in IndexedDB before sending. Where the
 * browser refuses IndexedDB (an embed in another site's iframe with third-party storage blocked,
 * some private modes) nothing could be queued anyway, so the action is sent straight away with its
 * own Idempotency-Key (direct-send.ts, loaded then), and an answer-less failure says so instead of
 * waiting forever.
 */
import { translator } from "../i18n/language.ts";
import { submit } from "../offline/outbox.ts";
import type { OutboxAction, SubmitOutcome } from "../offline/outbox-api.ts";

const PROBE_DB = "lectern-storage-probe";
let storageUsable: Promise<boolean> | null = null;

/** Whether this page may open IndexedDB at all (asked once per page). */
export function canUseOfflineStorage(): Promise<boolean> {
  storageUsable ??= new Promise<boolean>((resolve) => {
    try {
      const request = indexedDB.open(PROBE_DB);
      request.onsuccess = () => {
        request.result.close();
        indexedDB.deleteDatabase(PROBE_DB);
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
  return storageUsable;
}

export async function sendAction(action: OutboxAction): Promise<SubmitOutcome> {
  if (!(await canUseOfflineStorage())) {
    try {
      const { sendDirectly } = await import("./direct-send.ts");
      return await sendDirectly(action);
    } catch {
      return {
        status: "failed",
        code: null,
        message: translator().t("You're offline. Please try again when you're connected."),
      };
    }
  }
  try {
    return await submit(action);
  } catch {
    return {
      status: "failed",
      code: null,
      message: translator().t("Could not reach the app's offline storage. Please reload the page."),
    };
  }
}
