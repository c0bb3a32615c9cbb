/**
 * Keeping the browser's storage: ask once for persistent storage (so queued actions and saved
 * slides are not evicted under pressure), and recognise a full disk so it becomes a message.
 */
import { msg } from "@lectern/shared";

/** What a full disk means for the person; shown through t(). */
export const QUOTA_MESSAGE = msg(
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.",
);

let asked = false;

/** Asks the browser to keep Lectern's data; called after the first action is queued. */
export function requestPersistentStorage(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  if (!storage?.persist) return;
  void storage
    .persisted()
    .then((persisted) => (persisted ? true : storage.persist()))
    .catch(() => false);
}

/** True for IndexedDB and Cache Storage "quota exceeded" errors, also when Dexie wraps them. */
export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (name === "QuotaExceededError") return true;
    current = inner;
  }
  return false;
}
