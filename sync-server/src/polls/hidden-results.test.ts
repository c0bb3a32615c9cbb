/**
 * Results the audience may not see yet (docs/product.md, Polls): a quiz's distribution until the
 * reveal, a poll's that hides its results until it closes, kept by the server from every attendee
 * read, vote answer and live update while the owner keeps every figure; and a choice's 120
 * characters, which a projector can show.
 */
import {
  OWNER_VIEW_HEADER,
  OWNER_VIEW_VALUE,
  POLL_CHOICE_MAX_LENGTH,
  pollResultsSchema,
  type EmbedPoll,
  type Poll,
  type PollKind,
  type PollResults,
  type ServerMessage,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  choicesOf,
  createKindPoll,
  createSession,
  errorOf,
  must,
  signedInSpeaker,
  visitor,
  type VoteResponse,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Hana", lastName: "Hidden" });
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await server?.close();
});

async function pollOf(kind: PollKind, fields: Record<string, unknown> = {}): Promise<Poll> {
  const session = await createSession(owner);
  return createKindPoll(owner, session.id, kind, fields);
}

async function resultsAs(client: TestClient, pollId: number): Promise<PollResults> {
  return pollResultsSchema.parse(
    must(await client.get(`/api/polls/${pollId}/results`), 200, "results"),
  );
}

/** A live socket subscribed to the poll, signed in as `as` when given. */
async function subscribed(pollId: number, as?: TestClient): Promise<LiveClient> {
  const socket = await openLive(server, as);
  sockets.push(socket);
  socket.send({ type: "subscribe_poll", pollId });
  await socket.waitFor((m) => m.type === "poll_update" && m.pollId === pollId);
  return socket;
}

type PollUpdate = Extract<ServerMessage, { type: "poll_update" }>;

const latest = (socket: LiveClient, pollId: number): PollResults =>
  socket.messages
    .filter((m): m is PollUpdate => m.type === "poll_update" && m.pollId === pollId)
    .at(-1)!.data;

const votesOf = (results: PollResults) => choicesOf(results).map((c) => c.votes);

