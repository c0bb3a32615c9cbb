/**
 * One housekeeping pass at a time (docs/decisions.md, Several instances): two app instances on one
 * PostgreSQL database, with Redis (its lock under the instances' key prefix) and without
 * (PostgreSQL's advisory lock): while one's pass is held inside its first batch, the other reports
 * it skipped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteKeys, missingRedis, SHARED_REDIS_URL, testKeyPrefix } from "../test/redis.ts";
import { startTestServer, type TestServer } from "../test/harness.ts";

const onPostgres = process.env.LECTERN_TEST_DB === "postgres";
const skipped = onPostgres ? await missingRedis() : "it needs PostgreSQL: it runs in server-pg";
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

const servers: TestServer[] = [];
const prefixes: string[] = [];
let dataDir = "";

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const prefix of prefixes.splice(0)) await deleteKeys(prefix);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Two instances on one database (the harness shares it between servers of one DATA_DIR). */
async function twoInstances(redis: boolean): Promise<[TestServer, TestServer]> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-housekeeping-"));
  const redisKeyPrefix = testKeyPrefix();
  prefixes.push(redisKeyPrefix);
  const overrides = { dataDir, redisUrl: redis ? SHARED_REDIS_URL : null, redisKeyPrefix };
  for (let i = 0; i < 2; i++) servers.push(await startTestServer(overrides));
  return servers as [TestServer, TestServer];
}

describe.skipIf(skipped !== null)(title("housekeeping on two instances"), () => {
  for (const redis of [true, false])
    it(`runs one pass at a time ${redis ? "under a Redis lock" : "under PostgreSQL's advisory lock"}`, async () => {
      const [a, b] = await twoInstances(redis);
      // Hold a's pass inside its first batch: a transaction elsewhere locks the table it empties.
      const { db } = b.lectern.ctx;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const tableLocked = new Promise<void>((resolve) => (locked = resolve));
      const blocker = db.transaction().execute(async (trx) => {
        await sql`lock table idempotency_keys in access exclusive mode`.execute(trx);
        locked();
        await held;
      });
      await tableLocked;
      const first = a.lectern.housekeeping.runNow();
      try {
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ waiting: number }>`
              select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like '%idempotency_keys%'
            `.execute(db);
            expect(rows[0]?.waiting).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        // a holds the lock for as long as its pass lasts: b skips.
        expect(await b.lectern.housekeeping.runNow()).toEqual({
          ran: false,
          reason: "another instance holds the lock",
        });
      } finally {
        release();
        await blocker;
      }
      expect((await first).ran).toBe(true);
      // The lock is free again once the pass is over.
      expect((await b.lectern.housekeeping.runNow()).ran).toBe(true);
      expect((await a.lectern.housekeeping.runNow()).ran).toBe(true);
    });
});
