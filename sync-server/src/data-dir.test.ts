/**
 * DATA_DIR is the server's alone (docs/decisions.md, Server): a new one is made 0700 and its SQLite
 * files 0600, whatever the umask, so another user on the machine reads neither the database nor
 * the uploads.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer } from "./test/harness.ts";
import { signUpSpeaker, uniqueEmail } from "./test/seed.ts";

const parent = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-modes-"));

afterAll(() => {
  fs.rmSync(parent, { recursive: true, force: true });
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe("DATA_DIR", () => {
  it("is made 0700, with the SQLite files 0600, under a umask that would leave them readable", async () => {
    const dataDir = path.join(parent, "new", "data");
    const umask = process.umask(0o022);
    try {
      const server = await startTestServer({ dataDir });
      try {
        const client = server.client();
        await signUpSpeaker(server, client, {
          firstName: "Mo",
          lastName: "Des",
          email: uniqueEmail("modes"),
        });
        expect(modeOf(dataDir).toString(8)).toBe("700");
        const sqliteFiles = fs.readdirSync(dataDir).filter((name) => name.startsWith("lectern.db"));
        // PostgreSQL keeps no database file here; on SQLite the file and its WAL are there.
        if (!server.lectern.ctx.config.databaseUrl)
          expect(sqliteFiles.sort()).toEqual(["lectern.db", "lectern.db-shm", "lectern.db-wal"]);
        for (const name of sqliteFiles)
          expect(modeOf(path.join(dataDir, name)).toString(8), name).toBe("600");
      } finally {
        await server.close();
      }
    } finally {
      process.umask(umask);
    }
  });
});
