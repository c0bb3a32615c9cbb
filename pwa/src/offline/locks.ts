/**
 * One sender at a time: the outbox is replayed under a Web Lock, so two open tabs never send the
 * same queued action at once. Where Web Locks are missing, a promise chain serialises this tab.
 */
export const OUTBOX_LOCK_NAME = "lectern-outbox";

let tail: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(task: () => Promise<T>, name = OUTBOX_LOCK_NAME): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (locks) return locks.request(name, { mode: "exclusive" }, task) as Promise<T>;
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
