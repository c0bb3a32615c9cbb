/**
 * Q&A moderation through the real server (docs/product.md, Moderation): a pending question reaches
 * its asker and the owner and nobody else, through any reader (the list, what a live ping leads to,
 * the pre-rendered page, the projector, the export); approving shows it, dismissing hides it;
 * turning review off approves what waits; replies, edits, the profanity filter and blocking, and
 * how review and blocking meet the outbox's replays.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  MESSAGES,
  PRESENTER_KEY_HEADER,
  blockedAskerSchema,
  questionSchema,
  type BlockedAsker,
  type PresenterLink,
  type PublicSession,
  type Question,
  type Stage,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  askQuestion,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";

const SHELL = fs.readFileSync(path.resolve(import.meta.dirname, "../../../pwa/index.html"), "utf8");

let server: TestServer;
let distDir: string;
let owner: TestClient;
let other: TestClient;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
  server = await startTestServer({ pwaDistDir: distDir });
  owner = await signedInSpeaker(server, { firstName: "Mona", lastName: "Moderator" });
  other = await signedInSpeaker(server, { firstName: "Oscar", lastName: "Other" });
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const reviewedSession = () => createSession(owner, { questionReview: true });

async function questionsOf(client: TestClient, sessionId: number, init = {}) {
  const res = await client.get<Question[]>(`/api/sessions/${sessionId}/questions`, init);
  return must(res, 200, "questions").map((q) => questionSchema.parse(q));
}

async function textsOf(client: TestClient, sessionId: number): Promise<string[]> {
  return (await questionsOf(client, sessionId)).map((q) => q.questionText);
}

/** The page a phone's first visit gets: the app shell with the session pre-rendered into it. */
async function prerendered(sessionId: number): Promise<string> {
  const res = await fetch(`${server.baseUrl}/session/${sessionId}`, {
    headers: { accept: "text/html" },
  });
  expect(res.status).toBe(200);
  return res.text();
}

async function presenterKey(sessionId: number): Promise<string> {
  const { url } = must(
    await owner.post<PresenterLink>(`/api/sessions/${sessionId}/presenter-link`),
    201,
    "presenter link",
  );
  return new URL(url).hash.replace("#key=", "");
}

/** The questions the projector reads: with the presenter key, here from the owner's own browser. */
async function projectorQuestions(sessionId: number, key: string): Promise<Question[]> {
  return questionsOf(owner, sessionId, { headers: { [PRESENTER_KEY_HEADER]: key } });
}

async function questionsCsv(client: TestClient, sessionId: number) {
  return client.get<string>(`/api/sessions/${sessionId}/export/questions.csv`);
}

/** A session page's socket, subscribed to the session's questions. */
async function attending(client: TestClient, sessionId: number) {
  const socket = await openLive(server, client);
  sockets.push(socket);
  socket.send({ type: "subscribe_questions", sessionId });
  // Handled in order: once this unknown poll's error is back, the subscription is in place.
  socket.send({ type: "subscribe_poll", pollId: 99_999_998 });
  await socket.waitFor((m) => m.type === "error");
  return {
    /** The next questions_update from now on: call before the change, await after it. */
    nextPing(): Promise<unknown> {
      const from = socket.messages.length;
      return socket.waitFor(
        (m) =>
          m.type === "questions_update" &&
          m.sessionId === sessionId &&
          socket.messages.indexOf(m) >= from,
      );
    },
  };
}

async function approve(questionId: number): Promise<Question> {
  const res = await owner.post<{ question: Question }>(`/api/questions/${questionId}/approve`);
  return questionSchema.parse(must(res, 200, "approve").question);
}

async function dismiss(questionId: number): Promise<Question> {
  const res = await owner.post<{ question: Question }>(`/api/questions/${questionId}/dismiss`);
  return questionSchema.parse(must(res, 200, "dismiss").question);
}

async function block(sessionId: number, questionId: number) {
  return owner.post<BlockedAsker>(`/api/sessions/${sessionId}/blocked-askers`, { questionId });
}

