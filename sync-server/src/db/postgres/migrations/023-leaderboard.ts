/**
 * The quiz leaderboard (docs/product.md, Quiz leaderboard): on `polls`, when the poll last opened,
 * from which an answer's time is counted; `session_nicknames` the nickname an attendee (their voter
 * key) shows under in one session.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("polls").addColumn("opened_at", "text").execute();
  await db.schema
    .createTable("session_nicknames")
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("session_nicknames_pk", ["session_id", "voter_key"])
    .execute();
}
