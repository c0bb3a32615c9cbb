/**
 * Builds the full fixture the cross-cutting API tests share, through the real routes only: two
 * speakers, a session with a PDF, a link and a CTA, three polls (open, draft, closed), a question
 * and several visitors. Also the small request helpers those tests use to set things up.
 */
import crypto from "node:crypto";
import { CHOICE_COLORS } from "@lectern/shared";
import {
  signUpSpeaker,
  TINY_PDF,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "./harness.ts";

/** An e-mail address no other test has used. */
export function uniqueEmail(label = "person"): string {
  return `${label}-${crypto.randomBytes(5).toString("hex")}@example.test`;
}

/** A fresh Idempotency-Key, as the outbox makes one per action. */
export function newKey(): string {
  return crypto.randomUUID();
}

/** Returns the body when the status is the expected one, else throws with what the server said. */
export function must<T = any>(res: TestResponse<T>, status: number, what: string): T {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

export interface SeededPoll {
  id: number;
  state: "draft" | "open" | "closed";
  choices: { id: number; text: string }[];
}

export async function createSession(
  client: TestClient,
  overrides: Partial<{
    eventName: string;
    title: string;
    description: string;
    qaEnabled: boolean;
  }> = {},
): Promise<{ id: number; qrCode: string; title: string }> {
  const res = await client.post("/api/sessions", {
    eventName: "DevConf 2026",
    title: "Offline-first web apps",
    description: "Why venue Wi-Fi should never lose a question.",
    qaEnabled: true,
    ...overrides,
  });
  return must(res, 201, "create session");
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

export async function uploadPdf(
  client: TestClient,
  sessionId: number,
  title = "Slides",
  bytes: Uint8Array = TINY_PDF,
) {
  const res = await client.request("POST", "/api/upload", {
    form: fileForm(
      { sessionId, type: "presentation", title, description: "The deck" },
      { bytes, name: "slides.pdf", type: "application/pdf" },
    ),
  });
  return must(res, 201, "upload PDF");
}

export async function addLink(client: TestClient, sessionId: number, title = "Project repo") {
  const res = await client.post("/api/resources", {
    sessionId,
    type: "link",
    title,
    description: "Source code",
    url: "example.com/repo",
  });
  return must(res, 201, "add link");
}

export async function addCta(client: TestClient, sessionId: number) {
  const res = await client.post("/api/resources", {
    sessionId,
    type: "cta",
    title: "Join the beta",
    description: "Try it at your next talk",
    buttonText: "Sign me up",
    url: "https://example.com/beta",
  });
  return must(res, 201, "add CTA");
}

export async function createPoll(
  client: TestClient,
  sessionId: number,
  state: "draft" | "open" | "closed",
  choiceTexts: string[] = ["Yes", "No"],
  title = `Poll ${state}`,
): Promise<SeededPoll> {
  const res = await client.post(`/api/sessions/${sessionId}/polls`, {
    title,
    question: `What do you think (${state})?`,
    state,
    order: 0,
    choices: choiceTexts.map((text, i) => ({
      text,
      color: CHOICE_COLORS[i % CHOICE_COLORS.length],
      order: i,
    })),
  });
  const poll = must(res, 201, `create ${state} poll`);
  return {
    id: poll.id,
    state: poll.state,
    choices: poll.choices.map((c: { id: number; text: string }) => ({ id: c.id, text: c.text })),
  };
}

export async function askQuestion(
  client: TestClient,
  sessionId: number,
  text = "How does replay avoid doubles?",
  name = "Ada",
) {
  const res = await client.post(`/api/sessions/${sessionId}/questions`, {
    questionText: text,
    isAnonymous: false,
    authorName: name,
  });
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
  session: { id: number; qrCode: string; title: string };
  pdf: { id: number; filePath: string; title: string };
  link: { id: number; title: string };
  cta: { id: number; title: string };
  polls: { open: SeededPoll; draft: SeededPoll; closed: SeededPoll };
  question: { id: number };
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
  for (let i = 0; i < visitorCount; i++) {
    const v = server.client();
    must(await v.get("/api/health"), 200, "visitor first contact");
    visitors.push(v);
  }
  const question = await askQuestion(visitors[0] ?? server.client(), session.id);

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

function tableNames(server: TestServer): string[] {
  const rows = server.lectern.ctx.sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'",
    )
    .all() as { name: string }[];
  return rows.map((r) => r.name);
}

/** Row counts of every table, read from the server's own SQLite handle. */
export function rowCounts(server: TestServer): Record<string, number> {
  const sqlite = server.lectern.ctx.sqlite;
  const counts: Record<string, number> = {};
  for (const name of tableNames(server)) {
    counts[name] = (sqlite.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n;
  }
  return counts;
}

/** Every row of every table, as JSON per table: a refused request must change no value, not only no count. */
export function tableContents(server: TestServer): Record<string, string> {
  const sqlite = server.lectern.ctx.sqlite;
  const contents: Record<string, string> = {};
  for (const name of tableNames(server))
    contents[name] = JSON.stringify(sqlite.prepare(`select * from "${name}" order by rowid`).all());
  return contents;
}

/** The tables whose contents differ between two snapshots of tableContents. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
