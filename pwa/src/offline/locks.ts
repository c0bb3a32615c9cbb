/**
 * One sender at a time: the outbox is replayed under a Web Lock, so two open tabs never send the
 * same queued action at once. Where Web Locks are missing, or refused (an embed in another site's
 * iframe when the browser blocks third-party storage: SecurityError), a promise chain serialises
 * this tab, the only one that can share nothing anyway.
 */
export const OUTBOX_LOCK_NAME = "lectern-outbox";

let tail: Promise<unknown> = Promise.resolve();
let locksRefused = false;

function inThisTab<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

export function withOutboxLock<T>(task: () => Promise<T>, name = OUTBOX_LOCK_NAME): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks || locksRefused) return inThisTab(task);
  let started = false;
  const locked = locks.request(name, { mode: "exclusive" }, () => {
    started = true;
    return task();
  }) as Promise<T>;
  return locked.catch((error: unknown) => {
    // Only a refusal of the lock itself, before the task ran, falls back; the task's own errors pass.
    if (started || !(error instanceof DOMException && error.name === "SecurityError")) throw error;
    locksRefused = true;
    return inThisTab(task);
  });
}
