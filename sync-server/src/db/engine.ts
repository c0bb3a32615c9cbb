/**
 * What each engine's open (sqlite/open.ts, postgres/open.ts) gives the server, and how it applies
 * its migrations.
 */
import { Migrator, type Migration } from "kysely";
import type { BatchPacing, Db, Engine } from "./database.ts";
import type { ReactionTaps } from "./reactions.ts";
import type { PollVotes } from "./votes.ts";

export interface OpenDatabase {
  engine: Engine;
  db: Db;
  /** The vote path of this engine. */
  votes: PollVotes;
  /** The reaction path of this engine. */
  reactions: ReactionTaps;
  pacing: BatchPacing;
}

/**
 * Applies the engine's migrations not yet recorded. On PostgreSQL Kysely's Migrator holds an
 * advisory lock meanwhile, so instances starting at once apply each migration once.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Record<string, Migration>,
): Promise<void> {
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
