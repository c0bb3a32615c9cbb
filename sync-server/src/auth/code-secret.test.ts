/**
 * The secret sign-in codes are hashed under (auth/shared-secret.ts; docs/decisions.md, Sign-in):
 * without CODE_SECRET, instances on one PostgreSQL database take one secret from it, even when
 * they start at once, so each accepts the codes and visitor ids another gave out; on SQLite,
 * instances starting at once on one DATA_DIR all end up with the same secret. With one CODE_SECRET
 * the code is accepted across instances: tested on real processes in test/instances.test.ts.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { must, uniqueEmail } from "../test/seed.ts";
import { loadCodeSecret } from "./codes.ts";
import { sharedCodeSecret } from "./shared-secret.ts";
import { openDatabase } from "../db/open.ts";

const run = promisify(execFile);
const CODES_MODULE = path.resolve(import.meta.dirname, "codes.ts");

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Signs up on `mailedBy`, then sends the mailed code to `checkedBy`. */
async function signUpAcross(mailedBy: TestServer, checkedBy: TestServer) {
  const email = uniqueEmail("across");
  const since = Date.now();
  const { userId } = must(
    await mailedBy.client().post<{ userId: number }>("/api/auth/register", {
      email,
      firstName: "Grace",
      lastName: "Hopper",
    }),
    201,
    "register",
  );
  const otpCode = await mailedBy.codeFor(email, since);
  return checkedBy.client().post("/api/auth/verify-otp", { userId, otpCode });
}

// Two DATA_DIRs share a database only on PostgreSQL; SQLite keeps its database in DATA_DIR.
describe.skipIf(process.env.LECTERN_TEST_DB !== "postgres")("a code across instances", () => {
  it("without CODE_SECRET, B accepts a code A mailed and the visitor ids A issued", async () => {
    const a = await startTestServer({ codeSecret: null });
    servers.push(a);
    // On A's database, with a DATA_DIR of its own: the secret comes from the database.
    const b = await startTestServer({
      codeSecret: null,
      databaseUrl: a.lectern.ctx.config.databaseUrl,
    });
    servers.push(b);
    expect((await signUpAcross(a, b)).status).toBe(200);
    const visitorId = a.lectern.ctx.visitorIds.issue();
    expect(b.lectern.ctx.visitorIds.verify(visitorId)).toBe(visitorId);
    expect(fs.readdirSync(b.dataDir)).not.toContain("code-secret");
  });

  it("instances starting at once on an empty database all take the same secret", async () => {
    const dataDirs = Array.from({ length: 4 }, () =>
      fs.mkdtempSync(path.join(os.tmpdir(), "lectern-secret-")),
    );
    const database = await createTestDatabase(dataDirs[0]!);
    const config = (dataDir: string) => ({ dataDir, databaseUrl: database.url, codeSecret: null });
    const opened = await Promise.all(dataDirs.map(() => openDatabase(config(dataDirs[0]!))));
    try {
      const secrets = await Promise.all(
        opened.map(({ db }, i) => sharedCodeSecret(config(dataDirs[i]!), db)),
      );
      const kept = await opened[0]!.db.selectFrom("serverSecrets").selectAll().execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]!.value).toHaveLength(32);
      expect(secrets.map((secret) => secret.toString("hex"))).toEqual(
        Array.from({ length: 4 }, () => kept[0]!.value.toString("hex")),
      );
    } finally {
      await Promise.all(opened.map(({ db }) => db.destroy()));
      await database.drop();
      for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("an instance upgraded with a secret in DATA_DIR keeps it, so its codes and ids stay valid", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-secret-"));
    const before = loadCodeSecret({ dataDir, codeSecret: null });
    const database = await createTestDatabase(dataDir);
    const { db } = await openDatabase({ dataDir, databaseUrl: database.url });
    try {
      const config = { dataDir, databaseUrl: database.url, codeSecret: null };
      expect((await sharedCodeSecret(config, db)).equals(before)).toBe(true);
      // Another instance, with a DATA_DIR of its own, takes the same one from the database.
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-secret-"));
      expect((await sharedCodeSecret({ ...config, dataDir: elsewhere }, db)).equals(before)).toBe(
        true,
      );
      fs.rmSync(elsewhere, { recursive: true, force: true });
    } finally {
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a CODE_SECRET given wins over the database's", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-secret-"));
    const database = await createTestDatabase(dataDir);
    const { db } = await openDatabase({ dataDir, databaseUrl: database.url });
    try {
      const codeSecret = "0123456789abcdef0123456789abcdef";
      const given = await sharedCodeSecret({ dataDir, databaseUrl: database.url, codeSecret }, db);
      expect(given.equals(loadCodeSecret({ dataDir, codeSecret }))).toBe(true);
      expect(await db.selectFrom("serverSecrets").selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the secret kept in DATA_DIR", () => {
  it("instances starting at once on an empty DATA_DIR all take the same secret", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-secret-"));
    const script = `import { loadCodeSecret } from ${JSON.stringify(CODES_MODULE)};
process.stdout.write(loadCodeSecret({ dataDir: ${JSON.stringify(dataDir)}, codeSecret: null }).toString("hex"));`;
    const secrets = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]),
      ),
    );
    const kept = fs.readFileSync(path.join(dataDir, "code-secret")).toString("hex");
    expect(secrets.map(({ stdout }) => stdout)).toEqual([kept, kept, kept, kept]);
    expect(fs.readdirSync(dataDir)).toEqual(["code-secret"]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
