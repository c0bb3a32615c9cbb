/**
 * Crash durability (docs/decisions.md, Security) with the real entry point,
 * `node --import tsx sync-server/src/main.ts`, as a child process on a temp DATA_DIR (and its own
 * PostgreSQL database in the "server-pg" project, test-database.ts). While
 * attendees vote, ask and download, the server is killed with SIGKILL and started again on the
 * same data: every request that got a 2xx is still there, and clients that retry the rest with the
 * same Idempotency-Key make every action count exactly once. A SIGTERM during load lets in-flight
 * requests finish, then exits with code 0.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  type Analytics,
  IDEMPOTENCY_KEY_HEADER,
  type Poll,
  type PollResults,
  type PublicSession,
  type Question,
  type User,
  type VoteStatus,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntryPoint, type EntryPoint } from "./entry-point.ts";
import { TestClient, type TestResponse } from "./harness.ts";
import { freePort } from "./loopback.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import {
  createPoll,
  createSession,
  fileForm,
  must,
  newKey,
  TINY_PDF,
  uniqueEmail,
  uploadPdf,
} from "./seed.ts";

const VISITORS = 40;
const CONCURRENCY = 8;
/** Each test starts the server twice and sends 120 actions: on a loaded machine that took over 30 s. */
const TEST_TIMEOUT_MS = 120_000;

let mail: MailSink;
const dataDirs: string[] = [];
const databases: TestDatabase[] = [];
const children = new Set<ChildProcess>();

beforeAll(async () => {
  mail = await startMailSink();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await mail.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

/** Starts Lectern's real entry point on `port` (so a restart keeps its address) with its own database. */
async function startLectern(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<EntryPoint> {
  const database = await createTestDatabase(dataDir);
  databases.push(database);
  const lectern = await startEntryPoint(dataDir, {
    PORT: String(port),
    DATABASE_URL: database.url ?? "",
    SMTP_URL: mail.url,
    ...env,
  });
  children.add(lectern.child);
  void lectern.exited.then(() => children.delete(lectern.child));
  return lectern;
}

async function signUp(client: TestClient, email: string): Promise<void> {
  const since = Date.now();
  const registered = must(
    await client.post<{ userId: number; message: string }>("/api/auth/register", {
      firstName: "Olivia",
      lastName: "Owner",
      email,
    }),
    201,
    "register",
  );
  const code = await mail.waitForCode(email, since);
  must(
    await client.post<{ user: User }>("/api/auth/verify-otp", {
      userId: registered.userId,
      otpCode: code,
    }),
    200,
    "verify",
  );
}

/** One attendee action with its own Idempotency-Key, sent the same way on every try. */
interface Action {
  label: string;
  client: TestClient;
  key: string;
  send(client: TestClient, key: string): Promise<TestResponse>;
  /** The status of the first answer, or the network error that ended the first try. */
  firstOutcome?: number | string;
}

function attendeeActions(
  visitors: TestClient[],
  poll: Poll,
  sessionId: number,
  resourceId: number,
  tag: string,
): Action[] {
  const headers = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
  return visitors.flatMap((client, i): Action[] => [
    {
      label: `vote ${i}`,
      client,
      key: newKey(),
      send: (c, key) =>
        c.post(
          `/api/polls/${poll.id}/vote`,
          { choiceId: poll.choices[i % poll.choices.length]!.id },
          headers(key),
        ),
    },
    {
      label: `question ${i}`,
      client,
      key: newKey(),
      send: (c, key) =>
        c.post(
          `/api/sessions/${sessionId}/questions`,
          { questionText: `${tag} question ${i}`, isAnonymous: true },
          headers(key),
        ),
    },
    {
      label: `download ${i}`,
      client,
      key: newKey(),
      send: (c, key) =>
        c.post(
          `/api/resources/${resourceId}/download`,
          { email: `${tag}-lead-${i}@example.test` },
          headers(key),
        ),
    },
  ]);
}

/** Sends each action once from a few parallel workers; `onAnswer` sees the count of 2xx so far. */
async function sendAll(actions: Action[], onAnswer: (twoXx: number) => void): Promise<void> {
  const queue = [...actions];
  let twoXx = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let action = queue.shift(); action; action = queue.shift()) {
        try {
          const res = await action.send(action.client, action.key);
          action.firstOutcome = res.status;
          if (res.status >= 200 && res.status < 300) onAnswer(++twoXx);
        } catch (error) {
          action.firstOutcome = String((error as Error).cause ?? error);
        }
      }
    }),
  );
}

