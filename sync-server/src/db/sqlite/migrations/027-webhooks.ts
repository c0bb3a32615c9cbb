/**
 * Webhooks (docs/product.md, Webhooks): `webhooks` a speaker's receivers, each with the events it
 * listens to, its one session or none (every session of theirs), its signing secret and whether it
 * is on; `webhook_deliveries` the durable queue, one row per event and webhook (the unique pair
 * makes an event's second insert do nothing), claimed by an instance with a lease and retried with
 * backoff, in order per webhook.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "integer", (c) => c.references("sessions.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhooks_user_id").on("webhooks").column("user_id").execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("webhook_id", "integer", (c) =>
      c.notNull().references("webhooks.id").onDelete("cascade"),
    )
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("response_status", "integer")
    .addColumn("response_body", "text")
    .addColumn("first_attempt_at", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("next_attempt_at", "text")
    .addColumn("lease_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("webhook_deliveries_event", ["webhook_id", "event_id"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_queue")
    .on("webhook_deliveries")
    .columns(["webhook_id", "status", "id"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
}
