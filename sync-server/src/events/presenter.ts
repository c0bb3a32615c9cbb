/** How an event, its members and its public agenda are answered (docs/product.md, Events). */
import type {
  EventMember,
  EventReaderRole,
  LecternEvent,
  PublicEvent,
  SessionEvent,
  Talk,
} from "@lectern/shared";
import type { EventRow } from "../db/schema.ts";
import { toPublicTalk, type EventMemberWithName, type RoomRow } from "./repo.ts";

export function toEvent(row: EventRow, role: EventReaderRole): LecternEvent {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    timezone: row.timezone,
    venue: row.venue,
    description: row.description,
    collectLeads: row.collectLeads === 1,
    role,
    createdAt: row.createdAt,
  };
}

export function toEventMember(row: EventMemberWithName): EventMember {
  const active = row.firstName !== null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: active ? "active" : "invited",
    name: active ? `${row.firstName} ${row.lastName ?? ""}`.trim() : null,
    invitedAt: row.createdAt,
  };
}

/** The agenda: the rooms and tracks its talks name, and the talks without addresses. */
export function toPublicEvent(row: EventRow, rooms: RoomRow[], talks: Talk[]): PublicEvent {
  const used = new Set(talks.map((talk) => talk.room.slug));
  const tracks = [...new Set(talks.flatMap((talk) => (talk.track ? [talk.track] : [])))];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    timezone: row.timezone,
    venue: row.venue,
    description: row.description,
    rooms: rooms.filter((room) => used.has(room.slug)).map(({ slug, name }) => ({ slug, name })),
    tracks: tracks.sort((a, b) => a.localeCompare(b)),
    talks: talks.map(toPublicTalk),
  };
}

/** What a talk's public view says of its event. */
export function toSessionEvent(row: {
  slug: string;
  name: string;
  collectLeads: number;
  timezone: string;
  roomSlug: string;
  roomName: string;
  startsAt: string;
  endsAt: string;
}): SessionEvent {
  return {
    slug: row.slug,
    name: row.name,
    collectLeads: row.collectLeads === 1,
    room: { slug: row.roomSlug, name: row.roomName },
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timezone: row.timezone,
  };
}
