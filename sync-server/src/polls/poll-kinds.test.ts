/**
 * Polls of every kind through the real server (docs/product.md, Polls): each kind's limits, its
 * refusals with their messages and its results; a quiz's right answer reaching no attendee, by any
 * read or live message, before the reveal; hidden words gone from every screen; an open poll's
 * answers newest first, masked, and hidden by the owner; a ranking's Borda points, its refusals,
 * its choices fixed once voted and its counts taken out with a discarded network; one vote per
 * visitor for every kind, a replayed key counted once.
 */
import {
  MESSAGES,
  pollResultsSchema,
  voteStatusSchema,
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
  newKey,
  signedInSpeaker,
  visitor,
  type VoteResponse,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Kim", lastName: "Kinds" });
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await server?.close();
});

/** An open poll of `kind` in a session of its own. */
async function pollOf(kind: PollKind, fields: Record<string, unknown> = {}): Promise<Poll> {
  const session = await createSession(owner);
  return createKindPoll(owner, session.id, kind, fields);
}

async function vote(client: TestClient, pollId: number, body: unknown, key?: string) {
  return client.post<VoteResponse>(
    `/api/polls/${pollId}/vote`,
    body,
    key ? { headers: { "Idempotency-Key": key } } : undefined,
  );
}

async function results(pollId: number): Promise<PollResults> {
  return pollResultsSchema.parse(
    must(await server.client().get(`/api/polls/${pollId}/results`), 200, "results"),
  );
}

async function subscribed(pollId: number): Promise<LiveClient> {
  const socket = await openLive(server);
  sockets.push(socket);
  socket.send({ type: "subscribe_poll", pollId });
  await socket.waitFor((m) => m.type === "poll_update" && m.pollId === pollId);
  return socket;
}

const updatesOf = (socket: LiveClient, pollId: number) =>
  socket.messages.filter(
    (m): m is Extract<ServerMessage, { type: "poll_update" }> =>
      m.type === "poll_update" && m.pollId === pollId,
  );

