/**
 * One housekeeping pass (docs/decisions.md, Exactly-once actions and Attendee data): removes
 * Idempotency-Keys older than the configured days, sign-in codes and sessions past their expiry,
 * download tokens and confirmation links past theirs, the networks kept on leads, downloads and page
 * views once older than IP_RETENTION_DAYS, webhook deliveries sent or given up more than
 * WEBHOOK_DELIVERY_KEEP_DAYS ago, profile pictures uploaded and never set after an hour, and
 * uploaded files no row points to (with uploads left half-received). Every removal goes in small batches (the engine's pacing, else BATCH_ROWS rows a
 * statement) with a pause between them, so the database is never held long, and the same Kysely code runs on SQLite and
 * PostgreSQL. The clock is a parameter, so tests move it instead of faking timers.
 */
import fs from "node:fs";
import { IP_RETENTION_DAYS } from "@lectern/shared";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../config.ts";
import type { BatchPacing, Db } from "../db/database.ts";
import { uploadTempDir } from "../files/receive-file.ts";
import { filePathOf, isStoredName, type FileStorage } from "../files/storage.ts";

/** Rows one statement removes at most. */
export const BATCH_ROWS = 500;
/** The pause after a full batch, so requests get the database between batches. */
export const BATCH_PAUSE_MS = 50;
/** A file younger than this is never an orphan: an upload in flight may not have its row yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/**
 * A sign-in code is removed this long after it expired, so a code typed a little late still hears
 * that it expired rather than that there is none.
 */
export const EXPIRED_CODE_GRACE_MS = 60 * 60 * 1000;

/**
 * Days a webhook delivery is kept once delivered or given up: long after its `webhook-id` could
 * come again, and the deliveries screen shows the last 100 anyway.
 */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingDeps {
  db: Db;
  config: Pick<Config, "dataDir" | "fileStorage">;
  storage: Pick<FileStorage, "remove">;
  idempotencyKeyDays: number;
  /** Days a lead's, download's or page view's network is kept; unset: IP_RETENTION_DAYS. */
  ipRetentionDays?: number;
  /** Epoch milliseconds; Date.now in the app, a moved clock in tests. */
  now: () => number;
  /** Asked between batches: true ends the pass early (the server is draining). */
  stopping?: () => boolean;
  /** The engine's batch size and what runs after each batch (db/database.ts); else BATCH_ROWS. */
  pacing?: BatchPacing;
  pauseMs?: number;
}

/** What one pass removed. */
export interface Removed {
  idempotencyKeys: number;
  authCodes: number;
  authSessions: number;
  /** Download tokens and confirmation links past their expiry. */
  tokens: number;
  /** Leads, downloads, page views and votes whose network was cleared. */
  networks: number;
  /** Webhook deliveries sent or given up more than WEBHOOK_DELIVERY_KEEP_DAYS ago. */
  webhookDeliveries: number;
  /** Profile pictures uploaded and never set (their files included). */
  pictures: number;
  files: number;
}

