/**
 * API tokens' rows (docs/product.md, API tokens): made with a random secret of which only the
 * sha-256 is kept, listed with their last use, revoked by deleting the row, so the next request
 * with the token is refused at once. The last use moves at most once a minute, so a script that
 * reads in a loop does not write on every request.
 */
import crypto from "node:crypto";
import { API_TOKEN_PREFIX, type ApiToken } from "@lectern/shared";
import { hashToken } from "../auth/cookie-session.ts";
import type { Db } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

const LAST_USED_PRECISION_MS = 60 * 1000;

const COLUMNS = ["id", "name", "createdAt", "lastUsedAt"] as const;

export async function createToken(
  db: Db,
  userId: number,
  name: string,
  now: number,
): Promise<ApiToken & { token: string }> {
  const token = API_TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
  const row = await db
    .insertInto("apiTokens")
    .values({ userId, name, tokenHash: hashToken(token), createdAt: new Date(now).toISOString() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...row, token };
}

export function tokensOf(db: Db, userId: number): Promise<ApiToken[]> {
  return db
    .selectFrom("apiTokens")
    .select(COLUMNS)
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

export async function countTokens(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("apiTokens")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Revokes the user's token `id`; false when the user has no such token. */
export async function deleteToken(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("apiTokens")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user a token belongs to, noting its use; null for a token that is not (or no longer) one. */
export async function userForApiToken(db: Db, token: string, now: number): Promise<UserRow | null> {
  const found = await db
    .selectFrom("apiTokens as t")
    .innerJoin("users as u", "u.id", "t.userId")
    .selectAll("u")
    .select(["t.id as tokenId", "t.lastUsedAt as tokenLastUsedAt"])
    .where("t.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!found) return null;
  const { tokenId, tokenLastUsedAt, ...user } = found;
  if (!tokenLastUsedAt || now - Date.parse(tokenLastUsedAt) >= LAST_USED_PRECISION_MS)
    await db
      .updateTable("apiTokens")
      .set({ lastUsedAt: new Date(now).toISOString() })
      .where("id", "=", tokenId)
      .execute();
  return user;
}
