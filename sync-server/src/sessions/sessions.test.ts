/** Session pages through the real server: create with a QR code, public page, edit, delete, QR scans. */
import path from "node:path";
import jsQR from "jsqr";
import { sql } from "kysely";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Analytics,
  createSessionResponseSchema,
  type Dashboard,
  type DownloadResponse,
  MESSAGES,
  type PublicSession,
  publicSessionSchema,
  type Resource,
  sessionSchema,
} from "@lectern/shared";
import { type TestClient, type TestServer, isStored, startTestServer } from "../test/harness.ts";
import {
  addCta,
  addLink,
  askQuestion,
  createPoll,
  createSession,
  errorOf,
  must,
  newKey,
  rowCounts,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor as newVisitor,
} from "../test/seed.ts";

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
let owner: TestClient;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerId = (
    await signUpSpeaker(server, owner, {
      firstName: "Olivia",
      lastName: "Owner",
      email: uniqueEmail("owner"),
    })
  ).id;
});
afterAll(() => server.close());

async function dashboard(client: TestClient, userId: number) {
  return must(await client.get<Dashboard>(`/api/users/${userId}/dashboard`), 200, "dashboard");
}

describe("creating a session", () => {
  it("answers the session with a QR code that opens its public page with the qr flag", async () => {
    const res = await owner.post("/api/sessions", {
      eventName: "DevConf",
      title: "Offline first",
      description: "Talk",
      qaEnabled: false,
      userId: ownerId,
    });
    expect(res.status).toBe(201);
    const session = createSessionResponseSchema.parse(res.body);
    expect(session).toMatchObject({
      userId: ownerId,
      title: "Offline first",
      qaEnabled: false,
      leadCount: 0,
      resources: [],
    });
    expect(session.qrCode.startsWith("data:image/png;base64,")).toBe(true);
    const png = Buffer.from(session.qrCode.slice("data:image/png;base64,".length), "base64");
    expect(decodeQr(png)).toBe(`${server.baseUrl}/session/${session.id}?qr=1`);
  });

  it("offers the QR code as a PNG download named qr-code-{id}.png, to anyone", async () => {
    const { id } = await createSession(owner);
    const res = await fetch(`${server.baseUrl}/api/sessions/${id}/qr`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="?qr-code-${id}\\.png"?$`),
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(decodeQr(bytes)).toBe(`${server.baseUrl}/session/${id}?qr=1`);
    expect((await fetch(`${server.baseUrl}/api/sessions/999999/qr`)).status).toBe(404);
  });

  it("defaults Q&A and the profanity filter to on, review to off, and refuses missing fields, a foreign userId and signed-out callers", async () => {
    const session = await createSession(owner, {
      qaEnabled: undefined,
      questionReview: undefined,
      profanityFilter: undefined,
    });
    expect(
      must(await owner.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "public"),
    ).toMatchObject({ qaEnabled: true, questionReview: false, profanityFilter: true });

    const missing = await owner.post("/api/sessions", {
      eventName: "DevConf",
      title: " ",
      description: "x",
    });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toContain(MESSAGES.sessionRequired);

    const foreign = await owner.post("/api/sessions", {
      eventName: "E",
      title: "T",
      description: "D",
      userId: ownerId + 1000,
    });
    expect(foreign.status).toBe(403);

    const anonymous = await server
      .client()
      .post("/api/sessions", { eventName: "E", title: "T", description: "D" });
    expect(anonymous.status).toBe(401);
  });
});

describe("the public session page", () => {
  it("shows the session, its speaker's public fields and resources by type then order", async () => {
    const session = await createSession(owner, { title: "Ordered" });
    const cta = await addCta(owner, session.id);
    const link = await addLink(owner, session.id);
    const second = must(
      await owner.post<Resource>("/api/resources", {
        sessionId: session.id,
        type: "link",
        title: "Second link",
        url: "example.org",
        order: 5,
      }),
      201,
      "second link",
    );
    const pdf = await uploadPdf(owner, session.id);

    const res = await server.client().get<PublicSession>(`/api/sessions/${session.id}/public`);
    expect(res.status).toBe(200);
    const page = publicSessionSchema.parse(res.body);
    expect(page.resources.map((r) => r.id)).toEqual([pdf.id, link.id, second.id, cta.id]);
    expect(page.user).toMatchObject({ firstName: "Olivia", lastName: "Owner" });
    expect(res.body.user).not.toHaveProperty("email");
    expect(res.body).not.toHaveProperty("leadCount");
  });

  it("counts a page view per visit, but not the owner's own visits", async () => {
    const session = await createSession(owner);
    const visitor = await newVisitor(server);
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "visit 1");
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "visit 2");
    must(await owner.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "owner visit");
    const analytics = must(
      await owner.get<Analytics>(`/api/sessions/${session.id}/analytics`),
      200,
      "analytics",
    );
    expect(analytics.totalPageViews).toBe(2);
  });

  it("answers 404 with a message for a missing session and 400 for a bad id", async () => {
    const missing = await server.client().get("/api/sessions/987654/public");
    expect(missing.status).toBe(404);
    expect(typeof errorOf(missing).message).toBe("string");
    expect((await server.client().get("/api/sessions/abc/public")).status).toBe(400);
  });
});

describe("the dashboard's session cards", () => {
  it("count each talk's page views, questions and votes, and nothing of the speaker's other talks", async () => {
    const talk = await createSession(owner, { title: "Counted talk" });
    const quiet = await createSession(owner, { title: "Quiet talk" });
    const poll = await createPoll(owner, talk.id, "open");
    const [ann, ben] = [await newVisitor(server), await newVisitor(server)];
    for (const person of [ann, ann, ben])
      must(await person.get(`/api/sessions/${talk.id}/public`), 200, "visit");
    must(await owner.get(`/api/sessions/${talk.id}/public`), 200, "owner visit");
    await askQuestion(ann, talk.id, "Is it recorded?");
    await askQuestion(ben, talk.id, "Where are the slides?", null);
    for (const person of [ann, ben])
      must(
        await person.post(
          `/api/polls/${poll.id}/vote`,
          { choiceId: poll.choices[0]!.id },
          { headers: { "Idempotency-Key": newKey() } },
        ),
        201,
        "vote",
      );
    const cards = (await dashboard(owner, ownerId)).sessions;
    expect(cards.find((s) => s.id === talk.id)).toMatchObject({
      title: "Counted talk",
      viewCount: 3,
      questionCount: 2,
      voteCount: 2,
    });
    expect(cards.find((s) => s.id === quiet.id)).toMatchObject({
      viewCount: 0,
      questionCount: 0,
      voteCount: 0,
    });
  });
});

describe("editing and deleting", () => {
  it("lets the owner change fields and keeps the others", async () => {
    const session = await createSession(owner, { title: "Before" });
    const res = await owner.patch(`/api/sessions/${session.id}`, {
      title: "After",
      qaEnabled: false,
      questionReview: true,
      profanityFilter: false,
    });
    expect(res.status).toBe(200);
    const updated = sessionSchema.parse(res.body);
    expect(updated).toMatchObject({
      title: "After",
      qaEnabled: false,
      questionReview: true,
      profanityFilter: false,
      eventName: "DevConf 2026",
    });

    expect((await owner.patch(`/api/sessions/${session.id}`, { title: "" })).status).toBe(400);
    expect((await owner.patch(`/api/sessions/${session.id}`, { userId: 5 })).status).toBe(400);
    expect((await owner.patch("/api/sessions/987654", { title: "x" })).status).toBe(404);
  });

  it("keeps the language the speaker writes in as a canonical BCP 47 tag, clears it with null and refuses a malformed one", async () => {
    const session = await createSession(owner, { language: "pt-br" });
    expect(session.language).toBe("pt-BR");
    const unset = await createSession(owner);
    expect(unset.language).toBeNull();

    const german = must(
      await owner.patch<PublicSession>(`/api/sessions/${session.id}`, { language: "de" }),
      200,
      "language",
    );
    expect(german).toMatchObject({ language: "de", title: "Offline-first web apps" });
    const page = await server.client().get<PublicSession>(`/api/sessions/${session.id}/public`);
    expect(publicSessionSchema.parse(page.body).language).toBe("de");

    for (const language of ["", "not a language", "de_DE", "x".repeat(40), 7]) {
      const refused = await owner.patch(`/api/sessions/${session.id}`, { language });
      expect(refused.status, String(language)).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: "invalid" });
      expect(errorOf(refused).message).toMatch(/^language: /);
    }
    const created = await owner.post("/api/sessions", {
      eventName: "E",
      title: "T",
      description: "D",
      language: "english please",
    });
    expect(created.status).toBe(400);

    const cleared = must(
      await owner.patch<PublicSession>(`/api/sessions/${session.id}`, { language: null }),
      200,
      "clear language",
    );
    expect(cleared.language).toBeNull();
  });

  it("removes the session with its files on disk and every row that belonged to it", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    await addLink(owner, session.id);
    await createPoll(owner, session.id, "open");
    const visitor = await newVisitor(server);
    await askQuestion(visitor, session.id);
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "visit");
    must(
      await visitor.post<DownloadResponse>(`/api/resources/${pdf.id}/download`, {
        email: "fan@example.test",
      }),
      201,
      "download",
    );
    must(await visitor.post(`/api/sessions/${session.id}/track-qr`), 201, "scan");

    const storedName = path.basename(pdf.filePath!);
    expect(await isStored(server, storedName)).toBe(true);
    const before = await rowCounts(server);

    const res = await owner.delete(`/api/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await isStored(server, storedName)).toBe(false);

    const after = await rowCounts(server);
    expect(after.sessions).toBe(before.sessions! - 1);
    for (const table of [
      "resources",
      "polls",
      "poll_choices",
      "questions",
      "page_views",
      "qr_scans",
      "leads",
      "lead_visitors",
      "downloads",
    ]) {
      const where =
        table === "poll_choices"
          ? sql`poll_id in (select id from polls where session_id = ${session.id})`
          : sql`session_id = ${session.id}`;
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(
        server.lectern.ctx.db,
      );
      expect(rows[0]!.n, table).toBe(0);
    }
    expect(after.resources).toBe(before.resources! - 2);
    expect((await server.client().get(`/api/sessions/${session.id}/public`)).status).toBe(404);
    expect((await owner.delete(`/api/sessions/${session.id}`)).status).toBe(404);
  });
});

describe("QR scans", () => {
  it("counts a replayed scan once and a new scan again", async () => {
    const session = await createSession(owner);
    const visitor = await newVisitor(server);
    const before = (await dashboard(owner, ownerId)).analytics.totalQrScans;
    const key = newKey();
    const first = await visitor.post(`/api/sessions/${session.id}/track-qr`, undefined, {
      headers: { "Idempotency-Key": key },
    });
    const replay = await visitor.post(`/api/sessions/${session.id}/track-qr`, undefined, {
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual({ ok: true });
    expect((await dashboard(owner, ownerId)).analytics.totalQrScans).toBe(before + 1);

    must(
      await visitor.post(`/api/sessions/${session.id}/track-qr`, undefined, {
        headers: { "Idempotency-Key": newKey() },
      }),
      201,
      "second scan",
    );
    expect((await dashboard(owner, ownerId)).analytics.totalQrScans).toBe(before + 2);
    expect((await visitor.post("/api/sessions/987654/track-qr")).status).toBe(404);
  });
});
