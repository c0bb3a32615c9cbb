/**
 * Results hidden until a poll closes (docs/product.md, Polls): the owner's choice per poll, 1 to
 * keep the distribution from attendees, the projector and the embed while the poll is open.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("polls")
    .addColumn("hide_results_until_closed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
