/**
 * Lectern's real entry point, `node --import tsx sync-server/src/main.ts`, as a child process on a
 * DATA_DIR of the test's own and a port of its choosing (PORT=0), for tests of what only a whole
 * process shows: signals, exit codes, other processes touching its files, several instances on one
 * database (cluster.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface EntryPoint {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything the process wrote to stderr (its log) so far. */
  log: () => string;
  exited: Promise<number | null>;
}

/** Settings of the test's own environment that must not reach the child unless a test gives them. */
const UNSET = [
  "PUBLIC_URL",
  "SMTP_URL",
  "DATABASE_URL",
  "FILE_STORAGE",
  "REDIS_URL",
  "REDIS_KEY_PREFIX",
  "CODE_SECRET",
  "TRUST_PROXY",
  "MAIL_TO_LOG",
  "LOG_FORMAT",
];

/**
 * Starts main.ts in `dataDir` with `settings` added to its environment (without them: SQLite, no
 * Redis, sign-in codes in its log); resolves once it listens.
 */
export async function startEntryPoint(
  dataDir: string,
  settings: Record<string, string> = {},
): Promise<EntryPoint> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of UNSET) delete env[name];
  // Tests sign in from this one host: checks and "no account" answers are nearly unlimited, as on
  // the in-process test servers (harness.ts, TEST_AUTH_LIMITS), unless a test sets them.
  Object.assign(
    env,
    {
      PORT: "0",
      DATA_DIR: dataDir,
      PWA_DIST_DIR: "",
      LOG_LEVEL: "info",
      AUTH_VERIFY_LIMIT: "100000",
      AUTH_LOOKUP_LIMIT: "100000",
    },
    settings,
  );
  const child = spawn(process.execPath, ["--import", "tsx", "sync-server/src/main.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const listening = /listening on http:\/\/\S+:(\d+)/;
  // Generous: several processes starting at once on a busy machine take a while.
  const deadline = Date.now() + 60_000;
  while (!listening.test(log)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Lectern did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = Number(listening.exec(log)![1]);
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, log: () => log, exited };
}
