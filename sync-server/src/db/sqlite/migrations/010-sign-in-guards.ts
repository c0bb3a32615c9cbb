/**
 * Sign-in guards (docs/decisions.md, Sign-in): auth_code_budgets counts wrong codes per account and
 * purpose across codes (the 24-hour budget), auth_links keeps the hashes of the single-use links
 * mailed beside each code, rate_limits keeps the sign-in limits when there is no Redis, so a
 * restart does not refill them, and auth_sessions gains an id, its last use and the browser it
 * was made in, for the idle timeout and the profile's list of signed-in devices. SQLite cannot add
 * an id column, so that table is rebuilt; its rows keep their tokens.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = "integer primary key autoincrement";
  await db.schema
    .createTable("auth_code_budgets")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("auth_code_budgets_pk", ["user_id", "purpose"])
    .execute();

  await db.schema
    .createTable("auth_links")
    .addColumn("id", sql.raw(id))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_links_expires").on("auth_links").column("expires_at").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_expires")
    .on("rate_limits")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("auth_sessions_new")
    .addColumn("id", sql.raw(id))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`INSERT INTO auth_sessions_new (token_hash, user_id, created_at, expires_at, last_seen_at)
    SELECT token_hash, user_id, created_at, expires_at, created_at FROM auth_sessions`.execute(db);
  await db.schema.dropTable("auth_sessions").execute();
  await db.schema.alterTable("auth_sessions_new").renameTo("auth_sessions").execute();
  await db.schema
    .createIndex("auth_sessions_expires")
    .on("auth_sessions")
    .column("expires_at")
    .execute();
  await db.schema.createIndex("auth_sessions_user").on("auth_sessions").column("user_id").execute();
}
