/**
 * The room's API and live channel (docs/product.md, The room): the presenter link and who it lets
 * in, the stage and its refusals, the pinned question, and what projector and console sockets hear:
 * stage_update, attendance, presenter_link_revoked.
 */
import {
  PRESENTER_KEY_HEADER,
  type PresenterLink,
  type PublicSession,
  type ServerMessage,
  type Stage,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  askQuestion,
  createPoll,
  createSession,
  errorOf,
  must,
  seed,
  type Fixture,
} from "../test/seed.ts";

let server: TestServer;
let fx: Fixture;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

async function live(as?: TestClient): Promise<LiveClient> {
  const socket = await openLive(server, as);
  sockets.push(socket);
  return socket;
}

async function newLink(owner: TestClient, sessionId: number): Promise<string> {
  const { url } = must(
    await owner.post<PresenterLink>(`/api/sessions/${sessionId}/presenter-link`),
    201,
    "presenter link",
  );
  return new URL(url).hash.replace("#key=", "");
}

const withKey = (key: string) => ({ headers: { [PRESENTER_KEY_HEADER]: key } });

async function setStage(sessionId: number, stage: Stage): Promise<Stage> {
  return must(await fx.owner.put<Stage>(`/api/sessions/${sessionId}/stage`, stage), 200, "stage");
}

async function pinned(sessionId: number) {
  const page = must(
    await fx.visitors[1]!.get<PublicSession>(`/api/sessions/${sessionId}/public`),
    200,
    "public",
  );
  return page.pinnedQuestion;
}

const stageIs = (sessionId: number, panel: Stage["panel"]) => (m: ServerMessage) =>
  m.type === "stage_update" && m.sessionId === sessionId && m.stage.panel === panel;

/** An attendance message of `count`; with `socket`, only one it got from its `from`th message on. */
const countIs =
  (sessionId: number, count: number, socket?: LiveClient, from = 0) =>
  (m: ServerMessage) =>
    m.type === "attendance" &&
    m.sessionId === sessionId &&
    m.count === count &&
    (!socket || socket.messages.indexOf(m) >= from);

