/**
 * Secrets every instance on one database must share (docs/decisions.md, Sign-in): the secret
 * sign-in codes are hashed under and visitor ids are signed with, when the host gave no
 * CODE_SECRET. The first instance to start writes it; every other one reads the same row.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "bytea", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}
