/**
 * The language a speaker's sign-in e-mails are written in (docs/product.md, Languages): the one
 * they signed up in, changeable on the profile screen. Speakers from before it read English.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}
