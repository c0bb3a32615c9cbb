/**
 * /metrics through the real server (docs/operations.md): served only with METRICS_TOKEN and only to
 * its bearer, and its figures are what happened: votes accepted and refused by code, requests under
 * their route pattern, group-commit batches, sockets, broadcasts, housekeeping passes, and the relay
 * lag between two instances on one Redis.
 */
import { IDEMPOTENCY_KEY_HEADER, type ErrorBody } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive } from "../test/live-client.ts";
import { deleteKeys, missingRedis, SHARED_REDIS_URL, testKeyPrefix } from "../test/redis.ts";
import {
  createPoll,
  createSession,
  must,
  newKey,
  setPollState,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";
import { sampleSum } from "./scrape.ts";

const TOKEN = "metrics-token-0123456789";

let server: TestServer;
let owner: TestClient;

/** GET /metrics as Prometheus sends it, with `token` as the bearer. */
function scrape(endpoint: TestServer, token = TOKEN) {
  return endpoint
    .client()
    .get<string>("/metrics", { headers: { authorization: `Bearer ${token}` } });
}

async function scrapeText(endpoint: TestServer = server): Promise<string> {
  return must(await scrape(endpoint), 200, "scrape");
}

beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
});

afterAll(async () => {
  await server?.close();
});

describe("who may read /metrics", () => {
  it("is not served without METRICS_TOKEN: a 404 with the usual error body", async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.client().get<ErrorBody>("/metrics", {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    } finally {
      await plain.close();
    }
  });

  it("refuses a missing or wrong token with 401 and the usual error body", async () => {
    const tries: Record<string, string>[] = [{}, { authorization: "Bearer not-the-token-at-all" }];
    for (const headers of tries) {
      const res = await server.client().get<ErrorBody>("/metrics", { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("unauthorized");
      expect(res.body.message).toContain("METRICS_TOKEN");
    }
  });

  it("answers the bearer with Prometheus's text format, process figures included", async () => {
    const res = await scrape(server);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain("# TYPE lectern_votes_accepted_total counter");
    expect(res.body).toContain("# TYPE lectern_http_request_duration_seconds histogram");
    expect(res.body).toContain("lectern_process_cpu_seconds_total");
    expect(res.body).toContain("lectern_nodejs_eventloop_lag_p99_seconds");
  });
});

describe("what /metrics counts", () => {
  it("counts accepted votes once, replays not at all, and refusals by code", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const closed = await createPoll(owner, session.id, "open", ["Up", "Down"], "Closing", {
      order: 1,
    });
    await setPollState(owner, closed.id, "closed");
    const before = await scrapeText();
    const voteUrl = `/api/polls/${poll.id}/vote`;
    const choiceId = poll.choices[0]!.id;

    const voters = await Promise.all([1, 2, 3].map(() => visitor(server)));
    const key = newKey();
    must(
      await voters[0]!.post(voteUrl, { choiceId }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      201,
      "first vote",
    );
    const replay = await voters[0]!.post(
      voteUrl,
      { choiceId },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
    );
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    for (const voter of voters.slice(1)) must(await voter.post(voteUrl, { choiceId }), 201, "vote");
    expect((await voters[1]!.post(voteUrl, { choiceId })).status).toBe(409);
    expect(
      (await voters[2]!.post(`/api/polls/${closed.id}/vote`, { choiceId: closed.choices[0]!.id }))
        .status,
    ).toBe(409);

    const after = await scrapeText();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sampleSum(after, name, labels) - sampleSum(before, name, labels);
    expect(grew("lectern_votes_accepted_total")).toBe(3);
    expect(grew("lectern_votes_refused_total", { code: "already_voted" })).toBe(1);
    expect(grew("lectern_votes_refused_total", { code: "poll_closed" })).toBe(1);
    expect(grew("lectern_votes_refused_total")).toBe(2);
    // Every vote sent went through the group commit, the replay too (its key is read there).
    expect(grew("lectern_group_commit_batch_size_sum")).toBe(6);
  });

  it("times requests under their route pattern and status, never their URL", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const attendee = await visitor(server);
    const before = await scrapeText();
    must(await attendee.get(`/api/polls/${poll.id}/results`), 200, "results");
    must(await attendee.get(`/api/polls/${poll.id}/results`), 200, "results again");
    expect((await attendee.get("/api/polls/999999/results")).status).toBe(404);
    expect((await attendee.get("/api/no-such-route")).status).toBe(404);

    const after = await scrapeText();
    const count = (labels: Record<string, string>) =>
      sampleSum(after, "lectern_http_request_duration_seconds_count", labels) -
      sampleSum(before, "lectern_http_request_duration_seconds_count", labels);
    const results = { method: "GET", route: "/api/polls/:id/results" };
    expect(count({ ...results, status: "200" })).toBe(2);
    expect(count({ ...results, status: "404" })).toBe(1);
    expect(count({ method: "GET", route: "unmatched", status: "404" })).toBe(1);
    expect(after).not.toContain(`route="/api/polls/${poll.id}/results"`);
    // A router mounted under /api/auth: its mount path comes with the route's.
    expect(after).toContain('route="/api/auth/verify-otp"');
  });

  it("counts open sockets and the broadcasts a vote causes", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const socket = await openLive(server);
    try {
      socket.send({ type: "subscribe_poll", pollId: poll.id });
      await socket.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id);
      const before = await scrapeText();
      expect(sampleSum(before, "lectern_websocket_connections")).toBe(1);
      const voter = await visitor(server);
      must(
        await voter.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }),
        201,
        "vote",
      );
      await socket.waitFor(
        (m) => m.type === "poll_update" && m.pollId === poll.id && m.data.totalVotes === 1,
      );
      const after = await scrapeText();
      const broadcasts = { kind: "poll" };
      expect(
        sampleSum(after, "lectern_broadcast_duration_seconds_count", broadcasts) -
          sampleSum(before, "lectern_broadcast_duration_seconds_count", broadcasts),
      ).toBeGreaterThan(0);
    } finally {
      await socket.close();
    }
  });

  it("counts housekeeping passes by result", async () => {
    const before = await scrapeText();
    const outcome = await server.lectern.housekeeping.runNow();
    expect(outcome.ran).toBe(true);
    const done = { result: "done" };
    expect(
      sampleSum(await scrapeText(), "lectern_housekeeping_runs_total", done) -
        sampleSum(before, "lectern_housekeeping_runs_total", done),
    ).toBe(1);
  });
});

const noRedis = await missingRedis();

describe.skipIf(noRedis !== null)("the relay between instances", () => {
  it("measures the lag of another instance's notices", async () => {
    const redisKeyPrefix = testKeyPrefix();
    const shared = { metricsToken: TOKEN, redisUrl: SHARED_REDIS_URL, redisKeyPrefix };
    const a = await startTestServer(shared);
    const b = await startTestServer(shared);
    try {
      const speaker = await signedInSpeaker(a, { firstName: "Rita", lastName: "Relay" });
      const poll = await createPoll(speaker, (await createSession(speaker)).id, "open");
      const voter = await visitor(a);
      must(
        await voter.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
        201,
        "vote on A",
      );
      await expect
        .poll(async () => sampleSum(await scrapeText(b), "lectern_relay_lag_seconds_count"))
        .toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
      await deleteKeys(redisKeyPrefix);
    }
  });
});
