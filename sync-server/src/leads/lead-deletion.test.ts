/**
 * Deleting one lead (docs/product.md, Leads screen), on the engine the project runs: its e-mail,
 * its downloads and its addresses go; the page views stay, anonymous; the counts follow.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  analyticsSchema,
  type Analytics,
  type Dashboard,
  type DashboardLead,
} from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  createSession,
  errorOf,
  must,
  newKey,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
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

const analytics = async (sessionId: number) =>
  analyticsSchema.parse(
    must(await owner.get<Analytics>(`/api/sessions/${sessionId}/analytics`), 200, "analytics"),
  );

async function download(client: TestClient, resourceId: number, email?: string) {
  return client.post(`/api/resources/${resourceId}/download`, email ? { email } : {}, {
    headers: { "Idempotency-Key": newKey() },
  });
}

/** Every stored text value of every table, to look for an e-mail anywhere. */
async function everyText(): Promise<string> {
  const db = server.lectern.ctx.db;
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_"));
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table.name)}`.execute(db);
    parts.push(JSON.stringify(rows));
  }
  return parts.join("\n").toLowerCase();
}

describe("deleting a lead", () => {
  it("removes its e-mail, downloads and addresses; views stay and the counts follow", async () => {
    const session = await createSession(owner, { title: "Lead talk" });
    const pdf = await uploadPdf(owner, session.id);
    const [gone, stays, anonymous] = [
      await visitor(server),
      await visitor(server),
      await visitor(server),
    ];
    const goneEmail = uniqueEmail("gone");
    const staysEmail = uniqueEmail("stays");
    for (const client of [gone, stays, anonymous, gone])
      must(await client.get(`/api/sessions/${session.id}/public`), 200, "view");
    must(await download(gone, pdf.id, goneEmail), 201, "download");
    must(await download(gone, pdf.id), 201, "download again");
    must(await download(stays, pdf.id, staysEmail), 201, "download");
    const dashboardBefore = must(
      await owner.get<Dashboard>(`/api/users/${ownerId}/dashboard`),
      200,
      "dashboard",
    ).analytics;

    const before = await analytics(session.id);
    expect(before).toMatchObject({ uniqueLeads: 2, totalPageViews: 4, totalDownloads: 3 });
    const lead = before.leads.find((l) => l.email === goneEmail.toLowerCase())!;
    expect(lead.viewCount).toBe(2);

    const res = await owner.delete(`/api/sessions/${session.id}/leads/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const after = await analytics(session.id);
    expect(after).toMatchObject({ uniqueLeads: 1, totalPageViews: 4, totalDownloads: 1 });
    expect(after.leads.map((l) => l.email)).toEqual([staysEmail.toLowerCase()]);
    const rows = must(
      await owner.get<DashboardLead[]>(`/api/sessions/${session.id}/leads`),
      200,
      "leads",
    );
    expect(rows.map((r) => r.email)).toEqual([staysEmail.toLowerCase()]);
    const dashboardAfter = must(
      await owner.get<Dashboard>(`/api/users/${ownerId}/dashboard`),
      200,
      "dashboard",
    ).analytics;
    expect(dashboardAfter).toEqual({
      ...dashboardBefore,
      totalDownloads: dashboardBefore.totalDownloads - 2,
      totalEmailCaptures: dashboardBefore.totalEmailCaptures - 1,
    });

    expect(await everyText()).not.toContain(goneEmail.toLowerCase());
    const views = await server.lectern.ctx.db
      .selectFrom("pageViews")
      .select(["visitorId", "ipAddress"])
      .where("sessionId", "=", session.id)
      .execute();
    expect(views).toHaveLength(4);
    // Page views keep no address at all (docs/decisions.md, Attendee data).
    for (const view of views) expect(view.ipAddress).toBeNull();

    // The visitor is anonymous again: a download asks for an e-mail once more.
    const again = await download(gone, pdf.id);
    expect(errorOf(again).code).toBe("email_required");

    const twice = await owner.delete(`/api/sessions/${session.id}/leads/${lead.id}`);
    expect(twice.status).toBe(404);
    expect(errorOf(twice).code).toBe("not_found");
  });

  it("is the owner's alone, and only through the lead's own session", async () => {
    const session = await createSession(owner, { title: "Guarded talk" });
    const elsewhere = await createSession(owner, { title: "Another talk" });
    const pdf = await uploadPdf(owner, session.id);
    must(await download(await visitor(server), pdf.id, uniqueEmail("kept")), 201, "download");
    const lead = (await analytics(session.id)).leads[0]!;

    const other = server.client();
    await signUpSpeaker(server, other, {
      firstName: "Oscar",
      lastName: "Other",
      email: uniqueEmail("other"),
    });
    const path = `/api/sessions/${session.id}/leads/${lead.id}`;
    expect((await other.delete(path)).status).toBe(403);
    expect((await server.client().delete(path)).status).toBe(401);
    const wrongSession = await owner.delete(`/api/sessions/${elsewhere.id}/leads/${lead.id}`);
    expect(wrongSession.status).toBe(404);
    expect((await analytics(session.id)).uniqueLeads).toBe(1);
  });
});
