/**
 * Opens Lectern's database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/decisions.md, Databases). Repositories take the returned Kysely instance (database.ts).
 */
import type { OpenDatabase } from "./engine.ts";
import { openPostgres } from "./postgres/open.ts";
import { openSqlite } from "./sqlite/open.ts";

/** Where the database is: SQLite's directory, and PostgreSQL's URL when there is one. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | null;
}

/**
 * Opens the configured engine. `onBatch` hears the size of each group commit's batch of votes
 * (docs/operations.md): a plain function, so db/ imports nothing of who listens.
 */
export function openDatabase(
  config: DatabaseLocation,
  onBatch?: (size: number) => void,
): Promise<OpenDatabase> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onBatch)
    : openSqlite(config.dataDir, onBatch);
}
