/**
 * Reading a pretalx or frab schedule.json (https://pretalx.com/api/, frab's schedule export):
 * `schedule.conference.days[].rooms{room: [event]}`. An event's `date` carries its offset, so its
 * start needs no time zone; its end is the start plus `duration` ("HH:MM", hours may pass 24).
 * Only the fields Lectern uses are checked; everything else in the file is left alone.
 */
import { z } from "zod";
import { readShape } from "./shape.ts";
import {
  descriptionField,
  roomField,
  speakerNameField,
  speakersField,
  talkIdField,
  titleField,
  trackField,
  type ScheduleItems,
  type ScheduleTalk,
} from "./talk.ts";

const NO_DATE = "Not scheduled: it has no date";
const DURATION = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/;

const personSchema = z
  .looseObject({ public_name: speakerNameField.nullish(), name: speakerNameField.nullish() })
  .refine((person) => person.public_name ?? person.name, {
    path: ["public_name"],
    error: "A person needs a public_name or a name",
  })
  .transform((person) => (person.public_name ?? person.name)!);

const eventSchema = z
  .looseObject({
    id: talkIdField.optional(),
    guid: talkIdField.optional(),
    date: z.iso
      .datetime({
        offset: true,
        error: "Expected a date and time with its offset, e.g. 2027-03-27T10:00:00+01:00",
      })
      .nullish(),
    duration: z.string().regex(DURATION, { error: 'Expected a duration as "HH:MM"' }),
    title: titleField,
    track: trackField,
    abstract: descriptionField,
    description: descriptionField,
    persons: speakersField(personSchema).default([]),
  })
  .refine((event) => event.id ?? event.guid, {
    path: ["id"],
    error: "An event needs an id or a guid",
  });
type PretalxEvent = z.output<typeof eventSchema>;

const documentSchema = z.looseObject({
  schedule: z.looseObject({
    conference: z.looseObject({
      days: z.array(z.looseObject({ rooms: z.record(roomField, z.array(eventSchema)) })),
    }),
  }),
});

/** The talks of every day and room, in the file's order; events without a date are skipped. */
export function readPretalx(value: unknown): ScheduleItems {
  const { schedule } = readShape(documentSchema, value);
  const items: ScheduleItems = { talks: [], skipped: [] };
  for (const day of schedule.conference.days)
    for (const [room, events] of Object.entries(day.rooms))
      for (const event of events) {
        const id = (event.id ?? event.guid)!;
        if (event.date) items.talks.push(talkOf(id, event, event.date, room));
        else items.skipped.push({ id, reason: NO_DATE });
      }
  return items;
}

function talkOf(id: string, event: PretalxEvent, date: string, room: string): ScheduleTalk {
  const start = Date.parse(date);
  return {
    id,
    title: event.title,
    // The abstract is the summary pretalx shows first; the long description stands in without one.
    description: event.abstract ?? event.description,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + durationMs(event.duration)).toISOString(),
    room,
    track: event.track,
    speakers: event.persons,
  };
}

function durationMs(duration: string): number {
  const [, hours, minutes, seconds = "0"] = DURATION.exec(duration)!;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}
