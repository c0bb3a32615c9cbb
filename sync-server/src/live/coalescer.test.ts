/**
 * The hub's pacing rule, on a fake clock: a burst of publishes becomes one flush, quiet topics
 * flush at once, and a topic whose broadcast took long waits twice that long before the next, so
 * a huge room's broadcasts never fill the event loop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUBLISH_INTERVAL_MS, createCoalescer } from "./coalescer.ts";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A coalescer whose flush "takes" `took()` ms of the fake clock and logs when each one started. */
function paced(took: () => number) {
  const started: number[] = [];
  const coalescer = createCoalescer(
    () => {
      started.push(performance.now());
      vi.advanceTimersByTime(took());
      return Promise.resolve();
    },
    (error) => {
      throw error;
    },
  );
  return { coalescer, started };
}

describe("broadcast pacing", () => {
  it("flushes a quiet topic at once and a burst as one flush an interval later", async () => {
    const { coalescer, started } = paced(() => 0);
    coalescer.schedule("poll:1");
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 50; i++) coalescer.schedule("poll:1");
    await vi.advanceTimersByTimeAsync(PUBLISH_INTERVAL_MS * 3);
    expect(started).toEqual([0, PUBLISH_INTERVAL_MS]);
  });

  it("spaces a slow topic's flushes twice their duration apart while votes keep coming, and goes back to the interval when they are quick", async () => {
    const durations = [300, 300, 10, 10, 10];
    let flushes = 0;
    const started: number[] = [];
    const coalescer = createCoalescer(
      (topic) => {
        started.push(performance.now());
        vi.advanceTimersByTime(durations[flushes++]!);
        // A vote arrives right after the broadcast, as one does in a busy hall.
        if (flushes < durations.length) setTimeout(() => coalescer.schedule(topic), 0);
        return Promise.resolve();
      },
      (error) => {
        throw error;
      },
    );
    coalescer.schedule("poll:1");
    await vi.advanceTimersByTimeAsync(5000);
    expect(started).toEqual([0, 600, 1200, 1300, 1400]);
  });
});
