/**
 * The one rule of who may do what to a session (docs/decisions.md, Authorization; docs/product.md,
 * Team): its owner, or a member whose role allows the ability (`roleCan` of @lectern/shared).
 * `unauthorized` signed out, `session_not_found` missing, `not_owner` neither owner nor member,
 * `role_forbidden` a member whose role lacks it. A member is found by the signed-in account's
 * address, so an invitation holds from the first request after it, on every instance.
 */
import type { Request } from "express";
import { DomainError, roleCan, type SessionAbility, type SessionRole } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { SessionRow, UserRow } from "../db/schema.ts";
import { requireUser } from "../http/request-context.ts";

export const SESSION_NOT_FOUND = "Session not found";
export const NOT_OWNER = "Only the session's owner can do this";
export const ROLE_FORBIDDEN = "Your role in this session doesn't allow this";

/** What the checks read of a session: its id and its owner. */
export type SessionRef = Pick<SessionRow, "id" | "userId">;

export async function findSession(db: Db, sessionId: number): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

export const sessionNotFound = () => new DomainError("session_not_found", SESSION_NOT_FOUND);

export async function requireSession(db: Db, sessionId: number): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

/** The roles a reader may hold at once, the one that allows most first. */
const ROLE_RANK: readonly SessionRole[] = ["owner", "speaker", "cohost", "moderator", "viewer"];

/**
 * The role of `user` in the session: "owner", a member's role ("speaker" for a talk's speaker),
 * the role the session's event gives (its creator and organisers are co-hosts, its viewers
 * viewers: docs/product.md, Events), the one that allows most; null for none, or signed out.
 */
export async function roleIn(
  db: Db,
  user: Pick<UserRow, "id" | "email"> | null,
  session: SessionRef,
): Promise<SessionRole | null> {
  if (!user) return null;
  if (user.id === session.userId) return "owner";
  const [member, event] = await Promise.all([
    db
      .selectFrom("sessionMembers")
      .select(["role", "speaker"])
      .where("sessionId", "=", session.id)
      .where("email", "=", user.email)
      .executeTakeFirst(),
    eventRoleOfTalk(db, user, session.id),
  ]);
  const roles: SessionRole[] = [];
  if (member) roles.push(member.speaker === 1 ? "speaker" : member.role);
  if (event) roles.push(event);
  return ROLE_RANK.find((role) => roles.includes(role)) ?? null;
}

/** What the event of a talk makes `user` in it: co-host for its creator and organisers. */
async function eventRoleOfTalk(
  db: Db,
  user: Pick<UserRow, "id" | "email">,
  sessionId: number,
): Promise<SessionRole | null> {
  const row = await db
    .selectFrom("eventTalks as t")
    .innerJoin("events as e", "e.id", "t.eventId")
    .leftJoin("eventMembers as m", (join) =>
      join.onRef("m.eventId", "=", "e.id").on("m.email", "=", user.email),
    )
    .select(["e.userId", "m.role"])
    .where("t.sessionId", "=", sessionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.userId === user.id || row.role === "organizer") return "cohost";
  return row.role === "viewer" ? "viewer" : null;
}

/** The signed-in requester's role in the session; null for everyone else. */
export function readerRole(db: Db, req: Request, session: SessionRef): Promise<SessionRole | null> {
  return roleIn(db, req.user, session);
}

/** Refuses unless `user` may do `ability` to the session; answers the user's role. */
export async function requireAbility(
  db: Db,
  user: UserRow,
  session: SessionRef,
  ability: SessionAbility,
): Promise<SessionRole> {
  const role = await roleIn(db, user, session);
  if (role === null) throw new DomainError("not_owner", NOT_OWNER);
  if (!roleCan(role, ability)) throw new DomainError("role_forbidden", ROLE_FORBIDDEN);
  return role;
}

/** The session, when the signed-in requester may do `ability` to it; else the refusal above. */
export async function requireSessionAbility(
  db: Db,
  req: Request,
  sessionId: number,
  ability: SessionAbility,
): Promise<SessionRow> {
  const user = requireUser(req);
  const session = await requireSession(db, sessionId);
  await requireAbility(db, user, session, ability);
  return session;
}

export function isOwner(req: Request, session: Pick<SessionRow, "userId">): boolean {
  return req.user !== null && req.user.id === session.userId;
}
