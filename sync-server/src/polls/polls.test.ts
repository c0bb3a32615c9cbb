/**
 * Polls through the real server: the limits (docs/product.md, Polls), drafts hidden from the
 * audience, and voting exactly once however the vote arrives (twice, replayed, or in a concurrent
 * burst).
 */
import {
  CHOICE_COLORS,
  type EmbedPoll,
  MESSAGES,
  type Poll,
  type PollResults,
  pollResultsSchema,
  pollSchema,
  type VoteStatus,
  type MeResponse,
  pollLabel,
} from "@lectern/shared";
import { loadConfig } from "../config.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
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
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
let other: TestClient;

function choices(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    text: `Choice ${i + 1}`,
    color: CHOICE_COLORS[i % 10],
    order: i,
  }));
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  other = await signedInSpeaker(server, { firstName: "Oscar", lastName: "Other" });
});

afterAll(async () => {
  await server?.close();
});

describe("poll limits", () => {
  it("allows three polls per session and refuses the fourth with the documented message", async () => {
    const session = await createSession(owner);
    for (const state of ["open", "draft", "closed"] as const)
      await createPoll(owner, session.id, state);
    const fourth = await owner.post(`/api/sessions/${session.id}/polls`, {
      title: "One more",
      question: "Q?",
      choices: choices(2),
    });
    expect(fourth.status).toBe(409);
    expect(errorOf(fourth)).toMatchObject({
      code: "max_polls",
      message: "You can create up to 3 polls per session.",
      limit: 3,
    });
    const list = must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list");
    expect(list).toHaveLength(3);
  });

  it("takes the host's MAX_POLLS_PER_SESSION: 5 allows five polls and refuses the sixth", async () => {
    const config = loadConfig({ MAX_POLLS_PER_SESSION: "5" });
    const roomy = await startTestServer({ maxPollsPerSession: config.maxPollsPerSession });
    try {
      const speaker = await signedInSpeaker(roomy, { firstName: "Fay", lastName: "Five" });
      const me = must(await speaker.get<MeResponse>("/api/auth/me"), 200, "me");
      expect(me.limits.maxPollsPerSession).toBe(5);
      const session = await createSession(speaker);
      for (let i = 0; i < 5; i++) await createPoll(speaker, session.id, "draft");
      const sixth = await speaker.post(`/api/sessions/${session.id}/polls`, {
        question: "One more?",
        choices: choices(2),
      });
      expect(sixth.status).toBe(409);
      expect(errorOf(sixth)).toMatchObject({ code: "max_polls", limit: 5 });
      expect(errorOf(sixth).message).toBe("You can create up to 5 polls per session.");
      const list = must(
        await speaker.get<Poll[]>(`/api/sessions/${session.id}/polls`),
        200,
        "list",
      );
      expect(list).toHaveLength(5);
    } finally {
      await roomy.close();
    }
  });

  it("tells a signed-in speaker the default limit of 3", async () => {
    const me = must(await owner.get<MeResponse>("/api/auth/me"), 200, "me");
    expect(me.limits).toEqual({ maxPollsPerSession: 3 });
  });

  it("refuses a poll with 1 or 11 choices", async () => {
    const session = await createSession(owner);
    for (const count of [1, 11]) {
      const res = await owner.post(`/api/sessions/${session.id}/polls`, {
        title: "T",
        question: "Q?",
        choices: choices(count),
      });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toContain(MESSAGES.choiceCount);
    }
    expect(
      must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list"),
    ).toHaveLength(0);
  });

  it("creates a draft by default with ordered choices and no votes", async () => {
    const session = await createSession(owner);
    const res = await owner.post(`/api/sessions/${session.id}/polls`, {
      title: "Lunch",
      question: "Where?",
      choices: [
        { text: "Second", color: "#EF4444", order: 2 },
        { text: "First", color: "#3B82F6", order: 1 },
      ],
    });
    const poll = pollSchema.parse(must(res, 201, "create"));
    expect(poll.state).toBe("draft");
    expect(poll.totalVotes).toBe(0);
    expect(poll.choices.map((c) => c.text)).toEqual(["First", "Second"]);
  });

  it("adds choices up to 10, then 409; removes down to 2, then 409", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "draft");
    for (let i = 3; i <= 10; i++) {
      must(
        await owner.post(`/api/polls/${poll.id}/choices`, {
          text: `C${i}`,
          color: "#10B981",
          order: i,
        }),
        201,
        `add ${i}`,
      );
    }
    const eleventh = await owner.post(`/api/polls/${poll.id}/choices`, {
      text: "C11",
      color: "#10B981",
      order: 11,
    });
    expect(eleventh.status).toBe(409);
    expect(errorOf(eleventh).message).toMatch(/at most 10 choices/);

    let current = must(
      await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`),
      200,
      "list",
    )[0]!;
    expect(current.choices).toHaveLength(10);
    for (const choice of current.choices.slice(2)) {
      must(await owner.delete(`/api/poll-choices/${choice.id}`), 200, "remove choice");
    }
    const last = await owner.delete(`/api/poll-choices/${current.choices[0]!.id}`);
    expect(last.status).toBe(409);
    expect(errorOf(last).message).toMatch(/at least 2 choices/);
    current = must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list")[0]!;
    expect(current.choices).toHaveLength(2);
  });

  it("edits a choice and refuses a bad colour", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "draft");
    const updated = must(
      await owner.put(`/api/poll-choices/${poll.choices[0]!.id}`, {
        text: "Absolutely",
        color: "#8B5CF6",
        order: 0,
      }),
      200,
      "edit",
    );
    expect(updated).toEqual({
      id: poll.choices[0]!.id,
      text: "Absolutely",
      color: "#8B5CF6",
      order: 0,
    });
    const bad = await owner.put(`/api/poll-choices/${poll.choices[0]!.id}`, {
      text: "X",
      color: "purple",
      order: 0,
    });
    expect(bad.status).toBe(400);
  });
});

describe("ownership", () => {
  it("lets only the owner manage polls and choices, and read the full list", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const anonymous = server.client();
    expect((await anonymous.get(`/api/sessions/${session.id}/polls`)).status).toBe(401);
    expect((await other.get(`/api/sessions/${session.id}/polls`)).status).toBe(403);
    expect(
      (
        await other.post(`/api/sessions/${session.id}/polls`, {
          title: "T",
          question: "Q",
          choices: choices(2),
        })
      ).status,
    ).toBe(403);
    expect((await other.put(`/api/polls/${poll.id}`, { title: "Hijacked" })).status).toBe(403);
    expect((await anonymous.put(`/api/polls/${poll.id}`, { title: "Hijacked" })).status).toBe(401);
    expect((await other.delete(`/api/polls/${poll.id}`)).status).toBe(403);
    expect(
      (await other.post(`/api/polls/${poll.id}/choices`, { text: "X", color: "#3B82F6" })).status,
    ).toBe(403);
    expect(
      (await other.put(`/api/poll-choices/${poll.choices[0]!.id}`, { text: "X", color: "#3B82F6" }))
        .status,
    ).toBe(403);
    expect((await other.delete(`/api/poll-choices/${poll.choices[0]!.id}`)).status).toBe(403);
    expect((await owner.put(`/api/polls/999999`, { title: "Nope" })).status).toBe(404);
    const list = must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list");
    expect(list[0]!.title).toBe("Poll open");
  });

  it("moves a poll through every state and deletes it", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "draft");
    for (const state of ["closed", "open", "draft", "open"] as const) {
      const res = must(
        await owner.put<Poll>(`/api/polls/${poll.id}`, { state }),
        200,
        `to ${state}`,
      );
      expect(res.state).toBe(state);
    }
    expect(
      must(
        await owner.put<Poll>(`/api/polls/${poll.id}`, { title: "Renamed", order: 2 }),
        200,
        "rename",
      ).title,
    ).toBe("Renamed");
    expect((await owner.put(`/api/polls/${poll.id}`, { state: "archived" })).status).toBe(400);
    expect(must(await owner.delete(`/api/polls/${poll.id}`), 200, "delete")).toEqual({ ok: true });
    expect((await owner.get(`/api/polls/${poll.id}/results`)).status).toBe(404);
  });
});

describe("drafts are the owner's only", () => {
  it("keeps drafts out of public polls, results, vote status and the embed for the audience", async () => {
    const session = await createSession(owner, { title: "Embeddable talk" });
    const open = await createPoll(owner, session.id, "open");
    const draft = await createPoll(owner, session.id, "draft");
    const closed = await createPoll(owner, session.id, "closed");
    const audience = await visitor(server);

    const publicPolls = must(
      await audience.get<Poll[]>(`/api/sessions/${session.id}/public-polls`),
      200,
      "public polls",
    );
    expect(publicPolls.map((p: { id: number }) => p.id).sort()).toEqual(
      [open.id, closed.id].sort(),
    );
    expect((await audience.get(`/api/sessions/999999/public-polls`)).status).toBe(404);

    for (const who of [audience, other]) {
      for (const route of ["results", "vote-status", "embed"]) {
        const res = await who.get(`/api/polls/${draft.id}/${route}`);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: MESSAGES.pollDraft, code: "poll_draft" });
        expect(JSON.stringify(res.body)).not.toContain("What do you think");
      }
    }

    expect(
      pollResultsSchema.parse(
        must(await owner.get<PollResults>(`/api/polls/${draft.id}/results`), 200, "owner results"),
      ).state,
    ).toBe("draft");
    expect(
      must(await owner.get<EmbedPoll>(`/api/polls/${draft.id}/embed`), 200, "owner embed").id,
    ).toBe(draft.id);

    const embed = must(await audience.get<EmbedPoll>(`/api/polls/${open.id}/embed`), 200, "embed");
    expect(embed).toMatchObject({
      id: open.id,
      state: "open",
      sessionTitle: "Embeddable talk",
      totalVotes: 0,
    });
    expect(embed.choices).toHaveLength(2);
    expect(
      must(
        await audience.get<PollResults>(`/api/polls/${closed.id}/results`),
        200,
        "closed results",
      ).state,
    ).toBe("closed");
    expect((await audience.get(`/api/polls/999999/embed`)).status).toBe(404);
    expect((await audience.get(`/api/polls/abc/embed`)).status).toBe(400);
  });
});

describe("voting", () => {
  it("counts a vote, shows it in vote-status and refuses a second one", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open", ["Tabs", "Spaces"]);
    const [tabs, spaces] = poll.choices;
    const alice = await visitor(server);
    const bob = await visitor(server);

    expect(
      must(await alice.get<VoteStatus>(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    ).toEqual({
      hasVoted: false,
      choiceId: null,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });
    const first = must(
      await alice.post<VoteResponse>(`/api/polls/${poll.id}/vote`, { choiceId: tabs!.id }),
      201,
      "vote",
    );
    expect(first.choiceId).toBe(tabs!.id);
    expect(first.results.totalVotes).toBe(1);
    expect(
      must(await alice.get<VoteStatus>(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    ).toEqual({
      hasVoted: true,
      choiceId: tabs!.id,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });

    const again = await alice.post(`/api/polls/${poll.id}/vote`, { choiceId: spaces!.id });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toContain("already voted");

    must(
      await bob.post<VoteResponse>(`/api/polls/${poll.id}/vote`, { choiceId: spaces!.id }),
      201,
      "bob votes",
    );
    const results = pollResultsSchema.parse(
      must(await bob.get<PollResults>(`/api/polls/${poll.id}/results`), 200, "results"),
    );
    expect(results.totalVotes).toBe(2);
    expect(choicesOf(results).map((c) => [c.text, c.votes, c.percentage])).toEqual([
      ["Tabs", 1, 50],
      ["Spaces", 1, 50],
    ]);
    expect(
      must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list")[0]!
        .totalVotes,
    ).toBe(2);
  });

  it("refuses the owner, closed polls, drafts and choices of another poll", async () => {
    const session = await createSession(owner);
    const open = await createPoll(owner, session.id, "open");
    const closed = await createPoll(owner, session.id, "closed");
    const draft = await createPoll(owner, session.id, "draft");
    const attendee = await visitor(server);

    const own = await owner.post(`/api/polls/${open.id}/vote`, { choiceId: open.choices[0]!.id });
    expect(own.status).toBe(403);
    const shut = await attendee.post(`/api/polls/${closed.id}/vote`, {
      choiceId: closed.choices[0]!.id,
    });
    expect(shut.status).toBe(409);
    expect(shut.body).toMatchObject({ message: MESSAGES.pollClosed, code: "poll_closed" });
    expect(
      (await attendee.post(`/api/polls/${draft.id}/vote`, { choiceId: draft.choices[0]!.id }))
        .status,
    ).toBe(404);
    expect(
      (await attendee.post(`/api/polls/${open.id}/vote`, { choiceId: closed.choices[0]!.id }))
        .status,
    ).toBe(400);
    expect((await attendee.post(`/api/polls/${open.id}/vote`, { choiceId: "first" })).status).toBe(
      400,
    );
    expect((await attendee.post(`/api/polls/999999/vote`, { choiceId: 1 })).status).toBe(404);
    expect(
      must(await owner.get<PollResults>(`/api/polls/${open.id}/results`), 200, "results")
        .totalVotes,
    ).toBe(0);
  });

  it("lets a signed-in speaker vote in someone else's poll, once", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    must(
      await other.post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
        choiceId: poll.choices[1]!.id,
      }),
      201,
      "vote",
    );
    expect(
      (await other.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id })).status,
    ).toBe(409);
    expect(
      must(await other.get<VoteStatus>(`/api/polls/${poll.id}/vote-status`), 200, "status"),
    ).toEqual({
      hasVoted: true,
      choiceId: poll.choices[1]!.id,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });
  });

  it("counts a vote replayed with the same Idempotency-Key once and answers the first response", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const attendee = await visitor(server);
    const key = newKey();
    const headers = { "Idempotency-Key": key };
    const first = await attendee.post(
      `/api/polls/${poll.id}/vote`,
      { choiceId: poll.choices[0]!.id },
      { headers },
    );
    const replay = await attendee.post(
      `/api/polls/${poll.id}/vote`,
      { choiceId: poll.choices[0]!.id },
      { headers },
    );
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(
      must(await owner.get<PollResults>(`/api/polls/${poll.id}/results`), 200, "results")
        .totalVotes,
    ).toBe(1);
  });

  it("counts one vote when the same voter sends a burst of concurrent votes", async () => {
    const session = await createSession(owner);
    const poll = await createPoll(owner, session.id, "open");
    const attendee = await visitor(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attendee.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[i % 2]!.id }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(
      must(await owner.get<PollResults>(`/api/polls/${poll.id}/results`), 200, "results")
        .totalVotes,
    ).toBe(1);
  });
});

describe("a poll's title and order", () => {
  it("takes a poll with a question and no title, and a title is still accepted and can be cleared", async () => {
    const session = await createSession(owner);
    const untitled = must(
      await owner.post<Poll>(`/api/sessions/${session.id}/polls`, {
        question: "Which talk next?",
        state: "open",
        choices: choices(2),
      }),
      201,
      "untitled poll",
    );
    expect(pollSchema.parse(untitled)).toMatchObject({ title: "", question: "Which talk next?" });
    expect(pollLabel(untitled)).toBe("Which talk next?");
    const blank = must(
      await owner.post<Poll>(`/api/sessions/${session.id}/polls`, {
        title: "   ",
        question: "Coffee?",
        choices: choices(2),
      }),
      201,
      "blank title",
    );
    expect(blank.title).toBe("");
    const titled = must(
      await owner.post<Poll>(`/api/sessions/${session.id}/polls`, {
        title: "Lunch",
        question: "Pizza or pasta?",
        choices: choices(2),
      }),
      201,
      "titled poll",
    );
    expect(pollLabel(titled)).toBe("Lunch");
    const cleared = must(
      await owner.put<Poll>(`/api/polls/${titled.id}`, { title: "" }),
      200,
      "clear",
    );
    expect(cleared).toMatchObject({ title: "", question: "Pizza or pasta?" });
    const noQuestion = await owner.post(`/api/sessions/${session.id}/polls`, {
      title: "Only a title",
      choices: choices(2),
    });
    expect(noQuestion.status).toBe(400);
    expect(errorOf(noQuestion).code).toBe("invalid");
    const audience = await visitor(server);
    const shown = must(
      await audience.get<Poll[]>(`/api/sessions/${session.id}/public-polls`),
      200,
      "public polls",
    );
    expect(shown.find((p) => p.id === untitled.id)).toMatchObject({ title: "" });
  });

  it("lists new polls in the order they were added, keeps the owner's new order and refuses a list that does not match", async () => {
    const session = await createSession(owner);
    const first = await createSessionPoll(session.id, "First?");
    const second = await createSessionPoll(session.id, "Second?");
    const third = await createSessionPoll(session.id, "Third?");
    const order = async () =>
      must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "list").map(
        (p) => p.id,
      );
    expect(await order()).toEqual([first.id, second.id, third.id]);

    const moved = must(
      await owner.put<Poll[]>(`/api/sessions/${session.id}/poll-order`, {
        pollIds: [third.id, first.id, second.id],
      }),
      200,
      "reorder",
    );
    expect(moved.map((p) => p.id)).toEqual([third.id, first.id, second.id]);
    expect(await order()).toEqual([third.id, first.id, second.id]);
    const audience = await visitor(server);
    const shown = must(
      await audience.get<Poll[]>(`/api/sessions/${session.id}/public-polls`),
      200,
      "public polls",
    );
    expect(shown.map((p) => p.id)).toEqual([third.id, first.id, second.id]);

    for (const pollIds of [
      [third.id, first.id],
      [third.id, first.id, first.id],
      [third.id, first.id, second.id, second.id + 1000],
    ]) {
      const refused = await owner.put(`/api/sessions/${session.id}/poll-order`, { pollIds });
      expect(refused.status).toBe(400);
      expect(errorOf(refused).code).toBe("invalid");
    }
    const foreign = await other.put(`/api/sessions/${session.id}/poll-order`, {
      pollIds: [first.id, second.id, third.id],
    });
    expect(foreign.status).toBe(403);
    expect(await order()).toEqual([third.id, first.id, second.id]);
  });
});

async function createSessionPoll(sessionId: number, question: string): Promise<Poll> {
  return must(
    await owner.post<Poll>(`/api/sessions/${sessionId}/polls`, {
      question,
      state: "open",
      choices: choices(2),
    }),
    201,
    question,
  );
}
