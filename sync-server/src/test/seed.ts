/**
 * The one seeder of Lectern's tests and benchmarks: it makes speakers, sessions, resources, polls
 * and questions through the real API only, over a TestClient at a base URL, so the API tests, the
 * Playwright fixtures (e2e/page-models/attendee-seed.ts) and the benchmark children
 * (bench/lib/server-child.ts) all seed the same way; events and their talks too. Also the full fixture the cross-cutting API
 * tests share, the benchmarks' scenarios, and what those tests read back from SQLite.
 */
import crypto from "node:crypto";
import {
  CHOICE_COLORS,
  hasChoices,
  errorBodySchema,
  type createSessionResponseSchema,
  type CreateEventBody,
  type CreatePollBody,
  type EventMember,
  type EventRole,
  type ErrorBody,
  type Member,
  type MemberRole,
  type Poll,
  type PollKind,
  type PollResultChoice,
  type PollResults,
  type PollState,
  type Question,
  type Resource,
  type LecternEvent,
  type Talk,
  type User,
  type voteResponseSchema,
} from "@lectern/shared";
import { sql } from "kysely";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { z } from "zod";
import type { LecternEndpoint, RequestInit, TestClient, TestResponse } from "./client.ts";
import type { TestServer } from "./harness.ts";

/** A minimal valid PDF (the server checks a file's first bytes, not its name). */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A 1x1 PNG, for picture uploads. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** An e-mail address no other test has used. */
export function uniqueEmail(label = "person"): string {
  return `${label}-${crypto.randomBytes(5).toString("hex")}@example.test`;
}

/** A fresh Idempotency-Key, as the outbox makes one per action. */
export function newKey(): string {
  return crypto.randomUUID();
}

