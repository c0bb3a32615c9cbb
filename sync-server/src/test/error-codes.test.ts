/**
 * The shared list of error codes is exactly what the server answers with: for every code in
 * ERROR_CODES a real request makes the server answer it, with the status the HTTP layer's one
 * table gives and the shared error body (docs/decisions.md, Server). A code no request can produce
 * has no place in the list, so the table below must name every code.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_TOKENS_MAX,
  CHOICE_COLORS,
  ERROR_CODES,
  OTP_MAX_WRONG_PER_WINDOW,
  errorBodySchema,
  type CreatedToken,
  type ErrorCode,
  type Poll,
  type PollKind,
  type Resource,
} from "@lectern/shared";
import { STATUS_OF } from "../http/errors.ts";
import { startTestServer, type TestClient, type TestResponse, type TestServer } from "./harness.ts";
import { startTestServerBehindProxy } from "./tcp-proxy.ts";
import {
  TINY_PDF,
  TINY_PNG,
  addMember,
  addTalk,
  askQuestion,
  createEvent,
  createKindPoll,
  createPoll,
  createSession,
  deckPdf,
  fileForm,
  must,
  newKey,
  signedInSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "./seed.ts";

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let ownerId: number;
let otherId: number;
let sessionId: number;
let openPoll: Poll;
let draftPoll: Poll;
let closedPoll: Poll;
let pdf: Resource;
let picturePath: string;
let eventId: number;

const person = () => ({ firstName: "Eve", lastName: "Coder", email: uniqueEmail("codes") });
const pictureForm = (bytes: Uint8Array) =>
  fileForm({ type: "profile" }, { bytes, name: "me.png", type: "image/png" });

/** A registered account whose code was mailed; `since` is when it was asked for. */
async function registered(): Promise<{
  client: TestClient;
  userId: number;
  code: string;
  email: string;
}> {
  const client = server.client();
  const who = person();
  const since = Date.now();
  const res = must(
    await client.post<{ userId: number }>("/api/auth/register", who),
    201,
    "register",
  );
  const code = await server.codeFor(who.email, since);
  return { client, userId: res.userId, code, email: who.email };
}

/** An open poll of `kind` in a session of its own (a session holds 3 polls at most). */
async function kindPoll(kind: PollKind, fields: Record<string, unknown> = {}): Promise<Poll> {
  return createKindPoll(owner, (await createSession(owner)).id, kind, fields);
}

