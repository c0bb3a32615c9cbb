/**
 * Several instances on one database and one Redis (docs/decisions.md, Several instances; Exactly-
 * once actions; Files; Sign-in): two processes of the real entry point, A and B (cluster.ts), on
 * one PostgreSQL database and a redis-server of their own, behind a proxy. A vote taken on A reaches
 * the sockets of B; the same Idempotency-Key sent to A and B at once counts once; a visitor who
 * alternates instances meets the per-visitor limit at the same count as on one; a file uploaded
 * through A is served and deleted through B; a sign-in code mailed by A is accepted by B; and a
 * Redis restarted mid-run loses no update for good and fails no request. That one comes last: it
 * restarts the Redis every test here shares.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  IDEMPOTENCY_KEY_HEADER,
  type Poll,
  type PollResults,
  type ServerMessage,
  type User,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTIONS_PER_MINUTE } from "../questions/routes.ts";
import { TestClient } from "./client.ts";
import { clusterUnavailable, startCluster, type Cluster, type Instance } from "./cluster.ts";
import { openLive, type LiveClient } from "./live-client.ts";
import {
  choicesOf,
  createPoll,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  TINY_PDF,
  uniqueEmail,
  uploadPdf,
  gatedFileUrl,
  visitor,
  type VoteResponse,
} from "./seed.ts";

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

/** A PDF by its first bytes, spanning three of the database's 256 KiB chunks. */
const BIG_PDF = Buffer.concat([TINY_PDF, crypto.randomBytes(600_000)]);

const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

const totalIs = (pollId: number, total: number) => (m: ServerMessage) =>
  m.type === "poll_update" && m.pollId === pollId && m.data.totalVotes === total;

async function subscribed(instance: Instance, pollId: number): Promise<LiveClient> {
  const socket = await openLive(instance);
  socket.send({ type: "subscribe_poll", pollId });
  await socket.waitFor((m) => m.type === "poll_update" && m.pollId === pollId);
  return socket;
}

