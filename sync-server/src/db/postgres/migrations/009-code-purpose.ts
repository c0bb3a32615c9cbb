/**
 * What a one-time code is for: "signin" (every code before this) or "deletion", the code that
 * confirms deleting an account. A code of one purpose neither voids nor opens the other.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("auth_codes")
    .addColumn("purpose", "text", (c) => c.notNull().defaultTo("signin"))
    .execute();
}