describe("review first", () => {
  it("keeps a pending question from everyone but its asker and the owner, wherever they read", async () => {
    const session = await reviewedSession();
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const key = await presenterKey(session.id);
    const page = await attending(bystander, session.id);
    const ping = page.nextPing();

    const asked = questionSchema.parse(
      await askQuestion(asker, session.id, "Can we see the benchmark code?", "Bea"),
    );
    expect(asked.status).toBe("pending");

    // The bystander's page is told to read again, and what it reads has no pending question.
    await ping;
    expect(await textsOf(bystander, session.id)).toEqual([]);
    const html = await prerendered(session.id);
    expect(html).toContain(session.title);
    expect(html).not.toContain("benchmark code");
    expect(await projectorQuestions(session.id, key)).toEqual([]);
    const signedOutProjector = await server
      .client()
      .get<Question[]>(`/api/sessions/${session.id}/questions`, {
        headers: { [PRESENTER_KEY_HEADER]: key },
      });
    expect(must(signedOutProjector, 200, "projector")).toEqual([]);
    // The export is the owner's: anyone else gets a refusal, not the file.
    for (const [client, status] of [
      [bystander, 401],
      [asker, 401],
      [other, 403],
    ] as const) {
      const res = await questionsCsv(client, session.id);
      expect(res.status).toBe(status);
      expect(JSON.stringify(res.body)).not.toContain("benchmark code");
    }

    // The asker sees it as waiting, the owner sees it in the review queue.
    const own = await questionsOf(asker, session.id);
    expect(own.map((q) => [q.id, q.status])).toEqual([[asked.id, "pending"]]);
    const queue = await questionsOf(owner, session.id);
    expect(queue.map((q) => [q.id, q.status, q.authorName])).toEqual([
      [asked.id, "pending", "Bea"],
    ]);
    const csv = must(await questionsCsv(owner, session.id), 200, "export");
    expect(csv).toMatch(/^Can we see the benchmark code\?,Bea,0,No,[^,]+,pending,$/m);

    // Nobody acts on it yet: not the bystander (it is not there), not the asker, not the owner.
    expect(errorOf(await bystander.post(`/api/questions/${asked.id}/vote`, {})).code).toBe(
      "question_not_found",
    );
    const ownVote = await asker.post(`/api/questions/${asked.id}/vote`, {});
    expect([ownVote.status, errorOf(ownVote).code]).toEqual([409, "question_not_approved"]);
    const answered = await owner.patch(`/api/questions/${asked.id}/answer`);
    expect([answered.status, errorOf(answered).message]).toEqual([
      409,
      MESSAGES.questionNotApproved,
    ]);
    const staged = await owner.put(`/api/sessions/${session.id}/stage`, {
      panel: "question",
      questionId: asked.id,
    } satisfies Stage);
    expect([staged.status, errorOf(staged).code]).toEqual([409, "question_not_approved"]);
  });

  it("shows an approved question to everyone at once, and hides a dismissed one but from the owner", async () => {
    const session = await reviewedSession();
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const key = await presenterKey(session.id);
    const page = await attending(bystander, session.id);
    const asked = await askQuestion(asker, session.id, "Will there be a recording?", null);

    let ping = page.nextPing();
    expect((await approve(asked.id)).status).toBe("approved");
    await ping;
    expect(await textsOf(bystander, session.id)).toEqual(["Will there be a recording?"]);
    expect((await projectorQuestions(session.id, key)).map((q) => q.id)).toEqual([asked.id]);
    must(await bystander.post(`/api/questions/${asked.id}/vote`, {}), 201, "upvote");

    // Shown on the stage, it is pinned for the room and in the pre-rendered page.
    must(
      await owner.put(`/api/sessions/${session.id}/stage`, {
        panel: "question",
        questionId: asked.id,
      }),
      200,
      "stage",
    );
    expect(await prerendered(session.id)).toContain("Will there be a recording?");

    ping = page.nextPing();
    expect((await dismiss(asked.id)).status).toBe("dismissed");
    await ping;
    expect(await textsOf(bystander, session.id)).toEqual([]);
    expect(await textsOf(asker, session.id)).toEqual([]);
    expect(await projectorQuestions(session.id, key)).toEqual([]);
    const publicPage = must(
      await bystander.get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "public",
    );
    expect(publicPage.pinnedQuestion).toBeNull();
    expect(await prerendered(session.id)).not.toContain("Will there be a recording?");
    expect(must(await owner.get<Stage>(`/api/sessions/${session.id}/stage`), 200, "stage")).toEqual(
      { panel: "join" },
    );
    const dismissed = await questionsOf(owner, session.id);
    expect(dismissed.map((q) => [q.id, q.status, q.upvotes])).toEqual([[asked.id, "dismissed", 1]]);

    // Found under Dismissed, it can be approved after all.
    await approve(asked.id);
    expect(await textsOf(bystander, session.id)).toEqual(["Will there be a recording?"]);
  });

  it("approves every pending question when review is turned off, and dismissed ones stay so", async () => {
    const session = await reviewedSession();
    const [a, b, c, bystander] = await Promise.all([1, 2, 3, 4].map(() => visitor(server)));
    const first = await askQuestion(a!, session.id, "First?", null);
    const second = await askQuestion(b!, session.id, "Second?", null);
    const third = await askQuestion(c!, session.id, "Third?", null);
    await dismiss(third.id);
    const page = await attending(bystander!, session.id);

    const ping = page.nextPing();
    const updated = must(
      await owner.patch<{ questionReview: boolean }>(`/api/sessions/${session.id}`, {
        questionReview: false,
      }),
      200,
      "review off",
    );
    expect(updated.questionReview).toBe(false);
    await ping;
    const shown = await questionsOf(bystander!, session.id);
    expect(shown.map((q) => [q.id, q.status]).sort()).toEqual(
      [
        [first.id, "approved"],
        [second.id, "approved"],
      ].sort(),
    );
    expect((await questionsOf(owner, session.id)).find((q) => q.id === third.id)?.status).toBe(
      "dismissed",
    );
    const later = await askQuestion(a!, session.id, "And now?", null);
    expect(later.status).toBe("approved");
  });

  it("stores a question replayed from the outbox once, pending once, answering the first reply", async () => {
    const session = await reviewedSession();
    const asker = await visitor(server);
    const key = newKey();
    const send = () =>
      asker.post<Question>(
        `/api/sessions/${session.id}/questions`,
        { questionText: "Asked on the train?", isAnonymous: true },
        { headers: { "Idempotency-Key": key } },
      );
    const first = must(await send(), 201, "first send");
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.body).toEqual(first);
    const queue = await questionsOf(owner, session.id);
    expect(queue.map((q) => [q.questionText, q.status])).toEqual([
      ["Asked on the train?", "pending"],
    ]);
  });
});

