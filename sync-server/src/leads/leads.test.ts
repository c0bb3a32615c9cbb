/**
 * Leads through the real server: downloads that make a visitor a lead, exactly-once replays, views
 * attributed to the lead, the owner's leads list, analytics and dashboard, and who may read them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Analytics,
  analyticsSchema,
  type Dashboard,
  dashboardLeadSchema,
  dashboardSchema,
  downloadResponseSchema,
  MESSAGES,
  type PublicSession,
} from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  addCta,
  addLink,
  createSession,
  errorOf,
  must,
  newKey,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor as newVisitor,
} from "../test/seed.ts";

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

async function analytics(sessionId: number) {
  return analyticsSchema.parse(
    must(await owner.get<Analytics>(`/api/sessions/${sessionId}/analytics`), 200, "analytics"),
  );
}

function download(
  client: TestClient,
  resourceId: number,
  body: { email?: string } = {},
  key = newKey(),
) {
  return client.post(`/api/resources/${resourceId}/download`, body, {
    headers: { "Idempotency-Key": key },
  });
}

describe("downloading a resource", () => {
  it("asks for an e-mail first, then remembers the visitor as that lead", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const visitor = await newVisitor(server);

    const refused = await download(visitor, pdf.id);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(MESSAGES.downloadEmailRequired);
    expect((await download(visitor, pdf.id, { email: "not-an-email" })).status).toBe(400);

    const first = await download(visitor, pdf.id, { email: "Fan@Example.test" });
    expect(first.status).toBe(201);
    const answer = downloadResponseSchema.parse(first.body);
    expect(answer).toMatchObject({ resourceId: pdf.id, kind: "file" });
    expect(answer.url).toBe(`/api/resources/${pdf.id}/file?token=${answer.token}`);
    const second = await download(visitor, pdf.id);
    expect(second.status).toBe(201);

    const stats = await analytics(session.id);
    expect(stats.uniqueLeads).toBe(1);
    expect(stats.totalDownloads).toBe(2);
    expect(stats.leads[0]).toMatchObject({ email: "fan@example.test", downloadCount: 2 });
    expect(stats.leads[0]!.downloads.map((d) => d.resourceTitle)).toEqual(["Slides", "Slides"]);

    const stranger = await download(await newVisitor(server), pdf.id);
    expect(stranger.status).toBe(400);
    expect((await download(visitor, 987654, { email: "fan@example.test" })).status).toBe(404);
  });

  it("sends links and calls to action to their URL", async () => {
    const session = await createSession(owner);
    const link = await addLink(owner, session.id);
    const cta = await addCta(owner, session.id);
    const visitor = await newVisitor(server);
    const toLink = await download(visitor, link.id, { email: "reader@example.test" });
    expect(toLink.body).toEqual({
      resourceId: link.id,
      url: "https://example.com/repo",
      kind: "link",
    });
    const toCta = await download(visitor, cta.id);
    expect(toCta.body).toEqual({
      resourceId: cta.id,
      url: "https://example.com/beta",
      kind: "link",
    });
    const stats = await analytics(session.id);
    expect(stats.leads[0]!.downloads.map((d) => d.resourceType).sort()).toEqual(["cta", "link"]);
  });

  it("counts a download replayed with the same Idempotency-Key once", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const visitor = await newVisitor(server);
    const key = newKey();
    const first = await download(visitor, pdf.id, { email: "once@example.test" }, key);
    const replay = await download(visitor, pdf.id, { email: "once@example.test" }, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const stats = await analytics(session.id);
    expect(stats.totalDownloads).toBe(1);
    expect(must(await owner.get(`/api/sessions/${session.id}/leads`), 200, "leads")).toHaveLength(
      1,
    );
  });

  it("lets the same e-mail on two devices stay one lead", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    must(
      await download(await newVisitor(server), pdf.id, { email: "twice@example.test" }),
      201,
      "phone",
    );
    must(
      await download(await newVisitor(server), pdf.id, { email: "TWICE@example.test" }),
      201,
      "laptop",
    );
    const stats = await analytics(session.id);
    expect(stats.uniqueLeads).toBe(1);
    expect(stats.leads[0]!.downloadCount).toBe(2);
  });
});

describe("page views of a lead", () => {
  it("attributes a visitor's earlier page views once they give their e-mail", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const visitor = await newVisitor(server);
    const other = server.client();
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "view 1");
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "view 2");
    must(await other.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "someone else");
    must(await download(visitor, pdf.id, { email: "early@example.test" }), 201, "download");
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "view 3");

    const stats = await analytics(session.id);
    expect(stats.totalPageViews).toBe(4);
    expect(stats.leads).toHaveLength(1);
    expect(stats.leads[0]).toMatchObject({
      email: "early@example.test",
      viewCount: 3,
      downloadCount: 1,
    });
  });

  it("moves a visitor who gives another e-mail to that lead", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const visitor = await newVisitor(server);
    must(await visitor.get<PublicSession>(`/api/sessions/${session.id}/public`), 200, "view");
    must(await download(visitor, pdf.id, { email: "first@example.test" }), 201, "first");
    must(await download(visitor, pdf.id, { email: "second@example.test" }), 201, "second");
    must(await download(visitor, pdf.id), 201, "again, no e-mail");
    const byEmail = Object.fromEntries(
      (await analytics(session.id)).leads.map((l) => [l.email, l]),
    );
    expect(byEmail["first@example.test"]).toMatchObject({ viewCount: 0, downloadCount: 1 });
    expect(byEmail["second@example.test"]).toMatchObject({ viewCount: 1, downloadCount: 2 });
  });

  it("captures an e-mail without a download, after which downloads need none", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const visitor = await newVisitor(server);
    expect(
      (await visitor.post(`/api/sessions/${session.id}/capture-email`, { email: "nope" })).status,
    ).toBe(400);
    const captured = await visitor.post(`/api/sessions/${session.id}/capture-email`, {
      email: "captured@example.test",
    });
    expect(captured.status).toBe(200);
    expect(captured.body).toEqual({ ok: true });
    must(await download(visitor, pdf.id), 201, "download without e-mail");
    const stats = await analytics(session.id);
    expect(stats.leads[0]).toMatchObject({ email: "captured@example.test", downloadCount: 1 });
    expect(
      (await visitor.post("/api/sessions/987654/capture-email", { email: "a@example.test" }))
        .status,
    ).toBe(404);
  });
});

describe("the owner's leads list, analytics and dashboard", () => {
  it("lists one row per download, newest first, with the resource or null once deleted", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Deck");
    const link = await addLink(owner, session.id, "Repo");
    const visitor = await newVisitor(server);
    must(await download(visitor, pdf.id, { email: "list@example.test" }), 201, "pdf");
    must(await download(visitor, link.id), 201, "link");
    must(await owner.delete(`/api/resources/${pdf.id}`), 200, "delete pdf");

    const answered = must(
      await owner.get<unknown[]>(`/api/sessions/${session.id}/leads`),
      200,
      "leads",
    );
    // The speaker reads no attendee's address, not even its network.
    for (const row of answered) expect(row).not.toHaveProperty("ipAddress");
    const rows = answered.map((r: unknown) => dashboardLeadSchema.parse(r));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      email: "list@example.test",
      resource: { id: link.id, title: "Repo" },
    });
    expect(rows[1]).toMatchObject({ email: "list@example.test", resource: null });
    const stats = await analytics(session.id);
    expect(stats.leads[0]!.downloads.map((d) => d.resourceTitle)).toEqual(["Repo", "Deck"]);
  });

  it("adds the sessions' numbers up on the dashboard", async () => {
    const speaker = server.client();
    const speakerId = (
      await signUpSpeaker(server, speaker, {
        firstName: "Dana",
        lastName: "Dash",
        email: uniqueEmail("dash"),
      })
    ).id;
    const empty = dashboardSchema.parse(
      must(
        await speaker.get<Dashboard>(`/api/users/${speakerId}/dashboard`),
        200,
        "empty dashboard",
      ),
    );
    expect(empty).toEqual({
      analytics: { totalSessions: 0, totalQrScans: 0, totalDownloads: 0, totalEmailCaptures: 0 },
      sessions: [],
      shared: [],
    });

    const older = await createSession(speaker, { title: "Older" });
    const newer = await createSession(speaker, { title: "Newer" });
    const olderPdf = await uploadPdf(speaker, older.id);
    const newerPdf = await uploadPdf(speaker, newer.id);
    const a = await newVisitor(server);
    const b = await newVisitor(server);
    must(await a.post(`/api/sessions/${older.id}/track-qr`), 201, "scan a");
    must(await b.post(`/api/sessions/${newer.id}/track-qr`), 201, "scan b");
    must(await download(a, olderPdf.id, { email: "a@example.test" }), 201, "a older");
    must(await download(a, olderPdf.id), 201, "a older again");
    must(await download(b, olderPdf.id, { email: "b@example.test" }), 201, "b older");
    must(await download(b, newerPdf.id, { email: "b@example.test" }), 201, "b newer");

    const board = dashboardSchema.parse(
      must(await speaker.get<Dashboard>(`/api/users/${speakerId}/dashboard`), 200, "dashboard"),
    );
    expect(board.analytics).toEqual({
      totalSessions: 2,
      totalQrScans: 2,
      totalDownloads: 4,
      totalEmailCaptures: 3,
    });
    expect(board.sessions.map((s) => s.title)).toEqual(["Newer", "Older"]);
    expect(board.sessions.map((s) => s.leadCount)).toEqual([1, 2]);
    expect(board.sessions[1]!.resources.map((r) => r.id)).toEqual([olderPdf.id]);

    const perSession = await Promise.all(
      [older.id, newer.id].map(async (id) =>
        analyticsSchema.parse(
          must(await speaker.get<Analytics>(`/api/sessions/${id}/analytics`), 200, "analytics"),
        ),
      ),
    );
    expect(perSession.reduce((n, s) => n + s.totalDownloads, 0)).toBe(
      board.analytics.totalDownloads,
    );
    expect(perSession.reduce((n, s) => n + s.uniqueLeads, 0)).toBe(
      board.analytics.totalEmailCaptures,
    );
  });
});

describe("who may do what", () => {
  it("answers 401 to signed-out callers and 403 to another speaker on every owner route", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const link = await addLink(owner, session.id);
    const other = server.client();
    await signUpSpeaker(server, other, {
      firstName: "Oscar",
      lastName: "Other",
      email: uniqueEmail("other"),
    });
    const anonymous = server.client();
    const form = () => {
      const f = new FormData();
      f.append("sessionId", String(session.id));
      f.append("type", "presentation");
      f.append("title", "Intruder");
      f.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "x.pdf");
      return f;
    };
    const routes: [string, string, unknown?][] = [
      ["PATCH", `/api/sessions/${session.id}`, { title: "Hijacked" }],
      ["DELETE", `/api/sessions/${session.id}`],
      ["GET", `/api/sessions/${session.id}/leads`],
      ["GET", `/api/sessions/${session.id}/analytics`],
      ["GET", `/api/users/${ownerId}/dashboard`],
      [
        "POST",
        "/api/resources",
        { sessionId: session.id, type: "link", title: "Spam", url: "example.com" },
      ],
      ["PATCH", `/api/resources/${link.id}`, { title: "Hijacked" }],
      ["DELETE", `/api/resources/${pdf.id}`],
      ["DELETE", `/api/resources/${link.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect(
        (await anonymous.request(method, url, { body })).status,
        `${method} ${url} signed out`,
      ).toBe(401);
      expect(
        (await other.request(method, url, { body })).status,
        `${method} ${url} other speaker`,
      ).toBe(403);
    }
    expect((await anonymous.request("POST", "/api/upload", { form: form() })).status).toBe(401);
    expect((await other.request("POST", "/api/upload", { form: form() })).status).toBe(403);

    const page = must(
      await owner.get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "page",
    );
    expect(page.title).toBe(session.title);
    expect(page.resources).toHaveLength(2);
  });
});
