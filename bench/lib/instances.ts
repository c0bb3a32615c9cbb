/**
 * Several Lectern instances as a deployment runs them (docs/deploy.md; docs/decisions.md, Several
 * instances): one PostgreSQL database and one Redis key prefix of the run's own, shared by every
 * instance with the same CODE_SECRET, each instance in its own process with its own DATA_DIR. The
 * database (lectern_bench_<random>) and the keys are removed at the end, even when the run failed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { admin, TEST_POSTGRES_URL } from "../../sync-server/src/test/test-database.ts";
import { deleteKeys, SHARED_REDIS_URL } from "../../sync-server/src/test/redis.ts";
import type { SeededPoll } from "./seed.ts";
import { ServerProcess, type MemorySample } from "./server-process.ts";

export type BenchDatabase = "sqlite" | "postgres";

export interface InstancesOptions {
  instances: number;
  db: BenchDatabase;
}

/** The label the tables print, e.g. "2 instances, PostgreSQL + Redis". */
export function describeInstances(options: InstancesOptions): string {
  const count = `${options.instances} instance${options.instances === 1 ? "" : "s"}`;
  return options.db === "postgres" ? `${count}, PostgreSQL + Redis` : `${count}, SQLite`;
}

async function dropDatabase(name: string): Promise<void> {
  await admin(async (client) => {
    // Pools of stopped instances may take a moment to hang up; FORCE ends what is left.
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

export class Instances {
  private constructor(
    readonly servers: ServerProcess[],
    readonly seeded: SeededPoll,
    private readonly cleanup: () => Promise<void>,
  ) {}

  /**
   * Starts the instances one after the other (the first migrates the database and seeds an open
   * poll), all on PostgreSQL and Redis; with `metricsToken`, each serves /metrics to it.
   */
  static async start(options: InstancesOptions, metricsToken?: string): Promise<Instances> {
    if (options.db !== "postgres") throw new Error("several instances need --db postgres");
    const id = crypto.randomBytes(6).toString("hex");
    const database = `lectern_bench_${id}`;
    const prefix = `lectern_bench_${id}:`;
    const dataDirs: string[] = [];
    const servers: ServerProcess[] = [];
    // Ctrl-C mid-run still removes the database and the keys.
    const interrupted = () => {
      void cleanup().finally(() => process.exit(130));
    };
    process.once("SIGINT", interrupted);
    const cleanup = async () => {
      process.off("SIGINT", interrupted);
      await Promise.allSettled(servers.map((s) => s.stop()));
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      const outcomes = await Promise.allSettled([dropDatabase(database), deleteKeys(prefix)]);
      for (const outcome of outcomes)
        if (outcome.status === "rejected")
          console.error(`[bench] cleanup failed: ${String(outcome.reason)}`);
    };
    try {
      await admin((client) => client.query(`CREATE DATABASE ${database}`));
      const env = {
        DATABASE_URL: `${TEST_POSTGRES_URL}/${database}`,
        REDIS_URL: SHARED_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        CODE_SECRET: crypto.randomBytes(32).toString("hex"),
      };
      let seeded: SeededPoll | null = null;
      for (let i = 0; i < options.instances; i++) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lectern-bench-instance-${i}-`));
        dataDirs.push(dataDir);
        const server = await ServerProcess.start(
          {
            mode: "lectern",
            seed: i === 0 ? "poll" : "none",
            pwaDistDir: null,
            shared: true,
            metricsToken,
          },
          { ...env, DATA_DIR: dataDir },
        );
        servers.push(server);
        seeded ??= server.seeded as SeededPoll;
      }
      return new Instances(servers, seeded!, cleanup);
    } catch (error) {
      await cleanup();
      throw error;
    }
  }

  /** Memory and CPU summed over every instance. */
  async memory(): Promise<MemorySample> {
    const samples = await Promise.all(this.servers.map((s) => s.memory()));
    return sumSamples(samples);
  }

  async stop(): Promise<void> {
    await this.cleanup();
  }
}

export function sumSamples(samples: MemorySample[]): MemorySample {
  return samples.reduce(
    (sum, s) => ({
      rss: sum.rss + s.rss,
      heapUsed: sum.heapUsed + s.heapUsed,
      cpuMs: sum.cpuMs + s.cpuMs,
      connections: sum.connections + s.connections,
    }),
    { rss: 0, heapUsed: 0, cpuMs: 0, connections: 0 },
  );
}
