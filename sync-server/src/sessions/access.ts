/**
 * The ownership rule every owner-only route applies (decisions.md "Authorization"):
 * 401 signed out, 404 missing, 403 not the owner.
 */
import type { Request } from "express";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { requireUser } from "../http/request-context.ts";

export const SESSION_NOT_FOUND = "Session not found";

export async function findSession(db: Db, sessionId: number): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

export async function requireSession(db: Db, sessionId: number): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

export async function requireOwnedSession(
  db: Db,
  req: Request,
  sessionId: number,
): Promise<SessionRow> {
  const user = requireUser(req);
  const session = await requireSession(db, sessionId);
  if (session.userId !== user.id) throw forbidden("Only the session's owner can do this");
  return session;
}

export function isOwner(req: Request, session: SessionRow): boolean {
  return req.user !== null && req.user.id === session.userId;
}
