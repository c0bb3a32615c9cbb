/**
 * A background job that every instance runs on a timer (the day-after report, the webhook queue):
 * one pass at a time on this instance, a timer that never keeps the process alive, and stop(),
 * called by the SIGTERM drain before the database closes, which waits for the pass in flight. What
 * makes a pass's work happen once across instances is the pass's own claim in the database.
 */
export interface TimedJob {
  /** Runs a pass now (unless one runs here already); answers what the pass counted. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

export interface TimedJobOptions {
  intervalMs: number;
  /** False: no timer; tests call runNow() with the clock where they want it. */
  timer: boolean;
  /** One pass; `stopping()` turns true once stop() was called, so a long pass can end early. */
  pass: (stopping: () => boolean) => Promise<number>;
}

export function startTimedJob({ intervalMs, timer: onTimer, pass }: TimedJobOptions): TimedJob {
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const stopping = () => stopped;

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void runNow().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  function runNow(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) return running;
    const current = pass(stopping).finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  if (onTimer) schedule();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
