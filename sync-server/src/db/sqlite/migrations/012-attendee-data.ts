/**
 * Attendee data (docs/decisions.md, Attendee data): the speaker's consent text and privacy notice
 * for the e-mail gate, a session's "Confirm e-mail before download", what each lead was shown and
 * when, and whether it confirmed; the download tokens a gated file is served with and the links
 * mailed to confirm a lead (each kept as a SHA-256, never the token). Page views stop keeping an
 * address, so the ones kept so far are cleared.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("consent_text", "text").execute();
  await db.schema.alterTable("users").addColumn("privacy_url", "text").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("confirm_email", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("leads").addColumn("consent_text", "text").execute();
  await db.schema.alterTable("leads").addColumn("consent_at", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("download_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resources.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("download_tokens_expires")
    .on("download_tokens")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("lead_confirmations")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("resource_id", "integer", (c) =>
      c.notNull().references("resources.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_confirmations_expires")
    .on("lead_confirmations")
    .column("expires_at")
    .execute();
  await db.schema.createIndex("leads_created").on("leads").column("created_at").execute();
  await db.schema.createIndex("downloads_created").on("downloads").column("created_at").execute();
  await sql`update page_views set ip_address = null`.execute(db);
}
