/**
 * PostgreSQL restarted mid-run (docs/decisions.md, Databases): two processes of the real entry
 * point (cluster.ts) reach PostgreSQL through a TCP proxy that is cut and restored, as a restart of
 * PostgreSQL looks to them, never a stop of the shared server. While it is cut, each instance
 * refuses what needs the database 503 `database_unavailable` (an attendee's outbox keeps the action
 * and sends it again) and its health check says the database is down; once it is back, the same
 * processes, never restarted, take the kept votes with their Idempotency-Keys, each counted once.
 */
import { IDEMPOTENCY_KEY_HEADER, type PollResults } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Health } from "../http/health.ts";
import { TestClient } from "./client.ts";
import { clusterUnavailable, startCluster, type Cluster } from "./cluster.ts";
import {
  choicesOf,
  createPoll,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
  type VoteResponse,
} from "./seed.ts";

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

describe.skipIf(skipped !== null)(title("a database outage under two real instances"), () => {
  let cluster: Cluster;
  /** A speaker signed in through the proxy. */
  let owner: TestClient;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2, databaseProxy: true });
    owner = await signedInSpeaker(cluster, { firstName: "Olive", lastName: "Owner" });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  });

  it("answers 503 on every instance while PostgreSQL is away, and takes the kept votes once it is back", async () => {
    const { instances } = cluster;
    const databaseProxy = cluster.databaseProxy!;
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Red", "Blue"]);
    // An attendee on each instance, each with a vote in its outbox.
    const outbox = await Promise.all(
      instances.map(async (instance, i) => ({
        cookies: (await visitor(instance)).cookieHeader(),
        key: newKey(),
        choiceId: poll.choices[i]!.id,
      })),
    );
    const send = (item: (typeof outbox)[number], baseUrl: string) =>
      new TestClient(baseUrl, item.cookies).post<VoteResponse>(
        `/api/polls/${poll.id}/vote`,
        { choiceId: item.choiceId },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: item.key } },
      );
    const healthOf = (baseUrl: string) => new TestClient(baseUrl).get<Health>("/api/health");

    databaseProxy.cut();
    for (const [i, instance] of instances.entries()) {
      const refused = await send(outbox[i]!, instance.baseUrl);
      expect({ status: refused.status, code: errorOf(refused).code }).toEqual({
        status: 503,
        code: "database_unavailable",
      });
      const health = await healthOf(instance.baseUrl);
      expect({ status: health.status, database: health.body.database }).toEqual({
        status: 503,
        database: "down",
      });
    }
    const speakerRead = await owner.get(`/api/sessions/${session.id}`);
    expect({ status: speakerRead.status, code: errorOf(speakerRead).code }).toEqual({
      status: 503,
      code: "database_unavailable",
    });

    databaseProxy.restore();
    // The outboxes send again, through the proxy.
    const taken = [];
    for (const item of outbox) taken.push(await send(item, cluster.baseUrl));
    expect(taken.map(({ status, body }) => [status, body.results.totalVotes])).toEqual([
      [201, 1],
      [201, 2],
    ]);
    const results = must(
      await owner.get<PollResults>(`/api/polls/${poll.id}/results`),
      200,
      "results",
    );
    expect(results.totalVotes).toBe(2);
    expect(choicesOf(results).map((choice) => choice.votes)).toEqual([1, 1]);
    for (const instance of instances) {
      const health = await healthOf(instance.baseUrl);
      expect({ status: health.status, database: health.body.database }).toEqual({
        status: 200,
        database: "ok",
      });
    }
    // Served by the processes that lived through the outage.
    expect(instances.map(({ child }) => child.exitCode ?? child.signalCode)).toEqual([null, null]);
  });
});