describe("reply and edit", () => {
  it("shows the owner's one reply under the question for everyone, live, until it is removed", async () => {
    const session = await createSession(owner);
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const asked = await askQuestion(asker, session.id, "Where are the slides?", "Ada");
    const page = await attending(bystander, session.id);

    let ping = page.nextPing();
    const replied = must(
      await owner.put<{ question: Question }>(`/api/questions/${asked.id}/reply`, {
        text: "  On this page, under Resources.  ",
      }),
      200,
      "reply",
    ).question;
    expect(replied.reply?.text).toBe("On this page, under Resources.");
    await ping;
    const [seen] = await questionsOf(bystander, session.id);
    expect(seen!.reply).toEqual(replied.reply);

    must(
      await owner.put(`/api/questions/${asked.id}/reply`, { text: "Under Resources, at the top." }),
      200,
      "replace",
    );
    expect((await questionsOf(bystander, session.id))[0]!.reply?.text).toBe(
      "Under Resources, at the top.",
    );

    const blank = await owner.put(`/api/questions/${asked.id}/reply`, { text: "   " });
    expect([blank.status, errorOf(blank).message]).toEqual([
      400,
      `text: ${MESSAGES.replyRequired}`,
    ]);
    const long = await owner.put(`/api/questions/${asked.id}/reply`, { text: "x".repeat(501) });
    expect(long.status).toBe(400);
    must(
      await owner.put(`/api/questions/${asked.id}/reply`, { text: "y".repeat(500) }),
      200,
      "500",
    );

    ping = page.nextPing();
    const removed = must(
      await owner.delete<{ question: Question }>(`/api/questions/${asked.id}/reply`),
      200,
      "remove reply",
    );
    expect(removed.question.reply).toBeNull();
    await ping;
    expect((await questionsOf(bystander, session.id))[0]!.reply).toBeNull();
    expect((await bystander.put(`/api/questions/${asked.id}/reply`, { text: "Me?" })).status).toBe(
      401,
    );
  });

  it("lets the owner correct a question's text, which then reads as edited for everyone", async () => {
    const session = await createSession(owner);
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const asked = await askQuestion(asker, session.id, "Does it wrk offline?", "Ada");
    expect(asked.isEdited).toBe(false);
    const edited = must(
      await owner.patch<{ question: Question }>(`/api/questions/${asked.id}`, {
        text: "Does it work offline?",
      }),
      200,
      "edit",
    ).question;
    expect(edited).toMatchObject({ questionText: "Does it work offline?", isEdited: true });
    for (const reader of [bystander, asker, owner]) {
      const [seen] = await questionsOf(reader, session.id);
      expect(seen).toMatchObject({ questionText: "Does it work offline?", isEdited: true });
    }
    const empty = await owner.patch(`/api/questions/${asked.id}`, { text: "" });
    expect([empty.status, errorOf(empty).message]).toEqual([
      400,
      `text: ${MESSAGES.questionRequired}`,
    ]);
    expect((await other.patch(`/api/questions/${asked.id}`, { text: "Mine now" })).status).toBe(
      403,
    );
  });
});

