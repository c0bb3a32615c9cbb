/** The first schema: every table, with the unique indexes that make doubles impossible. */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = "integer primary key autoincrement";
  await db.schema
    .createTable("users")
    .addColumn("id", sql.raw(id))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("designation", "text")
    .addColumn("company", "text")
    .addColumn("bio", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("profile_picture", "text")
    .addColumn("profile_completed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auth_codes")
    .addColumn("id", sql.raw(id))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("wrong_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_codes_user")
    .on("auth_codes")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("auth_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", sql.raw(id))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("event_name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("qa_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("resources")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('presentation','handout','additional','link','cta')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("url", "text")
    .addColumn("button_text", "text")
    .addColumn("stored_name", "text", (c) => c.unique())
    .addColumn("mime_type", "text")
    .addColumn("file_size", "integer")
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resources_session").on("resources").column("session_id").execute();

  await db.schema
    .createTable("files")
    .addColumn("stored_name", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("polls")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('draft','open','closed')`))
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("polls_session").on("polls").column("session_id").execute();

  await db.schema
    .createTable("poll_choices")
    .addColumn("id", sql.raw(id))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("poll_choices_poll").on("poll_choices").column("poll_id").execute();

  await db.schema
    .createTable("votes")
    .addColumn("id", sql.raw(id))
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("choice_id", "integer", (c) =>
      c.notNull().references("poll_choices.id").onDelete("cascade"),
    )
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("votes_one_per_voter")
    .unique()
    .on("votes")
    .columns(["poll_id", "voter_key"])
    .execute();
  await db.schema.createIndex("votes_choice").on("votes").column("choice_id").execute();

  await db.schema
    .createTable("questions")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("question_text", "text", (c) => c.notNull())
    .addColumn("author_name", "text")
    .addColumn("author_email", "text")
    .addColumn("is_anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_answered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("questions_session").on("questions").column("session_id").execute();

  await db.schema
    .createTable("question_upvotes")
    .addColumn("id", sql.raw(id))
    .addColumn("question_id", "integer", (c) =>
      c.notNull().references("questions.id").onDelete("cascade"),
    )
    .addColumn("voter_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("question_upvotes_one_per_voter")
    .unique()
    .on("question_upvotes")
    .columns(["question_id", "voter_key"])
    .execute();

  await db.schema
    .createTable("visitors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("page_views")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("page_views_session")
    .on("page_views")
    .columns(["session_id", "visitor_id"])
    .execute();

  await db.schema
    .createTable("qr_scans")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("qr_scans_session")
    .on("qr_scans")
    .columns(["session_id", "visitor_id"])
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("leads_one_per_email")
    .unique()
    .on("leads")
    .columns(["session_id", "email"])
    .execute();

  await db.schema
    .createTable("lead_visitors")
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_visitors_pk", ["session_id", "visitor_id"])
    .execute();
  await db.schema.createIndex("lead_visitors_lead").on("lead_visitors").column("lead_id").execute();

  await db.schema
    .createTable("downloads")
    .addColumn("id", sql.raw(id))
    .addColumn("session_id", "integer", (c) =>
      c.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("resource_id", "integer", (c) => c.references("resources.id").onDelete("set null"))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("resource_title", "text", (c) => c.notNull())
    .addColumn("resource_type", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("downloads_session").on("downloads").column("session_id").execute();
  await db.schema.createIndex("downloads_lead").on("downloads").column("lead_id").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("actor_key", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("response_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["actor_key", "key"])
    .execute();
}
