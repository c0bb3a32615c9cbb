/**
 * Benchmark `housekeeping` (docs/benchmarks.md): does a housekeeping pass pruning a million expired
 * Idempotency-Keys disturb the live room? The fan-out measurement (bench/fanout.ts) runs on a fresh
 * server as the baseline, then on a server whose SQLite database holds `expiredKeys` key records
 * older than IDEMPOTENCY_KEY_DAYS (written straight into the file before the server starts, each
 * as long as a real vote's), with the server's own pass started as the measurement starts, then
 * on a fresh server again, to show the noise. Every time the server watches its event loop, so the
 * longest pause beside the prune is printed too. With --db postgres, the same on PostgreSQL.
 */
import { measureSide, single, type FanoutOptions, type FanoutSide } from "./fanout.ts";
import { actAsAttendees } from "./lib/attendees.ts";
import { keyStore, type KeyStore } from "./lib/key-store.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess, type LoopDelay, type Watched } from "./lib/server-process.ts";
import { round, sleep } from "./lib/stats.ts";

export interface HousekeepingLoadOptions extends FanoutOptions {
  /** Expired key records in the database when the pass starts. */
  expiredKeys: number;
}

export interface WatchedSide {
  fanout: FanoutSide;
  /** The server's event loop while the fan-out ran. */
  loopDelayMs: LoopDelay;
  /** The QUIET_MS after it, with no load: on the pruning server, the pass's own pauses. */
  quietLoopDelayMs: LoopDelay;
  /** On the pruning server: the expired keys it removed while the fan-out ran. */
  keysPrunedDuringLoad: number | null;
  prune: Watched["prune"];
}

export interface HousekeepingLoadResult {
  options: HousekeepingLoadOptions;
  baseline: WatchedSide;
  duringPrune: WatchedSide;
  /** The baseline run again after the prune: how far two runs with no pass differ. */
  baselineAgain: WatchedSide;
  /** (p99 during the prune - baseline p99) / baseline p99, in percent. */
  p99ChangePercent: number | null;
  /** The same for the second baseline: the noise a change must stand out from. */
  baselineAgainChangePercent: number | null;
  /** p99 during the prune against the second baseline's, in percent. */
  p99ChangeAgainstSecondPercent: number | null;
  /** Seconds to write the expired keys, in one transaction. */
  insertSeconds: number;
  /** Bytes of one expired key's response body (a real vote's answer). */
  keyResponseBytes: number;
  /** With --db postgres: the same on PostgreSQL, the baseline on its database before the keys. */
  postgres?: {
    baseline: WatchedSide;
    duringPrune: WatchedSide;
    p99ChangePercent: number | null;
    insertSeconds: number;
  };
}

/** After the fan-out, how long the server is watched with no load. */
export const QUIET_MS = 5000;

export async function runHousekeepingLoad(
  options: HousekeepingLoadOptions,
  log: (line: string) => void,
  postgres: boolean,
): Promise<HousekeepingLoadResult> {
  const freshBaseline = async (name: string) => {
    log(
      `housekeeping: ${name}, fan-out on a fresh database, ${options.clients} subscribers, ${options.rate} votes/s for ${options.durationMs / 1000} s`,
    );
    const fresh = await ServerProcess.start({ mode: "lectern", seed: "poll", pwaDistDir: null });
    const side = await watchedSide(fresh, fresh.seeded as SeededPoll, options, null);
    log(describeSide(name, side));
    return side;
  };
  const baseline = await freshBaseline("baseline");
  const sqlite = await pruneOn("sqlite", options, log);
  const baselineAgain = await freshBaseline("baseline again");
  const onPostgres = postgres ? await pruneOn("postgres", options, log) : null;
  return {
    options,
    baseline,
    duringPrune: sqlite.duringPrune,
    baselineAgain,
    p99ChangePercent: p99Change(sqlite.duringPrune, baseline),
    baselineAgainChangePercent: p99Change(baselineAgain, baseline),
    p99ChangeAgainstSecondPercent: p99Change(sqlite.duringPrune, baselineAgain),
    insertSeconds: sqlite.insertSeconds,
    keyResponseBytes: sqlite.keyResponseBytes,
    ...(onPostgres?.baseline
      ? {
          postgres: {
            baseline: onPostgres.baseline,
            duringPrune: onPostgres.duringPrune,
            p99ChangePercent: p99Change(onPostgres.duringPrune, onPostgres.baseline),
            insertSeconds: onPostgres.insertSeconds,
          },
        }
      : {}),
  };
}

/** (p99 of `side` - p99 of `base`) / p99 of `base`, in percent. */
function p99Change(side: WatchedSide, base: WatchedSide): number | null {
  const p99 = base.fanout.latencyMs.p99;
  return p99 === 0 ? null : round(((side.fanout.latencyMs.p99 - p99) / p99) * 100);
}

