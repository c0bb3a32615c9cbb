/**
 * Download tokens (docs/decisions.md, Attendee data): a gated file is served only with one. A token
 * is 144 random bits, given after the e-mail (the answer of POST /api/resources/{id}/download, or
 * the confirmation link), valid for DOWNLOAD_TOKEN_LIFETIME_MS and for that one resource; only its
 * SHA-256 is stored. It may be used more than once while valid, so a resumed or ranged download
 * works. Housekeeping removes expired ones.
 */
import crypto from "node:crypto";
import { DOWNLOAD_TOKEN_LIFETIME_MS } from "@lectern/shared";
import type { Db } from "../db/database.ts";

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export function newToken(): string {
  return crypto.randomBytes(18).toString("base64url");
}

/** A fresh token for `resourceId`, valid DOWNLOAD_TOKEN_LIFETIME_MS from `now`. */
export async function issueDownloadToken(
  db: Db,
  resourceId: number,
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("downloadTokens")
    .values({
      tokenHash: hashToken(token),
      resourceId,
      expiresAt: new Date(now + DOWNLOAD_TOKEN_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** Whether `token` opens `resourceId` now. */
export async function isValidDownloadToken(
  db: Db,
  resourceId: number,
  token: unknown,
): Promise<boolean> {
  if (typeof token !== "string" || token.length < 16 || token.length > 100) return false;
  const row = await db
    .selectFrom("downloadTokens")
    .select("expiresAt")
    .where("tokenHash", "=", hashToken(token))
    .where("resourceId", "=", resourceId)
    .executeTakeFirst();
  return row !== undefined && row.expiresAt > new Date().toISOString();
}

/** Where the browser fetches the file with its token. */
export function tokenFileUrl(resourceId: number, token: string): string {
  return `/api/resources/${resourceId}/file?token=${token}`;
}
