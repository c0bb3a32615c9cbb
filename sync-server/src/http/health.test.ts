/**
 * GET /api/health as a load balancer reads it (docs/deploy.md): 200 with what answers while the
 * instance can serve, 503 once its database does not answer, so traffic goes elsewhere.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import { missingRedis, startPrivateRedis, testKeyPrefix } from "../test/redis.ts";
import { answersWithin, HEALTH_TIMEOUT_MS, type Health } from "./health.ts";

let server: TestServer;
const noRedis = await missingRedis();

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("GET /api/health", () => {
  it("answers 200 with the database's state, Redis not configured", async () => {
    const res = await server.client().get<Health>("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      draining: false,
      database: "ok",
      redis: "not configured",
    });
  });

  it("answers 503 once the database does not answer", async () => {
    const broken = await startTestServer();
    try {
      await broken.lectern.ctx.db.destroy();
      const res = await broken.client().get<Health>("/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, database: "down" });
    } finally {
      await broken.close();
    }
  });
});

describe.skipIf(noRedis !== null)(
  `GET /api/health with Redis${noRedis ? ` (skipped: ${noRedis})` : ""}`,
  () => {
    it("reports Redis ok, then down without turning 503: every instance shares that Redis", async () => {
      const redis = await startPrivateRedis();
      const shared = await startTestServer({
        redisUrl: redis.url,
        redisKeyPrefix: testKeyPrefix(),
      });
      try {
        const up = await shared.client().get<Health>("/api/health");
        expect([up.status, up.body.redis]).toEqual([200, "ok"]);
        await redis.kill();
        const down = await shared.client().get<Health>("/api/health");
        expect(down.status).toBe(200);
        expect(down.body).toMatchObject({ ok: true, database: "ok", redis: "down" });
      } finally {
        await shared.close();
        await redis.kill();
      }
    });
  },
);

describe("answersWithin", () => {
  it("is ok when the probe says so in time, down when it says no, fails or is late", async () => {
    expect(await answersWithin(() => Promise.resolve(true))).toBe("ok");
    expect(await answersWithin(() => Promise.resolve(false))).toBe("down");
    expect(await answersWithin(() => Promise.reject(new Error("refused")))).toBe("down");
    vi.useFakeTimers();
    const late = answersWithin(() => new Promise<boolean>(() => undefined));
    await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);
    expect(await late).toBe("down");
  });
});
