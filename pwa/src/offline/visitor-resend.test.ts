/**
 * The outbox against a real Lectern (docs/decisions.md, Visitor identity): a vote sent with an id
 * the server never issued is refused `visitor_invalid`; the app fetches a fresh id, keeps it, and
 * sends the same vote again with the same Idempotency-Key, which counts once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ID_PATTERN, type PollResults } from "@lectern/shared";
import { startTestServer, type TestServer } from "../../../sync-server/src/test/harness.ts";
import {
  createPoll,
  createSession,
  must,
  signedInSpeaker,
} from "../../../sync-server/src/test/seed.ts";
import { getVisitorId } from "../api/client.ts";
import { openOfflineDb } from "./db.ts";
import { createOutboxEngine } from "./replay.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("a vote carrying a visitor id the server did not issue", () => {
  it("is sent again once with a fresh id and the same key, and counts once", async () => {
    const owner = await signedInSpeaker(server, { firstName: "Olga", lastName: "Owner" });
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Yes", "No"]);
    localStorage.setItem("lectern.visitorId", "madeUpByTheClient0000001");

    const db = openOfflineDb("visitor-resend");
    const outbox = createOutboxEngine({
      db,
      baseUrl: server.baseUrl,
      isOnline: () => true,
      lock: (task) => task(),
      schedule: () => () => undefined,
      onFirstQueued: () => undefined,
    });
    const outcome = await outbox.submit({
      kind: "vote",
      sessionId: session.id,
      pollId: poll.id,
      choiceId: poll.choices[0]!.id,
    });
    outbox.dispose();
    db.close();

    expect(outcome.status).toBe("sent");
    expect(getVisitorId()).toMatch(VISITOR_ID_PATTERN);
    const results = must(
      await owner.get<PollResults>(`/api/polls/${poll.id}/results`),
      200,
      "results",
    );
    expect(results.totalVotes).toBe(1);
  });
});
