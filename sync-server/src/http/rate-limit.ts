/**
 * Rate limits through rate-limiter-flexible: in Redis when instances share one, so a visitor who
 * alternates between them is counted once, and in memory when REDIS_URL is unset (docs/decisions.md,
 * Several instances). Attendees share one venue IP behind NAT, so attendee actions are limited per
 * visitor first, and per network only by a ceiling sized for a hall behind one address
 * (docs/decisions.md, Visitor identity); their limiter stays in memory, or Redis, for speed. Sign-in limits are the
 * durable kind (createDurableRateLimiter): in Redis, else in the database, so neither a restart nor
 * a second instance without Redis refills them (docs/decisions.md, Sign-in).
 */
import net from "node:net";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Db } from "../db/database.ts";
import { forUpdate } from "../db/locks.ts";
import type { SharedRedis } from "../redis/connection.ts";
import { networkOf } from "./client-network.ts";
import { tooManyRequests } from "./errors.ts";

export interface RateLimiter {
  /**
   * Counts one hit for `key`; throws 429 with Retry-After once `limit` hits were counted in the
   * window of `windowMs` (whole seconds) that the key's first hit opened.
   */
  hit(key: string, limit: number, windowMs: number, message?: string): Promise<void>;
}

/**
 * With Redis, a Redis that is away or slow hands each hit to a limiter in this instance's memory
 * with the same numbers (rate-limiter-flexible's insuranceLimiter), so an outage never fails a
 * request; it only lets a visitor who alternates instances get one allowance per instance.
 */
export function createRateLimiter(redis: SharedRedis | null): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();

  function limiterFor(limit: number, windowMs: number): RateLimiterAbstract {
    const name = `${limit}:${windowMs}`;
    const known = limiters.get(name);
    if (known) return known;
    if (windowMs % 1000 !== 0)
      throw new Error(`A rate limit's window is whole seconds: ${windowMs}`);
    const options = { points: limit, duration: windowMs / 1000, keyPrefix: `rl:${name}` };
    const memory = new RateLimiterMemory(options);
    const limiter = redis
      ? new RateLimiterRedis({
          ...options,
          keyPrefix: `${redis.keyPrefix}${options.keyPrefix}`,
          storeClient: redis.commands,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(name, limiter);
    return limiter;
  }

  return {
    async hit(key, limit, windowMs, message) {
      try {
        await limiterFor(limit, windowMs).consume(key);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          throw tooManyRequests(refusal.msBeforeNext / 1000, message);
        throw refusal;
      }
    },
  };
}

/** Expired counters are swept at most this often, by whichever hit comes first. */
const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * A limiter whose counts outlive the process: the Redis one when REDIS_URL is set, else one row
 * per key in `rate_limits`, read and written in one transaction with the row locked (FOR UPDATE on
 * PostgreSQL), so hits on several instances sharing the database are each counted.
 */
export function createDurableRateLimiter(db: Db, redis: SharedRedis | null): RateLimiter {
  if (redis) return createRateLimiter(redis);
  let lastSweep = 0;
  return {
    async hit(key, limit, windowMs, message) {
      const now = Date.now();
      const nowText = new Date(now).toISOString();
      if (now - lastSweep > SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await db.deleteFrom("rateLimits").where("expiresAt", "<=", nowText).execute();
      }
      const retryAfterMs = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("rateLimits")
          .values({ key, points: 0, expiresAt: new Date(now + windowMs).toISOString() })
          .onConflict((oc) => oc.column("key").doNothing())
          .execute();
        const row = await forUpdate(
          trx,
          trx.selectFrom("rateLimits").selectAll().where("key", "=", key),
        ).executeTakeFirstOrThrow();
        if (row.expiresAt <= nowText) {
          const expiresAt = new Date(now + windowMs).toISOString();
          await trx
            .updateTable("rateLimits")
            .set({ points: 1, expiresAt })
            .where("key", "=", key)
            .execute();
          return 0;
        }
        if (row.points >= limit) return Date.parse(row.expiresAt) - now;
        await trx
          .updateTable("rateLimits")
          .set({ points: row.points + 1 })
          .where("key", "=", key)
          .execute();
        return 0;
      });
      if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000, message);
    },
  };
}

/**
 * The part of a caller's address a per-address limit counts: an IPv4 address whole (addresses are
 * scarce, and two machines on one /24 are two callers), an IPv6 address by its /48, since anyone
 * holds a whole /64 of addresses to rotate through.
 */
export function limitAddressOf(ip: string | null): string {
  if (!ip) return "unknown";
  return net.isIPv6(ip) ? (networkOf(ip) ?? ip) : ip;
}
