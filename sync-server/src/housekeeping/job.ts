/**
 * Housekeeping runs by itself (housekeeping.ts): a first pass soon after start, then one every
 * interval (HOUSEKEEPING_INTERVAL_MINUTES), each under the cluster-wide lock (lock.ts) so only one
 * instance runs a pass at a time. The timer never keeps the process alive; stop(), called by the
 * SIGTERM drain before the database closes, ends a pass in flight between two batches.
 */
import { IDEMPOTENCY_KEY_DAYS, IP_RETENTION_DAYS } from "@lectern/shared";
import { HOUSEKEEPING_INTERVAL_MS, type Config } from "../config.ts";
import type { BatchPacing, Db } from "../db/database.ts";
import type { FileStorage } from "../files/storage.ts";
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";
import { runHousekeepingPass, type Removed } from "./housekeeping.ts";
import { housekeepingLock } from "./lock.ts";

/** The first pass comes this long after start, once the instance has settled. */
export const FIRST_PASS_DELAY_MS = 60 * 1000;

export type PassOutcome = { ran: true; removed: Removed } | { ran: false; reason: string };

/**
 * How a pass ended (docs/operations.md): done, skipped (another instance holds the lock) or failed
 * (the next pass tries again).
 */
export type PassResult = "done" | "skipped" | "failed";

export interface HousekeepingJob {
  /** Runs a pass now (if this instance may); the timer's passes go through here too. */
  runNow(): Promise<PassOutcome>;
  /** Stops the timer and waits for a pass in flight, which ends after its current batch. */
  stop(): Promise<void>;
}

export interface HousekeepingJobDeps {
  config: Config;
  db: Db;
  /** The engine's batches (OpenDatabase.pacing); without it, BATCH_ROWS and nothing after each. */
  pacing?: BatchPacing;
  storage: FileStorage;
  redis: SharedRedis | null;
  log: Logger;
  now?: () => number;
  firstPassDelayMs?: number;
  /** Hears how each pass ended (metrics/). */
  onPass?: (result: PassResult) => void;
}

export function startHousekeeping(deps: HousekeepingJobDeps): HousekeepingJob {
  const { config, log } = deps;
  const intervalMs = config.housekeepingIntervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  const lock = housekeepingLock(deps.db, deps.redis);
  let running: Promise<PassOutcome> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void runNow().finally(() => schedule(intervalMs));
    }, ms);
    timer.unref();
  }

  async function pass(): Promise<PassOutcome> {
    try {
      const outcome = await lock(() =>
        runHousekeepingPass({
          db: deps.db,
          config,
          storage: deps.storage,
          idempotencyKeyDays: config.idempotencyKeyDays ?? IDEMPOTENCY_KEY_DAYS,
          ipRetentionDays: config.ipRetentionDays ?? IP_RETENTION_DAYS,
          now: deps.now ?? Date.now,
          stopping: () => stopped,
          pacing: deps.pacing,
        }),
      );
      if (!outcome.ran) {
        log.debug(`Housekeeping skipped: ${outcome.reason}`);
        deps.onPass?.("skipped");
        return outcome;
      }
      const removed = outcome.value;
      if (Object.values(removed).some((count) => count > 0))
        log.info(
          `Housekeeping removed ${removed.idempotencyKeys} idempotency keys, ${removed.authCodes} sign-in codes, ${removed.authSessions} sign-in sessions, ${removed.tokens} download tokens and confirmation links, ${removed.networks} kept networks, ${removed.pictures} unused pictures, ${removed.files} files no row points to`,
        );
      deps.onPass?.("done");
      return { ran: true, removed };
    } catch (error) {
      log.warn("Housekeeping failed; the next pass tries again", error);
      deps.onPass?.("failed");
      return { ran: false, reason: `failed: ${String(error)}` };
    }
  }

  function runNow(): Promise<PassOutcome> {
    if (stopped) return Promise.resolve({ ran: false, reason: "stopped" });
    if (running) return Promise.resolve({ ran: false, reason: "a pass is running here" });
    const current = pass().finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  if (config.housekeepingTimer !== false) schedule(deps.firstPassDelayMs ?? FIRST_PASS_DELAY_MS);

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
