/**
 * The voter's network on each vote (docs/decisions.md, Visitor identity): `votes.network` holds the
 * /24 or /48 a vote came from (http/client-network.ts), so the owner sees a poll whose votes come
 * mostly from one network and can discard them; housekeeping clears it after IP_RETENTION_DAYS like
 * every kept address.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("votes").addColumn("network", "text").execute();
}