describe("the profanity filter", () => {
  it("masks the text, the name and the reply for everyone but the owner, projector included", async () => {
    const session = await createSession(owner);
    expect(session.profanityFilter).toBe(true);
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const key = await presenterKey(session.id);
    const asked = await askQuestion(asker, session.id, "What the shit is this?", "Bastard Bob");
    must(
      await owner.put(`/api/questions/${asked.id}/reply`, { text: "A shit demo, sorry." }),
      200,
      "reply",
    );
    must(
      await owner.put(`/api/sessions/${session.id}/stage`, {
        panel: "question",
        questionId: asked.id,
      }),
      200,
      "pin",
    );

    const masked = {
      questionText: "What the **** is this?",
      authorName: "**** Bob",
      reply: expect.objectContaining({ text: "A **** demo, sorry." }) as unknown,
    };
    expect(asked).toMatchObject({ questionText: masked.questionText });
    expect((await questionsOf(bystander, session.id))[0]).toMatchObject(masked);
    expect((await questionsOf(asker, session.id))[0]).toMatchObject(masked);
    expect((await projectorQuestions(session.id, key))[0]).toMatchObject(masked);
    const publicPage = must(
      await bystander.get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "public",
    );
    expect(publicPage.pinnedQuestion).toMatchObject(masked);
    const html = await prerendered(session.id);
    expect(html).toContain("What the **** is this?");
    expect(html).not.toContain("shit");

    const original = {
      questionText: "What the shit is this?",
      authorName: "Bastard Bob",
      reply: expect.objectContaining({ text: "A shit demo, sorry." }) as unknown,
    };
    expect((await questionsOf(owner, session.id))[0]).toMatchObject(original);
    const csv = must(await questionsCsv(owner, session.id), 200, "export");
    expect(csv).toMatch(
      /^What the shit is this\?,Bastard Bob,0,No,[^,]+,approved,"A shit demo, sorry."/m,
    );

    // Turned off, everyone reads the originals.
    must(await owner.patch(`/api/sessions/${session.id}`, { profanityFilter: false }), 200, "off");
    expect((await questionsOf(bystander, session.id))[0]).toMatchObject(original);
  });

  it("leaves a session made without the filter alone, and whole words only", async () => {
    const session = await createSession(owner, { profanityFilter: false });
    const asker = await visitor(server);
    await askQuestion(asker, session.id, "Is shit allowed here?", null);
    const filtered = await createSession(owner);
    await askQuestion(asker, filtered.id, "Greetings from Scunthorpe: how do classes work?", null);
    // Everyday words of Lectern's other languages stay as written.
    await askQuestion(asker, filtered.id, "Pourquoi les slides ne sont pas là ?", null);
    await askQuestion(asker, filtered.id, "Por que não há mais pão no bar?", null);
    await askQuestion(asker, filtered.id, "Was ist mit dem Mist passiert?", null);
    await askQuestion(asker, filtered.id, "Is this fucking thing on?", null);
    const bystander = await visitor(server);
    expect(await textsOf(bystander, session.id)).toEqual(["Is shit allowed here?"]);
    expect((await textsOf(bystander, filtered.id)).sort()).toEqual([
      "Greetings from Scunthorpe: how do classes work?",
      "Is this **** thing on?",
      "Por que não há mais pão no bar?",
      "Pourquoi les slides ne sont pas là ?",
      "Was ist mit dem Mist passiert?",
    ]);
  });
});

