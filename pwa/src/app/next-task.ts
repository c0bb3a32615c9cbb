/**
 * Resolves in a task of its own, once the browser has had its turn (a tap, a paint). The app's
 * start runs as a few such steps instead of one long task, so a phone's main thread is never held
 * for all of them at once (docs/decisions.md, What was measured).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
