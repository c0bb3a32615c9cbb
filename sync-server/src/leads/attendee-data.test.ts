/**
 * Attendee data over real HTTP (docs/decisions.md, Attendee data): the review's M5, M6, L1 and L6
 * replayed, each now refused or fixed. The gate is real (a file needs the download token the e-mail
 * gives), the lead records the consent text the server showed and when, "Confirm e-mail before
 * download" confirms through the mailed link, networks are kept truncated and cleared after
 * IP_RETENTION_DAYS, deleting a lead clears its e-mail from questions, uploads stream to disk within
 * a storage quota, unused pictures are pruned, and the export lists what the review found missing.
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountExportSchema,
  analyticsSchema,
  buildLeadsCsv,
  confirmLeadResponseSchema,
  downloadResponseSchema,
  publicSessionSchema,
  type Analytics,
} from "@lectern/shared";
import { runHousekeepingPass } from "../housekeeping/housekeeping.ts";
import { storedFileCount, startTestServer, type TestServer } from "../test/harness.ts";
import {
  createPoll,
  createSession,
  errorOf,
  fileForm,
  must,
  newKey,
  signUpSpeaker,
  TINY_PDF,
  TINY_PNG,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";
import type { TestClient } from "../test/harness.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let server: TestServer;
let owner: TestClient;
let ownerId: number;

beforeAll(async () => {
  // A quota of 1 MB, so one small upload after another reaches it.
  server = await startTestServer({ storageQuotaMb: 1 });
  owner = server.client();
  ({ id: ownerId } = await signUpSpeaker(server, owner, {
    firstName: "Grace",
    lastName: "Hopper",
    email: uniqueEmail("grace"),
  }));
});

afterAll(() => server.close());

async function analytics(sessionId: number): Promise<Analytics> {
  return analyticsSchema.parse(
    must(await owner.get(`/api/sessions/${sessionId}/analytics`), 200, "analytics"),
  );
}

const pictureForm = (bytes: Uint8Array) =>
  fileForm({ type: "profile" }, { bytes, name: "me.png", type: "image/png" });

describe("the e-mail gate is real (L1)", () => {
  it("serves a file only with the token the e-mail gives, and never by its stored name", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Gated deck");
    const stranger = server.client();

    const bare = await stranger.get(`/api/resources/${pdf.id}/file`);
    expect(bare.status).toBe(403);
    expect(errorOf(bare).code).toBe("lead_required");
    const forged = await stranger.get(`/api/resources/${pdf.id}/file?token=${"A".repeat(24)}`);
    expect(errorOf(forged).code).toBe("lead_required");

    const page = publicSessionSchema.parse(
      must(await stranger.get(`/api/sessions/${session.id}/public`), 200, "public page"),
    );
    const listed = page.resources.find((resource) => resource.id === pdf.id)!;
    const storedName = pdf.filePath!.replace("/api/files/", "");
    expect(JSON.stringify(page)).not.toContain(storedName);
    expect(listed.filePath).toBe(`/api/resources/${pdf.id}/file`);
    expect((await stranger.get(`/api/files/${storedName}`)).status).toBe(404);

    const answer = downloadResponseSchema.parse(
      must(
        await stranger.post(`/api/resources/${pdf.id}/download`, { email: uniqueEmail("fan") }),
        201,
        "download",
      ),
    );
    expect(answer.kind).toBe("file");
    const file = await fetch(server.baseUrl + answer.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    // The token opens this file only.
    const other = await uploadPdf(owner, session.id, "Other deck");
    const elsewhere = await stranger.get(`/api/resources/${other.id}/file?token=${answer.token}`);
    expect(errorOf(elsewhere).code).toBe("lead_required");

    // Once expired, the same token is refused.
    await server.lectern.ctx.db
      .updateTable("downloadTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("resourceId", "=", pdf.id)
      .execute();
    const expired = await fetch(server.baseUrl + answer.url);
    expect(expired.status).toBe(403);
    // The owner opens their own file without a token.
    expect((await owner.get(`/api/resources/${pdf.id}/file`)).status).toBe(200);
  });
});

describe("the consent shown is recorded (M5)", () => {
  it("keeps the text the server rendered in the attendee's language, and when, in the CSV too", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Consent deck");
    const fan = await visitor(server);
    const email = uniqueEmail("consent");
    must(
      await fan.post(`/api/resources/${pdf.id}/download`, { email, locale: "de" }),
      201,
      "download in German",
    );
    const [lead] = (await analytics(session.id)).leads;
    expect(lead).toMatchObject({
      email,
      consentText:
        "Grace Hopper erhält deine E-Mail-Adresse und darf dich zu diesem Vortrag kontaktieren.",
      confirmed: false,
    });
    expect(lead!.consentAt).not.toBeNull();

    must(
      await owner.put(`/api/users/${ownerId}`, {
        consentText: "{speaker} sends the slides and one follow-up, nothing else.",
        privacyUrl: "https://example.com/privacy",
      }),
      200,
      "own consent text",
    );
    const page = publicSessionSchema.parse(
      must(await fan.get(`/api/sessions/${session.id}/public`), 200, "page"),
    );
    expect(page.user).toMatchObject({ privacyUrl: "https://example.com/privacy" });
    const second = uniqueEmail("custom");
    must(
      await (
        await visitor(server)
      ).post(`/api/sessions/${session.id}/capture-email`, { email: second }),
      200,
      "capture",
    );
    const leads = (await analytics(session.id)).leads;
    const custom = leads.find((row) => row.email === second)!;
    expect(custom.consentText).toBe(
      "Grace Hopper sends the slides and one follow-up, nothing else.",
    );

    const [header, ...rows] = buildLeadsCsv(leads).trimEnd().split("\r\n");
    expect(header!.split(",").slice(-3)).toEqual(["consent_text", "consent_at", "confirmed"]);
    const row = rows.find((line) => line.startsWith(second))!;
    expect(row).toContain("Grace Hopper sends the slides and one follow-up, nothing else.");
    expect(row).toContain(custom.consentAt!);
    expect(row.endsWith(",false")).toBe(true);

    const refused = await owner.put(`/api/users/${ownerId}`, {
      privacyUrl: "http://example.com/privacy",
    });
    expect(refused.status).toBe(400);
    must(await owner.put(`/api/users/${ownerId}`, { consentText: null }), 200, "default again");
  });
});

describe("Confirm e-mail before download (M5)", () => {
  it("opens the download from the mailed link and marks the lead confirmed; a planted one stays not", async () => {
    const session = await createSession(owner);
    must(
      await owner.patch(`/api/sessions/${session.id}`, { confirmEmail: true }),
      200,
      "confirm on",
    );
    const pdf = await uploadPdf(owner, session.id, "Confirmed deck");
    const real = uniqueEmail("real");
    const planted = uniqueEmail("victim");
    const since = Date.now();
    const asked = downloadResponseSchema.parse(
      must(
        await visitor(server).then((v) =>
          v.post(`/api/resources/${pdf.id}/download`, { email: real }),
        ),
        201,
        "download",
      ),
    );
    expect(asked).toEqual({ resourceId: pdf.id, url: "", kind: "confirm" });
    must(
      await (await visitor(server)).post(`/api/resources/${pdf.id}/download`, { email: planted }),
      201,
      "planted",
    );

    const mail = await server.mail.waitFor(real, since);
    expect(mail.subject).toContain("Confirmed deck");
    const token = /\/confirm-download#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const confirmed = confirmLeadResponseSchema.parse(
      must(await (await visitor(server)).post("/api/leads/confirm", { token }), 200, "confirm"),
    );
    expect(confirmed).toMatchObject({ sessionId: session.id, resourceTitle: "Confirmed deck" });
    const file = await fetch(server.baseUrl + confirmed.download.url);
    expect(file.status).toBe(200);

    const leads = (await analytics(session.id)).leads;
    expect(leads.find((lead) => lead.email === real)!.confirmed).toBe(true);
    expect(leads.find((lead) => lead.email === planted)!.confirmed).toBe(false);
    const csv = buildLeadsCsv(leads).split("\r\n");
    expect(csv.find((line) => line.startsWith(real))!.endsWith(",true")).toBe(true);

    const unknown = await (
      await visitor(server)
    ).post("/api/leads/confirm", { token: "x".repeat(24) });
    expect(errorOf(unknown).code).toBe("confirm_link_invalid");
  });
});

describe("addresses (M5)", () => {
  it("keeps only the network, clears it after IP_RETENTION_DAYS, and page views keep none", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Network deck");
    const fan = await visitor(server);
    must(await fan.get(`/api/sessions/${session.id}/public`), 200, "view");
    must(
      await fan.post(`/api/resources/${pdf.id}/download`, { email: uniqueEmail("net") }),
      201,
      "download",
    );
    const { db } = server.lectern.ctx;
    const lead = await db
      .selectFrom("leads")
      .select(["id", "ipAddress"])
      .where("sessionId", "=", session.id)
      .executeTakeFirstOrThrow();
    expect(lead.ipAddress).toBe("127.0.0.0/24");
    const downloads = await db
      .selectFrom("downloads")
      .select("ipAddress")
      .where("sessionId", "=", session.id)
      .execute();
    expect(downloads.map((row) => row.ipAddress)).toEqual(["127.0.0.0/24"]);
    const views = await db
      .selectFrom("pageViews")
      .select("ipAddress")
      .where("sessionId", "=", session.id)
      .execute();
    expect(views.map((row) => row.ipAddress)).toEqual([null]);

    // A lead and a vote of another session, as old as the retention: their networks go, the
    // fresh ones stay.
    const old = await createSession(owner);
    const oldFan = await visitor(server);
    must(
      await oldFan.post(`/api/sessions/${old.id}/capture-email`, { email: uniqueEmail("old") }),
      200,
      "old lead",
    );
    const oldPoll = await createPoll(owner, old.id, "open");
    const freshPoll = await createPoll(owner, session.id, "open");
    for (const [voter, poll] of [
      [oldFan, oldPoll],
      [fan, freshPoll],
    ] as const)
      must(
        await voter.post(
          `/api/polls/${poll.id}/vote`,
          { choiceId: poll.choices[0]!.id },
          { headers: { "Idempotency-Key": newKey() } },
        ),
        201,
        "vote",
      );
    const longAgo = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await db
      .updateTable("leads")
      .set({ createdAt: longAgo })
      .where("sessionId", "=", old.id)
      .execute();
    await db
      .updateTable("votes")
      .set({ createdAt: longAgo })
      .where("pollId", "=", oldPoll.id)
      .execute();
    const { config, storage } = server.lectern.ctx;
    await runHousekeepingPass({
      db,
      config,
      storage,
      idempotencyKeyDays: 30,
      ipRetentionDays: 30,
      now: Date.now,
      pauseMs: 0,
    });
    const kept = await db
      .selectFrom("leads")
      .select(["sessionId", "ipAddress"])
      .where("sessionId", "in", [session.id, old.id])
      .execute();
    expect(kept.find((row) => row.sessionId === old.id)!.ipAddress).toBeNull();
    expect(kept.find((row) => row.sessionId === session.id)!.ipAddress).toBe("127.0.0.0/24");
    const votes = await db
      .selectFrom("votes")
      .select(["pollId", "network"])
      .where("pollId", "in", [oldPoll.id, freshPoll.id])
      .execute();
    expect(votes.find((row) => row.pollId === oldPoll.id)!.network).toBeNull();
    expect(votes.find((row) => row.pollId === freshPoll.id)!.network).toBe("127.0.0.0/24");
  });
});

describe("deleting a lead (L6)", () => {
  it("clears its e-mail from questions in the speaker's sessions", async () => {
    const session = await createSession(owner);
    const asker = await visitor(server);
    const email = uniqueEmail("asker");
    must(
      await asker.post(`/api/sessions/${session.id}/questions`, {
        questionText: "Will the slides be shared?",
        isAnonymous: false,
        authorName: "Victim Person",
        authorEmail: email.toUpperCase(),
      }),
      201,
      "ask",
    );
    must(await asker.post(`/api/sessions/${session.id}/capture-email`, { email }), 200, "capture");
    const lead = (await analytics(session.id)).leads.find((row) => row.email === email)!;
    must(await owner.delete(`/api/sessions/${session.id}/leads/${lead.id}`), 200, "delete lead");
    const questions = await server.lectern.ctx.db
      .selectFrom("questions")
      .select("authorEmail")
      .where("sessionId", "=", session.id)
      .execute();
    expect(questions).toEqual([{ authorEmail: null }]);
  });
});

describe("uploads and storage (M6)", () => {
  it("refuses an upload past the quota with 413 quota_exceeded, and shows the use", async () => {
    const speaker = server.client();
    const { id } = await signUpSpeaker(server, speaker, {
      firstName: "Quinn",
      lastName: "Quota",
      email: uniqueEmail("quota"),
    });
    const session = await createSession(speaker);
    const half = Buffer.concat([TINY_PDF, Buffer.alloc(600 * 1024)]);
    const form = () =>
      fileForm(
        { sessionId: session.id, type: "handout", title: "Big" },
        { bytes: half, name: "big.pdf", type: "application/pdf" },
      );
    must(await speaker.request("POST", "/api/upload", { form: form() }), 201, "first upload");
    const over = await speaker.request("POST", "/api/upload", { form: form() });
    expect(over.status).toBe(413);
    expect(errorOf(over).code).toBe("quota_exceeded");
    const use = must(
      await speaker.get<{ usedBytes: number; quotaBytes: number }>(`/api/users/${id}/storage`),
      200,
      "storage",
    );
    expect(use).toEqual({ usedBytes: half.length, quotaBytes: 1024 * 1024 });
  });

  it("streams an upload to a temporary file, and an aborted one leaves none", async () => {
    const tempDir = path.join(server.dataDir, "upload-tmp");
    const session = await createSession(owner);
    const boundary = "----lectern-abort";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${session.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nhandout\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`;
    const request = http.request(`${server.baseUrl}/api/upload`, {
      method: "POST",
      headers: {
        cookie: owner.cookieHeader(),
        origin: server.baseUrl,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + 400 * 1024),
      },
    });
    request.on("error", () => undefined);
    request.write(head);
    request.write(Buffer.concat([TINY_PDF, Buffer.alloc(200 * 1024)]));
    // The body is on its way into a temporary file, not into memory.
    for (let i = 0; i < 200 && fs.readdirSync(tempDir).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(fs.readdirSync(tempDir).length).toBe(1);
    request.destroy();
    for (let i = 0; i < 200 && fs.readdirSync(tempDir).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(fs.readdirSync(tempDir)).toEqual([]);
  });

  it("keeps one picture of three uploads: a replaced one goes at once, one never set after an hour", async () => {
    const speaker = server.client();
    const { id } = await signUpSpeaker(server, speaker, {
      firstName: "Pia",
      lastName: "Picture",
      email: uniqueEmail("pia"),
    });
    const before = await storedFileCount(server);
    const upload = async () =>
      must(
        await speaker.request<{ filePath: string }>("POST", "/api/upload-profile", {
          form: pictureForm(TINY_PNG),
        }),
        201,
        "upload",
      ).filePath;
    const first = await upload();
    must(await speaker.put(`/api/users/${id}`, { profilePicture: first }), 200, "set first");
    await upload();
    const third = await upload();
    must(await speaker.put(`/api/users/${id}`, { profilePicture: third }), 200, "set third");
    expect(await storedFileCount(server)).toBe(before + 2);

    const { db, config, storage } = server.lectern.ctx;
    await runHousekeepingPass({
      db,
      config,
      storage,
      idempotencyKeyDays: 30,
      now: () => Date.now() + 2 * HOUR_MS,
      pauseMs: 0,
    });
    const files = await db
      .selectFrom("files")
      .select("storedName")
      .where("userId", "=", id)
      .execute();
    expect(files.map((row) => `/api/files/${row.storedName}`)).toEqual([third]);
    expect(await storedFileCount(server)).toBe(before + 1);
    expect((await fetch(server.baseUrl + third)).status).toBe(200);
  });
});

describe("Download my data (L6)", () => {
  it("lists download networks, blocked askers, own activity elsewhere, sign-ins and uploads", async () => {
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Export deck");
    must(
      await (
        await visitor(server)
      ).post(`/api/resources/${pdf.id}/download`, { email: uniqueEmail("ex") }),
      201,
      "download",
    );
    const other = server.client();
    await signUpSpeaker(server, other, {
      firstName: "Olga",
      lastName: "Other",
      email: uniqueEmail("olga"),
    });
    const theirs = await createSession(other);
    must(
      await owner.post(`/api/sessions/${theirs.id}/questions`, {
        questionText: "Asked by Grace elsewhere",
        isAnonymous: true,
      }),
      201,
      "ask elsewhere",
    );
    const data = accountExportSchema.parse(
      must(await owner.get(`/api/users/${ownerId}/export`), 200, "export"),
    );
    expect(data.downloads.find((row) => row.sessionId === session.id)).toMatchObject({
      ipAddress: "127.0.0.0/24",
      resource: { id: pdf.id, title: "Export deck" },
    });
    expect(data.activity.questions).toEqual([
      expect.objectContaining({ sessionId: theirs.id, questionText: "Asked by Grace elsewhere" }),
    ]);
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(data.uploads.some((file) => file.filePath === pdf.filePath)).toBe(true);
    expect(Array.isArray(data.blockedAskers)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|token_hash/);
  });
});
