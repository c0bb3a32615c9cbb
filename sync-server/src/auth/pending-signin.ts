/**
 * The pending sign-in (docs/decisions.md, Sign-in): register and signin set an httpOnly cookie
 * naming the account whose code the browser is waiting for, signed with the code secret, so
 * resend-otp mails a code only to the requester who started that sign-in, never to any account
 * someone names by id.
 */
import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { Config } from "../config.ts";
import { isSecure } from "./cookie-session.ts";

/** How long a browser may ask for another code after asking for the first. */
export const PENDING_SIGNIN_MS = 60 * 60 * 1000;

const cookieName = (config: Pick<Config, "publicUrl">) =>
  isSecure(config) ? "__Host-lectern_pending" : "lectern_pending";

const sign = (secret: Buffer, payload: string) =>
  crypto.createHmac("sha256", secret).update(`pending:${payload}`).digest("base64url");

export function setPendingSignin(
  config: Config,
  secret: Buffer,
  res: Response,
  userId: number,
): void {
  const payload = `${userId}.${Date.now() + PENDING_SIGNIN_MS}`;
  res.cookie(cookieName(config), `${payload}.${sign(secret, payload)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(config),
    path: "/",
    maxAge: PENDING_SIGNIN_MS,
  });
}

/** The account this browser started signing in to, or null (no cookie, forged, or too old). */
export function pendingUserId(config: Config, secret: Buffer, req: Request): number | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[cookieName(config)];
  if (typeof value !== "string") return null;
  const [userId, until, signature] = value.split(".");
  if (!userId || !until || !signature) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${until}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (Number(until) < Date.now()) return null;
  return Number(userId);
}
