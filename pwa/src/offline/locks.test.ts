/**
 * The outbox lock (offline/locks.ts) where the browser refuses Web Locks, as it does inside another
 * site's iframe with third-party storage blocked: the send still runs, once, and nothing is left
 * rejected; a task's own failure is never taken for a refused lock and run again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A navigator whose Web Locks refuse every request before running it, counting the requests. */
function refusingLocks() {
  const refused = { count: 0 };
  vi.stubGlobal("navigator", {
    locks: {
      request: () => {
        refused.count += 1;
        return Promise.reject(new DOMException("The request was denied.", "SecurityError"));
      },
    },
  });
  return refused;
}

describe("withOutboxLock with Web Locks refused", () => {
  it("runs each task once in this tab, in turn, and stops asking for the lock", async () => {
    const refused = refusingLocks();
    const { withOutboxLock } = await import("./locks.ts");
    const order: string[] = [];
    const first = withOutboxLock(() => {
      order.push("first");
      return Promise.resolve(1);
    });
    const second = withOutboxLock(() => {
      order.push("second");
      return Promise.resolve(2);
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(await withOutboxLock(() => Promise.resolve(3))).toBe(3);
    expect(order).toEqual(["first", "second"]);
    expect(refused.count).toBe(2);
  });

  it("passes on a task's own SecurityError without running it again", async () => {
    vi.stubGlobal("navigator", {
      locks: {
        request: (_name: string, _options: unknown, task: () => Promise<unknown>) => task(),
      },
    });
    const { withOutboxLock } = await import("./locks.ts");
    const task = vi.fn(() =>
      Promise.reject(new DOMException("The user denied permission.", "SecurityError")),
    );
    await expect(withOutboxLock(task)).rejects.toThrow("The user denied permission.");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
