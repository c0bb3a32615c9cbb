/**
 * Votes by network (docs/product.md, Live console; docs/decisions.md, Visitor identity): the owner
 * sees a poll whose votes come mostly from one network and discards them, after which every kept
 * count (choices, words, voters) is as if they had never come. Other networks are real: votes
 * leave from 127.0.x.y source addresses over loopback.
 */
import {
  type PollNetworks,
  type PollResults,
  type VisitorResponse,
  type DiscardNetworkResponse,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { postFrom } from "../test/loopback.ts";
import { createKindPoll, createPoll, createSession, must, signedInSpeaker } from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
let sessionId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Nora", lastName: "Network" });
  sessionId = (await createSession(owner)).id;
});

afterAll(async () => {
  await server.close();
});

/** One new attendee's vote from `sourceIp`. */
async function voteFrom(sourceIp: string, pollId: number, body: unknown): Promise<void> {
  const { visitorId } = must(
    await server.client().get<VisitorResponse>("/api/visitor"),
    200,
    "visitor id",
  );
  const answer = await postFrom(server.baseUrl, sourceIp, `/api/polls/${pollId}/vote`, body, {
    "X-Visitor-Id": visitorId,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const networksOf = async (pollId: number) =>
  must(await owner.get<PollNetworks>(`/api/polls/${pollId}/networks`), 200, "networks");

const discard = async (pollId: number, network: string) =>
  must(
    await owner.post<DiscardNetworkResponse>(`/api/polls/${pollId}/discard-network`, { network }),
    200,
    "discard",
  );

describe("votes from one network", () => {
  it("are named once they are most of 20 or more, and discarding them fixes the counts", async () => {
    const poll = await createPoll(owner, sessionId, "open", ["Tabs", "Spaces"]);
    const [tabs, spaces] = poll.choices.map((c) => c.id) as [number, number];
    for (let i = 0; i < 14; i++) await voteFrom("127.0.0.1", poll.id, { choiceId: tabs });
    for (let i = 0; i < 5; i++) await voteFrom(`127.0.1.${i + 1}`, poll.id, { choiceId: spaces });
    expect((await networksOf(poll.id)).dominant).toBeNull();
    await voteFrom("127.0.0.1", poll.id, { choiceId: spaces });

    const seen = await networksOf(poll.id);
    expect(seen.totalVotes).toBe(20);
    expect(seen.dominant).toEqual({ network: "127.0.0.0/24", votes: 15 });
    expect(seen.networks).toEqual([
      { network: "127.0.0.0/24", votes: 15 },
      { network: "127.0.1.0/24", votes: 5 },
    ]);

    const { discarded, results } = await discard(poll.id, "127.0.0.0/24");
    expect(discarded).toBe(15);
    expect(results.totalVotes).toBe(5);
    const now = must(await owner.get<PollResults>(`/api/polls/${poll.id}/results`), 200, "results");
    expect(now.totalVotes).toBe(5);
    expect(
      now.kind === "single" || now.kind === "multiple" || now.kind === "quiz"
        ? now.choices.map((c) => [c.id, c.votes])
        : null,
    ).toEqual([
      [tabs, 0],
      [spaces, 5],
    ]);
    expect((await networksOf(poll.id)).networks).toEqual([{ network: "127.0.1.0/24", votes: 5 }]);
    expect((await discard(poll.id, "127.0.0.0/24")).discarded).toBe(0);
  });

  it("discarding a multiple choice poll's and a word cloud's takes out their choices, words and voters", async () => {
    const multiple = await createKindPoll(owner, sessionId, "multiple");
    const [a, b] = multiple.choices.map((c) => c.id) as [number, number];
    await voteFrom("127.0.2.1", multiple.id, { choiceIds: [a, b] });
    await voteFrom("127.0.2.2", multiple.id, { choiceIds: [a] });
    await voteFrom("127.0.3.1", multiple.id, { choiceIds: [b] });
    const afterMultiple = (await discard(multiple.id, "127.0.2.0/24")).results;
    expect(afterMultiple.totalVotes).toBe(1);
    expect(
      afterMultiple.kind === "multiple"
        ? afterMultiple.choices.map((c) => c.votes).slice(0, 2)
        : null,
    ).toEqual([0, 1]);

    const cloud = await createKindPoll(owner, sessionId, "wordcloud");
    await voteFrom("127.0.4.1", cloud.id, { words: ["spam", "eggs"] });
    await voteFrom("127.0.4.2", cloud.id, { words: ["spam"] });
    await voteFrom("127.0.5.1", cloud.id, { words: ["eggs"] });
    const afterCloud = (await discard(cloud.id, "127.0.4.0/24")).results;
    expect(afterCloud.totalVotes).toBe(1);
    expect(afterCloud.kind === "wordcloud" ? afterCloud.words : null).toEqual([
      { text: "eggs", count: 1 },
    ]);
  });
});
