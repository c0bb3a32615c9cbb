/**
 * Resolves in a task of its own, once the browser has had its turn (a tap, a paint). The app's
 * start runs as a few such steps instead of one long task, so a phone's main thread is never held
 * for all of them at once (docs/decisions.md, What was measured). A posted message, not a timer:
 * a tab opened in the background runs timers at most once a second, a message at once.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
