/**
 * The ownership rule every owner-only route applies (docs/decisions.md, Authorization):
 * `unauthorized` signed out, `session_not_found` missing, `not_owner` not the owner.
 */
import type { Request } from "express";
import type { Db } from "../db/database.ts";
import type { SessionRow, UserRow } from "../db/schema.ts";
import { requireUser } from "../http/request-context.ts";
import { DomainError } from "@lectern/shared";

export const SESSION_NOT_FOUND = "Session not found";

/** Refuses with `not_owner` unless `user` owns the session `ownerId` stands for. */
export function requireOwner(user: UserRow, ownerId: number): void {
  if (user.id !== ownerId)
    throw new DomainError("not_owner", "Only the session's owner can do this");
}

export async function findSession(db: Db, sessionId: number): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

export async function requireSession(db: Db, sessionId: number): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session) throw new DomainError("session_not_found", SESSION_NOT_FOUND);
  return session;
}

export async function requireOwnedSession(
  db: Db,
  req: Request,
  sessionId: number,
): Promise<SessionRow> {
  const user = requireUser(req);
  const session = await requireSession(db, sessionId);
  requireOwner(user, session.userId);
  return session;
}

export function isOwner(req: Request, session: SessionRow): boolean {
  return req.user !== null && req.user.id === session.userId;
}
