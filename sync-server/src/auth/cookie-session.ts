/**
 * Server-side sign-in sessions behind the session cookie (docs/decisions.md, Sign-in): a 256-bit
 * random token in an httpOnly, SameSite=Lax cookie (`__Host-` and Secure under https), of which
 * only the sha256 is stored; a new token at every sign-in, deleted at sign-out.
 */
import crypto from "node:crypto";
import type { CookieOptions, Response } from "express";
import { SESSION_COOKIE } from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function isSecure(config: Pick<Config, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}

export function sessionCookieName(config: Pick<Config, "publicUrl">): string {
  return isSecure(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

function cookieOptions(config: Pick<Config, "publicUrl">): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: isSecure(config), path: "/" };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Starts a session for the user and sets its cookie on the response. */
export async function startSession(
  db: Db,
  config: Config,
  res: Response,
  userId: number,
): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  await db
    .deleteFrom("authSessions")
    .where("expiresAt", "<=", new Date(now).toISOString())
    .execute();
  await db
    .insertInto("authSessions")
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
  res.cookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: SESSION_LIFETIME_MS,
  });
}

/** Deletes the session row of `token` (if any) and clears the cookie. */
export async function endSession(
  db: Db,
  config: Config,
  res: Response,
  token: string | undefined,
): Promise<void> {
  if (token)
    await db.deleteFrom("authSessions").where("tokenHash", "=", hashToken(token)).execute();
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** The user a token belongs to, or null when the token is unknown or expired. */
export async function userForToken(db: Db, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("authSessions")
    .innerJoin("users", "users.id", "authSessions.userId")
    .selectAll("users")
    .where("authSessions.tokenHash", "=", hashToken(token))
    .where("authSessions.expiresAt", ">", nowIso())
    .executeTakeFirst();
  return row ?? null;
}

/** Reads one cookie's value from a raw Cookie header (ws upgrade requests have no cookie parser). */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