const succeeded = (a: Action) =>
  typeof a.firstOutcome === "number" && a.firstOutcome >= 200 && a.firstOutcome < 300;

/** What a client does with an action that got no 2xx: send it again, same key, until it gets an answer. */
async function retryUntilAnswered(action: Action): Promise<TestResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action.send(action.client, action.key);
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function newVisitors(baseUrl: string, count: number): Promise<TestClient[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = new TestClient(baseUrl);
      must(await client.get("/api/health"), 200, "first contact");
      return client;
    }),
  );
}

interface Room {
  baseUrl: string;
  port: number;
  dataDir: string;
  owner: TestClient;
  sessionId: number;
  poll: Poll;
  resourceId: number;
}

async function room(port: number, dataDir: string): Promise<Room> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const owner = new TestClient(baseUrl);
  await signUp(owner, uniqueEmail("crash-owner"));
  const session = await createSession(owner, { title: "Talk that survives a crash" });
  const poll = await createPoll(owner, session.id, "open", ["Red", "Blue", "Green"]);
  const pdf = await uploadPdf(owner, session.id, "Slides");
  return { baseUrl, port, dataDir, owner, sessionId: session.id, poll, resourceId: pdf.id };
}

/** Counts as the owner sees them, read through the API of the restarted server. */
async function counts(r: Room, tag: string) {
  const results = must(
    await r.owner.get<PollResults>(`/api/polls/${r.poll.id}/results`),
    200,
    "results",
  );
  const questions = must(
    await r.owner.get<Question[]>(`/api/sessions/${r.sessionId}/questions`),
    200,
    "questions",
  ) as { questionText: string }[];
  const analytics = must(
    await r.owner.get<Analytics>(`/api/sessions/${r.sessionId}/analytics`),
    200,
    "analytics",
  );
  const leads = must(
    await r.owner.get<{ email: string }[]>(`/api/sessions/${r.sessionId}/leads`),
    200,
    "leads",
  );
  const texts = questions.map((q) => q.questionText).filter((t) => t.startsWith(tag));
  return {
    votes: results.totalVotes,
    questions: texts.length,
    distinctQuestions: new Set(texts).size,
    downloads: analytics.totalDownloads,
    leads: new Set(leads.map((l) => l.email).filter((e) => e.startsWith(tag))).size,
    questionTexts: new Set(texts),
    leadEmails: new Set(leads.map((l) => l.email)),
  };
}

async function withRetries<T>(what: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await what();
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe("SIGKILL while attendees vote, ask and download", () => {
  it(
    "keeps every answered request, and retried requests count exactly once",
    async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-crash-"));
      dataDirs.push(dataDir);
      const first = await startLectern(port, dataDir);
      const r = await room(port, dataDir);
      const visitors = await newVisitors(r.baseUrl, VISITORS);
      const actions = attendeeActions(visitors, r.poll, r.sessionId, r.resourceId, "crash");

      let killed = false;
      await sendAll(actions, (twoXx) => {
        if (!killed && twoXx >= actions.length / 3) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      });
      expect(await first.exited).toBeNull();
      const answered = actions.filter(succeeded);
      const unanswered = actions.filter((a) => !succeeded(a));
      expect(answered.length).toBeGreaterThanOrEqual(actions.length / 3);
      expect(unanswered.length).toBeGreaterThan(0);

      await startLectern(port, dataDir);
      // Everything that was answered 2xx before the kill is there before anyone retries.
      const before = await withRetries(() => counts(r, "crash"));
      for (const action of answered) {
        const [kind, i] = action.label.split(" ");
        if (kind === "vote")
          expect(
            must(
              await withRetries(() =>
                action.client.get<VoteStatus>(`/api/polls/${r.poll.id}/vote-status`),
              ),
              200,
              "vote status",
            ).hasVoted,
          ).toBe(true);
        if (kind === "question") expect(before.questionTexts.has(`crash question ${i}`)).toBe(true);
        if (kind === "download")
          expect(before.leadEmails.has(`crash-lead-${i}@example.test`)).toBe(true);
      }

      for (const action of unanswered) {
        const res = await retryUntilAnswered(action);
        expect(
          res.status,
          `${action.label} after ${String(action.firstOutcome)}: ${JSON.stringify(res.body)}`,
        ).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      }
      // And a second round of retries of everything (lost answers the client could not know about) changes nothing.
      for (const action of actions)
        expect((await retryUntilAnswered(action)).status).toBeLessThan(300);

      const after = await counts(r, "crash");
      expect({
        votes: after.votes,
        questions: after.questions,
        distinctQuestions: after.distinctQuestions,
        downloads: after.downloads,
        leads: after.leads,
      }).toEqual({
        votes: VISITORS,
        questions: VISITORS,
        distinctQuestions: VISITORS,
        downloads: VISITORS,
        leads: VISITORS,
      });
    },
    TEST_TIMEOUT_MS,
  );
});

