/**
 * One housekeeping pass at a time across instances (docs/decisions.md, Several instances). With
 * Redis, a key under the app's prefix set with NX and an expiry (so a killed instance cannot hold it
 * for good), released only by the instance that holds it. Without Redis, on PostgreSQL, a
 * session-level advisory lock on one pooled connection held for the pass. SQLite has one process,
 * so only the job's own guard (job.ts) applies.
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { isPostgres } from "../db/locks.ts";
import type { SharedRedis } from "../redis/connection.ts";

/** Longer than any pass should take; a pass that outlives it may overlap another, harmlessly. */
export const LOCK_TTL_MS = 15 * 60 * 1000;
/** "lectern" in ASCII; distinct from the advisory lock Kysely's Migrator takes. */
const ADVISORY_LOCK_ID = sql.raw("30510775313724014");
const RELEASE_IF_OURS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export type Locked<T> = { ran: true; value: T } | { ran: false; reason: string };

/** Runs `task` while holding the cluster-wide housekeeping lock, or not at all. */
export type PassLock = <T>(task: () => Promise<T>) => Promise<Locked<T>>;

export function housekeepingLock(db: Db, redis: SharedRedis | null): PassLock {
  if (redis) return redisLock(redis);
  if (isPostgres(db)) return advisoryLock(db);
  return async (task) => ({ ran: true, value: await task() });
}

function redisLock(redis: SharedRedis): PassLock {
  const key = `${redis.keyPrefix}housekeeping:lock`;
  return async (task) => {
    const token = crypto.randomUUID();
    let taken: string | null;
    try {
      taken = await redis.commands.set(key, token, "PX", LOCK_TTL_MS, "NX");
    } catch (error) {
      // Redis away: skipping is safe, the next interval tries again.
      return { ran: false, reason: `Redis did not answer (${String(error)})` };
    }
    if (taken !== "OK") return { ran: false, reason: "another instance holds the lock" };
    try {
      return { ran: true, value: await task() };
    } finally {
      // If this fails the key expires by itself.
      await redis.commands.eval(RELEASE_IF_OURS, 1, key, token).catch(() => undefined);
    }
  };
}

function advisoryLock(db: Db): PassLock {
  return (task) =>
    db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: number }>`
        select case when pg_try_advisory_lock(${ADVISORY_LOCK_ID}) then 1 else 0 end as locked
      `.execute(connection);
      if (rows[0]?.locked !== 1) return { ran: false, reason: "another instance holds the lock" };
      try {
        return { ran: true, value: await task() };
      } finally {
        await sql`select pg_advisory_unlock(${ADVISORY_LOCK_ID})`.execute(connection);
      }
    });
}