describe("a quiz's results", () => {
  it("reach no attendee before the reveal, by any read, answer or live update", async () => {
    const poll = await pollOf("quiz");
    const [right, wrong] = [poll.choices[0]!, poll.choices[1]!];
    const audienceSocket = await subscribed(poll.id);
    const ownerSocket = await subscribed(poll.id, owner);
    const attendee = await visitor(server);
    const other = await visitor(server);

    const answer = must(
      await attendee.post<VoteResponse>(`/api/polls/${poll.id}/vote`, { choiceId: wrong.id }),
      201,
      "vote",
    );
    must(await other.post(`/api/polls/${poll.id}/vote`, { choiceId: wrong.id }), 201, "vote 2");
    expect(answer.results).toMatchObject({ hidden: true, totalVotes: 1 });
    expect(votesOf(answer.results)).toEqual([0, 0, 0]);
    const read = await resultsAs(attendee, poll.id);
    expect(read).toMatchObject({ hidden: true, totalVotes: 2 });
    expect(choicesOf(read).map((c) => c.percentage)).toEqual([0, 0, 0]);
    const [listed] = must(
      await attendee.get<Poll[]>(`/api/sessions/${poll.sessionId}/public-polls`),
      200,
      "public polls",
    );
    expect(votesOf(listed!.results)).toEqual([0, 0, 0]);
    const embed = must(await attendee.get<EmbedPoll>(`/api/polls/${poll.id}/embed`), 200, "embed");
    expect(votesOf(embed.results)).toEqual([0, 0, 0]);

    // The owner sees every figure, marked as hidden from the audience, in an answer no cache keeps.
    expect(await resultsAs(owner, poll.id)).toMatchObject({ hidden: true, totalVotes: 2 });
    const ownerRead = await owner.get(`/api/polls/${poll.id}/results`);
    expect(ownerRead.headers.get(OWNER_VIEW_HEADER)).toBe(OWNER_VIEW_VALUE);
    const attendeeRead = await attendee.get(`/api/polls/${poll.id}/results`);
    expect(attendeeRead.headers.get(OWNER_VIEW_HEADER)).toBeNull();
    expect(votesOf(await resultsAs(owner, poll.id))).toEqual([0, 2, 0]);
    await ownerSocket.waitFor(
      (m) => m.type === "poll_update" && m.data.totalVotes === 2 && votesOf(m.data)[1] === 2,
    );
    await audienceSocket.waitFor((m) => m.type === "poll_update" && m.data.totalVotes === 2);
    expect(votesOf(latest(audienceSocket, poll.id))).toEqual([0, 0, 0]);

    // Closed, still hidden until the reveal; then everyone sees it.
    must(await owner.put(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close");
    await audienceSocket.waitFor((m) => m.type === "poll_update" && m.data.state === "closed");
    expect(latest(audienceSocket, poll.id)).toMatchObject({ hidden: true });
    expect(votesOf(latest(audienceSocket, poll.id))).toEqual([0, 0, 0]);
    expect(votesOf(await resultsAs(attendee, poll.id))).toEqual([0, 0, 0]);

    const revealed = must(
      await owner.post<PollResults>(`/api/polls/${poll.id}/reveal`),
      200,
      "reveal",
    );
    expect(revealed).toMatchObject({ hidden: false, revealed: true });
    await audienceSocket.waitFor(
      (m) => m.type === "poll_update" && m.data.kind === "quiz" && m.data.revealed,
    );
    expect(latest(audienceSocket, poll.id)).toMatchObject({ hidden: false });
    expect(votesOf(latest(audienceSocket, poll.id))).toEqual([0, 2, 0]);
    const after = await resultsAs(attendee, poll.id);
    expect(choicesOf(after).map((c) => [c.votes, c.percentage, c.correct])).toEqual([
      [0, 0, true],
      [2, 100, false],
      [0, 0, false],
    ]);
    expect(right.correct).toBe(true);
  });
});

describe("a poll that hides its results until it closes", () => {
  it("is stored with the setting, which the owner can change", async () => {
    const poll = await pollOf("single", { hideResultsUntilClosed: true });
    expect(poll.hideResultsUntilClosed).toBe(true);
    const changed = must(
      await owner.put<Poll>(`/api/polls/${poll.id}`, { hideResultsUntilClosed: false }),
      200,
      "change",
    );
    expect(changed.hideResultsUntilClosed).toBe(false);
    const [listed] = must(
      await server.client().get<Poll[]>(`/api/sessions/${poll.sessionId}/public-polls`),
      200,
      "public polls",
    );
    expect(listed!.hideResultsUntilClosed).toBe(false);
    expect((await pollOf("single")).hideResultsUntilClosed).toBe(false);
  });

  it("shows attendees the totals alone while open, and everything once closed", async () => {
    const poll = await pollOf("single", { hideResultsUntilClosed: true });
    const audienceSocket = await subscribed(poll.id);
    const attendee = await visitor(server);
    const answer = must(
      await attendee.post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
        choiceId: poll.choices[2]!.id,
      }),
      201,
      "vote",
    );
    expect(answer.results).toMatchObject({ hidden: true, totalVotes: 1 });
    expect(votesOf(answer.results)).toEqual([0, 0, 0]);
    await audienceSocket.waitFor((m) => m.type === "poll_update" && m.data.totalVotes === 1);
    expect(votesOf(latest(audienceSocket, poll.id))).toEqual([0, 0, 0]);
    expect(votesOf(await resultsAs(owner, poll.id))).toEqual([0, 0, 1]);

    must(await owner.put(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close");
    await audienceSocket.waitFor((m) => m.type === "poll_update" && m.data.state === "closed");
    expect(latest(audienceSocket, poll.id)).toMatchObject({ hidden: false });
    expect(votesOf(latest(audienceSocket, poll.id))).toEqual([0, 0, 1]);
    expect(votesOf(await resultsAs(attendee, poll.id))).toEqual([0, 0, 1]);
  });

  it("hides a word cloud's words and a rating's average alike", async () => {
    const words = await pollOf("wordcloud", { hideResultsUntilClosed: true });
    const rating = await pollOf("rating", { hideResultsUntilClosed: true });
    const attendee = await visitor(server);
    must(await attendee.post(`/api/polls/${words.id}/vote`, { words: ["Rust"] }), 201, "words");
    must(await attendee.post(`/api/polls/${rating.id}/vote`, { rating: 4 }), 201, "rating");
    expect(await resultsAs(attendee, words.id)).toMatchObject({
      hidden: true,
      words: [],
      totalVoters: 1,
    });
    const ratingRead = await resultsAs(attendee, rating.id);
    expect(ratingRead).toMatchObject({ hidden: true, average: null, totalVoters: 1 });
    expect(
      ratingRead.kind === "rating" && ratingRead.distribution.every((d) => d.votes === 0),
    ).toBe(true);
    expect(await resultsAs(owner, rating.id)).toMatchObject({ hidden: true, average: 4 });
  });

  it("leaves a poll without the setting visible as before", async () => {
    const poll = await pollOf("single");
    const attendee = await visitor(server);
    const answer = must(
      await attendee.post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
        choiceId: poll.choices[0]!.id,
      }),
      201,
      "vote",
    );
    expect(answer.results).toMatchObject({ hidden: false });
    expect(votesOf(answer.results)).toEqual([1, 0, 0]);
  });
});

describe("a choice's length", () => {
  const long = "x".repeat(POLL_CHOICE_MAX_LENGTH + 1);

  it("is at most 120 characters, refused longer with a clear message", async () => {
    expect(POLL_CHOICE_MAX_LENGTH).toBe(120);
    const session = await createSession(owner);
    const refused = await owner.post(`/api/sessions/${session.id}/polls`, {
      title: "Long",
      question: "Which?",
      state: "open",
      choices: [
        { text: "Short", color: "#3B82F6" },
        { text: long, color: "#EF4444" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: "invalid",
      issues: [{ path: "choices.1.text", message: "A choice can be at most 120 characters." }],
    });
    const poll = await pollOf("single", {
      choices: ["A", "x".repeat(POLL_CHOICE_MAX_LENGTH)].map((text, order) => ({
        text,
        color: "#3B82F6",
        order,
      })),
    });
    expect(poll.choices[1]!.text).toHaveLength(POLL_CHOICE_MAX_LENGTH);
    const added = await owner.post(`/api/polls/${poll.id}/choices`, {
      text: long,
      color: "#10B981",
    });
    expect(added.status).toBe(400);
    expect(errorOf(added).code).toBe("invalid");
    const changed = await owner.put(`/api/poll-choices/${poll.choices[0]!.id}`, {
      text: long,
      color: "#10B981",
    });
    expect(changed.status).toBe(400);
  });
});
