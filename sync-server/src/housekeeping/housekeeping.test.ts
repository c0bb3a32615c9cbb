/**
 * Housekeeping on a real server's database (SQLite here, PostgreSQL in server-pg) with the clock
 * moved forward through the pass's `now`: old keys, expired codes and sessions and orphan files go;
 * what is still live, or pointed to, stays.
 */
import fs from "node:fs";
import path from "node:path";
import {
  IDEMPOTENCY_KEY_DAYS,
  OUTBOX_MAX_AGE_DAYS,
  OUTBOX_UNANSWERED_MAX_AGE_DAYS,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { isStored, startTestServer, type TestServer } from "../test/harness.ts";
import {
  runHousekeepingPass,
  WEBHOOK_DELIVERY_KEEP_DAYS,
  type HousekeepingDeps,
} from "./housekeeping.ts";
import { startHousekeeping } from "./job.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PNG = { mime: "image/png", ext: "png" } as const;

let server: TestServer;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.lectern.ctx;
  ({ id: userId } = await db
    .insertInto("users")
    .values({
      email: "keeper@example.com",
      firstName: "Kim",
      lastName: "Keeper",
      profileCompleted: 1,
      createdAt: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow());
});

afterAll(() => server.close());

/** A pass on the test server's database at `now`. */
function pass(now: number, more: Partial<HousekeepingDeps> = {}) {
  const { db, config, storage } = server.lectern.ctx;
  return runHousekeepingPass({
    db,
    config,
    storage,
    idempotencyKeyDays: IDEMPOTENCY_KEY_DAYS,
    now: () => now,
    pauseMs: 0,
    ...more,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

async function addKey(name: string, createdAt: number): Promise<void> {
  await server.lectern.ctx.db
    .insertInto("idempotencyKeys")
    .values({
      actorKey: "v:housekeeping",
      key: name,
      method: "POST",
      path: "/api/questions/1/upvote",
      status: 200,
      responseBody: "{}",
      createdAt: iso(createdAt),
    })
    .execute();
}

async function keyNames(): Promise<string[]> {
  const rows = await server.lectern.ctx.db
    .selectFrom("idempotencyKeys")
    .select("key")
    .where("actorKey", "=", "v:housekeeping")
    .orderBy("key")
    .execute();
  return rows.map((row) => row.key);
}

describe("housekeeping", () => {
  it(`removes Idempotency-Keys older than ${IDEMPOTENCY_KEY_DAYS} days and keeps newer ones`, async () => {
    const now = Date.now() + 40 * DAY;
    await addKey("key-old-31-days", now - 31 * DAY);
    await addKey("key-new-29-days", now - 29 * DAY);
    await addKey("key-new-today", now - HOUR);
    const removed = await pass(now);
    expect(removed.idempotencyKeys).toBe(1);
    expect(await keyNames()).toEqual(["key-new-29-days", "key-new-today"]);
  });

  it("removes in batches until nothing old is left", async () => {
    const now = Date.now() + 40 * DAY;
    for (let i = 0; i < 23; i++)
      await addKey(`key-batch-${String(i).padStart(2, "0")}`, now - 60 * DAY);
    const removed = await pass(now, { pacing: { rows: 5, afterBatch: () => Promise.resolve() } });
    expect(removed.idempotencyKeys).toBe(23);
    expect((await keyNames()).filter((name) => name.startsWith("key-batch"))).toEqual([]);
  });

  it("removes expired sign-in codes and sessions and keeps live ones", async () => {
    const { db } = server.lectern.ctx;
    const now = Date.now() + 2 * DAY;
    const code = (expiresAt: number, codeHash: string) => ({
      userId,
      codeHash,
      expiresAt: iso(expiresAt),
      createdAt: iso(expiresAt - 10 * 60 * 1000),
    });
    await db
      .insertInto("authCodes")
      .values([code(now - 2 * HOUR, "expired"), code(now + 5 * 60 * 1000, "live")])
      .execute();
    const session = (expiresAt: number, tokenHash: string) => ({
      tokenHash,
      userId,
      createdAt: iso(expiresAt - 30 * DAY),
      expiresAt: iso(expiresAt),
    });
    await db
      .insertInto("authSessions")
      .values([session(now - HOUR, "expired-session"), session(now + DAY, "live-session")])
      .execute();

    const removed = await pass(now);
    expect(removed).toMatchObject({ authCodes: 1, authSessions: 1 });
    const codes = await db.selectFrom("authCodes").select("codeHash").execute();
    expect(codes.map((row) => row.codeHash)).toEqual(["live"]);
    const sessions = await db.selectFrom("authSessions").select("tokenHash").execute();
    expect(sessions.map((row) => row.tokenHash)).toEqual(["live-session"]);
  });

  it(`removes webhook deliveries sent or given up ${WEBHOOK_DELIVERY_KEEP_DAYS} days ago, never a pending one`, async () => {
    const { db } = server.lectern.ctx;
    const now = Date.now() + 2 * DAY;
    const old = iso(now - (WEBHOOK_DELIVERY_KEEP_DAYS + 1) * DAY);
    const { id: webhookId } = await db
      .insertInto("webhooks")
      .values({
        userId,
        sessionId: null,
        url: "https://hooks.example.com/keeper",
        events: JSON.stringify(["lead.created"]),
        secret: "whsec_a2VlcGVyLXNlY3JldC1rZXBlci1zZWNyZXQ=",
        createdAt: old,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const delivery = (eventId: string, status: "pending" | "delivered" | "failed", at: string) => ({
      webhookId,
      eventId,
      event: "lead.created",
      payload: "{}",
      status,
      createdAt: at,
    });
    await db
      .insertInto("webhookDeliveries")
      .values([
        delivery("old-delivered", "delivered", old),
        delivery("old-failed", "failed", old),
        delivery("old-pending", "pending", old),
        delivery("new-delivered", "delivered", iso(now - DAY)),
      ])
      .execute();

    expect(await pass(now)).toMatchObject({ webhookDeliveries: 2 });
    const kept = await db
      .selectFrom("webhookDeliveries")
      .select("eventId")
      .where("webhookId", "=", webhookId)
      .orderBy("eventId")
      .execute();
    expect(kept.map((row) => row.eventId)).toEqual(["new-delivered", "old-pending"]);
  });

  it("removes a file no row points to once it is older than an hour, never a pointed one", async () => {
    const { db, storage, config } = server.lectern.ctx;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const orphan = await storage.save(bytes, PNG);
    const picture = await storage.save(bytes, PNG);
    await db
      .insertInto("files")
      .values({
        storedName: picture,
        userId,
        mimeType: PNG.mime,
        fileSize: 7,
        createdAt: iso(Date.now()),
      })
      .execute();
    await db
      .updateTable("users")
      .set({ profilePicture: `/api/files/${picture}` })
      .where("id", "=", userId)
      .execute();
    const attachment = await storage.save(bytes, PNG);
    const { id: sessionId } = await db
      .insertInto("sessions")
      .values({
        userId,
        eventName: "Housekeeping",
        title: "Files",
        description: "",
        qaEnabled: 1,
        createdAt: iso(Date.now()),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("resources")
      .values({
        sessionId,
        type: "handout",
        title: "Slides",
        storedName: attachment,
        mimeType: PNG.mime,
        fileSize: 7,
        order: 0,
        createdAt: iso(Date.now()),
      })
      .execute();
    const unfinished = path.join(server.dataDir, "uploads", "AbCdEfGhIjKlMnOp.png.part");
    if (config.fileStorage === "local") fs.writeFileSync(unfinished, bytes);

    // Just uploaded: its row may still be coming, so it stays.
    expect((await pass(Date.now())).files).toBe(0);
    expect(await isStored(server, orphan)).toBe(true);

    const removed = await pass(Date.now() + 2 * HOUR);
    expect(removed.files).toBe(config.fileStorage === "local" ? 2 : 1);
    expect(await isStored(server, orphan)).toBe(false);
    expect(await isStored(server, picture)).toBe(true);
    expect(await isStored(server, attachment)).toBe(true);
    expect(fs.existsSync(unfinished)).toBe(false);
    if (config.fileStorage === "database") {
      const chunks = await db
        .selectFrom("fileChunks")
        .select("storedName")
        .where("storedName", "=", orphan)
        .execute();
      expect(chunks).toEqual([]);
    }
  });

  it("ends early when the server drains", async () => {
    const now = Date.now() + 40 * DAY;
    for (let i = 0; i < 6; i++) await addKey(`key-drain-${i}`, now - 60 * DAY);
    let asked = 0;
    const removed = await pass(now, {
      pacing: { rows: 2, afterBatch: () => Promise.resolve() },
      stopping: () => asked++ >= 1,
    });
    expect(removed.idempotencyKeys).toBe(2);
    expect((await keyNames()).filter((name) => name.startsWith("key-drain"))).toHaveLength(4);
  });

  it("runs by itself on its timer, unless the timer is turned off", async () => {
    const { db, config, storage, log } = server.lectern.ctx;
    const now = Date.now() + 40 * DAY;
    await addKey("key-timer-old", now - 60 * DAY);
    const start = (timer: boolean) =>
      startHousekeeping({
        config: { ...config, housekeepingTimer: timer },
        db,
        storage,
        redis: null,
        log,
        now: () => now,
        firstPassDelayMs: 20,
      });
    const off = start(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await keyNames()).toContain("key-timer-old");
    await off.stop();
    const on = start(true);
    await expect.poll(keyNames).not.toContain("key-timer-old");
    await on.stop();
  });

  it("runs through the app's job and reports what it removed", async () => {
    const outcome = await server.lectern.housekeeping.runNow();
    expect(outcome.ran).toBe(true);
  });
});

describe("housekeeping settings", () => {
  it(`keeps keys ${IDEMPOTENCY_KEY_DAYS} days unless IDEMPOTENCY_KEY_DAYS says otherwise`, () => {
    expect(loadConfig({}).idempotencyKeyDays).toBe(IDEMPOTENCY_KEY_DAYS);
    expect(loadConfig({ IDEMPOTENCY_KEY_DAYS: "45" }).idempotencyKeyDays).toBe(45);
  });

  it(`refuses to keep keys less than ${IDEMPOTENCY_KEY_DAYS} days, while the outbox may still resend`, () => {
    expect(() =>
      loadConfig({ IDEMPOTENCY_KEY_DAYS: String(OUTBOX_UNANSWERED_MAX_AGE_DAYS + 1) }),
    ).toThrow(/IDEMPOTENCY_KEY_DAYS/);
    expect(() => loadConfig({ IDEMPOTENCY_KEY_DAYS: String(OUTBOX_MAX_AGE_DAYS) })).toThrow(
      /IDEMPOTENCY_KEY_DAYS/,
    );
    expect(() => loadConfig({ IDEMPOTENCY_KEY_DAYS: "ten" })).toThrow(/IDEMPOTENCY_KEY_DAYS/);
  });

  it("runs hourly unless HOUSEKEEPING_INTERVAL_MINUTES says otherwise", () => {
    expect(loadConfig({}).housekeepingIntervalMs).toBe(60 * 60 * 1000);
    expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: "5" }).housekeepingIntervalMs).toBe(
      5 * 60 * 1000,
    );
    expect(() => loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: "0" })).toThrow(
      /HOUSEKEEPING_INTERVAL_MINUTES/,
    );
  });
});
