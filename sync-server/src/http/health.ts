/**
 * GET /api/health for load balancers (docs/deploy.md): 200 while this instance can serve, 503 when
 * its database does not answer a `select 1` in time or while it drains after SIGTERM, so traffic
 * goes to another instance. Redis is reported but never makes the answer 503: without it an
 * instance still serves (limits fall back to memory), and every instance shares the one Redis.
 */
import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** A database that has not answered `select 1` within this long counts as down. */
export const HEALTH_TIMEOUT_MS = 1_000;

export type Check = "ok" | "down";

export interface Health {
  ok: boolean;
  /** This instance has been told to stop: it finishes what it holds and takes nothing new. */
  draining: boolean;
  database: Check;
  redis: Check | "not configured";
}

export interface HealthSources {
  db: Db;
  /** The shared Redis, when one is configured. */
  redis: { ping(): Promise<boolean> } | null;
  draining(): boolean;
}

/** Whether `probe` resolves true within HEALTH_TIMEOUT_MS; a rejection counts as down. */
export async function answersWithin(probe: () => Promise<boolean>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([probe(), late])) ? "ok" : "down";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(sources: HealthSources): RequestHandler {
  return async (_req, res) => {
    const shared = sources.redis;
    const [database, redis] = await Promise.all([
      answersWithin(async () => (await sql`select 1`.execute(sources.db)).rows.length === 1),
      shared ? answersWithin(() => shared.ping()) : ("not configured" as const),
    ]);
    const draining = sources.draining();
    const health: Health = { ok: database === "ok" && !draining, draining, database, redis };
    res.status(health.ok ? 200 : 503).json(health);
  };
}
