/**
 * Several instances on one database and one Redis (docs/decisions.md, Several instances): two
 * Lecterns in this process share a data directory and a Redis. A vote taken on A reaches the
 * sockets of B, a Redis restarted mid-run loses no update for good and fails no request, and a
 * visitor who alternates instances meets the per-visitor limit at the same count as on one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Poll, ServerMessage } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTIONS_PER_MINUTE } from "../questions/routes.ts";
import { startTestServer, TestClient, type TestServer } from "./harness.ts";
import { openLive, type LiveClient } from "./live-client.ts";
import {
  createPoll,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
  type VoteResponse,
} from "./seed.ts";
import {
  deleteKeys,
  missingRedis,
  SHARED_REDIS_URL,
  startPrivateRedis,
  testKeyPrefix,
  type PrivateRedis,
} from "./redis.ts";

const skipped = await missingRedis();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

/** Two instances on one fresh data directory and the given Redis. */
async function twoInstances(redisUrl: string, redisKeyPrefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-instances-"));
  const a = await startTestServer({ dataDir, redisUrl, redisKeyPrefix });
  const b = await startTestServer({ dataDir, redisUrl, redisKeyPrefix });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPoll(server: TestServer, choices: string[]): Promise<Poll> {
  const owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  const session = await createSession(owner, { title: "Shared room" });
  return createPoll(owner, session.id, "open", choices);
}

const totalIs = (pollId: number, total: number) => (m: ServerMessage) =>
  m.type === "poll_update" && m.pollId === pollId && m.data.totalVotes === total;

async function subscribed(server: TestServer, pollId: number): Promise<LiveClient> {
  const socket = await openLive(server);
  socket.send({ type: "subscribe_poll", pollId });
  await socket.waitFor((m) => m.type === "poll_update" && m.pollId === pollId);
  return socket;
}

describe.skipIf(skipped !== null)(title("two instances, one database, one Redis"), () => {
  const prefix = testKeyPrefix();
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    pair = await twoInstances(SHARED_REDIS_URL, prefix);
  });

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await pair.close();
    await deleteKeys(prefix);
  });

  it("ws clients on B see votes sent to A; their final totals equal the votes accepted", async () => {
    const { a, b } = pair;
    const poll = await openPoll(a, ["Red", "Blue", "Green"]);
    sockets.push(
      ...(await Promise.all([
        subscribed(b, poll.id),
        subscribed(b, poll.id),
        subscribed(a, poll.id),
      ])),
    );
    const sent = 60;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        a
          .client()
          .post<VoteResponse>(
            `/api/polls/${poll.id}/vote`,
            { choiceId: poll.choices[i % 3]!.id },
            { headers: { "Idempotency-Key": newKey() } },
          ),
      ),
    );
    const accepted = answers.filter((res) => res.status === 201);
    expect(accepted).toHaveLength(sent);
    const perChoice = new Map<number, number>();
    for (let i = 0; i < sent; i++) {
      const id = poll.choices[i % 3]!.id;
      perChoice.set(id, (perChoice.get(id) ?? 0) + 1);
    }
    for (const socket of sockets) {
      const last = await socket.waitFor(totalIs(poll.id, accepted.length));
      if (last.type !== "poll_update") throw new Error("unreachable");
      expect(new Map(last.data.choices.map((c) => [c.id, c.votes]))).toEqual(perChoice);
    }
    const onB = sockets[0]!.messages.filter((m) => m.type === "poll_update").length;
    console.info(`${sent} votes on A reached a socket on B as ${onB} messages`);

    // And back: a vote taken on B reaches A's socket.
    must(
      await b.client().post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote on B",
    );
    await sockets[2]!.waitFor(totalIs(poll.id, sent + 1));
  });

  it("questions sent alternately to A and B meet the per-visitor limit at the same count, 429 with Retry-After", async () => {
    const { a, b } = pair;
    const owner = await signedInSpeaker(a, { firstName: "Quinn", lastName: "Owner" });
    const session = await createSession(owner, { title: "Alternating Q&A" });
    const onA = await visitor(a);
    const onB = new TestClient(b.baseUrl, onA.cookieHeader());
    expect(onB.visitorId).toBe(onA.visitorId);

    const statuses: number[] = [];
    for (let i = 0; i < QUESTIONS_PER_MINUTE * 2; i++) {
      const res = await (i % 2 === 0 ? onA : onB).post(
        `/api/sessions/${session.id}/questions`,
        { questionText: `Question ${i}`, isAnonymous: true },
        { headers: { "Idempotency-Key": newKey() } },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(60);
        expect(errorOf(res).message).toMatch(/wait a moment/);
      }
    }
    expect(statuses.indexOf(429)).toBe(QUESTIONS_PER_MINUTE);
    expect(statuses.filter((s) => s === 201)).toHaveLength(QUESTIONS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(QUESTIONS_PER_MINUTE);
  });
});

describe.skipIf(skipped !== null)(title("a Redis restarted mid-run"), () => {
  let redis: PrivateRedis;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let socket: LiveClient;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    pair = await twoInstances(redis.url, testKeyPrefix());
  });

  afterAll(async () => {
    await socket.close();
    await pair.close();
    await redis.kill();
  });

  it("live updates resume after it is back, and no request answers 5xx meanwhile", async () => {
    const { a, b } = pair;
    const poll = await openPoll(a, ["Before", "After"]);
    socket = await subscribed(b, poll.id);
    const statuses: number[] = [];
    const voteOnA = async () => {
      const res = await a
        .client()
        .post(
          `/api/polls/${poll.id}/vote`,
          { choiceId: poll.choices[0]!.id },
          { headers: { "Idempotency-Key": newKey() } },
        );
      statuses.push(res.status);
    };

    await voteOnA();
    await socket.waitFor(totalIs(poll.id, 1));
    expect((await a.client().get("/api/health")).body).toMatchObject({ ok: true, redis: "ok" });

    await redis.kill();
    // Reported, and never a reason for the load balancer to route around the instance.
    const health = await a.client().get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, database: "ok", redis: "down" });
    for (let i = 0; i < 5; i++) await voteOnA();
    // Limits fall back to each instance's memory: a question is still taken.
    const asker = await visitor(b);
    const asked = await asker.post(`/api/sessions/${poll.sessionId}/questions`, {
      questionText: "Is Redis back?",
      isAnonymous: true,
    });
    statuses.push(asked.status);

    await redis.start();
    // Refreshed after reconnecting: the votes of the outage arrive without a new one.
    await socket.waitFor(totalIs(poll.id, 6), 20_000);
    await voteOnA();
    await socket.waitFor(totalIs(poll.id, 7), 10_000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201)).toBe(true);
  });
});
