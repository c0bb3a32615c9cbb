/**
 * Uploaded files kept in the database, in chunks (docs/decisions.md, Files), for FILE_STORAGE
 * "database": a file's size and chunk size in stored_files, its bytes in file_chunks by sequence
 * number, so a Range request reads only the chunks it covers.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stored_files")
    .addColumn("stored_name", "text", (c) => c.primaryKey())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("chunk_size", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("file_chunks")
    .addColumn("stored_name", "text", (c) =>
      c.notNull().references("stored_files.stored_name").onDelete("cascade"),
    )
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("file_chunks_pkey", ["stored_name", "seq"])
    .execute();
}
