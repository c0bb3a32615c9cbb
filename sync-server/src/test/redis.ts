/**
 * Redis for tests (docs/decisions.md, Several instances): the shared one at 127.0.0.1:6379 with a
 * key prefix of the run's own, and private redis-server processes a test may kill and restart. With
 * CI=true a missing Redis fails the run; elsewhere the tests that need it are skipped, never passed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { freePort } from "./loopback.ts";

export const SHARED_REDIS_URL = "redis://127.0.0.1:6379";

/** A prefix of this run's own, so runs and developers sharing one Redis never meet. */
export function testKeyPrefix(): string {
  return `lectern_test_${randomBytes(6).toString("hex")}:`;
}

/** Whether a Redis answers PING at `url` within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Why the Redis tests cannot run here, or null when they can. Throws with CI=true, where a missing
 * Redis is a broken machine, not a reason to skip.
 */
export async function missingRedis(): Promise<string | null> {
  if (await redisAnswers(SHARED_REDIS_URL)) return null;
  const reason = `no Redis answers at ${SHARED_REDIS_URL}`;
  if (process.env.CI === "true") throw new Error(`CI=true and ${reason}`);
  console.warn(`Skipping the Redis tests: ${reason}`);
  return reason;
}

/** Deletes every key under `prefix` from the shared Redis. */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(SHARED_REDIS_URL);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    await redis.quit();
  }
}

export interface PrivateRedis {
  url: string;
  /** SIGKILLs the process, as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/** A redis-server of the test's own, without persistence, so killing it touches no one else. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  await start();
  return { url, kill, start };
}
