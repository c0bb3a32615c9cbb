/** Opens the file storage FILE_STORAGE names (storage.ts): local files, or the database's. */
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createDatabaseFileStorage } from "./database-storage.ts";
import { createLocalFileStorage } from "./local-storage.ts";
import type { FileStorage } from "./storage.ts";

export function createFileStorage(
  config: Pick<Config, "dataDir" | "fileStorage">,
  db: Db,
): FileStorage {
  return config.fileStorage === "database"
    ? createDatabaseFileStorage(db)
    : createLocalFileStorage(config.dataDir);
}
