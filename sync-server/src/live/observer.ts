/**
 * What the live channel tells whoever watches it (metrics/, docs/operations.md): plain callbacks
 * handed to the hub, so live/ imports nothing of the watcher, and a hub given none measures nothing.
 */

export interface LiveObserver {
  /**
   * One coalesced update of a topic went to its subscribers on this instance, from reading what
   * changed to the last send; `kind` is the topic's: poll, questions, stage or attendance.
   */
  broadcast(kind: string, seconds: number): void;
  /** A notice from another instance arrived this long after it was sent, by the two clocks. */
  relayLag(seconds: number): void;
}

/** `flush` as it was, or reporting each run to `observer` with its topic's kind and duration. */
export function observedFlush(
  flush: (topic: string) => Promise<void>,
  observer: LiveObserver | undefined,
): (topic: string) => Promise<void> {
  if (!observer) return flush;
  return async (topic) => {
    const start = performance.now();
    try {
      await flush(topic);
    } finally {
      observer.broadcast(topic.slice(0, topic.indexOf(":")), (performance.now() - start) / 1000);
    }
  };
}