/** The file through `instance`, with a download token an attendee got through the other one. */
async function download(instance: Instance, tokenFrom: Instance, resourceId: number) {
  const gated = new URL(await gatedFileUrl(tokenFrom, resourceId));
  const res = await fetch(`${instance.baseUrl}${gated.pathname}${gated.search}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.skipIf(skipped !== null)(title("two real instances, one database, one Redis"), () => {
  const sockets: LiveClient[] = [];
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  /** A speaker signed in through the proxy. */
  let owner: TestClient;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, privateRedis: true });
    [a, b] = cluster.instances as [Instance, Instance];
    owner = await signedInSpeaker(cluster, { firstName: "Olivia", lastName: "Owner" });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await cluster?.close();
  });

  async function openPoll(choices: string[]): Promise<Poll> {
    const session = await createSession(owner, { title: "Shared room" });
    return createPoll(owner, session.id, "open", choices);
  }

  it("ws clients on B see votes sent to A; their final totals equal the votes accepted", async () => {
    const poll = await openPoll(["Red", "Blue", "Green"]);
    const watching = await Promise.all([
      subscribed(b, poll.id),
      subscribed(b, poll.id),
      subscribed(a, poll.id),
    ]);
    sockets.push(...watching);
    const sent = 60;
    const answers = await Promise.all(
      Array.from({ length: sent }, async (_, i) =>
        (await visitor(a)).post<VoteResponse>(
          `/api/polls/${poll.id}/vote`,
          { choiceId: poll.choices[i % 3]!.id },
          withKey(newKey()),
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
    for (const socket of watching) {
      const last = await socket.waitFor(totalIs(poll.id, accepted.length));
      if (last.type !== "poll_update") throw new Error("unreachable");
      expect(new Map(choicesOf(last.data).map((c) => [c.id, c.votes]))).toEqual(perChoice);
    }
    const onB = watching[0].messages.filter((m) => m.type === "poll_update").length;
    console.info(`${sent} votes on A reached a socket on B as ${onB} messages`);

    // And back: a vote taken on B reaches A's socket.
    must(
      await (
        await visitor(b)
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote on B",
    );
    await watching[2].waitFor(totalIs(poll.id, sent + 1));
  });

  it("the same key sent to A and B at once, 100 times: each vote counted once, both answers name its ballot", async () => {
    const rounds = 100;
    const poll = await openPoll(["Red", "Blue"]);
    const answers = await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        const onA = await visitor(a);
        const onB = new TestClient(b.baseUrl, onA.cookieHeader());
        const key = newKey();
        const body = { choiceId: poll.choices[i % 2]!.id };
        return Promise.all([
          onA.post<VoteResponse>(`/api/polls/${poll.id}/vote`, body, withKey(key)),
          onB.post<VoteResponse>(`/api/polls/${poll.id}/vote`, body, withKey(key)),
        ]);
      }),
    );
    for (const [fromA, fromB] of answers) {
      expect([fromA.status, fromB.status]).toEqual([201, 201]);
      // The same ballot; the replay's results are those of when it was answered.
      expect({ ...fromB.body, results: null }).toEqual({ ...fromA.body, results: null });
      expect(
        [fromA, fromB].filter((r) => r.headers.get("idempotent-replayed") === "true"),
      ).toHaveLength(1);
    }
    const results = must(
      await owner.get<PollResults>(`/api/polls/${poll.id}/results`),
      200,
      "results",
    );
    expect(results.totalVotes).toBe(rounds);
    expect(choicesOf(results).map((c) => c.votes)).toEqual([rounds / 2, rounds / 2]);
  });

  it("questions sent alternately to A and B meet the per-visitor limit at the same count, 429 with Retry-After", async () => {
    const session = await createSession(owner, { title: "Alternating Q&A" });
    const onA = await visitor(a);
    const onB = new TestClient(b.baseUrl, onA.cookieHeader());
    expect(onB.visitorId).toBe(onA.visitorId);

    const statuses: number[] = [];
    for (let i = 0; i < QUESTIONS_PER_MINUTE * 2; i++) {
      const res = await (i % 2 === 0 ? onA : onB).post(
        `/api/sessions/${session.id}/questions`,
        { questionText: `Question ${i}`, isAnonymous: true },
        withKey(newKey()),
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

  it("a file uploaded through A downloads byte for byte through B; deleted through B, A answers 404", async () => {
    const session = await createSession(owner, { title: "Slides on two instances" });
    const ownerOnA = new TestClient(a.baseUrl, owner.cookieHeader());
    const pdf = await uploadPdf(ownerOnA, session.id, "Deck", BIG_PDF);

    const throughB = await download(b, a, pdf.id);
    expect(throughB.status).toBe(200);
    expect(throughB.bytes.equals(BIG_PDF)).toBe(true);
    // In the database, on neither instance's disk.
    for (const instance of [a, b])
      expect(fs.existsSync(path.join(instance.dataDir, "uploads"))).toBe(false);

    const ownerOnB = new TestClient(b.baseUrl, owner.cookieHeader());
    must(await ownerOnB.delete(`/api/resources/${pdf.id}`), 200, "delete through B");
    const gone = await fetch(`${a.baseUrl}/api/resources/${pdf.id}/file`);
    expect(gone.status).toBe(404);
    const [stored] = await cluster.query<{ files: number; chunks: number }>(
      `SELECT (SELECT count(*)::int FROM stored_files) AS files,
              (SELECT count(*)::int FROM file_chunks) AS chunks`,
    );
    expect(stored).toEqual({ files: 0, chunks: 0 });
  });

  it("a sign-in code mailed by A is accepted by B", async () => {
    const email = uniqueEmail("across");
    const since = Date.now();
    const { userId } = must(
      await a.client().post<{ userId: number }>("/api/auth/register", {
        email,
        firstName: "Grace",
        lastName: "Hopper",
      }),
      201,
      "register on A",
    );
    const otpCode = await cluster.codeFor(email, since);
    const verified = await b.client().post<{ user: User }>("/api/auth/verify-otp", {
      userId,
      otpCode,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(email);
  });

  it("a Redis restarted mid-run: live updates resume after it is back, and no request answers 5xx meanwhile", async () => {
    const redis = cluster.redis!;
    const poll = await openPoll(["Before", "After"]);
    const socket = await subscribed(b, poll.id);
    sockets.push(socket);
    const statuses: number[] = [];
    const voteOnA = async () => {
      const res = await (
        await visitor(a)
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }, withKey(newKey()));
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