describe("the presenter link", () => {
  it("is the projector's address with a key in the fragment, for the owner only", async () => {
    const { url } = must(
      await fx.owner.post<PresenterLink>(`/api/sessions/${fx.session.id}/presenter-link`),
      201,
      "link",
    );
    expect(url).toMatch(
      new RegExp(`^${server.baseUrl}/session/${fx.session.id}/present#key=[\\w-]{20,}$`),
    );
    const other = await fx.other.post(`/api/sessions/${fx.session.id}/presenter-link`);
    expect([other.status, errorOf(other).code]).toEqual([403, "not_owner"]);
    const signedOut = await fx.signedOut.post(`/api/sessions/${fx.session.id}/presenter-link`);
    expect([signedOut.status, errorOf(signedOut).code]).toEqual([401, "unauthorized"]);
  });

  it("is said to exist, to the owner only, once made, so every device asks before replacing it", async () => {
    const session = await createSession(fx.owner, { title: "Linked room" });
    const read = async (as: TestClient) =>
      must(await as.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "public")
        .hasPresenterLink;
    expect(await read(fx.owner)).toBe(false);
    await newLink(fx.owner, session.id);
    expect(await read(fx.owner)).toBe(true);
    expect(await read(fx.visitors[1]!)).toBe(false);
    expect(await read(fx.other)).toBe(false);
  });

  it("reads the stage; a wrong or replaced key is refused with forbidden", async () => {
    const session = await createSession(fx.owner, { title: "Keyed room" });
    const key = await newLink(fx.owner, session.id);
    const read = await fx.signedOut.get<Stage>(`/api/sessions/${session.id}/stage`, withKey(key));
    expect([read.status, read.body]).toEqual([200, { panel: "join" }]);

    const wrong = await fx.signedOut.get(`/api/sessions/${session.id}/stage`, withKey("nope"));
    expect([wrong.status, errorOf(wrong).code]).toEqual([403, "forbidden"]);
    // Another speaker holding the link gets what the link grants.
    const otherWithKey = await fx.other.get(`/api/sessions/${session.id}/stage`, withKey(key));
    expect(otherWithKey.status).toBe(200);

    const newer = await newLink(fx.owner, session.id);
    const old = await fx.signedOut.get(`/api/sessions/${session.id}/stage`, withKey(key));
    expect([old.status, errorOf(old).code]).toEqual([403, "forbidden"]);
    const current = await fx.signedOut.get(`/api/sessions/${session.id}/stage`, withKey(newer));
    expect(current.status).toBe(200);
  });

  it("grants reading and moving the stage and nothing else", async () => {
    const session = await createSession(fx.owner, { title: "Key's reach" });
    const poll = await createPoll(fx.owner, session.id, "open");
    const draft = await createPoll(fx.owner, session.id, "draft");
    const question = await askQuestion(fx.visitors[0]!, session.id, "Within reach?");
    const key = await newLink(fx.owner, session.id);
    const id = session.id;
    for (const [method, path, body] of [
      ["POST", `/api/sessions/${id}/presenter-link`, undefined],
      ["PATCH", `/api/sessions/${id}`, { title: "Taken over" }],
      ["DELETE", `/api/sessions/${id}`, undefined],
      ["GET", `/api/sessions/${id}/polls`, undefined],
      ["GET", `/api/sessions/${id}/leads`, undefined],
      ["POST", `/api/sessions/${id}/polls`, { title: "Extra", question: "Extra?" }],
      ["PUT", `/api/polls/${poll.id}`, { state: "closed" }],
      ["POST", `/api/polls/${poll.id}/reveal`, undefined],
      ["DELETE", `/api/polls/${poll.id}`, undefined],
      ["GET", `/api/polls/${draft.id}/results`, undefined],
      ["PATCH", `/api/questions/${question.id}/answer`, undefined],
      ["DELETE", `/api/questions/${question.id}`, undefined],
      ["PUT", `/api/questions/${question.id}/reply`, { replyText: "Mine now" }],
    ] as const) {
      const res = await fx.signedOut.request(method, path, { ...withKey(key), body });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    // Nothing changed: the poll is open, the question unanswered, the session's title kept.
    const polls = must(
      await fx.owner.get<{ id: number; state: string }[]>(`/api/sessions/${id}/polls`),
      200,
      "polls",
    );
    expect(polls.find((p) => p.id === poll.id)?.state).toBe("open");
    const questions = must(
      await fx.owner.get<{ id: number; isAnswered: boolean }[]>(`/api/sessions/${id}/questions`),
      200,
      "questions",
    );
    expect(questions.find((q) => q.id === question.id)?.isAnswered).toBe(false);
    expect(
      (await fx.visitors[1]!.get<PublicSession>(`/api/sessions/${id}/public`)).body.title,
    ).toBe("Key's reach");

    // The stage it may move, to what the owner could show: a draft stays refused.
    const moved = await fx.signedOut.put<Stage>(
      `/api/sessions/${id}/stage`,
      { panel: "poll", pollId: poll.id },
      withKey(key),
    );
    expect([moved.status, moved.body]).toEqual([200, { panel: "poll", pollId: poll.id }]);
    expect((await fx.owner.get<Stage>(`/api/sessions/${id}/stage`)).body).toEqual({
      panel: "poll",
      pollId: poll.id,
    });
    const toDraft = await fx.signedOut.put(
      `/api/sessions/${id}/stage`,
      { panel: "poll", pollId: draft.id },
      withKey(key),
    );
    expect([toDraft.status, errorOf(toDraft).code]).toEqual([403, "poll_draft"]);
  });

  it("refuses a wrong or replaced key's stage move with forbidden, and keeps the stage", async () => {
    const session = await createSession(fx.owner, { title: "Old key moves" });
    const key = await newLink(fx.owner, session.id);
    const path = `/api/sessions/${session.id}/stage`;
    const wrong = await fx.signedOut.put(path, { panel: "questions" }, withKey("guess"));
    expect([wrong.status, errorOf(wrong).code]).toEqual([403, "forbidden"]);
    await newLink(fx.owner, session.id);
    const old = await fx.signedOut.put(path, { panel: "questions" }, withKey(key));
    expect([old.status, errorOf(old).code]).toEqual([403, "forbidden"]);
    expect((await fx.owner.get<Stage>(path)).body).toEqual({ panel: "join" });
  });

  it("without a key: 401 signed out, 403 not_owner for another speaker, 404 for no session", async () => {
    const path = `/api/sessions/${fx.session.id}/stage`;
    const signedOut = await fx.signedOut.get(path);
    expect([signedOut.status, errorOf(signedOut).code]).toEqual([401, "unauthorized"]);
    const other = await fx.other.get(path);
    expect([other.status, errorOf(other).code]).toEqual([403, "not_owner"]);
    const missing = await fx.owner.get("/api/sessions/999999/stage");
    expect([missing.status, errorOf(missing).code]).toEqual([404, "session_not_found"]);
  });
});

describe("the stage", () => {
  it("is set by the owner and read back; each panel names only what it needs", async () => {
    const id = fx.session.id;
    expect(await setStage(id, { panel: "poll", pollId: fx.polls.open.id })).toEqual({
      panel: "poll",
      pollId: fx.polls.open.id,
    });
    expect((await fx.owner.get(`/api/sessions/${id}/stage`)).body).toEqual({
      panel: "poll",
      pollId: fx.polls.open.id,
    });
    expect(await setStage(id, { panel: "poll", pollId: fx.polls.closed.id })).toMatchObject({
      pollId: fx.polls.closed.id,
    });
    for (const body of [
      { panel: "poll" },
      { panel: "question" },
      { panel: "join", pollId: fx.polls.open.id },
      { panel: "questions", questionId: fx.question.id },
      { panel: "stage" },
      { panel: "join", extra: 1 },
    ]) {
      const res = await fx.owner.put(`/api/sessions/${id}/stage`, body);
      expect([res.status, errorOf(res).code], JSON.stringify(body)).toEqual([400, "invalid"]);
    }
  });

  it("refuses a draft, another session's poll or question, and anyone but the owner", async () => {
    const id = fx.session.id;
    const elsewhere = await createSession(fx.owner, { title: "Elsewhere" });
    const foreignPoll = await createPoll(fx.owner, elsewhere.id, "open");
    const foreignQuestion = await askQuestion(fx.visitors[0]!, elsewhere.id, "Elsewhere?");
    const cases: [unknown, number, string][] = [
      [{ panel: "poll", pollId: fx.polls.draft.id }, 403, "poll_draft"],
      [{ panel: "poll", pollId: foreignPoll.id }, 404, "poll_not_found"],
      [{ panel: "question", questionId: foreignQuestion.id }, 404, "question_not_found"],
    ];
    for (const [body, status, code] of cases) {
      const res = await fx.owner.put(`/api/sessions/${id}/stage`, body);
      expect([res.status, errorOf(res).code], JSON.stringify(body)).toEqual([status, code]);
    }
    const other = await fx.other.put(`/api/sessions/${id}/stage`, { panel: "join" });
    expect([other.status, errorOf(other).code]).toEqual([403, "not_owner"]);
    const signedOut = await fx.signedOut.put(`/api/sessions/${id}/stage`, { panel: "join" });
    expect([signedOut.status, errorOf(signedOut).code]).toEqual([401, "unauthorized"]);
  });

  it("reads as join once its poll is deleted", async () => {
    const session = await createSession(fx.owner, { title: "Vanishing poll" });
    const poll = await createPoll(fx.owner, session.id, "open");
    await setStage(session.id, { panel: "poll", pollId: poll.id });
    must(await fx.owner.delete(`/api/polls/${poll.id}`), 200, "delete poll");
    expect((await fx.owner.get(`/api/sessions/${session.id}/stage`)).body).toEqual({
      panel: "join",
    });
  });
});

describe("the pinned question", () => {
  it("is set by a question panel, moved by another, kept by other panels, carried by /public", async () => {
    const session = await createSession(fx.owner, { title: "Pinned room" });
    const first = await askQuestion(fx.visitors[0]!, session.id, "First one?");
    const second = await askQuestion(fx.visitors[1]!, session.id, "Second one?", "Bo");
    expect(await pinned(session.id)).toBeNull();

    await setStage(session.id, { panel: "question", questionId: first.id });
    expect(await pinned(session.id)).toMatchObject({ id: first.id, questionText: "First one?" });
    await setStage(session.id, { panel: "questions" });
    expect((await pinned(session.id))?.id).toBe(first.id);
    await setStage(session.id, { panel: "question", questionId: second.id });
    const pin = await pinned(session.id);
    expect(pin).toMatchObject({ id: second.id, authorName: "Bo", authorEmail: null });
    // The reader's own upvote shows, as in the question list.
    expect(pin?.hasUpvoted).toBe(false);
  });

  it("is cleared when its question is marked answered, or deleted (the stage then reads join)", async () => {
    const session = await createSession(fx.owner, { title: "Answered room" });
    const asked = await askQuestion(fx.visitors[0]!, session.id, "Answer me?");
    await setStage(session.id, { panel: "question", questionId: asked.id });
    must(await fx.owner.patch(`/api/questions/${asked.id}/answer`), 200, "answer");
    expect(await pinned(session.id)).toBeNull();

    const doomed = await askQuestion(fx.visitors[0]!, session.id, "Delete me?");
    await setStage(session.id, { panel: "question", questionId: doomed.id });
    expect((await pinned(session.id))?.id).toBe(doomed.id);
    must(await fx.owner.delete(`/api/questions/${doomed.id}`), 200, "delete");
    expect(await pinned(session.id)).toBeNull();
    expect((await fx.owner.get(`/api/sessions/${session.id}/stage`)).body).toEqual({
      panel: "join",
    });
  });
});

describe("the live channel", () => {
  it("sends stage_update to a projector with the key and to the owner's socket, at once and on change", async () => {
    const session = await createSession(fx.owner, { title: "Live stage" });
    const key = await newLink(fx.owner, session.id);
    const projector = await live();
    projector.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    const console_ = await live(fx.owner);
    console_.send({ type: "subscribe_stage", sessionId: session.id });
    for (const socket of [projector, console_]) {
      await socket.waitFor(stageIs(session.id, "join"));
      await socket.waitFor(countIs(session.id, 0));
    }
    await setStage(session.id, { panel: "questions" });
    for (const socket of [projector, console_])
      await socket.waitFor(stageIs(session.id, "questions"));
  });

  it("refuses a bad key, another speaker and a stranger with forbidden, and sends them no stage", async () => {
    const session = await createSession(fx.owner, { title: "Guarded stage" });
    await newLink(fx.owner, session.id);
    const badKey = await live();
    badKey.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: "guess" });
    const other = await live(fx.other);
    other.send({ type: "subscribe_stage", sessionId: session.id });
    const stranger = await live(fx.visitors[0]);
    stranger.send({ type: "subscribe_stage", sessionId: session.id });
    for (const socket of [badKey, other, stranger])
      await socket.waitFor((m) => m.type === "error" && m.code === "forbidden");
    await setStage(session.id, { panel: "questions" });
    // A socket that follows the stage hears the change; by then the refused ones would have too.
    const owner = await live(fx.owner);
    owner.send({ type: "subscribe_stage", sessionId: session.id });
    await owner.waitFor(stageIs(session.id, "questions"));
    await setStage(session.id, { panel: "join" });
    await owner.waitFor(stageIs(session.id, "join"));
    for (const socket of [badKey, other, stranger])
      expect(socket.messages.filter((m) => m.type !== "error")).toEqual([]);
  });

  it("tells a projector its link was replaced, and sends it nothing more", async () => {
    const session = await createSession(fx.owner, { title: "Replaced link" });
    const key = await newLink(fx.owner, session.id);
    const projector = await live();
    projector.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    await projector.waitFor(stageIs(session.id, "join"));
    const fresh = await newLink(fx.owner, session.id);
    await projector.waitFor(
      (m) => m.type === "presenter_link_revoked" && m.sessionId === session.id,
    );
    const replaced = await live();
    replaced.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: fresh });
    await replaced.waitFor(stageIs(session.id, "join"));

    await setStage(session.id, { panel: "questions" });
    await replaced.waitFor(stageIs(session.id, "questions"));
    expect(projector.messages.some(stageIs(session.id, "questions"))).toBe(false);
    const again = await live();
    again.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    await again.waitFor((m) => m.type === "error" && m.code === "forbidden");
  });

  it("sends questions_update to the session page when the pin changes", async () => {
    const session = await createSession(fx.owner, { title: "Pin pings" });
    const asked = await askQuestion(fx.visitors[0]!, session.id, "Pin me?");
    const page = await live(fx.visitors[1]);
    page.send({ type: "subscribe_questions", sessionId: session.id });
    // Subscribed once a change made after it arrives.
    await askQuestion(fx.visitors[2]!, session.id, "Warm-up?");
    await page.waitFor((m) => m.type === "questions_update");
    const before = page.messages.length;
    await setStage(session.id, { panel: "question", questionId: asked.id });
    await page.waitFor((m) => m.type === "questions_update" && page.messages.indexOf(m) >= before);
  });

  it("sends attendee pages the stage when they attend and on every change, a draft never", async () => {
    const session = await createSession(fx.owner, { title: "Phones follow" });
    const poll = await createPoll(fx.owner, session.id, "open");
    const question = await askQuestion(fx.visitors[0]!, session.id, "Following?");
    await setStage(session.id, { panel: "poll", pollId: poll.id });
    const pages = await Promise.all([live(fx.visitors[1]), live(fx.visitors[2])]);
    for (const page of pages) page.send({ type: "attend", sessionId: session.id });
    // At once, as the stage stands: the poll on screen.
    for (const page of pages)
      await page.waitFor(
        (m) =>
          stageIs(session.id, "poll")(m) && m.type === "stage_update" && m.stage.pollId === poll.id,
      );
    await setStage(session.id, { panel: "question", questionId: question.id });
    for (const page of pages)
      await page.waitFor(
        (m) =>
          stageIs(session.id, "question")(m) &&
          m.type === "stage_update" &&
          m.stage.questionId === question.id,
      );
    // The poll back in draft: the stage reads join, and the poll's id is not sent again.
    await setStage(session.id, { panel: "poll", pollId: poll.id });
    for (const page of pages) await page.waitFor(stageIs(session.id, "poll"));
    const mark = pages.map((page) => page.messages.length);
    must(await fx.owner.put(`/api/polls/${poll.id}`, { state: "draft" }), 200, "back to draft");
    for (const [i, page] of pages.entries())
      await page.waitFor(
        (m) => stageIs(session.id, "join")(m) && page.messages.indexOf(m) >= mark[i]!,
      );
    // A page that leaves hears no more; attendees never get the projector's count.
    await pages[1].close();
    await setStage(session.id, { panel: "questions" });
    await pages[0].waitFor(stageIs(session.id, "questions"));
    expect(pages[1].messages.some(stageIs(session.id, "questions"))).toBe(false);
    expect(pages[0].messages.some((m) => m.type === "attendance")).toBe(false);
  });

  it("does not send the stage to a page of another session", async () => {
    const session = await createSession(fx.owner, { title: "Stage here" });
    const elsewhere = await createSession(fx.owner, { title: "Not there" });
    const here = await live(fx.visitors[0]);
    here.send({ type: "attend", sessionId: session.id });
    const there = await live(fx.visitors[1]);
    there.send({ type: "attend", sessionId: elsewhere.id });
    await here.waitFor(stageIs(session.id, "join"));
    await there.waitFor(stageIs(elsewhere.id, "join"));
    await setStage(session.id, { panel: "questions" });
    await here.waitFor(stageIs(session.id, "questions"));
    expect(
      there.messages.some((m) => m.type === "stage_update" && m.sessionId === session.id),
    ).toBe(false);
  });

  it("counts attending sockets: three count 3, one closed counts 2", async () => {
    const session = await createSession(fx.owner, { title: "Counted room" });
    const key = await newLink(fx.owner, session.id);
    const projector = await live();
    projector.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    await projector.waitFor(countIs(session.id, 0));
    const pages = await Promise.all(fx.visitors.map((v) => live(v)));
    for (const page of pages) page.send({ type: "attend", sessionId: session.id });
    await projector.waitFor(countIs(session.id, 3));
    const mark = projector.messages.length;
    await pages[0]!.close();
    await projector.waitFor(countIs(session.id, 2, projector, mark));
    // The owner's console opened now starts at the count.
    const console_ = await live(fx.owner);
    console_.send({ type: "subscribe_stage", sessionId: session.id });
    await console_.waitFor(countIs(session.id, 2));
  });
});
