/**
 * Server-side sign-in sessions behind the session cookie (docs/decisions.md, Sign-in): a 256-bit
 * random token in an httpOnly, SameSite=Lax cookie (`__Host-` and Secure under https), of which
 * only the sha256 is stored; a new token at every sign-in, deleted at sign-out. A sign-in ends
 * after SESSION_IDLE_MS unused (each use moves its end, written at most once an hour so reads do
 * not each cost a write) and at the latest SESSION_MAX_AGE_MS after it began. The owner sees each
 * one on the profile (devices) and can end any of them or all.
 */
import crypto from "node:crypto";
import type { CookieOptions, Response } from "express";
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";

/** A session's last use is written again only when it is older than this. */
export const LAST_SEEN_PRECISION_MS = 60 * 60 * 1000;
/** The longest User-Agent kept (the devices list shows a summary of it). */
const USER_AGENT_MAX_LENGTH = 300;

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

/** When a session used at `now` ends: the idle timeout, never past the absolute cap. */
function endOf(createdAt: string, now: number): string {
  return new Date(
    Math.min(now + SESSION_IDLE_MS, Date.parse(createdAt) + SESSION_MAX_AGE_MS),
  ).toISOString();
}

/** Starts a session for the user and sets its cookie on the response. */
export async function startSession(
  db: Db,
  config: Config,
  res: Response,
  userId: number,
  userAgent: string | undefined,
): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  await db.deleteFrom("authSessions").where("expiresAt", "<=", createdAt).execute();
  await db
    .insertInto("authSessions")
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt,
      expiresAt: endOf(createdAt, now),
      lastSeenAt: createdAt,
      userAgent: (userAgent ?? "").slice(0, USER_AGENT_MAX_LENGTH),
    })
    .execute();
  res.cookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: SESSION_MAX_AGE_MS,
  });
}

/** Clears the session cookie on the response. */
export function clearSessionCookie(config: Config, res: Response): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
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
  clearSessionCookie(config, res);
}

/**
 * The user a token belongs to and the session's id, or null when the token is unknown or the
 * session has ended. A use more than LAST_SEEN_PRECISION_MS after the last one written moves the
 * session's end.
 */
export async function sessionForToken(
  db: Db,
  token: string | undefined,
): Promise<{ user: UserRow; sessionId: number } | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("authSessions")
    .innerJoin("users", "users.id", "authSessions.userId")
    .selectAll("users")
    .select([
      "authSessions.id as sessionId",
      "authSessions.createdAt as sessionCreatedAt",
      "authSessions.lastSeenAt",
    ])
    .where("authSessions.tokenHash", "=", hashToken(token))
    .where("authSessions.expiresAt", ">", nowIso())
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionCreatedAt, lastSeenAt, ...user } = row;
  const now = Date.now();
  if (!lastSeenAt || now - Date.parse(lastSeenAt) > LAST_SEEN_PRECISION_MS)
    await db
      .updateTable("authSessions")
      .set({ lastSeenAt: new Date(now).toISOString(), expiresAt: endOf(sessionCreatedAt, now) })
      .where("id", "=", sessionId)
      .execute();
  return { user, sessionId };
}

/** The user a token belongs to, or null when the token is unknown or expired. */
export async function userForToken(db: Db, token: string | undefined): Promise<UserRow | null> {
  return (await sessionForToken(db, token))?.user ?? null;
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
