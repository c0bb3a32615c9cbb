/**
 * Opens Lectern's database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/decisions.md, Databases). Repositories take the returned Kysely instance and write one query
 * code for both; what differs between the engines (migrations, number types, the vote path, locks,
 * unique violations) lives in db/ alone.
 */
import { Migrator, type Kysely, type Migration } from "kysely";
import type { Config } from "../config.ts";
import type { PollVotes } from "../polls/votes.ts";
import { openPostgres } from "./postgres/open.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite/open.ts";

export type Db = Kysely<Database>;

export type Engine = "sqlite" | "postgres";

/**
 * How housekeeping's deletes suit this engine (docs/decisions.md, Housekeeping): on SQLite every
 * statement runs on the event loop, so its batches are smaller and each is checkpointed at once,
 * before the write-ahead log grows to a checkpoint that would stall requests.
 */
export interface BatchPacing {
  /** Rows one delete removes at most. */
  rows: number;
  /** Runs after each batch. */
  afterBatch: () => Promise<void>;
}

export interface OpenDatabase {
  engine: Engine;
  db: Db;
  /** The vote path of this engine. */
  votes: PollVotes;
  pacing: BatchPacing;
}

/**
 * Opens the configured engine. `onBatch` hears the size of each group commit's batch of votes
 * (docs/operations.md): a plain function, so db/ imports nothing of who listens.
 */
export function openDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  onBatch?: (size: number) => void,
): Promise<OpenDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onBatch)
    : openSqlite(config.dataDir, onBatch);
}

/**
 * Applies the engine's migrations not yet recorded. On PostgreSQL Kysely's Migrator holds an
 * advisory lock meanwhile, so instances starting at once apply each migration once.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Record<string, Migration>,
): Promise<void> {
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
