/**
 * Each account's storage quota (docs/product.md, Limits; STORAGE_QUOTA_MB): the bytes of its
 * resource files and its pictures. An upload that would pass it is refused with 413
 * `quota_exceeded`, before its bytes are read when the request says its size, else once received.
 */
import { MESSAGES, STORAGE_QUOTA_MB, type StorageUse, DomainError } from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";

export function quotaBytes(config: Pick<Config, "storageQuotaMb">): number {
  return (config.storageQuotaMb ?? STORAGE_QUOTA_MB) * 1024 * 1024;
}

/** The bytes the user's uploads take: their sessions' files and their pictures. */
export async function storageUsed(db: Db, userId: number): Promise<number> {
  const [resources, files] = await Promise.all([
    db
      .selectFrom("resources")
      .select((eb) => eb.fn.sum<number | string | null>("fileSize").as("bytes"))
      .where("sessionId", "in", (qb) =>
        qb.selectFrom("sessions").select("id").where("userId", "=", userId),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("files")
      .select((eb) => eb.fn.sum<number | string | null>("fileSize").as("bytes"))
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(resources.bytes ?? 0) + Number(files.bytes ?? 0);
}

export async function storageUse(
  db: Db,
  config: Pick<Config, "storageQuotaMb">,
  userId: number,
): Promise<StorageUse> {
  return { usedBytes: await storageUsed(db, userId), quotaBytes: quotaBytes(config) };
}

/** Refuses with quota_exceeded when `bytes` more would take the user past their quota. */
export async function requireRoom(
  db: Db,
  config: Pick<Config, "storageQuotaMb">,
  userId: number,
  bytes: number,
): Promise<void> {
  if ((await storageUsed(db, userId)) + bytes > quotaBytes(config))
    throw new DomainError("quota_exceeded", MESSAGES.storageQuotaExceeded);
}
