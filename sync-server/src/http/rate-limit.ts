/**
 * In-memory sliding-window limits (sign-in per e-mail and IP, questions and upvotes per visitor).
 * Attendees share one venue IP behind NAT, so attendee actions are limited per visitor, never per IP.
 */
import { tooManyRequests } from "./errors.ts";

export interface RateLimiter {
  /** Counts one hit for `key`; throws 429 with Retry-After when `limit` hits fall within `windowMs`. */
  hit(key: string, limit: number, windowMs: number, message?: string): void;
  /** Like hit, but only checks, counting nothing. */
  check(key: string, limit: number, windowMs: number, message?: string): void;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  let calls = 0;

  function recent(key: string, windowMs: number): number[] {
    const since = now() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  }

  function sweep(): void {
    if (++calls % 1000 !== 0) return;
    const cutoff = now() - 24 * 60 * 60 * 1000;
    for (const [key, list] of hits) if ((list.at(-1) ?? 0) < cutoff) hits.delete(key);
  }

  function check(key: string, limit: number, windowMs: number, message?: string): void {
    const list = recent(key, windowMs);
    if (list.length >= limit) {
      const retryAfterMs = (list[0] ?? now()) + windowMs - now();
      throw tooManyRequests(retryAfterMs / 1000, message);
    }
  }

  return {
    check,
    hit(key, limit, windowMs, message) {
      sweep();
      check(key, limit, windowMs, message);
      const list = hits.get(key) ?? [];
      list.push(now());
      hits.set(key, list);
    },
  };
}