export async function runHousekeepingPass(deps: HousekeepingDeps): Promise<Removed> {
  const { db, now } = deps;
  const batch = deps.pacing?.rows ?? BATCH_ROWS;
  const stopping = deps.stopping ?? (() => false);
  const pause = () => sleep(deps.pauseMs ?? BATCH_PAUSE_MS);
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Runs `removeBatch` until it removes less than a full batch; returns how many it removed. */
  async function inBatches(removeBatch: () => Promise<number>): Promise<number> {
    let total = 0;
    while (!stopping()) {
      const removed = await removeBatch();
      total += removed;
      if (removed > 0) await deps.pacing?.afterBatch();
      if (removed < batch) break;
      await pause();
    }
    return total;
  }

  const keysBefore = iso(now() - deps.idempotencyKeyDays * DAY_MS);
  const idempotencyKeys = await inBatches(async () => {
    const result = await db
      .deleteFrom("idempotencyKeys")
      .where((eb) =>
        eb(
          eb.refTuple("actorKey", "key"),
          "in",
          eb
            .selectFrom("idempotencyKeys")
            .select(["actorKey", "key"])
            .where("createdAt", "<", keysBefore)
            .limit(batch)
            .$asTuple("actorKey", "key"),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  const codesBefore = iso(now() - EXPIRED_CODE_GRACE_MS);
  const authCodes = await inBatches(async () => {
    const result = await db
      .deleteFrom("authCodes")
      .where("id", "in", (qb) =>
        qb.selectFrom("authCodes").select("id").where("expiresAt", "<", codesBefore).limit(batch),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  const sessionsBefore = iso(now());
  const authSessions = await inBatches(async () => {
    const result = await db
      .deleteFrom("authSessions")
      .where("tokenHash", "in", (qb) =>
        qb
          .selectFrom("authSessions")
          .select("tokenHash")
          .where("expiresAt", "<=", sessionsBefore)
          .limit(batch),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  let tokens = 0;
  for (const table of ["downloadTokens", "leadConfirmations"] as const) {
    tokens += await inBatches(async () => {
      const result = await db
        .deleteFrom(table)
        .where("tokenHash", "in", (qb) =>
          qb
            .selectFrom(table)
            .select("tokenHash")
            .where("expiresAt", "<=", iso(now()))
            .limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  const networksBefore = iso(now() - (deps.ipRetentionDays ?? IP_RETENTION_DAYS) * DAY_MS);
  let networks = 0;
  for (const table of ["leads", "downloads", "pageViews"] as const) {
    networks += await inBatches(async () => {
      const result = await db
        .updateTable(table)
        .set({ ipAddress: null })
        .where("id", "in", (qb) =>
          qb
            .selectFrom(table)
            .select("id")
            .where("ipAddress", "is not", null)
            .where("createdAt", "<", networksBefore)
            .limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
  }
  networks += await inBatches(async () => {
    const result = await db
      .updateTable("votes")
      .set({ network: null })
      .where("id", "in", (qb) =>
        qb
          .selectFrom("votes")
          .select("id")
          .where("network", "is not", null)
          .where("createdAt", "<", networksBefore)
          .limit(batch),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });

  const deliveriesBefore = iso(now() - WEBHOOK_DELIVERY_KEEP_DAYS * DAY_MS);
  const webhookDeliveries = await inBatches(async () => {
    const result = await db
      .deleteFrom("webhookDeliveries")
      .where("id", "in", (qb) =>
        qb
          .selectFrom("webhookDeliveries")
          .select("id")
          .where("status", "!=", "pending")
          .where("createdAt", "<", deliveriesBefore)
          .limit(batch),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });

  const pictures = await removeUnsetPictures(deps, batch, stopping, pause);

  const files =
    deps.config.fileStorage === "database"
      ? await removeOrphansInDatabase(deps, batch, stopping, pause)
      : await removeOrphansOnDisk(deps, batch, stopping, pause);
  await removeStaleUploads(deps);

  return {
    idempotencyKeys,
    authCodes,
    authSessions,
    tokens,
    networks,
    webhookDeliveries,
    pictures,
    files,
  };
}

/**
 * Profile pictures uploaded ORPHAN_MIN_AGE_MS ago or earlier that no profile shows: their rows and
 * their files go (a picture replaced on the profile is removed at once: users/profile-picture.ts).
 */
async function removeUnsetPictures(
  deps: HousekeepingDeps,
  batch: number,
  stopping: () => boolean,
  pause: () => Promise<unknown>,
): Promise<number> {
  const { db } = deps;
  const before = new Date(deps.now() - ORPHAN_MIN_AGE_MS).toISOString();
  let removed = 0;
  let after = "";
  while (!stopping()) {
    const rows = await db
      .selectFrom("files")
      .select(["storedName", "userId"])
      .where("createdAt", "<", before)
      .where("storedName", ">", after)
      .orderBy("storedName")
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    const shown = new Set(
      (
        await db
          .selectFrom("users")
          .select("profilePicture")
          .where(
            "profilePicture",
            "in",
            rows.map((row) => filePathOf(row.storedName)),
          )
          .execute()
      ).map((user) => user.profilePicture),
    );
    for (const row of rows) {
      if (shown.has(filePathOf(row.storedName)) || stopping()) continue;
      await db.deleteFrom("files").where("storedName", "=", row.storedName).execute();
      await deps.storage.remove(row.storedName);
      removed += 1;
    }
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.storedName;
    await pause();
  }
  return removed;
}

/** Temporary files of uploads that never finished (a crash mid-upload), once an hour old. */
async function removeStaleUploads(deps: HousekeepingDeps): Promise<void> {
  const dir = uploadTempDir(deps.config.dataDir);
  const olderThan = deps.now() - ORPHAN_MIN_AGE_MS;
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const entry of entries) {
    const target = path.join(dir, entry);
    const stat = await fs.promises.stat(target).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < olderThan) await fs.promises.rm(target, { force: true });
  }
}

/** Of `names`, those a resource, a user's file record or a deck (its PDF, its pages) points to. */
async function pointedTo(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [resources, files, decks, images, thumbs] = await Promise.all([
    db.selectFrom("resources").select("storedName").where("storedName", "in", names).execute(),
    db.selectFrom("files").select("storedName").where("storedName", "in", names).execute(),
    db
      .selectFrom("decks")
      .select("sourceStoredName as storedName")
      .where("sourceStoredName", "in", names)
      .execute(),
    db
      .selectFrom("deckPages")
      .select("imageName as storedName")
      .where("imageName", "in", names)
      .execute(),
    db
      .selectFrom("deckPages")
      .select("thumbName as storedName")
      .where("thumbName", "in", names)
      .execute(),
  ]);
  return new Set(
    [...resources, ...files, ...decks, ...images, ...thumbs].flatMap((row) =>
      row.storedName ? [row.storedName] : [],
    ),
  );
}

/**
 * FILE_STORAGE "database": stored_files has no upload time, so a pass first stamps the files it
 * has not seen (first_seen_at, never earlier than the upload), and a file is an orphan once it was
 * seen ORPHAN_MIN_AGE_MS ago and no row points to it. Chunks go with their file (on delete cascade).
 */
async function removeOrphansInDatabase(
  deps: HousekeepingDeps,
  batch: number,
  stopping: () => boolean,
  pause: () => Promise<unknown>,
): Promise<number> {
  const { db, now } = deps;
  const seenAt = new Date(now()).toISOString();
  while (!stopping()) {
    const result = await db
      .updateTable("storedFiles")
      .set({ firstSeenAt: seenAt })
      .where("storedName", "in", (qb) =>
        qb
          .selectFrom("storedFiles")
          .select("storedName")
          .where("firstSeenAt", "is", null)
          .limit(batch),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) < batch) break;
    await pause();
  }

  const seenBefore = new Date(now() - ORPHAN_MIN_AGE_MS).toISOString();
  let removed = 0;
  let after = "";
  while (!stopping()) {
    const names = (
      await db
        .selectFrom("storedFiles")
        .select("storedName")
        .where("firstSeenAt", "<", seenBefore)
        .where("storedName", ">", after)
        .orderBy("storedName")
        .limit(batch)
        .execute()
    ).map((row) => row.storedName);
    const kept = await pointedTo(db, names);
    for (const name of names) {
      if (kept.has(name) || stopping()) continue;
      await deps.storage.remove(name);
      removed += 1;
    }
    if (names.length < batch) break;
    after = names[names.length - 1]!;
    await pause();
  }
  return removed;
}

/**
 * FILE_STORAGE "local": the files under DATA_DIR/uploads, by their modification time. A `.part`
 * file is a write that never finished (a crash between write and rename); no row ever points to it.
 */
async function removeOrphansOnDisk(
  deps: HousekeepingDeps,
  batch: number,
  stopping: () => boolean,
  pause: () => Promise<unknown>,
): Promise<number> {
  const dir = path.join(deps.config.dataDir, "uploads");
  const olderThan = deps.now() - ORPHAN_MIN_AGE_MS;
  let entries: string[];
  try {
    entries = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (let start = 0; start < entries.length && !stopping(); start += batch) {
    const old: string[] = [];
    for (const entry of entries.slice(start, start + batch)) {
      const name = entry.endsWith(".part") ? entry.slice(0, -".part".length) : entry;
      if (!isStoredName(name)) continue;
      const stat = await fs.promises.stat(path.join(dir, entry)).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < olderThan) old.push(entry);
    }
    const kept = await pointedTo(
      deps.db,
      old.filter((entry) => !entry.endsWith(".part")),
    );
    for (const entry of old) {
      if (kept.has(entry)) continue;
      if (entry.endsWith(".part")) await fs.promises.rm(path.join(dir, entry), { force: true });
      else await deps.storage.remove(entry);
      removed += 1;
    }
    if (start + batch < entries.length) await pause();
  }
  return removed;
}