function expectRefused(
  res: { status: number; body: unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(res.status).toBe(status);
  expect(errorOf(res as never).code).toBe(code);
  if (message) expect(errorOf(res as never).message).toContain(message);
}

describe("creating and changing polls of each kind", () => {
  it("keeps each kind's fields and leaves the others' null", async () => {
    const multiple = await pollOf("multiple", { maxChoices: 2 });
    expect(multiple).toMatchObject({ kind: "multiple", maxChoices: 2, maxEntries: null });
    const words = await pollOf("wordcloud");
    expect(words).toMatchObject({ kind: "wordcloud", maxEntries: 3, choices: [], scale: null });
    const rating = await pollOf("rating", { scale: 10, lowLabel: "Meh", highLabel: "Wow" });
    expect(rating).toMatchObject({
      scale: 10,
      lowLabel: "Meh",
      highLabel: "Wow",
      maxChoices: null,
    });
    expect(rating.results).toMatchObject({ kind: "rating", average: null, totalVotes: 0 });
    const single = await pollOf("single");
    expect(single.kind).toBe("single");
  });

  it("refuses a word cloud with choices, a multiple allowing more than its choices, a quiz without one answer", async () => {
    const session = await createSession(owner);
    const base = { title: "T", question: "Q?", state: "open" };
    const two = [
      { text: "A", color: "#3B82F6" },
      { text: "B", color: "#EF4444" },
    ];
    const refusals = [
      [{ ...base, kind: "wordcloud", choices: two }, MESSAGES.kindHasNoChoices],
      [{ ...base, kind: "multiple", maxChoices: 3, choices: two }, "more answers than there are"],
      [{ ...base, kind: "quiz", choices: two }, MESSAGES.quizNeedsOneAnswer],
      [{ ...base, kind: "rating", scale: 7 }, "scale"],
      [{ ...base, kind: "wordcloud", maxEntries: 4 }, "maxEntries"],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await owner.post(`/api/sessions/${session.id}/polls`, body);
      expectRefused(res, 400, "invalid", message);
    }
  });

  it("changes the kind of a poll without votes, and refuses it once someone voted", async () => {
    const poll = await pollOf("single");
    const asWords = must(
      await owner.put<Poll>(`/api/polls/${poll.id}`, { kind: "wordcloud", maxEntries: 2 }),
      200,
      "to word cloud",
    );
    expect(asWords).toMatchObject({ kind: "wordcloud", choices: [], maxEntries: 2 });
    expectRefused(
      await owner.put(`/api/polls/${poll.id}`, { kind: "quiz" }),
      400,
      "invalid",
      MESSAGES.choiceCount,
    );
    const asQuiz = must(
      await owner.put<Poll>(`/api/polls/${poll.id}`, {
        kind: "quiz",
        choices: [
          { text: "Paris", color: "#3B82F6", correct: true },
          { text: "Lyon", color: "#EF4444" },
        ],
      }),
      200,
      "to quiz",
    );
    expect(asQuiz.choices.map((c) => [c.text, c.correct])).toEqual([
      ["Paris", true],
      ["Lyon", false],
    ]);
    must(
      await vote(await visitor(server), poll.id, { choiceId: asQuiz.choices[1]!.id }),
      201,
      "vote",
    );
    expectRefused(
      await owner.put(`/api/polls/${poll.id}`, { kind: "single" }),
      409,
      "poll_has_votes",
      MESSAGES.pollHasVotes,
    );
    must(await owner.put(`/api/polls/${poll.id}`, { title: "Still fine" }), 200, "title");
  });

  it("keeps one right answer in a quiz: marking another unmarks the first, the right one stays", async () => {
    const poll = await pollOf("quiz");
    const [a, b] = poll.choices;
    const marked = await owner.put(`/api/poll-choices/${b!.id}`, {
      text: "B",
      color: b!.color,
      correct: true,
    });
    must(marked, 200, "mark B");
    const list = must(
      await owner.get<Poll[]>(`/api/sessions/${poll.sessionId}/polls`),
      200,
      "owner list",
    );
    expect(list[0]!.choices.map((c) => c.correct)).toEqual([false, true, false]);
    expectRefused(await owner.delete(`/api/poll-choices/${b!.id}`), 400, "invalid");
    must(await owner.delete(`/api/poll-choices/${a!.id}`), 200, "delete a wrong answer");
  });
});

describe("multiple choice", () => {
  it("counts each chosen choice, with percentages of the voters, and refuses more than maxChoices", async () => {
    const poll = await pollOf("multiple", { maxChoices: 2 });
    const [a, b, c] = poll.choices.map((choice) => choice.id);
    const first = must(await vote(await visitor(server), poll.id, { choiceIds: [a, b] }), 201, "1");
    expect(first).toMatchObject({ choiceId: null, choiceIds: [a, b], words: null, rating: null });
    must(await vote(await visitor(server), poll.id, { choiceIds: [a] }), 201, "2");

    const late = await visitor(server);
    expectRefused(
      await vote(late, poll.id, { choiceIds: [a, b, c] }),
      400,
      "too_many_choices",
      MESSAGES.tooManyChoices,
    );
    expectRefused(await vote(late, poll.id, { choiceIds: [a, a] }), 400, "invalid");
    const elsewhere = await pollOf("multiple");
    expectRefused(
      await vote(late, poll.id, { choiceIds: [elsewhere.choices[0]!.id] }),
      400,
      "invalid_choice",
    );
    expectRefused(
      await vote(late, poll.id, { choiceId: a }),
      400,
      "wrong_vote_kind",
      MESSAGES.wrongVoteKind,
    );

    const shown = await results(poll.id);
    expect(shown).toMatchObject({ kind: "multiple", maxChoices: 2, totalVoters: 2, totalVotes: 3 });
    expect(choicesOf(shown).map((x) => [x.text, x.votes, x.percentage])).toEqual([
      ["A", 2, 100],
      ["B", 1, 50],
      ["C", 0, 0],
    ]);
  });
});

describe("word cloud", () => {
  it('counts "React", " react " and "REACT!" from three visitors as one word sent 3 times', async () => {
    const poll = await pollOf("wordcloud");
    for (const entry of ["React", " react ", "REACT!"])
      must(await vote(await visitor(server), poll.id, { words: [entry] }), 201, entry);
    const shown = await results(poll.id);
    expect(shown).toMatchObject({
      kind: "wordcloud",
      words: [{ text: "react", count: 3 }],
      totalVoters: 3,
      totalVotes: 3,
    });
  });

  it("refuses a fourth entry, a one-letter entry and a word on the kept list, and counts repeats once", async () => {
    const poll = await pollOf("wordcloud");
    const attendee = await visitor(server);
    expectRefused(
      await vote(attendee, poll.id, { words: ["one", "two", "three", "four"] }),
      400,
      "invalid",
    );
    expectRefused(
      await vote(attendee, poll.id, { words: ["fine", "!x!"] }),
      400,
      "word_too_short",
      MESSAGES.wordTooShort,
    );
    expectRefused(
      await vote(attendee, poll.id, { words: ["Shit"] }),
      400,
      "word_not_allowed",
      "That word isn't allowed",
    );
    expectRefused(await vote(attendee, poll.id, { rating: 3 }), 400, "wrong_vote_kind");
    const sent = must(
      await vote(attendee, poll.id, { words: ["Vite", "vite.", "Node"] }),
      201,
      "vote",
    );
    expect(sent.words).toEqual(["vite", "node"]);
    expect(sent.results).toMatchObject({
      words: [
        { text: "node", count: 1 },
        { text: "vite", count: 1 },
      ],
      totalVoters: 1,
    });
    const status = voteStatusSchema.parse(
      must(await attendee.get(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    );
    expect(status).toMatchObject({ hasVoted: true, words: ["vite", "node"], choiceId: null });
  });

  it("refuses more entries than the poll's maxEntries", async () => {
    const poll = await pollOf("wordcloud", { maxEntries: 1 });
    expectRefused(
      await vote(await visitor(server), poll.id, { words: ["one", "two"] }),
      400,
      "too_many_choices",
    );
  });

  it("hides a word from the results and the live channel until it is shown again", async () => {
    const poll = await pollOf("wordcloud");
    for (const words of [["Rust", "Go"], ["rust"]])
      must(await vote(await visitor(server), poll.id, { words }), 201, "vote");
    const socket = await subscribed(poll.id);
    const before = socket.messages.length;

    expect(
      must(
        await owner.post(`/api/polls/${poll.id}/hidden-words`, { text: " RUST! " }),
        201,
        "hide",
      ),
    ).toEqual({ text: "rust" });
    await socket.waitFor(
      (m) =>
        m.type === "poll_update" &&
        m.data.kind === "wordcloud" &&
        m.data.words.every((w) => w.text !== "rust"),
    );
    expect(await results(poll.id)).toMatchObject({
      words: [{ text: "go", count: 1 }],
      totalVotes: 1,
    });
    expect(JSON.stringify(socket.messages.slice(before + 1))).not.toContain("rust");
    const list = must(
      await owner.get<Poll[]>(`/api/sessions/${poll.sessionId}/polls`),
      200,
      "list",
    );
    expect(list[0]!.hiddenWords).toEqual(["rust"]);
    const publicList = must(
      await server.client().get<Poll[]>(`/api/sessions/${poll.sessionId}/public-polls`),
      200,
      "public list",
    );
    expect(JSON.stringify(publicList)).not.toContain("rust");

    must(await owner.delete(`/api/polls/${poll.id}/hidden-words/Rust`), 200, "show");
    expect(await results(poll.id)).toMatchObject({
      words: [
        { text: "rust", count: 2 },
        { text: "go", count: 1 },
      ],
    });
    expectRefused(
      await owner.post(`/api/polls/${poll.id}/hidden-words`, { text: "a" }),
      400,
      "word_too_short",
    );
    const single = await pollOf("single");
    expectRefused(
      await owner.post(`/api/polls/${single.id}/hidden-words`, { text: "rust" }),
      400,
      "wrong_vote_kind",
    );
  });

  it("tells subscribers of a word cloud sent back to draft its kind and state, none of its words", async () => {
    const poll = await pollOf("wordcloud");
    must(await vote(await visitor(server), poll.id, { words: ["Secretword"] }), 201, "vote");
    const socket = await subscribed(poll.id);
    must(await owner.put(`/api/polls/${poll.id}`, { state: "draft" }), 200, "back to draft");
    const hidden = await socket.waitFor(
      (m) => m.type === "poll_update" && m.data.state === "draft",
    );
    expect(hidden.type === "poll_update" && hidden.data).toMatchObject({
      kind: "wordcloud",
      words: [],
      totalVotes: 0,
      totalVoters: 0,
    });
    expect(JSON.stringify(socket.messages)).toContain("secretword");
    expect(JSON.stringify(hidden)).not.toContain("secretword");
  });
});

describe("rating", () => {
  it("averages 5, 4 and 3 to 4.0, with every score in the distribution", async () => {
    const poll = await pollOf("rating");
    for (const rating of [5, 4, 3])
      must(await vote(await visitor(server), poll.id, { rating }), 201, `rating ${rating}`);
    expect(await results(poll.id)).toMatchObject({
      kind: "rating",
      scale: 5,
      average: 4,
      totalVotes: 3,
      totalVoters: 3,
      distribution: [
        { score: 1, votes: 0 },
        { score: 2, votes: 0 },
        { score: 3, votes: 1 },
        { score: 4, votes: 1 },
        { score: 5, votes: 1 },
      ],
    });
  });

  it("refuses a score outside the scale", async () => {
    const poll = await pollOf("rating");
    const attendee = await visitor(server);
    expectRefused(await vote(attendee, poll.id, { rating: 6 }), 400, "invalid_choice");
    expectRefused(await vote(attendee, poll.id, { rating: 0 }), 400, "invalid");
    const ten = await pollOf("rating", { scale: 10 });
    const sent = must(await vote(attendee, ten.id, { rating: 9 }), 201, "9 of 10");
    expect(sent).toMatchObject({ rating: 9, results: { average: 9, totalVotes: 1 } });
  });
});

describe("quiz", () => {
  it("sends the right answer to no attendee before the reveal, and to everyone after", async () => {
    const poll = await pollOf("quiz");
    const right = poll.choices.find((c) => c.correct)!;
    const wrong = poll.choices.find((c) => !c.correct)!;
    expect(right.text).toBe("A");
    const socket = await subscribed(poll.id);
    const attendee = await visitor(server);
    const hasCorrect = (body: unknown) => JSON.stringify(body).includes('"correct"');

    const answer = must(await vote(attendee, poll.id, { choiceId: wrong.id }), 201, "vote");
    const reads = [
      answer,
      must(await attendee.get(`/api/sessions/${poll.sessionId}/public-polls`), 200, "public"),
      must(await attendee.get<EmbedPoll>(`/api/polls/${poll.id}/embed`), 200, "embed"),
      must(await attendee.get(`/api/polls/${poll.id}/results`), 200, "results"),
      must(await attendee.get(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    ];
    for (const read of reads) expect(hasCorrect(read)).toBe(false);
    must(await owner.put(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close");
    await socket.waitFor((m) => m.type === "poll_update" && m.data.state === "closed");
    expect(updatesOf(socket, poll.id).some(hasCorrect)).toBe(false);

    expectRefused(
      await owner.post(`/api/polls/${(await pollOf("quiz")).id}/reveal`),
      409,
      "poll_not_closed",
    );
    const revealed = must(
      await owner.post<PollResults>(`/api/polls/${poll.id}/reveal`),
      200,
      "reveal",
    );
    expect(revealed).toMatchObject({ kind: "quiz", revealed: true });
    expect(choicesOf(revealed).map((c) => [c.text, c.correct])).toEqual([
      ["A", true],
      ["B", false],
      ["C", false],
    ]);
    const update = await socket.waitFor(
      (m) => m.type === "poll_update" && m.data.kind === "quiz" && m.data.revealed,
    );
    expect(update.type === "poll_update" && choicesOf(update.data)[0]!.correct).toBe(true);
    const embed = must(await attendee.get<EmbedPoll>(`/api/polls/${poll.id}/embed`), 200, "embed");
    expect(embed.choices.map((c) => c.correct)).toEqual([true, false, false]);
    must(await owner.post(`/api/polls/${poll.id}/reveal`), 200, "reveal again");
    expectRefused(
      await owner.put(`/api/polls/${poll.id}`, { state: "open" }),
      409,
      "answer_revealed",
      MESSAGES.answerRevealed,
    );
    expectRefused(
      await owner.post(`/api/polls/${(await pollOf("single", { state: "closed" })).id}/reveal`),
      409,
      "not_a_quiz",
    );
  });
});

describe("one vote per visitor, for every kind", () => {
  const bodies: [PollKind, (poll: Poll) => unknown][] = [
    ["single", (poll) => ({ choiceId: poll.choices[0]!.id })],
    ["quiz", (poll) => ({ choiceId: poll.choices[1]!.id })],
    ["multiple", (poll) => ({ choiceIds: [poll.choices[0]!.id, poll.choices[2]!.id] })],
    ["wordcloud", () => ({ words: ["Kotlin"] })],
    ["rating", () => ({ rating: 2 })],
  ];

  it.each(bodies)("refuses a second %s vote with 409", async (kind, bodyOf) => {
    const poll = await pollOf(kind);
    const attendee = await visitor(server);
    must(await vote(attendee, poll.id, bodyOf(poll)), 201, "first");
    expectRefused(await vote(attendee, poll.id, bodyOf(poll)), 409, "already_voted");
    expect((await results(poll.id)).totalVoters).toBe(1);
  });

  it.each(bodies.filter(([kind]) => kind === "multiple" || kind === "wordcloud"))(
    "counts a %s vote replayed with its Idempotency-Key once, answering the first response",
    async (kind, bodyOf) => {
      const poll = await pollOf(kind);
      const attendee = await visitor(server);
      const key = newKey();
      const first = await vote(attendee, poll.id, bodyOf(poll), key);
      const again = await vote(attendee, poll.id, bodyOf(poll), key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      expect((await results(poll.id)).totalVoters).toBe(1);
      const shown = await results(poll.id);
      if (shown.kind === "wordcloud") expect(shown.words).toEqual([{ text: "kotlin", count: 1 }]);
      else expect(choicesOf(shown).map((c) => c.votes)).toEqual([1, 0, 1]);
    },
  );

  it("answers a vote of another kind's body with wrong_vote_kind", async () => {
    const poll = await pollOf("single");
    expectRefused(
      await vote(await visitor(server), poll.id, { choiceIds: [poll.choices[0]!.id] }),
      400,
      "wrong_vote_kind",
    );
    const rating = await pollOf("rating");
    expectRefused(
      await vote(await visitor(server), rating.id, { choiceId: poll.choices[0]!.id }),
      400,
      "wrong_vote_kind",
    );
  });
});

const answersOf = (r: PollResults) => (r.kind === "open" ? r.answers.map((a) => a.text) : null);

describe("an open poll", () => {
  it("shows the answers newest first, profanity masked, and counts a replayed key once", async () => {
    const poll = await pollOf("open");
    const first = await visitor(server);
    const key = newKey();
    must(await vote(first, poll.id, { text: "  More live demos  " }, key), 201, "first");
    const replay = must(await vote(first, poll.id, { text: "More live demos" }, key), 201, "again");
    expect(replay.text).toBe("More live demos");
    must(await vote(await visitor(server), poll.id, { text: "What the shit" }), 201, "second");
    must(await vote(await visitor(server), poll.id, { text: "Slides\nafter" }), 201, "third");

    const now = await results(poll.id);
    expect(answersOf(now)).toEqual(["Slides\nafter", "What the ****", "More live demos"]);
    expect(now).toMatchObject({ kind: "open", totalVoters: 3, totalVotes: 3 });
    expectRefused(await vote(first, poll.id, { text: "Again" }), 409, "already_voted");
    const status = voteStatusSchema.parse(
      must(await first.get(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    );
    expect(status).toMatchObject({ hasVoted: true, text: "More live demos", ranking: null });
  });

  it("refuses a blank answer, one over 280 characters and another kind's body, storing nothing", async () => {
    const poll = await pollOf("open");
    const client = await visitor(server);
    expectRefused(await vote(client, poll.id, { text: "   " }), 400, "invalid");
    expectRefused(await vote(client, poll.id, { text: "x".repeat(281) }), 400, "invalid");
    expectRefused(await vote(client, poll.id, { rating: 3 }), 400, "wrong_vote_kind");
    expectRefused(await vote(client, poll.id, { text: "a", rating: 3 }), 400, "invalid");
    must(await vote(client, poll.id, { text: "x".repeat(280) }), 201, "280 characters");
    expect(await results(poll.id)).toMatchObject({ totalVoters: 1 });
  });

  it("hides an answer from the results and the live channel, for the owner alone", async () => {
    const poll = await pollOf("open");
    for (const text of ["Keep me", "Hide me"])
      must(await vote(await visitor(server), poll.id, { text }), 201, text);
    const socket = await subscribed(poll.id);
    const now = await results(poll.id);
    const hidden = now.kind === "open" ? now.answers.find((a) => a.text === "Hide me")! : null;

    const path = `/api/polls/${poll.id}/answers/${hidden!.id}/hide`;
    expectRefused(await (await visitor(server)).post(path), 401, "unauthorized");
    const stranger = await signedInSpeaker(server, { firstName: "Sam", lastName: "Stranger" });
    expect((await stranger.post(path)).status).toBe(403);
    expect(must(await owner.post(path), 200, "hide")).toEqual({ id: hidden!.id, hidden: true });
    await socket.waitFor(
      (m) =>
        m.type === "poll_update" &&
        m.data.kind === "open" &&
        m.data.answers.every((a) => a.text !== "Hide me"),
    );
    expect(await results(poll.id)).toMatchObject({ totalVotes: 1, totalVoters: 2 });
    expect(answersOf(await results(poll.id))).toEqual(["Keep me"]);
    must(await owner.post(path), 200, "hide again");

    expectRefused(await owner.post(`/api/polls/${poll.id}/answers/999999/hide`), 404, "not_found");
    const single = await pollOf("single");
    expectRefused(
      await owner.post(`/api/polls/${single.id}/answers/${hidden!.id}/hide`),
      400,
      "wrong_vote_kind",
    );
  });
});

describe("a ranking", () => {
  async function ranked() {
    const poll = await pollOf("ranking");
    const [a, b, c] = poll.choices.map((choice) => choice.id) as [number, number, number];
    return { poll, a, b, c };
  }

  it("scores by Borda count, most points first, with each choice's average place", async () => {
    const { poll, a, b, c } = await ranked();
    for (const ranking of [
      [a, b, c],
      [b, a, c],
      [a, c, b],
    ])
      must(await vote(await visitor(server), poll.id, { ranking }), 201, "rank");
    const now = await results(poll.id);
    expect(now).toMatchObject({ kind: "ranking", totalVoters: 3 });
    expect(now.kind === "ranking" ? now.choices : null).toEqual([
      expect.objectContaining({ id: a, label: "A", points: 5, averageRank: 1.3 }),
      expect.objectContaining({ id: b, label: "B", points: 3, averageRank: 2 }),
      expect.objectContaining({ id: c, label: "C", points: 1, averageRank: 2.7 }),
    ]);
  });

  it("refuses a ranking that leaves out, repeats or borrows a choice, and counts a replay once", async () => {
    const { poll, a, b, c } = await ranked();
    const other = await ranked();
    const client = await visitor(server);
    expectRefused(await vote(client, poll.id, { ranking: [a, b] }), 400, "invalid");
    expectRefused(await vote(client, poll.id, { ranking: [a, a, b] }), 400, "invalid");
    expectRefused(await vote(client, poll.id, { ranking: [a, b, other.a] }), 400, "invalid_choice");
    expectRefused(await vote(client, poll.id, { choiceIds: [a] }), 400, "wrong_vote_kind");
    expect(await results(poll.id)).toMatchObject({ totalVoters: 0 });

    const key = newKey();
    must(await vote(client, poll.id, { ranking: [c, b, a] }, key), 201, "rank");
    const replay = must(await vote(client, poll.id, { ranking: [c, b, a] }, key), 201, "replay");
    expect(replay.ranking).toEqual([c, b, a]);
    expect(await results(poll.id)).toMatchObject({ totalVoters: 1 });
    const status = voteStatusSchema.parse(
      must(await client.get(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    );
    expect(status).toMatchObject({ hasVoted: true, ranking: [c, b, a] });
  });

  it("keeps its choices once voted, and a discarded network takes its points out", async () => {
    const { poll, a, b, c } = await ranked();
    must(await vote(await visitor(server), poll.id, { ranking: [a, b, c] }), 201, "rank");
    expectRefused(
      await owner.post(`/api/polls/${poll.id}/choices`, { text: "D", color: "#3B82F6" }),
      409,
      "poll_has_votes",
    );
    expectRefused(await owner.delete(`/api/poll-choices/${c}`), 409, "poll_has_votes");

    const { networks } = must(
      await owner.get<{ networks: { network: string }[] }>(`/api/polls/${poll.id}/networks`),
      200,
      "networks",
    );
    must(
      await owner.post(`/api/polls/${poll.id}/discard-network`, {
        network: networks[0]!.network,
      }),
      200,
      "discard",
    );
    const now = await results(poll.id);
    expect(now).toMatchObject({ totalVoters: 0 });
    expect(
      now.kind === "ranking" ? now.choices.map((x) => [x.points, x.averageRank]) : null,
    ).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it("shows the audience no points while its results are hidden, the owner every one", async () => {
    const { poll, a, b, c } = await ranked();
    must(await owner.put(`/api/polls/${poll.id}`, { hideResultsUntilClosed: true }), 200, "hide");
    must(await vote(await visitor(server), poll.id, { ranking: [c, b, a] }), 201, "rank");
    const audience = await results(poll.id);
    expect(audience.kind === "ranking" ? audience.choices.map((x) => x.points) : null).toEqual([
      0, 0, 0,
    ]);
    const own = pollResultsSchema.parse(
      must(await owner.get(`/api/polls/${poll.id}/results`), 200, "owner's results"),
    );
    expect(own.kind === "ranking" ? own.choices.map((x) => x.id) : null).toEqual([c, b, a]);
  });
});