describe("SIGTERM during load", () => {
  it(
    "finishes the upload in flight, refuses new connections, exits 0, and loses nothing that was answered",
    async () => {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-term-"));
      dataDirs.push(dataDir);
      // The upload must outlive the steps below even on a loaded machine, where they took over the
      // default 5 s and the drain cut it off; the cut-off itself is not what this test is about.
      const lectern = await startLectern(port, dataDir, { DRAIN_TIMEOUT_SECONDS: "120" });
      const r = await room(port, dataDir);
      const visitors = await newVisitors(r.baseUrl, VISITORS);
      const actions = attendeeActions(visitors, r.poll, r.sessionId, r.resourceId, "term");

      // An upload whose body is still arriving when SIGTERM comes.
      const request = new Request(`${r.baseUrl}/api/upload`, {
        method: "POST",
        body: fileForm(
          { sessionId: r.sessionId, type: "handout", title: "Uploaded while stopping" },
          { bytes: TINY_PDF, name: "late.pdf", type: "application/pdf" },
        ),
      });
      const body = Buffer.from(await request.arrayBuffer());
      const slowUpload = http.request(`${r.baseUrl}/api/upload`, {
        method: "POST",
        agent: false,
        headers: {
          "content-type": request.headers.get("content-type")!,
          "content-length": body.length,
          cookie: r.owner.cookieHeader(),
        },
      });
      // A cut connection settles as status 0 with the error, shown by the assertion below.
      const uploadAnswer = new Promise<{ status: number; body: string }>((resolve) => {
        slowUpload.on("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        });
        slowUpload.on("error", (error) => resolve({ status: 0, body: String(error) }));
      });
      slowUpload.write(body.subarray(0, body.length / 2));

      let terminated = false;
      const load = sendAll(actions, (twoXx) => {
        if (!terminated && twoXx >= actions.length / 3) {
          terminated = true;
          lectern.child.kill("SIGTERM");
        }
      });
      // The upload's second half goes out while the server drains. SIGTERM comes only once a third
      // of the load is answered, which a loaded machine takes seconds to reach.
      const waitLong = { interval: 20, timeout: 60_000 };
      await expect.poll(() => lectern.log(), waitLong).toContain("SIGTERM received, draining");
      const newConnection = () =>
        fetch(`${r.baseUrl}/api/health`, { headers: { connection: "close" } }).then(
          () => "served",
          () => "refused",
        );
      await expect.poll(newConnection, waitLong).toBe("refused");
      slowUpload.end(body.subarray(body.length / 2));
      const upload = await uploadAnswer;
      expect(upload.status, upload.body).toBe(201);
      await load;
      expect(await lectern.exited).toBe(0);

      const answered = actions.filter(succeeded);
      expect(answered.length).toBeGreaterThanOrEqual(actions.length / 3);
      await startLectern(port, dataDir);
      const page = must(
        await withRetries(() => r.owner.get<PublicSession>(`/api/sessions/${r.sessionId}/public`)),
        200,
        "page",
      );
      expect(page.resources.map((res) => res.title)).toContain("Uploaded while stopping");
      const before = await counts(r, "term");
      for (const action of answered) {
        const [kind, i] = action.label.split(" ");
        if (kind === "question") expect(before.questionTexts.has(`term question ${i}`)).toBe(true);
        if (kind === "download")
          expect(before.leadEmails.has(`term-lead-${i}@example.test`)).toBe(true);
      }
      for (const action of actions.filter((a) => !succeeded(a)))
        expect((await retryUntilAnswered(action)).status).toBeLessThan(300);
      const after = await counts(r, "term");
      expect([
        after.votes,
        after.questions,
        after.distinctQuestions,
        after.downloads,
        after.leads,
      ]).toEqual([VISITORS, VISITORS, VISITORS, VISITORS, VISITORS]);
    },
    TEST_TIMEOUT_MS,
  );
});
