/**
 * The secret sign-in codes are hashed under (docs/decisions.md, Sign-in): without a shared
 * CODE_SECRET, an instance that keeps its files elsewhere refuses a code another one mailed, and
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
import { errorOf, must, uniqueEmail } from "../test/seed.ts";

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
  it("without a shared CODE_SECRET, B refuses a code A mailed", async () => {
    const a = await startTestServer({ codeSecret: null });
    servers.push(a);
    // On A's database, with a DATA_DIR (and so a secret) of its own.
    const b = await startTestServer({
      codeSecret: null,
      databaseUrl: a.lectern.ctx.config.databaseUrl,
    });
    servers.push(b);
    expect(errorOf(await signUpAcross(a, b)).code).toBe("otp_invalid");
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
