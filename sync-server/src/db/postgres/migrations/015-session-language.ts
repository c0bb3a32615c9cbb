/**
 * The language a session's texts are written in (docs/product.md, Languages): a BCP 47 tag the
 * speaker may set, so the pages mark the speaker's words with it (WCAG 3.1.2); null when not set.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("language", "text").execute();
}
