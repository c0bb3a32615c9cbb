/**
 * Deleting an account for real (docs/product.md, Speaker profile), on the engine the project runs
 * (SQLite, or PostgreSQL in server-pg) and with both file storages: afterwards no table holds a row
 * of the speaker, found generically from the database's own list of tables, none of their files is
 * kept, another speaker's data is untouched, the old cookie is refused and the e-mail signs up anew.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  isStored,
  startTestServer,
  TestClient,
  type TestResponse,
  type TestServer,
} from "../test/harness.ts";
import { OTP_MAX_WRONG_PER_WINDOW } from "@lectern/shared";
import { issueCode } from "../auth/codes.ts";
import { issueLink } from "../auth/links.ts";
import {
  addLink,
  askQuestion,
  createKindPoll,
  createPoll,
  createSession,
  errorOf,
  must,
  newKey,
  signUpSpeaker,
  TINY_PNG,
  fileForm,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";

type Row = Record<string, unknown>;

function ok(res: TestResponse, what: string): void {
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every row of every table, keyed by table, columns in snake_case. */
async function everyRow(server: TestServer): Promise<Map<string, Row[]>> {
  const db = server.lectern.ctx.db;
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_"));
  const all = new Map<string, Row[]>();
  for (const table of tables) {
    const { rows } = await sql<Row>`select * from ${sql.table(table.name)}`.execute(db);
    all.set(
      table.name,
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]))),
    );
  }
  return all;
}

/** The table an `<x>_id` column points to: `<x>s`, or a table ending in `_<x>s` (choice_id). */
function referencedTable(column: string, tables: readonly string[]): string | undefined {
  if (!column.endsWith("_id")) return undefined;
  const entity = `${column.slice(0, -3)}s`;
  return tables.find((t) => t === entity) ?? tables.find((t) => t.endsWith(`_${entity}`));
}

/**
 * What belongs to a speaker, found from the rows alone: their users row, every row whose user_id
 * is theirs, and then every row that points (by an `<x>_id` column) at a row already theirs, until
 * nothing more is found. Returns the ids per table.
 */
function idsOf(rows: Map<string, Row[]>, userId: number): Map<string, Set<unknown>> {
  const tables = [...rows.keys()];
  const ids = new Map<string, Set<unknown>>(tables.map((t) => [t, new Set()]));
  ids.get("users")!.add(userId);
  for (let grew = true; grew;) {
    grew = false;
    for (const [table, list] of rows) {
      for (const row of list) {
        if (row.id === undefined || ids.get(table)!.has(row.id)) continue;
        const theirs =
          row.user_id === userId ||
          Object.entries(row).some(([column, value]) => {
            const target = referencedTable(column, tables);
            return target !== undefined && value !== null && ids.get(target)!.has(value);
          });
        if (theirs) {
          ids.get(table)!.add(row.id);
          grew = true;
        }
      }
    }
  }
  return ids;
}

/** Every row of any table that is still the speaker's: by id, by reference, or by a text of theirs. */
function leftovers(
  rows: Map<string, Row[]>,
  ids: Map<string, Set<unknown>>,
  texts: readonly string[],
): string[] {
  const tables = [...rows.keys()];
  const found: string[] = [];
  for (const [table, list] of rows) {
    for (const row of list) {
      for (const [column, value] of Object.entries(row)) {
        const own = column === "id" && ids.get(table)?.has(value);
        const target = referencedTable(column, tables);
        const pointing = target !== undefined && value !== null && ids.get(target)!.has(value);
        const text =
          typeof value === "string" &&
          (texts.some((t) => value.toLowerCase().includes(t.toLowerCase())) ||
            pathOfTheirs(value, ids));
        if (own || pointing || text) found.push(`${table}.${column}=${String(value)}`);
      }
    }
  }
  return found;
}

/** A text that is an API path naming a row of theirs, e.g. an idempotency key's /api/polls/7/vote. */
function pathOfTheirs(value: string, ids: Map<string, Set<unknown>>): boolean {
  const match = /^\/api\/([a-z_-]+)\/(\d+)(\/|$)/.exec(value);
  if (!match) return false;
  return ids.get(match[1]!.replace(/-/g, "_"))?.has(Number(match[2])) ?? false;
}

