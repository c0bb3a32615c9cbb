/**
 * Reading a Sessionize "All data" export: `sessions`, `speakers`, `rooms` and `categories`, linked
 * by ids. Sessionize writes local times without an offset ("2027-03-28T09:00:00"), so they are read
 * in the event's time zone (docs/product.md, Events), daylight saving time included. A session's
 * track is its item of the category titled "Track". Only the fields Lectern uses are checked.
 */
import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { readShape, refuseField } from "./shape.ts";
import {
  descriptionField,
  roomField,
  speakerNameField,
  speakersField,
  talkIdField,
  titleField,
  trackField,
  type ScheduleItems,
} from "./talk.ts";

const NOT_SCHEDULED = "Not scheduled: it has no start, end or room";
const NO_ROOM = "No room with this id in rooms";
const NO_SPEAKER = "No speaker with this id in speakers";
const HAS_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/i;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

const timeField = z.iso
  .datetime({
    local: true,
    offset: true,
    error: "Expected a date and time, e.g. 2027-03-28T09:00:00",
  })
  .nullish();

const sessionSchema = z.looseObject({
  id: talkIdField,
  title: titleField,
  description: descriptionField,
  startsAt: timeField,
  endsAt: timeField,
  roomId: z.number().int().nullish(),
  speakers: speakersField(z.string()).default([]),
  categoryItems: z.array(z.number().int()).default([]),
});
type Session = z.output<typeof sessionSchema>;

const speakerSchema = z.looseObject({
  id: z.string(),
  fullName: speakerNameField.nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});

const categorySchema = z.looseObject({
  title: z.string(),
  items: z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
});

const documentSchema = z.looseObject({
  sessions: z.array(sessionSchema),
  speakers: z.array(speakerSchema).default([]),
  rooms: z.array(z.looseObject({ id: z.number().int(), name: roomField })).default([]),
  categories: z.array(categorySchema).default([]),
});
type SessionizeFile = z.output<typeof documentSchema>;

/** The sessions with a start, an end and a room, in the file's order; the others are skipped. */
export function readSessionize(value: unknown, timezone: string): ScheduleItems {
  const file = readShape(documentSchema, value);
  const rooms = new Map(file.rooms.map((room) => [room.id, room.name]));
  const speakers = speakerNames(file);
  const tracks = trackNames(file);
  const items: ScheduleItems = { talks: [], skipped: [] };
  file.sessions.forEach((session, at) => {
    const room = session.roomId == null ? null : rooms.get(session.roomId);
    if (room === undefined) refuseField(["sessions", at, "roomId"], NO_ROOM);
    const names = session.speakers.map(
      (id, nth) => speakers.get(id) ?? refuseField(["sessions", at, "speakers", nth], NO_SPEAKER),
    );
    if (!session.startsAt || !session.endsAt || room === null) {
      items.skipped.push({ id: session.id, reason: NOT_SCHEDULED });
      return;
    }
    items.talks.push({
      id: session.id,
      title: session.title,
      description: session.description,
      startsAt: instantIn(timezone, session.startsAt),
      endsAt: instantIn(timezone, session.endsAt),
      room,
      track: trackOf(session, tracks),
      speakers: names,
    });
  });
  return items;
}

/** Each speaker's name: the full name Sessionize shows, else the first and last names. */
function speakerNames(file: SessionizeFile): Map<string, string> {
  return new Map(
    file.speakers.map((speaker, at) => {
      const joined = [speaker.firstName, speaker.lastName].filter(Boolean).join(" ");
      const name = speakerNameField.safeParse(speaker.fullName ?? joined);
      if (!name.success) refuseField(["speakers", at, "fullName"], name.error.issues[0]!.message);
      return [speaker.id, name.data];
    }),
  );
}

/** The names of the items of the category titled "Track" (in any case), by item id. */
function trackNames(file: SessionizeFile): Map<number, string | null> {
  const tracks = new Map<number, string | null>();
  file.categories.forEach((category, at) => {
    if (category.title.trim().toLowerCase() !== "track") return;
    category.items.forEach((item, nth) => {
      const name = trackField.safeParse(item.name);
      if (!name.success)
        refuseField(["categories", at, "items", nth, "name"], name.error.issues[0]!.message);
      tracks.set(item.id, name.data);
    });
  });
  return tracks;
}

function trackOf(session: Session, tracks: Map<number, string | null>): string | null {
  const item = session.categoryItems.find((id) => tracks.has(id));
  return item === undefined ? null : (tracks.get(item) ?? null);
}

/** A Sessionize time as a UTC instant: local times are the event's, an offset is kept. */
function instantIn(timezone: string, time: string): string {
  if (HAS_OFFSET.test(time)) return new Date(time).toISOString();
  const [year, month, day, hours, minutes, seconds = "0"] = LOCAL_TIME.exec(time)!.slice(1);
  const local = new TZDate(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    timezone,
  );
  return new Date(local.getTime()).toISOString();
}
