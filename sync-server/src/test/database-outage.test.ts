/**
 * PostgreSQL restarted mid-run (docs/decisions.md, Databases): while the database does not answer,
 * an attendee's vote is refused 503 `database_unavailable` (the outbox keeps it and sends it again)
 * and the health check says the database is down; once it is back, the same vote with the same
 * Idempotency-Key is taken and counted once, without restarting Lectern. The outage is a proxy
 * between Lectern and PostgreSQL cut and restored (tcp-proxy.ts), never a stop of the shared server.
 */
import { IDEMPOTENCY_KEY_HEADER, type PollResults } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Health } from "../http/health.ts";
import type { TestClient } from "./harness.ts";
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
import { startTestServerBehindProxy } from "./tcp-proxy.ts";

describe.skipIf(process.env.LECTERN_TEST_DB !== "postgres")("a database outage", () => {
  let lectern: Awaited<ReturnType<typeof startTestServerBehindProxy>>;
  let owner: TestClient;

  beforeAll(async () => {
    lectern = await startTestServerBehindProxy();
    owner = await signedInSpeaker(lectern.server, { firstName: "Olive", lastName: "Owner" });
  });

  afterAll(async () => {
    await lectern?.close();
  });

  it("answers 503 while PostgreSQL is away and takes the same vote once it is back", async () => {
    const { server, proxy } = lectern;
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Red", "Blue"]);
    const voter = await visitor(server);
    const vote = () =>
      voter.post<VoteResponse>(
        `/api/polls/${poll.id}/vote`,
        { choiceId: poll.choices[0]!.id },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
      );
    const key = newKey();

    proxy.cut();
    const refused = await vote();
    expect({ status: refused.status, code: errorOf(refused).code }).toEqual({
      status: 503,
      code: "database_unavailable",
    });
    const health = await server.client().get<Health>("/api/health");
    expect({ status: health.status, database: health.body.database }).toEqual({
      status: 503,
      database: "down",
    });

    proxy.restore();
    const taken = await vote();
    expect(taken.status).toBe(201);
    expect(taken.body.results.totalVotes).toBe(1);
    const results = must(
      await owner.get<PollResults>(`/api/polls/${poll.id}/results`),
      200,
      "results",
    );
    expect(results.totalVotes).toBe(1);
    expect(must(await server.client().get<Health>("/api/health"), 200, "health").database).toBe(
      "ok",
    );
  });
});