/** Returns the body when the status is the expected one, else throws with what the server said. */
export function must<T>(res: TestResponse<T>, status: number, what: string): T {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** The body of a refused request, checked to be the shared error shape ({message, code?, issues?}). */
export function errorOf(res: TestResponse): ErrorBody {
  return errorBodySchema.parse(res.body);
}

/** Whether a body is the shared error shape, for checks that report a problem rather than throw. */
export function isErrorBody(body: unknown): body is ErrorBody {
  return errorBodySchema.safeParse(body).success;
}

/** Where a speaker's sign-in code can be read: the API tests' SMTP sink or the e2e mail log. */
export interface CodeSource {
  codeFor(email: string, since: number): Promise<string>;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** Signs a new speaker up through the real flow (register, code from the mail, verify). */
export async function signUpSpeaker(
  codes: CodeSource,
  client: TestClient,
  person: Person,
): Promise<User> {
  const since = Date.now();
  const registered = await client.post<{ userId: number }>("/api/auth/register", person);
  if (registered.status !== 201 && registered.status !== 200) {
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  }
  const code = await codes.codeFor(person.email, since);
  const verified = await client.post<{ user: User }>("/api/auth/verify-otp", {
    userId: registered.body.userId,
    otpCode: code,
  });
  return must(verified, 200, "verify").user;
}

/** A new client signed in as a new speaker, its e-mail made unique from the first name. */
export async function signedInSpeaker(
  server: LecternEndpoint,
  person: Omit<Person, "email">,
): Promise<TestClient> {
  const client = server.client();
  await signUpSpeaker(server, client, {
    ...person,
    email: uniqueEmail(person.firstName.toLowerCase()),
  });
  return client;
}

/**
 * A member of the session (docs/product.md, Team): the owner invites a fresh address as `role`,
 * and that address signs up, which makes the invitation active. The member's client and id.
 */
export async function addMember(
  server: LecternEndpoint,
  owner: TestClient,
  sessionId: number,
  role: MemberRole,
): Promise<{ client: TestClient; memberId: number; email: string }> {
  const email = uniqueEmail(role);
  const member = must(
    await owner.post<Member>(`/api/sessions/${sessionId}/members`, { email, role }),
    201,
    `invite a ${role}`,
  );
  const client = server.client();
  await signUpSpeaker(server, client, { firstName: "Mia", lastName: `The ${role}`, email });
  return { client, memberId: member.id, email };
}

/**
 * The address of a gated file with a fresh download token, as a new attendee gets it by giving an
 * e-mail (docs/decisions.md, Attendee data), for tests that fetch the bytes themselves.
 */
export async function gatedFileUrl(server: LecternEndpoint, resourceId: number): Promise<string> {
  const attendee = await visitor(server);
  const answer = must(
    await attendee.post<{ url: string }>(`/api/resources/${resourceId}/download`, {
      email: uniqueEmail("reader"),
    }),
    201,
    "download with an e-mail",
  );
  return server.baseUrl + answer.url;
}

/** A new attendee's client that has already made first contact, so it holds its visitor id. */
export async function visitor(server: LecternEndpoint): Promise<TestClient> {
  const client = server.client();
  must(await client.get("/api/visitor"), 200, "first contact");
  return client;
}

export type CreatedSession = z.infer<typeof createSessionResponseSchema>;
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export async function createSession(
  client: TestClient,
  overrides: Partial<{
    eventName: string;
    title: string;
    description: string;
    qaEnabled: boolean;
    questionReview: boolean;
    profanityFilter: boolean;
    language: string | null;
  }> = {},
): Promise<CreatedSession> {
  const res = await client.post<CreatedSession>("/api/sessions", {
    eventName: "DevConf 2026",
    title: "Offline-first web apps",
    description: "Why venue Wi-Fi should never lose a question.",
    qaEnabled: true,
    ...overrides,
  });
  return must(res, 201, "create session");
}

/** An event of the client's, two days from today (UTC) in Berlin unless `overrides` say. */
export async function createEvent(
  client: TestClient,
  overrides: Partial<CreateEventBody> = {},
): Promise<LecternEvent> {
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const res = await client.post<LecternEvent>("/api/events", {
    name: "DevConf 2026",
    startsOn: today,
    endsOn: tomorrow,
    timezone: "Europe/Berlin",
    ...overrides,
  });
  return must(res, 201, "create event");
}

/** The time `minutes` from now, as a talk's startsAt or endsAt. */
export function minutesFromNow(minutes: number, now = Date.now()): string {
  return new Date(now + minutes * 60_000).toISOString();
}

/**
 * A new talk of the event, made by `client` (its creator or an organiser): 45 minutes in "Main
 * Hall" from an hour from now, no speakers, unless `fields` say.
 */
export async function addTalk(
  client: TestClient,
  eventId: number,
  fields: Partial<{
    title: string;
    description: string;
    startsAt: string;
    endsAt: string;
    room: string;
    track: string;
    speakers: string[];
  }> = {},
): Promise<Talk> {
  const startsAt = fields.startsAt ?? minutesFromNow(60);
  const res = await client.post<Talk>(`/api/events/${eventId}/talks`, {
    title: "Offline-first agendas",
    startsAt,
    endsAt: fields.endsAt ?? new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
    room: "Main Hall",
    ...fields,
  });
  return must(res, 201, "add talk");
}

/**
 * A member of the event's team (docs/product.md, Events): its creator adds a fresh address as
 * `role`, and that address signs up. The member's client, id and address.
 */
export async function addEventMember(
  server: LecternEndpoint,
  creator: TestClient,
  eventId: number,
  role: EventRole,
): Promise<{ client: TestClient; memberId: number; email: string }> {
  const email = uniqueEmail(role);
  const member = must(
    await creator.post<EventMember>(`/api/events/${eventId}/members`, { email, role }),
    201,
    `add an event ${role}`,
  );
  const client = server.client();
  await signUpSpeaker(server, client, { firstName: "Eve", lastName: `The ${role}`, email });
  return { client, memberId: member.id, email };
}

export function fileForm(
  fields: Record<string, string | number>,
  file?: { bytes: Uint8Array; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file)
    form.append(
      "file",
      new Blob([Buffer.from(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return form;
}

/** An uploaded file resource: `fields` are the form's (type, title, description, order). */
export async function uploadFile(
  client: TestClient,
  sessionId: number,
  fields: { type: string; title: string; description: string; order?: number },
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<Resource> {
  const res = await client.request<Resource>("POST", "/api/upload", {
    form: fileForm({ sessionId, ...fields }, file),
  });
  return must(res, 201, `upload ${file.name}`);
}

export function uploadPdf(
  client: TestClient,
  sessionId: number,
  title = "Slides",
  bytes: Uint8Array = TINY_PDF,
  description = "The deck",
): Promise<Resource> {
  return uploadFile(
    client,
    sessionId,
    { type: "presentation", title, description },
    { bytes, name: "slides.pdf", type: "application/pdf" },
  );
}

export async function addLink(
  client: TestClient,
  sessionId: number,
  title = "Project repo",
  url = "example.com/repo",
  more: { description?: string; order?: number } = {},
): Promise<Resource> {
  const res = await client.post<Resource>("/api/resources", {
    sessionId,
    type: "link",
    title,
    description: "Source code",
    url,
    ...more,
  });
  return must(res, 201, "add link");
}

export async function addCta(
  client: TestClient,
  sessionId: number,
  fields: Partial<{
    title: string;
    description: string;
    buttonText: string;
    url: string;
    order: number;
  }> = {},
): Promise<Resource> {
  const res = await client.post<Resource>("/api/resources", {
    sessionId,
    type: "cta",
    title: "Join the beta",
    description: "Try it at your next talk",
    buttonText: "Sign me up",
    url: "https://example.com/beta",
    ...fields,
  });
  return must(res, 201, "add CTA");
}

/** A poll whose choices take the palette's colours in order. */
export async function createPoll(
  client: TestClient,
  sessionId: number,
  state: PollState,
  choiceTexts: string[] = ["Yes", "No"],
  title = `Poll ${state}`,
  more: { question?: string; order?: number } = {},
): Promise<Poll> {
  const res = await client.post<Poll>(`/api/sessions/${sessionId}/polls`, {
    title,
    question: more.question ?? `What do you think (${state})?`,
    state,
    order: more.order ?? 0,
    choices: choiceTexts.map((text, i) => ({
      text,
      color: CHOICE_COLORS[i % CHOICE_COLORS.length],
      order: i,
    })),
  });
  return must(res, 201, `create ${state} poll`);
}

/**
 * A poll of `kind` with what that kind needs: choices "A", "B", "C" for a kind with choices (a
 * quiz's right answer is "A"), none for the others; `fields` override any of it.
 */
export async function createKindPoll(
  client: TestClient,
  sessionId: number,
  kind: PollKind,
  fields: Partial<CreatePollBody> = {},
): Promise<Poll> {
  const choices = !hasChoices(kind)
    ? []
    : ["A", "B", "C"].map((text, i) => ({
        text,
        color: CHOICE_COLORS[i]!,
        order: i,
        ...(kind === "quiz" ? { correct: i === 0 } : {}),
      }));
  const res = await client.post<Poll>(`/api/sessions/${sessionId}/polls`, {
    kind,
    title: `A ${kind} poll`,
    question: `Your answer (${kind})?`,
    state: "open",
    choices,
    ...fields,
  });
  return must(res, 201, `create ${kind} poll`);
}

/** The choices of results of a single, multiple or quiz poll; fails on any other kind. */
export function choicesOf(results: PollResults | undefined): PollResultChoice[] {
  if (!results || !("choices" in results) || results.kind === "ranking")
    throw new Error(`expected results with choices, got ${JSON.stringify(results)}`);
  return results.choices;
}

export async function setPollState(
  client: TestClient,
  pollId: number,
  state: PollState,
): Promise<Poll> {
  return must(await client.put<Poll>(`/api/polls/${pollId}`, { state }), 200, "poll state");
}

export async function askQuestion(
  client: TestClient,
  sessionId: number,
  text = "How does replay avoid doubles?",
  name: string | null = "Ada",
  init: RequestInit = {},
): Promise<Question> {
  const res = await client.post<Question>(
    `/api/sessions/${sessionId}/questions`,
    { questionText: text, isAnonymous: name === null, authorName: name },
    init,
  );
  return must(res, 201, "ask question");
}

export interface Fixture {
  server: TestServer;
  owner: TestClient;
  ownerUser: { id: number; email: string };
  other: TestClient;
  otherUser: { id: number; email: string };
  /** A speaker who signed up and then signed out: a browser with a stale past, no session. */
  signedOut: TestClient;
  visitors: TestClient[];
  session: CreatedSession;
  pdf: Resource;
  link: Resource;
  cta: Resource;
  polls: { open: Poll; draft: Poll; closed: Poll };
  question: Question;
}

/** The whole fixture, made through the API as a speaker and attendees would. */
export async function seed(server: TestServer, visitorCount = 3): Promise<Fixture> {
  const owner = server.client();
  const ownerUser = await signUpSpeaker(server, owner, {
    firstName: "Olivia",
    lastName: "Owner",
    email: uniqueEmail("owner"),
  });
  const other = server.client();
  const otherUser = await signUpSpeaker(server, other, {
    firstName: "Oscar",
    lastName: "Other",
    email: uniqueEmail("other"),
  });
  const signedOut = server.client();
  await signUpSpeaker(server, signedOut, {
    firstName: "Sam",
    lastName: "Gone",
    email: uniqueEmail("gone"),
  });
  must(await signedOut.get("/api/visitor"), 200, "a page read before signing out");
  const out = await signedOut.post("/api/auth/signout");
  if (out.status < 200 || out.status > 299) throw new Error(`signout answered ${out.status}`);

  const session = await createSession(owner);
  const pdf = await uploadPdf(owner, session.id);
  const link = await addLink(owner, session.id);
  const cta = await addCta(owner, session.id);
  const open = await createPoll(owner, session.id, "open", ["Yes", "No", "Maybe"]);
  const draft = await createPoll(owner, session.id, "draft");
  const closed = await createPoll(owner, session.id, "closed");

  const visitors: TestClient[] = [];
  for (let i = 0; i < visitorCount; i++) visitors.push(await visitor(server));
  const question = await askQuestion(visitors[0] ?? (await visitor(server)), session.id);

  return {
    server,
    owner,
    ownerUser,
    other,
    otherUser,
    signedOut,
    visitors,
    session,
    pdf,
    link,
    cta,
    polls: { open, draft, closed },
    question,
  };
}

/**
 * The tables that hold what Lectern keeps. rate_limits is left out: its counters count refused
 * requests too, as the in-memory limiter always did (docs/decisions.md, Sign-in).
 */
async function tableNames(server: TestServer): Promise<string[]> {
  const tables = await server.lectern.ctx.db.introspection.getTables();
  return tables
    .map((t) => t.name)
    .filter((name) => !name.startsWith("kysely_") && name !== "rate_limits");
}

/** Row counts of every table, read through the server's own database connection, decks rendered. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  await server.lectern.decks.idle();
  const db = server.lectern.ctx.db;
  const counts: Record<string, number> = {};
  for (const name of await tableNames(server)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(
      db,
    );
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/**
 * Every row of every table, as JSON per table (rows sorted, since the engines keep different row
 * orders): a refused request must change no value, not only no count.
 */
export async function tableContents(server: TestServer): Promise<Record<string, string>> {
  // A deck an earlier request accepted renders in the background, writing pages as it goes: the
  // snapshot waits for it, so what changed is what the request in between did.
  await server.lectern.decks.idle();
  const db = server.lectern.ctx.db;
  // Read side by side: on PostgreSQL the pool answers several at once, which keeps the sweeps that
  // snapshot around every bad call (bad-input.test.ts) well inside their time.
  const names = await tableNames(server);
  const tables = await Promise.all(
    names.map((name) => sql`select * from ${sql.table(name)}`.execute(db)),
  );
  return Object.fromEntries(
    names.map((name, i) => [
      name,
      JSON.stringify(tables[i]!.rows.map((row) => JSON.stringify(row)).sort()),
    ]),
  );
}

/** The tables whose contents differ between two snapshots of tableContents. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

/** A 16:9 PDF with one line of text on each page: a deck to upload. */
export async function deckPdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines)
    doc.addPage([960, 540]).drawText(line, { x: 60, y: 300, size: 40, font });
  return doc.save();
}
