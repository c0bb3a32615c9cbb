/**
 * Opens the SQLite store (WAL, foreign keys, busy timeout) through Kysely and applies the
 * versioned migrations at start. Repository functions take the returned Kysely instance.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from "kysely";
import * as initial from "./migrations/001-initial.ts";
import * as choiceVoteCount from "./migrations/002-choice-vote-count.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

/** Migrations in order; a new one is appended with the next number, never edited once shipped. */
const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-choice-vote-count": choiceVoteCount,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface OpenDatabase {
  db: Db;
  /** The raw handle, for the few hot paths that use prepared statements directly. */
  sqlite: SQLite.Database;
}

/** Distinct SQL texts kept prepared; queries with `in (...)` lists vary, so the cache is bounded. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * The handle Kysely runs queries on, preparing each SQL text once. Kysely's SQLite driver prepares
 * every query it runs, and preparing costs more than running most of ours (a vote's seven queries
 * spent a quarter of its CPU there). Statements are only ever run to completion (`all` / `run`),
 * never left iterating, so one prepared statement can serve every request.
 */
function preparingOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= MAX_CACHED_STATEMENTS)
          statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, "lectern.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: preparingOnce(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return { db, sqlite };
}

export function nowIso(): string {
  return new Date().toISOString();
}