const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** One request per code, each making the server answer that code. */
const REQUESTS: Record<ErrorCode, () => Promise<TestResponse>> = {
  invalid: () => owner.post("/api/sessions", {}),
  invalid_id: () => owner.get("/api/polls/abc/results"),
  invalid_json: () =>
    server
      .client()
      .request("POST", "/api/auth/signin", { raw: { body: "{", contentType: "application/json" } }),
  invalid_choice: async () =>
    (await visitor(server)).post(`/api/polls/${openPoll.id}/vote`, { choiceId: 999_999 }),
  wrong_vote_kind: async () =>
    (await visitor(server)).post(`/api/polls/${(await kindPoll("rating")).id}/vote`, {
      words: ["Late"],
    }),
  too_many_choices: async () => {
    const poll = await kindPoll("multiple", { maxChoices: 2 });
    return (await visitor(server)).post(`/api/polls/${poll.id}/vote`, {
      choiceIds: poll.choices.map((c) => c.id),
    });
  },
  word_too_short: async () =>
    (await visitor(server)).post(`/api/polls/${(await kindPoll("wordcloud")).id}/vote`, {
      words: ["!a!"],
    }),
  word_not_allowed: async () =>
    (await visitor(server)).post(`/api/polls/${(await kindPoll("wordcloud")).id}/vote`, {
      words: ["shit"],
    }),
  invalid_idempotency_key: async () =>
    (await visitor(server)).post(
      `/api/polls/${openPoll.id}/vote`,
      { choiceId: openPoll.choices[0]!.id },
      { headers: { "Idempotency-Key": "bad" } },
    ),
  bad_upload: () =>
    owner.request("POST", "/api/upload", {
      raw: { body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" },
    }),
  pdf_unreadable: () =>
    owner.request("POST", `/api/sessions/${sessionId}/deck`, {
      form: fileForm(
        {},
        {
          bytes: new TextEncoder().encode("%PDF-1.7\nnot really a PDF\n%%EOF\n"),
          name: "deck.pdf",
          type: "application/pdf",
        },
      ),
    }),
  deck_too_many_pages: async () =>
    owner.request("POST", `/api/sessions/${(await createSession(owner)).id}/deck`, {
      form: fileForm(
        {},
        {
          bytes: await deckPdf(Array.from({ length: 301 }, (_, i) => `Page ${i + 1}`)),
          name: "deck.pdf",
          type: "application/pdf",
        },
      ),
    }),
  bad_request: () =>
    server.client().request("POST", "/api/auth/signin", {
      raw: { body: "not gzip", contentType: "application/json" },
      headers: { "content-encoding": "gzip" },
    }),
  file_required: () =>
    owner.request("POST", "/api/upload", {
      form: fileForm({ sessionId, type: "presentation", title: "Slides", description: "Deck" }),
    }),
  picture_required: () =>
    owner.request("POST", "/api/upload-profile", { form: fileForm({ type: "profile" }) }),
  email_required: async () => (await visitor(server)).post(`/api/resources/${pdf.id}/download`, {}),
  not_your_file: () => owner.put(`/api/users/${ownerId}`, { profilePicture: picturePath }),
  otp_missing: async () => {
    const { client, userId, code } = await registered();
    must(await client.post("/api/auth/verify-otp", { userId, otpCode: code }), 200, "verify");
    return client.post("/api/auth/verify-otp", { userId, otpCode: code });
  },
  otp_expired: async () => {
    const { client, userId, code } = await registered();
    await server.lectern.ctx.db
      .updateTable("authCodes")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", userId)
      .execute();
    return client.post("/api/auth/verify-otp", { userId, otpCode: code });
  },
  otp_invalid: async () => {
    const { client, userId, code } = await registered();
    const res = await client.post("/api/auth/verify-otp", { userId, otpCode: wrongCode(code) });
    expect(res.body).toMatchObject({ triesLeft: OTP_MAX_WRONG_PER_WINDOW - 1 });
    return res;
  },
  otp_locked: async () => {
    const { client, userId, code } = await registered();
    for (let i = 1; i < OTP_MAX_WRONG_PER_WINDOW; i++)
      await client.post("/api/auth/verify-otp", { userId, otpCode: wrongCode(code) });
    return client.post("/api/auth/verify-otp", { userId, otpCode: wrongCode(code) });
  },
  import_invalid: () =>
    owner.request("POST", `/api/events/${eventId}/import`, {
      form: fileForm(
        {},
        {
          bytes: Buffer.from('{"schedule": {"conference": '),
          name: "schedule.json",
          type: "application/json",
        },
      ),
    }),
  import_fetch_failed: () =>
    owner.post(`/api/events/${eventId}/import`, { url: "http://127.0.0.1:9/schedule.json" }),
  feedback_chip_unknown: async () => {
    must(await owner.put(`/api/sessions/${sessionId}/feedback/state`, { open: true }), 200, "open");
    return (await visitor(server)).post(`/api/sessions/${sessionId}/feedback`, {
      rating: 4,
      chips: ["Not offered"],
    });
  },
  reaction_not_offered: async () =>
    (await visitor(server)).post(`/api/sessions/${sessionId}/reactions`, { emoji: "🎉" }),
  link_invalid: () => server.client().post("/api/auth/verify-link", { token: "A".repeat(22) }),
  link_expired: async () => {
    const { userId, email } = await registered();
    const token = await server.mail.waitForLinkToken(email);
    await server.lectern.ctx.db
      .updateTable("authLinks")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", userId)
      .execute();
    return server.client().post("/api/auth/verify-link", { token });
  },
  webhook_url_refused: () =>
    owner.post("/api/webhooks", { url: "https://192.168.1.20/hook", events: ["lead.created"] }),
  unauthorized: () => server.client().get("/api/auth/me"),
  forbidden: () => owner.get(`/api/users/${otherId}`),
  not_event_member: () => other.get(`/api/events/${eventId}`),
  not_owner: () => other.put(`/api/polls/${openPoll.id}`, { title: "Mine now" }),
  role_forbidden: async () => {
    const viewer = await addMember(server, owner, sessionId, "viewer");
    return viewer.client.put(`/api/polls/${openPoll.id}`, { title: "Mine now" });
  },
  owner_cannot_vote: () =>
    owner.post(`/api/polls/${openPoll.id}/vote`, { choiceId: openPoll.choices[0]!.id }),
  owner_cannot_ask: () =>
    owner.post(`/api/sessions/${sessionId}/questions`, {
      questionText: "May I?",
      isAnonymous: true,
    }),
  feedback_closed: async () => {
    const quiet = await createSession(owner);
    return (await visitor(server)).post(`/api/sessions/${quiet.id}/feedback`, { rating: 5 });
  },
  owner_cannot_give_feedback: () =>
    owner.post(`/api/sessions/${sessionId}/feedback`, { rating: 5 }),
  owner_cannot_react: () => owner.post(`/api/sessions/${sessionId}/reactions`, { emoji: "👏" }),
  nickname_refused: async () =>
    (await visitor(server)).put(`/api/sessions/${sessionId}/nickname`, { nickname: "shithead" }),
  qa_disabled: async () => {
    const quiet = await createSession(owner, { qaEnabled: false });
    return (await visitor(server)).post(`/api/sessions/${quiet.id}/questions`, {
      questionText: "Anyone?",
      isAnonymous: true,
    });
  },
  poll_draft: async () => (await visitor(server)).get(`/api/polls/${draftPoll.id}/results`),
  asker_blocked: async () => {
    const asker = await visitor(server);
    const question = await askQuestion(asker, sessionId, "Am I about to be blocked?");
    must(
      await owner.post(`/api/sessions/${sessionId}/blocked-askers`, { questionId: question.id }),
      201,
      "block",
    );
    return asker.post(`/api/sessions/${sessionId}/questions`, {
      questionText: "Once more?",
      isAnonymous: true,
    });
  },
  visitor_invalid: () =>
    server.client().post(`/api/polls/${openPoll.id}/vote`, {
      choiceId: openPoll.choices[0]!.id,
    }),
  cross_site: () =>
    owner.post("/api/sessions", {}, { headers: { origin: "https://elsewhere.example" } }),
  not_found: () => server.client().get("/api/no-such-route"),
  unknown_email: () => server.client().post("/api/auth/signin", { email: uniqueEmail("nobody") }),
  unknown_account: () => server.client().post("/api/auth/resend-otp", { userId: 999_999 }),
  user_not_found: () => owner.get("/api/users/999999"),
  session_not_found: () => server.client().get("/api/sessions/999999/public"),
  member_not_found: () => owner.delete(`/api/sessions/${sessionId}/members/999999`),
  event_not_found: () => owner.get("/api/events/999999"),
  talk_not_found: () => owner.patch(`/api/events/${eventId}/talks/999999`, { track: "Web" }),
  poll_not_found: () => server.client().get("/api/polls/999999/results"),
  choice_not_found: () =>
    owner.put("/api/poll-choices/999999", { text: "X", color: CHOICE_COLORS[0], order: 0 }),
  question_not_found: () => owner.request("PATCH", "/api/questions/999999/answer"),
  resource_not_found: () => owner.delete("/api/resources/999999"),
  deck_not_found: async () => owner.get(`/api/sessions/${(await createSession(owner)).id}/deck`),
  deck_page_not_found: async () => {
    const deckSession = (await createSession(owner)).id;
    must(
      await owner.request("POST", `/api/sessions/${deckSession}/deck`, {
        form: fileForm(
          {},
          { bytes: await deckPdf(["Only page"]), name: "deck.pdf", type: "application/pdf" },
        ),
      }),
      202,
      "deck",
    );
    await server.lectern.decks.idle();
    return owner.put(`/api/sessions/${deckSession}/stage`, { panel: "slide", page: 2 });
  },
  file_not_found: () => server.client().get("/api/files/nothing-here.png"),
  file_missing: async () => {
    const lost = await uploadPdf(owner, sessionId, "Lost slides");
    const row = await server.lectern.ctx.db
      .selectFrom("resources")
      .select("storedName")
      .where("id", "=", lost.id)
      .executeTakeFirstOrThrow();
    await server.lectern.ctx.storage.remove(row.storedName!);
    return owner.get(`/api/resources/${lost.id}/file`);
  },
  lead_required: async () => {
    const gated = await uploadPdf(owner, sessionId, "Gated slides");
    return server.client().get(`/api/resources/${gated.id}/file`);
  },
  token_read_only: async () => {
    const { token } = must(
      await owner.post<CreatedToken>("/api/tokens", { name: "Read-only script" }),
      201,
      "token",
    );
    return server
      .client()
      .post("/api/sessions", {}, { headers: { authorization: `Bearer ${token}` } });
  },
  confirm_link_invalid: () =>
    server.client().post("/api/leads/confirm", { token: "not-a-token-anyone-was-given" }),
  quota_exceeded: async () => {
    // A speaker whose uploads already fill the quota: one more picture does not fit.
    const full = await signedInSpeaker(server, { firstName: "Flo", lastName: "Full" });
    const { user: me } = must(await full.get<{ user: { id: number } }>("/api/auth/me"), 200, "me");
    const quota = must(
      await full.get<{ quotaBytes: number }>(`/api/users/${me.id}/storage`),
      200,
      "storage",
    ).quotaBytes;
    await server.lectern.ctx.db
      .insertInto("files")
      .values({
        storedName: "FullQuotaPicture00.png",
        userId: me.id,
        mimeType: "image/png",
        fileSize: quota,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return full.request("POST", "/api/upload-profile", { form: pictureForm(TINY_PNG) });
  },
  member_is_owner: async () => {
    const me = must(await owner.get<{ user: { email: string } }>("/api/auth/me"), 200, "me");
    return owner.post(`/api/sessions/${sessionId}/members`, {
      email: me.user.email,
      role: "viewer",
    });
  },
  talk_in_other_event: async () => {
    const talk = await addTalk(owner, eventId);
    const elsewhere = await createEvent(owner, { name: "Elsewhere Conf" });
    return owner.post(`/api/events/${elsewhere.id}/talks`, {
      sessionId: talk.sessionId,
      startsAt: talk.startsAt,
      endsAt: talk.endsAt,
      room: "Main Hall",
    });
  },
  member_not_active: async () => {
    const invited = must(
      await owner.post<{ id: number }>(`/api/sessions/${sessionId}/members`, {
        email: uniqueEmail("not-yet"),
        role: "cohost",
      }),
      201,
      "invite",
    );
    return owner.post(`/api/sessions/${sessionId}/transfer`, { memberId: invited.id });
  },
  email_taken: async () => {
    const who = person();
    const since = Date.now();
    must(await server.client().post("/api/auth/register", who), 201, "register");
    await server.codeFor(who.email, since);
    return server.client().post("/api/auth/register", who);
  },
  already_voted: async () => {
    const voter = await visitor(server);
    const choiceId = openPoll.choices[0]!.id;
    must(await voter.post(`/api/polls/${openPoll.id}/vote`, { choiceId }), 201, "vote");
    return voter.post(`/api/polls/${openPoll.id}/vote`, { choiceId });
  },
  already_upvoted: async () => {
    const question = await askQuestion(await visitor(server), sessionId);
    const voter = await visitor(server);
    must(await voter.post(`/api/questions/${question.id}/vote`, {}), 201, "upvote");
    return voter.post(`/api/questions/${question.id}/vote`, {});
  },
  poll_closed: async () =>
    (await visitor(server)).post(`/api/polls/${closedPoll.id}/vote`, {
      choiceId: closedPoll.choices[0]!.id,
    }),
  poll_has_votes: async () => {
    const poll = await kindPoll("single");
    const choiceId = poll.choices[0]!.id;
    must(
      await (await visitor(server)).post(`/api/polls/${poll.id}/vote`, { choiceId }),
      201,
      "vote",
    );
    return owner.put(`/api/polls/${poll.id}`, { kind: "multiple" });
  },
  not_a_quiz: async () =>
    owner.post(`/api/polls/${(await kindPoll("single", { state: "closed" })).id}/reveal`),
  poll_not_closed: async () => owner.post(`/api/polls/${(await kindPoll("quiz")).id}/reveal`),
  question_not_approved: async () => {
    const reviewed = await createSession(owner);
    must(
      await owner.patch(`/api/sessions/${reviewed.id}`, { questionReview: true }),
      200,
      "review",
    );
    const pending = await askQuestion(await visitor(server), reviewed.id, "Pending, am I?");
    return owner.patch(`/api/questions/${pending.id}/answer`);
  },
  answer_revealed: async () => {
    const poll = await kindPoll("quiz", { state: "closed" });
    must(await owner.post(`/api/polls/${poll.id}/reveal`), 200, "reveal");
    return owner.put(`/api/polls/${poll.id}`, { state: "open" });
  },
  max_tokens: async () => {
    const holder = await signedInSpeaker(server, { firstName: "Tia", lastName: "Tokens" });
    for (let made = 0; made < API_TOKENS_MAX; made++)
      must(await holder.post("/api/tokens", { name: `Token ${made}` }), 201, "token");
    return holder.post("/api/tokens", { name: "One too many" });
  },
  max_polls: async () => {
    const full = await createSession(owner);
    for (const state of ["open", "draft", "closed"] as const)
      await createPoll(owner, full.id, state);
    return owner.post(`/api/sessions/${full.id}/polls`, {
      title: "One too many",
      question: "Fourth?",
      state: "draft",
      order: 3,
      choices: [
        { text: "A", color: CHOICE_COLORS[0], order: 0 },
        { text: "B", color: CHOICE_COLORS[1], order: 1 },
      ],
    });
  },
  max_choices: async () => {
    const texts = Array.from({ length: 10 }, (_, i) => `Choice ${i + 1}`);
    const full = await createPoll(owner, (await createSession(owner)).id, "draft", texts);
    return owner.post(`/api/polls/${full.id}/choices`, {
      text: "Eleventh",
      color: CHOICE_COLORS[0],
      order: 10,
    });
  },
  min_choices: async () => {
    const pair = await createPoll(owner, (await createSession(owner)).id, "draft");
    return owner.delete(`/api/poll-choices/${pair.choices[0]!.id}`);
  },
  precondition_failed: () =>
    server.client().get(picturePath, { headers: { "if-match": '"not-this-one"' } }),
  file_too_large: () =>
    owner.request("POST", "/api/upload", {
      form: fileForm(
        { sessionId, type: "presentation", title: "Huge", description: "Deck" },
        { bytes: Buffer.alloc(20 * 1024 * 1024 + 1), name: "huge.pdf", type: "application/pdf" },
      ),
    }),
  picture_too_large: () =>
    owner.request("POST", "/api/upload-profile", {
      form: pictureForm(Buffer.alloc(5 * 1024 * 1024 + 1)),
    }),
  body_too_large: () => owner.post("/api/sessions", { title: "x".repeat(200 * 1024) }),
  file_type_not_allowed: () =>
    owner.request("POST", "/api/upload", {
      form: fileForm(
        { sessionId, type: "presentation", title: "Notes", description: "Plain text" },
        { bytes: Buffer.from("just text"), name: "notes.pdf", type: "application/pdf" },
      ),
    }),
  image_type_not_allowed: () =>
    owner.request("POST", "/api/upload-profile", { form: pictureForm(TINY_PDF) }),
  unsupported_media_type: () =>
    owner.request("POST", "/api/sessions", { raw: { body: "title=x", contentType: "text/plain" } }),
  unsupported_encoding: () =>
    owner.request("POST", "/api/sessions", {
      raw: { body: "{}", contentType: "application/json" },
      headers: { "content-encoding": "x-unknown" },
    }),
  range_not_satisfiable: () =>
    server.client().get(picturePath, { headers: { range: "bytes=999999-" } }),
  idempotency_key_reused: async () => {
    const voter = await visitor(server);
    const key = newKey();
    const question = await askQuestion(await visitor(server), sessionId);
    const headers = { "Idempotency-Key": key };
    must(await voter.post(`/api/questions/${question.id}/vote`, {}, { headers }), 201, "upvote");
    return voter.post(`/api/resources/${pdf.id}/download`, {}, { headers });
  },
  rate_limited: async () => {
    const { client, userId } = await registered();
    must(await client.post("/api/auth/resend-otp", { userId }), 200, "first resend");
    return client.post("/api/auth/resend-otp", { userId });
  },
  internal: async () => {
    const uploads = path.join(broken.dataDir, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "not a folder");
    return brokenSpeaker.request("POST", "/api/upload-profile", { form: pictureForm(TINY_PNG) });
  },
  mail_failed: async () => {
    const who = person();
    await mailDown.client().post("/api/auth/register", who);
    return mailDown.client().post("/api/auth/signin", { email: who.email });
  },
  mail_failed_after_register: () => mailDown.client().post("/api/auth/register", person()),
  lookup_failed: () =>
    brokenSpeaker.post("/api/profile/linkedin-lookup", {
      linkedinUrl: "https://www.linkedin.com/in/someone",
    }),
  lookup_not_configured: () =>
    owner.post("/api/profile/linkedin-lookup", {
      linkedinUrl: "https://www.linkedin.com/in/someone",
    }),
  database_unavailable: async () => {
    const { server: behind, proxy } = outage!;
    proxy.cut();
    try {
      return await behind.client().get("/api/sessions/999999/public");
    } finally {
      proxy.restore();
    }
  },
};

/**
 * A server whose lookup webhook is down and whose uploads folder (FILE_STORAGE local) is about to
 * break.
 */
let broken: TestServer;
let brokenSpeaker: TestClient;
/** A server whose mail server is down. */
let mailDown: TestServer;
/**
 * On PostgreSQL, a server whose way to the database is about to be cut (tcp-proxy.ts). SQLite is a
 * file in the process, with no server to lose, so there `database_unavailable` is skipped.
 */
let outage: Awaited<ReturnType<typeof startTestServerBehindProxy>> | null = null;

beforeAll(async () => {
  server = await startTestServer();
  broken = await startTestServer({
    linkedinLookupUrl: "http://127.0.0.1:1/hook",
    fileStorage: "local",
  });
  mailDown = await startTestServer({ smtpUrl: "smtp://127.0.0.1:1" });
  if (process.env.LECTERN_TEST_DB === "postgres") outage = await startTestServerBehindProxy();
  brokenSpeaker = await signedInSpeaker(broken, { firstName: "Bo", lastName: "Broken" });
  owner = await signedInSpeaker(server, { firstName: "Olive", lastName: "Owner" });
  other = await signedInSpeaker(server, { firstName: "Otto", lastName: "Other" });
  ownerId = must(await owner.get<{ user: { id: number } }>("/api/auth/me"), 200, "me").user.id;
  otherId = must(await other.get<{ user: { id: number } }>("/api/auth/me"), 200, "me").user.id;
  sessionId = (await createSession(owner)).id;
  openPoll = await createPoll(owner, sessionId, "open");
  draftPoll = await createPoll(owner, sessionId, "draft");
  closedPoll = await createPoll(owner, sessionId, "closed");
  pdf = await uploadPdf(owner, sessionId);
  eventId = (await createEvent(owner)).id;
  picturePath = must(
    await other.request<{ filePath: string }>("POST", "/api/upload-profile", {
      form: pictureForm(TINY_PNG),
    }),
    201,
    "picture",
  ).filePath;
});

afterAll(async () => {
  await Promise.all([server?.close(), broken?.close(), mailDown?.close(), outage?.close()]);
});

describe("error codes", () => {
  it("the table above names every code of the shared list, and no other", () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(STATUS_OF).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.for([...ERROR_CODES])("a real request is answered %s", async (code, { skip }) => {
    if (code === "database_unavailable" && !outage) skip("SQLite has no database server to lose");
    const res = await REQUESTS[code]();
    const body = errorBodySchema.parse(res.body);
    expect({ status: res.status, code: body.code }).toEqual({ status: STATUS_OF[code], code });
    expect(body.message).not.toBe("");
  });
});
