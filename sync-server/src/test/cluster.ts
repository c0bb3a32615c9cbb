/**
 * Several instances of Lectern's real entry point (entry-point.ts) run as a deployment runs them
 * (docs/deploy.md; docs/decisions.md, Several instances): child processes on one PostgreSQL test
 * database and one Redis under a key prefix of their own, each with a DATA_DIR of its own, one
 * CODE_SECRET and one SMTP sink, behind a round-robin proxy. They start at once, as a rollout starts
 * them, so every start races the others on the migrations. Tests address an instance by name ("A",
 * "B") where a check is about crossing instances, and go through the proxy otherwise. On request, a
 * redis-server of the cluster's own that a test may kill and start again, and a TCP proxy between
 * the instances and PostgreSQL that a test may cut.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { TestClient, type LecternEndpoint } from "./client.ts";
import { startEntryPoint, type EntryPoint } from "./entry-point.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";
import {
  deleteKeys,
  missingRedis,
  SHARED_REDIS_URL,
  startPrivateRedis,
  testKeyPrefix,
  type PrivateRedis,
} from "./redis.ts";
import {
  startRoundRobinProxy,
  startTcpProxy,
  type RoundRobinProxy,
  type TcpProxy,
} from "./tcp-proxy.ts";
import { createTestDatabase } from "./test-database.ts";

export interface Instance extends EntryPoint, LecternEndpoint {
  /** "A", "B", "C": the order of the proxy's turns. */
  name: string;
  dataDir: string;
}

export interface ClusterOptions {
  instances: number;
  /** A redis-server of the cluster's own (`redis`) instead of the shared one. */
  privateRedis?: boolean;
  /** A TCP proxy between the instances and PostgreSQL (`databaseProxy`). */
  databaseProxy?: boolean;
  /** More settings for every instance's environment, e.g. REPORT_INTERVAL_SECONDS. */
  env?: Record<string, string>;
}

/** Its `baseUrl` and `client()` go through the round-robin proxy. */
export interface Cluster extends LecternEndpoint {
  instances: Instance[];
  proxy: RoundRobinProxy;
  redis: PrivateRedis | null;
  databaseProxy: TcpProxy | null;
  /** The one SMTP sink every instance sends to. */
  mail: MailSink;
  /** One SQL statement on the cluster's database, straight to PostgreSQL. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  /**
   * Starts one more instance, `name`, on the same database, Redis and settings, outside the
   * proxy's turns: the replacement a deployment starts for an instance a test killed.
   */
  startInstance(name: string): Promise<Instance>;
  /** Kills every instance and removes everything the cluster made. */
  close(): Promise<void>;
}

/**
 * Why a cluster cannot run here, or null: it needs the server-pg project's PostgreSQL and a Redis.
 * With CI=true a missing one fails the run instead (postgres-setup.ts, redis.ts).
 */
export async function clusterUnavailable(): Promise<string | null> {
  if (process.env.LECTERN_TEST_DB !== "postgres")
    return "it needs PostgreSQL: it runs in the server-pg project";
  return inject("postgresUnavailable") || (await missingRedis());
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  /** What close() undoes, newest first. */
  const undo: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const database = await createTestDatabase(`cluster-${crypto.randomUUID()}`);
    undo.push(() => database.drop());
    const direct = database.url!;
    let databaseUrl = direct;
    let databaseProxy: TcpProxy | null = null;
    if (options.databaseProxy) {
      const target = new URL(direct);
      const proxy = await startTcpProxy(Number(target.port), target.hostname);
      undo.push(() => proxy.close());
      const viaProxy = new URL(direct);
      viaProxy.port = String(proxy.port);
      databaseUrl = viaProxy.toString();
      databaseProxy = proxy;
    }

    const redisKeyPrefix = testKeyPrefix();
    let redis: PrivateRedis | null = null;
    if (options.privateRedis) {
      const own = await startPrivateRedis();
      undo.push(() => own.kill());
      redis = own;
    } else {
      undo.push(() => deleteKeys(redisKeyPrefix));
    }

    const mail = await startMailSink();
    undo.push(() => mail.close());
    const codeFor = (email: string, since: number) => mail.waitForCode(email, since);
    const settings = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis?.url ?? SHARED_REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      CODE_SECRET: crypto.randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      ...options.env,
    };

    const dataDirs: string[] = [];
    undo.push(() => {
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });
    const newDataDir = () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-cluster-"));
      dataDirs.push(dir);
      return dir;
    };
    /** The started entry point as an Instance, killed by close() if it still runs. */
    const asInstance = (entry: EntryPoint, name: string, dataDir: string): Instance => {
      undo.push(() => {
        if (entry.child.exitCode === null && entry.child.signalCode === null)
          entry.child.kill("SIGKILL");
        return entry.exited.then(() => undefined);
      });
      return { ...entry, name, dataDir, client: () => new TestClient(entry.baseUrl), codeFor };
    };

    const names = Array.from({ length: options.instances }, (_, i) => String.fromCharCode(65 + i));
    const firstDirs = names.map(newDataDir);
    const started = await Promise.allSettled(
      firstDirs.map((dataDir) => startEntryPoint(dataDir, settings)),
    );
    const instances: Instance[] = [];
    for (const [i, result] of started.entries())
      if (result.status === "fulfilled")
        instances.push(asInstance(result.value, names[i]!, firstDirs[i]!));
    const failed = started.find(
      (result): result is PromiseRejectedResult => result.status === "rejected",
    );
    if (failed) throw failed.reason;

    const proxy = await startRoundRobinProxy(instances.map((instance) => instance.port));
    undo.push(() => proxy.close());
    const baseUrl = `http://127.0.0.1:${proxy.port}`;
    return {
      baseUrl,
      client: () => new TestClient(baseUrl),
      codeFor,
      instances,
      proxy,
      redis,
      databaseProxy,
      mail,
      async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
        const client = new pg.Client({ connectionString: direct });
        await client.connect();
        try {
          return (await client.query<R>(text, values)).rows;
        } finally {
          await client.end();
        }
      },
      async startInstance(name: string) {
        const dataDir = newDataDir();
        return asInstance(await startEntryPoint(dataDir, settings), name, dataDir);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
