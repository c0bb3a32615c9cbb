/**
 * `npm run backup` (docs/deploy.md, Backups) copies the SQLite database of a Lectern that is
 * running and being written to: the copy opens on its own, passes SQLite's integrity check and
 * holds every row written before the backup began; Lectern carries on.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { TestClient } from "./client.ts";
import { REPO_ROOT, startEntryPoint } from "./entry-point.ts";
import { must, uniqueEmail } from "./seed.ts";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-backup-"));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm run backup`'s command on dataDir; resolves with the path it prints. */
async function backup(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "sync-server/src/backup.ts", ...args],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  return stdout.trim();
}

it("copies the database of a running Lectern while it takes writes; the copy opens and is whole", async () => {
  const lectern = await startEntryPoint(dataDir);
  try {
    const client = new TestClient(lectern.baseUrl);
    const register = async () =>
      must(
        await client.post("/api/auth/register", {
          firstName: "Backed",
          lastName: "Up",
          email: uniqueEmail("backup"),
        }),
        201,
        "register",
      );
    for (let i = 0; i < 20; i++) await register();

    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing && n < 60) {
        await register();
        n++;
      }
      return n;
    })();
    const named = path.join(dataDir, "copies", "named.db");
    const [stamped, chosen] = [await backup(), await backup(named)];
    writing = false;
    const writtenMeanwhile = await writes;

    expect(path.dirname(stamped)).toBe(path.join(dataDir, "backups"));
    expect(path.basename(stamped)).toMatch(/^lectern-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect(chosen).toBe(named);
    for (const file of [stamped, chosen]) {
      const copy = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
        const { users } = copy.prepare("select count(*) as users from users").get() as {
          users: number;
        };
        expect(users).toBeGreaterThanOrEqual(20);
        expect(users).toBeLessThanOrEqual(20 + writtenMeanwhile);
      } finally {
        copy.close();
      }
    }
    expect(fs.readdirSync(path.dirname(stamped))).toEqual([path.basename(stamped)]);
    await register();
    await expect(backup(named)).rejects.toThrow(/exists already/);
  } finally {
    lectern.child.kill("SIGKILL");
  }
});
