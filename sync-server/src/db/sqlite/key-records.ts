/**
 * The Idempotency-Key records as SQLite's fast paths read and write them, prepared once on the raw
 * handle (votes.ts, reactions.ts): the same rows db/idempotency-keys.ts claims through Kysely.
 */
import type SQLite from "better-sqlite3";
import type { StoredAnswer } from "../idempotency-keys.ts";

export function prepareKeyRecords(sqlite: SQLite.Database) {
  return {
    find: sqlite.prepare<[string, string], StoredAnswer>(
      "SELECT method, path, status, response_body AS responseBody FROM idempotency_keys WHERE actor_key = ? AND key = ?",
    ),
    save: sqlite.prepare(
      "INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ),
  };
}
