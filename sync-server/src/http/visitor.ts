/**
 * Attendee identity (docs/decisions.md, Visitor identity): a random visitor id, kept in an httpOnly
 * cookie and echoed in the X-Visitor-Id response header so the client can keep it and send it back
 * from iframes, where the browser sends no Lectern cookie. The header wins over the cookie.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { VISITOR_ID_COOKIE, VISITOR_ID_HEADER } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function newVisitorId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export function visitorMiddleware(secureCookies: boolean): RequestHandler {
  return (req, res, next) => {
    const fromHeader = req.get(VISITOR_ID_HEADER);
    const fromCookie = (req.cookies as Record<string, string> | undefined)?.[VISITOR_ID_COOKIE];
    const known = [fromHeader, fromCookie].find((v) => v !== undefined && VISITOR_ID.test(v));
    req.visitorId = known ?? newVisitorId();
    if (req.visitorId !== fromCookie) {
      res.cookie(VISITOR_ID_COOKIE, req.visitorId, {
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        maxAge: ONE_YEAR_MS,
        path: "/",
      });
    }
    res.set(VISITOR_ID_HEADER, req.visitorId);
    next();
  };
}

/** Records the visitor row the first time it does something worth counting. */
export async function ensureVisitor(db: Db, visitorId: string): Promise<void> {
  await db
    .insertInto("visitors")
    .values({ id: visitorId, createdAt: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