/**
 * The pruning side on a database of its own: a first server seeds the open poll and takes one
 * real vote (on PostgreSQL, the whole baseline fan-out, measured), whose key record the expired
 * keys copy; then the keys are written, and the fan-out runs on a second server while its pass
 * prunes them. The database is removed at the end.
 */
async function pruneOn(
  db: "sqlite" | "postgres",
  options: HousekeepingLoadOptions,
  log: (line: string) => void,
): Promise<{
  baseline: WatchedSide | null;
  duringPrune: WatchedSide;
  insertSeconds: number;
  keyResponseBytes: number;
}> {
  const store = await keyStore(db);
  try {
    const first = await store.start("poll");
    const seeded = first.seeded as SeededPoll;
    let baseline: WatchedSide | null = null;
    if (db === "postgres") {
      log(`housekeeping: baseline on ${store.label}, before the keys`);
      baseline = await watchedSide(first, seeded, options, null);
      log(describeSide(`baseline on ${store.label}`, baseline));
    } else {
      await castOneVote(first, seeded);
    }
    const record = await store.newestKey();
    log(
      `housekeeping: writing ${options.expiredKeys.toLocaleString("en")} expired keys into ${store.label}`,
    );
    const insertSeconds = await store.writeExpiredKeys(options.expiredKeys, record);
    log(
      `housekeeping: the same fan-out while the server's pass prunes them (written in ${insertSeconds} s)`,
    );
    const server = await store.start("none");
    const duringPrune = await watchedSide(server, seeded, options, {
      store,
      expiredKeys: options.expiredKeys,
    });
    log(describeSide(`during the prune on ${store.label}`, duringPrune));
    return {
      baseline,
      duringPrune,
      insertSeconds,
      keyResponseBytes: Buffer.byteLength(record.responseBody),
    };
  } finally {
    await store.remove();
  }
}

/** One real vote with its key, so the database holds a key record to copy; stops the server. */
async function castOneVote(server: ServerProcess, seeded: SeededPoll): Promise<void> {
  try {
    await actAsAttendees(server.baseUrl, 1, () => ({
      method: "POST",
      path: `/api/polls/${seeded.pollId}/vote`,
      body: { choiceId: seeded.choiceIds[0] },
      status: 201,
    }));
  } finally {
    await server.stop();
  }
}

export function describeSide(name: string, side: WatchedSide): string {
  const prune = side.prune;
  return (
    `${name}: p99 ${side.fanout.latencyMs.p99} ms (p50 ${side.fanout.latencyMs.p50} ms, max ${side.fanout.latencyMs.max} ms); ` +
    `longest event-loop pause ${side.loopDelayMs.max} ms under load, ${side.quietLoopDelayMs.max} ms (p99 ${side.quietLoopDelayMs.p99} ms) in the ${QUIET_MS / 1000} s after with no load` +
    (prune
      ? `; ${(side.keysPrunedDuringLoad ?? 0).toLocaleString("en")} keys pruned while the fan-out ran, ${prune.removedKeys.toLocaleString("en")} in the ${round(prune.watchedMs / 1000)} s watched` +
        (prune.finishedAfterMs === null
          ? " (the pass still running)"
          : ` (the pass done after ${round(prune.finishedAfterMs / 1000)} s)`)
      : "")
  );
}

/**
 * One fan-out measurement on `server` (stopped after), its event loop watched from the start, then
 * QUIET_MS with no load. With `pruning`, the server's housekeeping pass starts with the measurement
 * and the expired keys left in its database are counted when the fan-out ends.
 */
async function watchedSide(
  server: ServerProcess,
  seeded: SeededPoll,
  options: FanoutOptions,
  pruning: { store: KeyStore; expiredKeys: number } | null,
): Promise<WatchedSide> {
  try {
    await server.watch(pruning !== null);
    const fanout = await measureSide(
      single(server),
      seeded.pollId,
      seeded.choiceIds.map((choiceId) => ({ choiceId })),
      [`${server.baseUrl}/api/polls/${seeded.pollId}/vote`],
      options,
    );
    const loopDelayMs = await server.lap();
    const keysPrunedDuringLoad = pruning
      ? pruning.expiredKeys - (await pruning.store.expiredKeysLeft())
      : null;
    await server.lap();
    await sleep(QUIET_MS);
    const { loopDelayMs: quietLoopDelayMs, prune } = await server.unwatch();
    return { fanout, loopDelayMs, quietLoopDelayMs, keysPrunedDuringLoad, prune };
  } finally {
    await server.stop();
  }
}