/** The rows that are `userId`'s, per table, as sorted JSON: to see another speaker's untouched. */
function snapshotOf(rows: Map<string, Row[]>, userId: number): Record<string, string[]> {
  const ids = idsOf(rows, userId);
  const tables = [...rows.keys()];
  const out: Record<string, string[]> = {};
  for (const [table, list] of rows) {
    out[table] = list
      .filter(
        (row) =>
          ids.get(table)!.has(row.id) ||
          Object.entries(row).some(([column, value]) => {
            const target = referencedTable(column, tables);
            return target !== undefined && value !== null && ids.get(target)!.has(value);
          }),
      )
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return out;
}

/** A speaker with a picture, a session full of everything attendees leave, and another session. */
async function busySpeaker(server: TestServer, name: string, others: TestClient[]) {
  const client = server.client();
  const email = uniqueEmail(name);
  const user = await signUpSpeaker(server, client, { firstName: name, lastName: "Speaker", email });
  const upload = await client.request<{ filePath: string }>("POST", "/api/upload-profile", {
    form: fileForm({ type: "profile" }, { bytes: TINY_PNG, name: "me.png", type: "image/png" }),
  });
  const picture = must(upload, 201, "upload a picture").filePath;
  must(await client.put(`/api/users/${user.id}`, { profilePicture: picture }), 200, "picture");
  const session = await createSession(client, { title: `${name}'s talk` });
  await createSession(client, { title: `${name}'s other talk` });
  const pdf = await uploadPdf(client, session.id);
  await addLink(client, session.id);
  const poll = await createPoll(client, session.id, "open");
  await createKindPoll(client, session.id, "wordcloud", { state: "open" });
  for (const [i, attendee] of others.entries()) {
    must(await attendee.get(`/api/sessions/${session.id}/public`), 200, "page view");
    ok(
      await attendee.post(`/api/sessions/${session.id}/track-qr`, undefined, {
        headers: { "Idempotency-Key": newKey() },
      }),
      "QR scan",
    );
    ok(
      await attendee.post(
        `/api/resources/${pdf.id}/download`,
        { email: uniqueEmail("lead") },
        { headers: { "Idempotency-Key": newKey() } },
      ),
      "download",
    );
    ok(
      await attendee.post(
        `/api/polls/${poll.id}/vote`,
        { choiceId: poll.choices[0]!.id },
        { headers: { "Idempotency-Key": newKey() } },
      ),
      "vote",
    );
    const question = await askQuestion(attendee, session.id, `A question for ${name}?`);
    ok(
      await others[(i + 1) % others.length]!.post(`/api/questions/${question.id}/vote`, undefined, {
        headers: { "Idempotency-Key": newKey() },
      }),
      "upvote",
    );
  }
  const files = [picture.slice("/api/files/".length), pdf.filePath!.split("/").pop()!];
  return { client, id: user.id, email, session, files, pdfStoredName: files[1]! };
}

for (const fileStorage of ["local", "database"] as const) {
  describe(`deleting an account (files ${fileStorage})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ fileStorage });
    });
    afterAll(() => server.close());

    it("leaves no row and no file of the speaker, and nothing of another speaker changes", async () => {
      const attendees = [await visitor(server), await visitor(server)];
      const doomed = await busySpeaker(server, "Dora", attendees);
      const kept = await busySpeaker(server, "Kim", attendees);
      // Dora, signed in, votes and asks on Kim's session: her question goes, her vote stays counted.
      const keptPoll = await createPoll(kept.client, kept.session.id, "open");
      ok(
        await doomed.client.post(
          `/api/polls/${keptPoll.id}/vote`,
          { choiceId: keptPoll.choices[1]!.id },
          { headers: { "Idempotency-Key": newKey() } },
        ),
        "Dora votes on Kim's poll",
      );
      await askQuestion(doomed.client, kept.session.id, "Dora asks Kim?");
      must(
        await doomed.client.put(`/api/sessions/${kept.session.id}/nickname`, { nickname: "Dora" }),
        200,
        "Dora's nickname on Kim's session",
      );

      const before = await everyRow(server);
      const doomedIds = idsOf(before, doomed.id);
      expect(doomedIds.get("sessions")!.size).toBe(2);
      // The scan finds what it looks for: before the deletion, rows of Dora in every kind of table.
      const found = new Set(
        leftovers(before, doomedIds, [doomed.email, `u:${doomed.id}`, ...doomed.files]).map(
          (hit) => hit.split(".")[0],
        ),
      );
      for (const table of [
        "users",
        "auth_sessions",
        "files",
        "sessions",
        "resources",
        "polls",
        "poll_choices",
        "votes",
        "questions",
        "question_upvotes",
        "page_views",
        "qr_scans",
        "leads",
        "lead_visitors",
        "downloads",
        "idempotency_keys",
        "session_nicknames",
      ])
        expect(found).toContain(table);
      const keptBefore = snapshotOf(before, kept.id);

      const since = Date.now();
      must(
        await doomed.client.post(`/api/users/${doomed.id}/deletion-code`),
        200,
        "ask for a code",
      );
      const code = await server.mail.waitForCode(doomed.email, since);
      const oldCookie = doomed.client.cookieHeader();
      const res = await doomed.client.delete(`/api/users/${doomed.id}`, { body: { code } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(res.headers.getSetCookie().join("\n")).toMatch(
        /lectern_session=;|Expires=Thu, 01 Jan 1970/i,
      );

      const after = await everyRow(server);
      expect(
        leftovers(after, doomedIds, [doomed.email, `u:${doomed.id}`, ...doomed.files]),
      ).toEqual([]);
      for (const name of doomed.files) expect(await isStored(server, name)).toBe(false);
      for (const name of kept.files) expect(await isStored(server, name)).toBe(true);

      // Kim's rows are as they were, but for Kim's poll: Dora's vote stays, under a key of nobody;
      // her question and her nickname go.
      const keptAfter = snapshotOf(after, kept.id);
      expect(keptAfter).toEqual({
        ...keptBefore,
        votes: keptAfter.votes,
        questions: keptBefore.questions!.filter((q) => !q.includes("Dora asks Kim?")),
        session_nicknames: [],
        idempotency_keys: keptAfter.idempotency_keys,
      });
      expect(keptAfter.votes).toHaveLength(keptBefore.votes!.length);
      const results = must(
        await kept.client.get<{ totalVotes: number }>(`/api/polls/${keptPoll.id}/results`),
        200,
        "Kim's results",
      );
      expect(results.totalVotes).toBe(1);

      const stale = new TestClient(server.baseUrl, oldCookie);
      expect((await stale.get("/api/auth/me")).status).toBe(401);
      expect((await stale.get(`/api/users/${doomed.id}`)).status).toBe(401);
      expect((await server.client().get(`/api/sessions/${doomed.session.id}/public`)).status).toBe(
        404,
      );

      const again = server.client();
      const reborn = await signUpSpeaker(server, again, {
        firstName: "Dora",
        lastName: "Again",
        email: doomed.email,
      });
      expect(reborn.id).not.toBe(doomed.id);
      expect(reborn.profileCompleted).toBe(false);
      const dashboard = must(
        await again.get<{ sessions: unknown[] }>(`/api/users/${reborn.id}/dashboard`),
        200,
        "the new speaker's dashboard",
      );
      expect(dashboard.sessions).toEqual([]);
    });
  });
}

describe("the deletion code", () => {
  let server: TestServer;
  let client: TestClient;
  let userId: number;
  let email: string;
  beforeAll(async () => {
    server = await startTestServer();
    client = server.client();
    email = uniqueEmail("careful");
    userId = (await signUpSpeaker(server, client, { firstName: "Cara", lastName: "Ful", email }))
      .id;
  });
  afterAll(() => server.close());

  const remove = (code: string) => client.delete(`/api/users/${userId}`, { body: { code } });

  it("is needed: without one asked for, nothing is deleted", async () => {
    const res = await remove("123456");
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe("otp_missing");
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("is not a sign-in code, and a sign-in code asked for later does not void it", async () => {
    let since = Date.now();
    must(await client.post(`/api/users/${userId}/deletion-code`), 200, "deletion code");
    const deletion = await server.mail.waitForCode(email, since);
    since = Date.now();
    must(await server.client().post("/api/auth/signin", { email }), 200, "sign in elsewhere");
    const signin = await server.mail.waitForCode(email, since);
    if (signin !== deletion) {
      const res = await remove(signin);
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe("otp_invalid");
      expect(errorOf(res).triesLeft).toBe(OTP_MAX_WRONG_PER_WINDOW - 1);
    }
    // The deletion code still works for what it is for... but first, wrong tries count down.
    const wrong = deletion === "000000" ? "000001" : "000000";
    const res = await remove(wrong);
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe("otp_invalid");
    expect((await client.get("/api/auth/me")).status).toBe(200);
  });

  it("is refused for someone else's account", async () => {
    const other = server.client();
    await signUpSpeaker(server, other, {
      firstName: "Otto",
      lastName: "Other",
      email: uniqueEmail("otto"),
    });
    expect((await other.post(`/api/users/${userId}/deletion-code`)).status).toBe(403);
    const res = await other.delete(`/api/users/${userId}`, { body: { code: "123456" } });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
  });
  it("is refused when expired or once the account's wrong codes are spent, even a new one; the mailed link still deletes", async () => {
    const { db, codeSecret: secret } = server.lectern.ctx;
    let code = await issueCode(db, secret, userId, "deletion");
    await db
      .updateTable("authCodes")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", userId)
      .where("purpose", "=", "deletion")
      .execute();
    expect(errorOf(await remove(code)).code).toBe("otp_expired");

    code = await issueCode(db, secret, userId, "deletion");
    const wrong = code === "000000" ? "000001" : "000000";
    let res = await remove(wrong);
    while (res.status === 400) {
      expect(errorOf(res).code).toBe("otp_invalid");
      res = await remove(wrong);
    }
    expect(res.status).toBe(429);
    expect(errorOf(res).code).toBe("otp_locked");
    expect(errorOf(await remove(code)).code).toBe("otp_locked");
    code = await issueCode(db, secret, userId, "deletion");
    expect(errorOf(await remove(code)).code).toBe("otp_locked");
    expect((await client.get("/api/auth/me")).status).toBe(200);

    const token = await issueLink(db, userId, "deletion");
    const oldCookie = client.cookieHeader();
    expect((await client.delete(`/api/users/${userId}`, { body: { token } })).status).toBe(200);
    const stale = new TestClient(server.baseUrl, oldCookie);
    const again = await stale.delete(`/api/users/${userId}`, { body: { token } });
    expect(again.status).toBe(401);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});
