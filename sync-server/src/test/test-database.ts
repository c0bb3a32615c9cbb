/**
 * The database of a test server (CONTRIBUTING.md, The test layers): SQLite in the server's temp
 * DATA_DIR, or, in the "server-pg" Vitest project (LECTERN_TEST_DB=postgres), a PostgreSQL database
 * of its own, lectern_test_<random>, made on the local server and dropped when the test server closes.
 */
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** The local PostgreSQL of development and CI machines (trust authentication). */
export const TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432";

declare module "vitest" {
  export interface ProvidedContext {
    /** Why PostgreSQL tests are skipped; empty when PostgreSQL answered (postgres-setup.ts). */
    postgresUnavailable: string;
    /** Part of every database name of this run, so its teardown drops what a failed test left. */
    postgresRunId: string;
  }
}

export interface TestDatabase {
  /** DATABASE_URL for the server; null: SQLite in DATA_DIR. */
  url: string | null;
  drop(): Promise<void>;
}

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${TEST_POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Databases of this worker by DATA_DIR, with how many open test servers use each. */
const shared = new Map<string, { url: string; users: number; created: Promise<unknown> }>();

/**
 * A PostgreSQL database when the project asks for one and PostgreSQL answered, else SQLite (when
 * PostgreSQL is missing, postgres-skip.ts skips every test of the file). Servers started on the same
 * DATA_DIR share one database, as they share the SQLite file; the last to close drops it.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (process.env.LECTERN_TEST_DB !== "postgres" || inject("postgresUnavailable"))
    return { url: null, drop: () => Promise.resolve() };
  let entry = shared.get(dataDir);
  if (!entry) {
    const name = `lectern_test_${inject("postgresRunId")}_${crypto.randomBytes(4).toString("hex")}`;
    const created = admin((client) => client.query(`CREATE DATABASE ${name}`));
    entry = { url: `${TEST_POSTGRES_URL}/${name}`, users: 0, created };
    shared.set(dataDir, entry);
  }
  await entry.created;
  entry.users++;
  const { url } = entry;
  return {
    url,
    async drop() {
      if (--entry.users > 0) return;
      shared.delete(dataDir);
      const name = new URL(url).pathname.slice(1);
      await admin(async (client) => {
        // A closed pool's connections end a moment after it says so; dropping with FORCE before
        // then would hit them with an error nobody listens to any more.
        for (let wait = 0; wait < 40; wait++) {
          const { rows } = await client.query<{ open: number }>(
            "SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1",
            [name],
          );
          if (rows[0]!.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
