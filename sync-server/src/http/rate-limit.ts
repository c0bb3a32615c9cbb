/**
 * Rate limits (sign-in per e-mail and IP, questions and upvotes per visitor) through
 * rate-limiter-flexible: in Redis when instances share one, so a visitor who alternates between
 * them is counted once, and in memory when REDIS_URL is unset (docs/decisions.md, Several
 * instances). Attendees share one venue IP behind NAT, so attendee actions are limited per visitor,
 * never per IP.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { SharedRedis } from "../redis/connection.ts";
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
