/**
 * The database handle every repository takes (docs/decisions.md, Databases): one Kysely type and
 * one query code for SQLite and PostgreSQL, and the timestamps rows are written with. What differs
 * between the engines (migrations, number types, the vote path, locks, unique violations) lives in
 * db/ alone; open.ts opens the database.
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

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

export function nowIso(): string {
  return new Date().toISOString();
}
