/**
 * Starts a real Lectern server for a test: a temp DATA_DIR, its own database (test-database.ts:
 * SQLite, or PostgreSQL in the "server-pg" project), a real SMTP sink, a random port.
 * Its clients (client.ts) keep cookies and a visitor id like a browser does. Nothing here is mocked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type Lectern } from "../app.ts";
import {
  DEFAULT_AUTH_LIMITS,
  DEFAULT_REDIS_KEY_PREFIX,
  LIVE_PING_MS,
  type AuthLimits,
  type Config,
} from "../config.ts";
import { TestClient, type LecternEndpoint } from "./client.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";
import { createTestDatabase } from "./test-database.ts";

export { TestClient, type TestResponse } from "./client.ts";

/** A server in this process; its sign-in codes come from its SMTP sink. */
export interface TestServer extends LecternEndpoint {
  dataDir: string;
  lectern: Lectern;
  mail: MailSink;
  /** Closes the server and starts a new one on the same DATA_DIR and port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The sign-in limits of test servers: every test signs in from 127.0.0.1, and the sweeps check
 * hundreds of codes, so checks and "no account" answers are nearly unlimited; code requests keep
 * their default (abuse.test.ts counts them). A test of a limit itself passes DEFAULT_AUTH_LIMITS.
 */
export const TEST_AUTH_LIMITS: AuthLimits = {
  ...DEFAULT_AUTH_LIMITS,
  verifyPerWindow: 100_000,
  lookupsPerHour: 100_000,
};

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const mail = await startMailSink();
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "lectern-test-"));
  const database = await createTestDatabase(dataDir);
  const makeConfig = (port: number): Config => ({
    port,
    dataDir,
    databaseUrl: database.url,
    fileStorage: database.url ? "database" : "local",
    publicUrl: `http://127.0.0.1:${port}`,
    trustProxy: false,
    smtpUrl: mail.url,
    mailFrom: "Lectern <no-reply@lectern.test>",
    linkedinLookupUrl: null,
    logLevel: "error",
    pwaDistDir: null,
    livePingMs: LIVE_PING_MS,
    redisUrl: null,
    redisKeyPrefix: DEFAULT_REDIS_KEY_PREFIX,
    codeSecret: null,
    housekeepingTimer: false,
    reportTimer: false,
    webhookTimer: false,
    authLimits: TEST_AUTH_LIMITS,
    ...overrides,
  });
  // Reserve a port first so the public URL (used in QR codes) is right from the start.
  let lectern = await createApp(makeConfig(0));
  const port = await lectern.listen(0, "127.0.0.1");
  await lectern.close();
  lectern = await createApp(makeConfig(port));
  await lectern.listen(port, "127.0.0.1");
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    baseUrl,
    dataDir,
    get lectern() {
      return lectern;
    },
    mail,
    client: () => new TestClient(baseUrl),
    codeFor: (email, since) => mail.waitForCode(email, since),
    async restart() {
      await lectern.close();
      await clientPoolSeesClosedSockets();
      lectern = await createApp(makeConfig(port));
      await lectern.listen(port, "127.0.0.1");
    },
    async close() {
      await lectern.close();
      await mail.close();
      await database.drop();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** How many uploads the server keeps, in DATA_DIR/uploads or in the database (FILE_STORAGE). */
export async function storedFileCount(server: TestServer): Promise<number> {
  const { config, db } = server.lectern.ctx;
  if (config.fileStorage === "database")
    return (await db.selectFrom("storedFiles").select("storedName").execute()).length;
  return fs.readdirSync(path.join(server.dataDir, "uploads")).length;
}

/** Whether the server keeps an upload under `storedName`, in either storage. */
export async function isStored(server: TestServer, storedName: string): Promise<boolean> {
  const { config, db } = server.lectern.ctx;
  if (config.fileStorage === "database")
    return !!(await db
      .selectFrom("storedFiles")
      .select("storedName")
      .where("storedName", "=", storedName)
      .executeTakeFirst());
  return fs.existsSync(path.join(server.dataDir, "uploads", storedName));
}

/**
 * The old server closed its keep-alive sockets, and their FIN already sits in the kernel, but fetch's
 * connection pool only drops a socket once the event loop has polled that end of stream. Starting
 * the new server takes no I/O turn, so without this the next request goes out on a dead socket and
 * fails with "other side closed". Two immediates span one full poll phase.
 */
async function clientPoolSeesClosedSockets(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}
