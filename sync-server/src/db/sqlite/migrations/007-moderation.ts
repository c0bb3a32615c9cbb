/**
 * Q&A moderation (docs/product.md, Moderation; docs/decisions.md, Moderation): a session's two
 * settings (review before questions appear, off; the profanity filter, on, for sessions made before
 * too), a question's status ('approved' for every question asked before review existed), when the
 * owner edited it and their one reply, and blocked_askers, the askers (by the key that asked: the
 * user, else the visitor) the owner stopped from asking more in one session, named by the question
 * they were blocked from while it exists.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("question_review", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("profanity_filter", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("questions")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("approved")
        .check(sql`status in ('pending','approved','dismissed')`),
    )
    .execute();
  for (const column of ["edited_at", "reply_text", "replied_at"])
    await db.schema.alterTable("questions").addColumn(column, "text").execute();

  await db.schema
    .createTable("blocked_askers")
    .addColumn("id", sql.raw("integer primary key autoincrement"))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("asker_key", "text", (c) => c.notNull())
    .addColumn("question_id", "integer", (c) => c.references("questions.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("blocked_askers_one_per_asker", ["session_id", "asker_key"])
    .execute();
}
