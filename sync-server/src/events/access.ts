/**
 * Who may do what to an event (docs/product.md, Events): its creator (`owner`) and organisers
 * edit it, its talks, its team and its schedule; viewers read; only the creator deletes it.
 * `unauthorized` signed out, `event_not_found` missing, `not_event_member` no role at all,
 * `role_forbidden` a role that lacks the ability. Members are found by the signed-in address, as a
 * session's are, so an added organiser holds from their first request after it.
 */
import type { Request } from "express";
import { DomainError, type EventReaderRole } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { EventRow, UserRow } from "../db/schema.ts";
import { requireUser } from "../http/request-context.ts";

export const EVENT_NOT_FOUND = "Event not found";
export const NOT_EVENT_MEMBER = "You are not on this event's team";
export const EVENT_ROLE_FORBIDDEN = "Your role in this event doesn't allow this";

export type EventAbility = "read" | "edit" | "manage";

const ABILITIES: Record<EventAbility, readonly EventReaderRole[]> = {
  read: ["owner", "organizer", "viewer"],
  edit: ["owner", "organizer"],
  manage: ["owner"],
};

export async function findEvent(db: Db, eventId: number): Promise<EventRow | undefined> {
  return db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirst();
}

export async function requireEvent(db: Db, eventId: number): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw new DomainError("event_not_found", EVENT_NOT_FOUND);
  return event;
}

/** The role of `user` in the event, or null. */
export async function eventRoleOf(
  db: Db,
  user: Pick<UserRow, "id" | "email">,
  event: Pick<EventRow, "id" | "userId">,
): Promise<EventReaderRole | null> {
  if (user.id === event.userId) return "owner";
  const member = await db
    .selectFrom("eventMembers")
    .select("role")
    .where("eventId", "=", event.id)
    .where("email", "=", user.email)
    .executeTakeFirst();
  return member?.role ?? null;
}

/** The event and the requester's role in it, when that role allows `ability`; else the refusal. */
export async function requireEventAbility(
  db: Db,
  req: Request,
  eventId: number,
  ability: EventAbility,
): Promise<{ event: EventRow; role: EventReaderRole; user: UserRow }> {
  const user = requireUser(req);
  const event = await requireEvent(db, eventId);
  const role = await eventRoleOf(db, user, event);
  if (role === null) throw new DomainError("not_event_member", NOT_EVENT_MEMBER);
  if (!ABILITIES[ability].includes(role))
    throw new DomainError("role_forbidden", EVENT_ROLE_FORBIDDEN);
  return { event, role, user };
}
