/**
 * Rows a transaction reads to decide a write (a count under a limit, a code's wrong tries) must not
 * change before it commits (docs/decisions.md, Databases). SQLite has one writer, so its
 * transactions already run one after another; PostgreSQL runs them side by side, so the row that
 * guards the decision is read with FOR UPDATE and a second transaction waits for the first.
 */
import { PostgresAdapter, type SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.ts";
import type { Db } from "./database.ts";

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `query` with FOR UPDATE on PostgreSQL, unchanged on SQLite (which has no such clause). */
export function forUpdate<TB extends keyof Database, O>(
  db: Db,
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}
