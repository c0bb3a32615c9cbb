/**
 * Who is signed in: reads the session cookie on every API request and sets req.user (or null).
 * A request with `Authorization: Bearer <API token>` is its speaker's instead, for reading only
 * (docs/product.md, API tokens): a token that is not one is 401, any change with one is 403
 * `token_read_only`. userFromCookieHeader does the same for requests that bypass Express, such as
 * ws upgrades, which take no token.
 */
import type { Request, RequestHandler } from "express";
import { DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { UserRow } from "../db/schema.ts";
import { unauthorized } from "../http/request-context.ts";
import { userForApiToken } from "../tokens/repo.ts";
import { cookieFromHeader, sessionCookieName, userForToken } from "./cookie-session.ts";

/** The methods that read; a token may use no other. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match?.[1];
}

async function userOf(ctx: AppContext, req: Request): Promise<UserRow | null> {
  const token = bearerToken(req);
  if (token === undefined)
    return userForToken(
      ctx.db,
      sessionToken(ctx, req.cookies as Record<string, string> | undefined),
    );
  const user = await userForApiToken(ctx.db, token, (ctx.config.clock ?? Date.now)());
  if (!user) throw unauthorized();
  if (!READS.has(req.method))
    throw new DomainError("token_read_only", "An API token only reads; sign in to make changes");
  return user;
}

export function sessionToken(
  ctx: AppContext,
  cookies: Record<string, string> | undefined,
): string | undefined {
  const value = cookies?.[sessionCookieName(ctx.config)];
  return typeof value === "string" ? value : undefined;
}

export function authMiddleware(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    userOf(ctx, req)
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
