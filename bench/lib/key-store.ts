/**
 * Where the housekeeping benchmark's expired Idempotency-Keys live, and the Lectern servers on it:
 * a SQLite file in a DATA_DIR of the run's own, or a PostgreSQL database of the run's own
 * (lectern_bench_<random> on the local server, as bench/lib/instances.ts makes). Keys are written
 * straight into the database, in one statement or transaction, after a server migrated it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { IDEMPOTENCY_KEY_DAYS } from "@lectern/shared";
import { openSqlite } from "../../sync-server/src/db/sqlite/open.ts";
import { admin, TEST_POSTGRES_URL } from "../../sync-server/src/test/test-database.ts";
import { newIdempotencyKey, newVisitorId } from "./identity.ts";
import { ServerProcess } from "./server-process.ts";
import { round } from "./stats.ts";

/** A key record to copy: a real vote's path and answer. */
export interface KeyCopy {
  path: string;
  responseBody: string;
}

export interface KeyStore {
  label: string;
  /** A Lectern on this database; "poll" seeds the open poll (once). */
  start(seed: "poll" | "none"): Promise<ServerProcess>;
  /** The newest key record's path and answer. */
  newestKey(): Promise<KeyCopy>;
  /**
   * `count` copies of `record`, each of a visitor of its own, made between IDEMPOTENCY_KEY_DAYS + 1
   * and twice that many days ago; returns the seconds it took.
   */
  writeExpiredKeys(count: number, record: KeyCopy): Promise<number>;
  /** Keys older than IDEMPOTENCY_KEY_DAYS, counted from this process. */
  expiredKeysLeft(): Promise<number>;
  remove(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NEWEST_KEY =
  'SELECT path, response_body AS "responseBody" FROM idempotency_keys ORDER BY created_at DESC LIMIT 1';
const EXPIRED = "SELECT count(*) AS n FROM idempotency_keys WHERE created_at < $1";

const expiredBefore = () => new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * DAY_MS).toISOString();
const oldest = () => Date.now() - 2 * IDEMPOTENCY_KEY_DAYS * DAY_MS;
const SPAN_MS = (IDEMPOTENCY_KEY_DAYS - 1) * DAY_MS;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-housekeeping-"));

export async function keyStore(db: "sqlite" | "postgres"): Promise<KeyStore> {
  return db === "sqlite" ? sqliteStore() : postgresStore();
}

function sqliteStore(): KeyStore {
  const dataDir = tempDir();
  const file = path.join(dataDir, "lectern.db");
  const read = <T>(run: (db: SQLite.Database) => T): T => {
    const db = new SQLite(file, { readonly: true });
    try {
      return run(db);
    } finally {
      db.close();
    }
  };
  return {
    label: "SQLite",
    start: (seed) => ServerProcess.start({ mode: "lectern", seed, pwaDistDir: null, dataDir }),
    newestKey: () => Promise.resolve(read((db) => db.prepare<[], KeyCopy>(NEWEST_KEY).get()!)),
    async writeExpiredKeys(count, record) {
      // Through the project's own opening of the file (its migrations already applied).
      const { db, sqlite } = await openSqlite(dataDir);
      try {
        const started = performance.now();
        const insert = sqlite.prepare(
          "INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at) VALUES (?, ?, 'POST', ?, 201, ?, ?)",
        );
        const from = oldest();
        sqlite.transaction(() => {
          for (let i = 0; i < count; i++) {
            const at = new Date(from + Math.floor((i / count) * SPAN_MS)).toISOString();
            insert.run(
              `v:${newVisitorId()}`,
              newIdempotencyKey(),
              record.path,
              record.responseBody,
              at,
            );
          }
        })();
        return round((performance.now() - started) / 1000);
      } finally {
        await db.destroy();
      }
    },
    expiredKeysLeft: () =>
      Promise.resolve(
        read((db) =>
          db.prepare<[string], number>(EXPIRED.replace("$1", "?")).pluck().get(expiredBefore())!,
        ),
      ),
    remove: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

async function postgresStore(): Promise<KeyStore> {
  const name = `lectern_bench_${crypto.randomBytes(6).toString("hex")}`;
  const url = `${TEST_POSTGRES_URL}/${name}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const dataDirs: string[] = [];
  const codeSecret = crypto.randomBytes(32).toString("hex");
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    label: "PostgreSQL",
    start(seed) {
      const dataDir = tempDir();
      dataDirs.push(dataDir);
      return ServerProcess.start(
        { mode: "lectern", seed, pwaDistDir: null, shared: true },
        { DATABASE_URL: url, DATA_DIR: dataDir, CODE_SECRET: codeSecret },
      );
    },
    newestKey: async () => (await query<KeyCopy>(NEWEST_KEY))[0]!,
    async writeExpiredKeys(count, record) {
      const started = performance.now();
      // One statement: the rows are made in the database, not sent one by one.
      await query(
        `INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at)
         SELECT 'v:' || substr(md5(random()::text || i), 1, 22), gen_random_uuid()::text, 'POST', $1, 201, $2,
                to_char(to_timestamp(($3::bigint + (i::bigint * $4::bigint) / $5::bigint) / 1000.0) AT TIME ZONE 'UTC',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
           FROM generate_series(0, $5::bigint - 1) AS i`,
        [record.path, record.responseBody, oldest(), SPAN_MS, count],
      );
      return round((performance.now() - started) / 1000);
    },
    expiredKeysLeft: async () =>
      Number((await query<{ n: string }>(EXPIRED, [expiredBefore()]))[0]!.n),
    async remove() {
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
