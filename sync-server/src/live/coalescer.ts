/**
 * The pacing of the hub's pushes (docs/decisions.md, Live updates): publishes to one topic are
 * coalesced, so a burst of votes costs one query and one broadcast per interval, and a broadcast
 * slow enough to crowd out the votes spaces the next one further.
 */

export const PUBLISH_INTERVAL_MS = 100;

/**
 * A topic's flushes start at least this many times their own duration apart (see createCoalescer).
 * Measured at 10,000 subscribers and 200 votes/s (docs/benchmarks.md), four runs each on
 * 2026-11-24: 2 gives p99 vote-to-screen 367 to 419 ms on one SQLite instance and 398 to 463 ms on
 * two PostgreSQL instances; 1.5 gave 333 to 384 ms and 492 to 537 ms, the two instances' more
 * frequent broadcasts crowding out their votes; 1.25 let votes queue behind broadcasts.
 */
const BUSY_FACTOR = 2;

/**
 * Coalesces publishes per topic: the first publish after a quiet period flushes on the next tick,
 * later ones wait until the topic's interval has passed since the previous flush started; any
 * number of publishes in between become that one flush. The interval is PUBLISH_INTERVAL_MS, or
 * BUSY_FACTOR times as long as the last flush took when that is longer (`minInterval` replaces
 * PUBLISH_INTERVAL_MS for slower topics): a broadcast to a hall of
 * 10,000 sockets takes long enough that back-to-back flushes would leave no time to take votes.
 */
export function createCoalescer(
  flush: (topic: string) => Promise<void>,
  onError: (error: unknown) => void,
  minInterval = PUBLISH_INTERVAL_MS,
) {
  const timers = new Map<string, NodeJS.Timeout>();
  const lastFlush = new Map<string, { at: number; took: number }>();
  let closed = false;

  function run(topic: string): void {
    timers.delete(topic);
    const at = performance.now();
    const last = { at, took: 0 };
    lastFlush.set(topic, last);
    flush(topic)
      .catch(onError)
      .finally(() => {
        last.took = performance.now() - at;
      });
  }

  return {
    schedule(topic: string): void {
      if (closed || timers.has(topic)) return;
      const last = lastFlush.get(topic);
      const interval = Math.max(minInterval, BUSY_FACTOR * (last?.took ?? 0));
      const wait = last ? Math.max(0, last.at + interval - performance.now()) : 0;
      timers.set(topic, setTimeout(run, wait, topic));
    },
    forget(topic: string): void {
      const timer = timers.get(topic);
      if (timer) clearTimeout(timer);
      timers.delete(topic);
      lastFlush.delete(topic);
    },
    close(): void {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
