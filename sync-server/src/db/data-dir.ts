/**
 * DATA_DIR holds the database, the uploads and the secret codes are hashed under, so only the
 * server's own user may enter it (docs/decisions.md, Server): it is made 0700, and the SQLite file
 * 0600 (SQLite gives its -wal and -shm files the database file's mode). A directory or file that
 * exists already keeps the mode its owner gave it.
 */
import fs from "node:fs";

export const DATA_DIR_MODE = 0o700;
export const DATABASE_FILE_MODE = 0o600;

export function makeDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
}

/** Creates `file` empty with DATABASE_FILE_MODE unless it exists, before SQLite opens it. */
export function makeDatabaseFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", DATABASE_FILE_MODE));
}
