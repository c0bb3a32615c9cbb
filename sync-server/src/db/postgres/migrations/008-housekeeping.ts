/**
 * Housekeeping (housekeeping/housekeeping.ts): indexes for the background removals, so each batch
 * reads only the rows it removes (idempotency keys by age, sign-in codes and sessions by expiry, a
 * stored file's rows by name), and stored_files.first_seen_at: when a pass first saw a file kept in
 * the database, never earlier than its upload, so a file is removed as an orphan only an hour
 * after that (an upload in flight may not have its row yet). Null until a pass sees the file.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("idempotency_keys_created")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
  await db.schema.createIndex("auth_codes_expires").on("auth_codes").column("expires_at").execute();
  await db.schema
    .createIndex("auth_sessions_expires")
    .on("auth_sessions")
    .column("expires_at")
    .execute();
  await db.schema
    .createIndex("resources_stored_name")
    .on("resources")
    .column("stored_name")
    .execute();
  await db.schema.alterTable("stored_files").addColumn("first_seen_at", "text").execute();
}
