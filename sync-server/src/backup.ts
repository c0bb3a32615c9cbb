/**
 * `npm run backup [file]` (docs/deploy.md, Backups): an online copy of the SQLite database while
 * Lectern keeps running, through SQLite's backup API (better-sqlite3's `backup()`), to `file` or to
 * `DATA_DIR/backups/lectern-<UTC time>.db`. The copy is one self-contained file (rollback journal,
 * not WAL) that `DATA_DIR/lectern.db` can be replaced with. PostgreSQL is backed up with pg_dump.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { loadConfig } from "./config.ts";

/** Pages per backup step: all of them, so the copy is taken in one read transaction. */
const ALL_PAGES = 0x7fffffff;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  process.stdout.write(`Usage: npm run backup [-- file]

Copies DATA_DIR/lectern.db (default ./data) while Lectern runs, to file or to
DATA_DIR/backups/lectern-<UTC time>.db, and prints the copy's path. Uploaded files
(DATA_DIR/uploads/) and DATA_DIR/code-secret are plain files: copy them as they are.
(On PostgreSQL the secret is in the database, unless CODE_SECRET gives it.)
`);
  process.exit(0);
}

if (process.env.DATABASE_URL) {
  process.stderr.write(
    `DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom "$DATABASE_URL" > lectern.dump\n`,
  );
  process.exit(1);
}

const { dataDir } = loadConfig();
const source = path.join(dataDir, "lectern.db");
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replaceAll(":", "-");
const target = path.resolve(
  process.argv[2] ?? path.join(dataDir, "backups", `lectern-${stamp}.db`),
);
if (fs.existsSync(target)) throw new Error(`${target} exists already; name another file`);
fs.mkdirSync(path.dirname(target), { recursive: true });

const db = new SQLite(source, { fileMustExist: true });
try {
  await db.backup(target, { progress: () => ALL_PAGES });
} finally {
  db.close();
}
const copy = new SQLite(target);
try {
  copy.pragma("journal_mode = DELETE");
  const check = copy.pragma("integrity_check", { simple: true });
  if (check !== "ok")
    throw new Error(`The copy ${target} fails its integrity check: ${String(check)}`);
} finally {
  copy.close();
}
process.stdout.write(`${target}\n`);
