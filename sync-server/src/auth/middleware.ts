/**
 * Who is signed in: reads the session cookie on every API request and sets req.user (or null).
 * userFromCookieHeader does the same for requests that bypass Express, such as ws upgrades.
 */
import type { RequestHandler } from "express";
import type { AppContext } from "../context.ts";
import type { UserRow } from "../db/schema.ts";
import { cookieFromHeader, sessionCookieName, userForToken } from "./cookie-session.ts";

export function sessionToken(
  ctx: AppContext,
  cookies: Record<string, string> | undefined,
): string | undefined {
  const value = cookies?.[sessionCookieName(ctx.config)];
  return typeof value === "string" ? value : undefined;
}

export function authMiddleware(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    userForToken(ctx.db, sessionToken(ctx, req.cookies as Record<string, string> | undefined))
      .then((user) => {
        req.user = user;
        next();
      })
      .catch(next);
  };
}

export async function userFromCookieHeader(
  ctx: Pick<AppContext, "db" | "config">,
  header: string | undefined,
): Promise<UserRow | null> {
  return userForToken(ctx.db, cookieFromHeader(header, sessionCookieName(ctx.config)));
}