describe("blocking an asker", () => {
  it("refuses their next question with the reason, keeps their earlier ones, and can be undone", async () => {
    const session = await createSession(owner);
    const [asker, bystander] = [await visitor(server), await visitor(server)];
    const spam = await askQuestion(asker, session.id, "Buy my course?", "Spammer");
    const fair = await askQuestion(bystander, session.id, "A fair question?", "Fay");

    const res = await block(session.id, spam.id);
    expect(res.status).toBe(201);
    const blocked = blockedAskerSchema.parse(res.body);
    expect(blocked).toMatchObject({
      sessionId: session.id,
      questionId: spam.id,
      questionText: "Buy my course?",
      authorName: "Spammer",
    });
    const again = await block(session.id, spam.id);
    expect([again.status, again.body.id]).toEqual([200, blocked.id]);

    const refused = await asker.post(`/api/sessions/${session.id}/questions`, {
      questionText: "Buy it now?",
      isAnonymous: true,
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: "asker_blocked",
      message: MESSAGES.askerBlocked,
    });
    // Their earlier question stays for everyone; the owner sees who is blocked.
    expect(await textsOf(bystander, session.id)).toEqual(
      expect.arrayContaining(["Buy my course?", "A fair question?"]),
    );
    const ownerView = await questionsOf(owner, session.id);
    expect(ownerView.map((q) => [q.id, q.askerBlocked]).sort()).toEqual(
      [
        [spam.id, true],
        [fair.id, false],
      ].sort(),
    );
    expect((await questionsOf(bystander, session.id)).every((q) => !q.askerBlocked)).toBe(true);
    // Blocked in this session only.
    const elsewhere = await createSession(owner);
    await askQuestion(asker, elsewhere.id, "May I ask here?", null);

    const list = must(
      await owner.get<BlockedAsker[]>(`/api/sessions/${session.id}/blocked-askers`),
      200,
      "blocked list",
    );
    expect(list).toEqual([blocked]);
    must(
      await owner.delete(`/api/sessions/${session.id}/blocked-askers/${blocked.id}`),
      200,
      "undo",
    );
    await askQuestion(asker, session.id, "Sorry, a real question?", null);
    const twice = await owner.delete(`/api/sessions/${session.id}/blocked-askers/${blocked.id}`);
    expect([twice.status, errorOf(twice).code]).toEqual([404, "not_found"]);
  });

  it("lists the newest block first, names none once its question is deleted, and refuses a question of another session", async () => {
    const session = await createSession(owner);
    const [a, b] = [await visitor(server), await visitor(server)];
    const qa = await askQuestion(a, session.id, "First spam?", "A");
    const qb = await askQuestion(b, session.id, "Second spam?", null);
    const first = blockedAskerSchema.parse(must(await block(session.id, qa.id), 201, "block a"));
    const second = blockedAskerSchema.parse(must(await block(session.id, qb.id), 201, "block b"));
    expect(second.authorName).toBeNull();
    must(await owner.delete(`/api/questions/${qa.id}`), 200, "delete");
    const list = must(
      await owner.get<BlockedAsker[]>(`/api/sessions/${session.id}/blocked-askers`),
      200,
      "list",
    );
    expect(list.map((x) => [x.id, x.questionId, x.questionText])).toEqual([
      [second.id, qb.id, "Second spam?"],
      [first.id, null, null],
    ]);
    // Deleting the question keeps the block.
    expect(
      (
        await a.post(`/api/sessions/${session.id}/questions`, {
          questionText: "Back?",
          isAnonymous: true,
        })
      ).status,
    ).toBe(403);

    const elsewhere = await createSession(owner);
    const foreign = await askQuestion(await visitor(server), elsewhere.id, "Not yours?", null);
    const wrong = await block(session.id, foreign.id);
    expect([wrong.status, errorOf(wrong).code]).toEqual([404, "question_not_found"]);
  });

  it("blocks a signed-in asker by their account", async () => {
    const session = await createSession(owner);
    const speaker = await signedInSpeaker(server, { firstName: "Sid", lastName: "Signed" });
    const asked = await askQuestion(speaker, session.id, "Asked while signed in?", "Sid");
    must(await block(session.id, asked.id), 201, "block");
    const refused = await speaker.post(`/api/sessions/${session.id}/questions`, {
      questionText: "Again?",
      isAnonymous: true,
    });
    expect(errorOf(refused).code).toBe("asker_blocked");
  });

  it("still answers a replay of a question accepted before the block with its stored answer", async () => {
    const session = await reviewedSession();
    const asker = await visitor(server);
    const key = newKey();
    const send = (text: string, idempotencyKey: string) =>
      asker.post<Question>(
        `/api/sessions/${session.id}/questions`,
        { questionText: text, isAnonymous: true },
        { headers: { "Idempotency-Key": idempotencyKey } },
      );
    const accepted = must(await send("Accepted before?", key), 201, "accepted");
    must(await block(session.id, accepted.id), 201, "block");
    const replay = await send("Accepted before?", key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(accepted);
    const fresh = await send("And after?", newKey());
    expect(errorOf(fresh).code).toBe("asker_blocked");
    expect((await questionsOf(owner, session.id)).map((q) => q.questionText)).toEqual([
      "Accepted before?",
    ]);
  });
});
