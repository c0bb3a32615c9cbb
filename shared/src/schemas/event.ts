/**
 * A conference in Lectern (docs/product.md, Events): an event with organisers, its talks (sessions
 * that belong to it, each in a room at a time), the public agenda, a QR per room, schedules
 * imported from pretalx, frab and Sessionize, and the event's dashboard. Organisers are co-hosts
 * on every talk of the event; a talk's speakers are invited to it as co-hosts who also get its leads.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { emailSchema } from "../rules/email.ts";
import { idSchema, isoDateSchema, optionalText, requiredText } from "./common.ts";
import { memberStatusSchema } from "./member.ts";

export const EVENT_ROLES = ["organizer", "viewer"] as const;
export const eventRoleSchema = z.enum(EVENT_ROLES);
export type EventRole = z.infer<typeof eventRoleSchema>;
/** Who a signed-in reader is to an event: its creator (`owner`) or an added member's role. */
export type EventReaderRole = "owner" | EventRole;

/** Limits of an event (docs/product.md, Limits). */
export const EVENT_LIMITS = {
  name: 200,
  venue: 200,
  description: 5000,
  room: 100,
  track: 100,
  /** Days from first to last. */
  days: 31,
  talks: 1000,
  speakersPerTalk: 20,
  /** A schedule file, uploaded or fetched. */
  importBytes: 10 * 1024 * 1024,
} as const;

/** The talk on in a room, or one starting within this many minutes, is where its QR leads. */
export const ROOM_NEXT_TALK_MINUTES = 30;

const TIME_ZONE_INVALID = msg("Not a time zone Lectern knows, e.g. Europe/Berlin");
const DAY_INVALID = msg("Enter a date as YYYY-MM-DD");
const ENDS_BEFORE_START = msg("The end must not be before the start");
const TIME_INVALID = msg("Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00");

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, TIME_ZONE_INVALID);
/** A calendar day, YYYY-MM-DD. */
export const daySchema = z.iso.date({ error: DAY_INVALID });
/** An instant with its offset; kept and answered in UTC (`…Z`). */
export const instantSchema = z.iso
  .datetime({ offset: true, error: TIME_INVALID })
  .transform((value) => new Date(value).toISOString());

/** The slug of a name: lower case ASCII letters, digits and dashes (an event's, a room's). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "room";
}

const eventFields = {
  name: requiredText(EVENT_LIMITS.name),
  startsOn: daySchema,
  endsOn: daySchema,
  timezone: timeZoneSchema,
  venue: optionalText(EVENT_LIMITS.venue),
  description: optionalText(EVENT_LIMITS.description),
  /** The event collects the leads of its talks too, and the gate names it. */
  collectLeads: z.boolean(),
};

const DAY_MS = 24 * 60 * 60 * 1000;
function daysApart(startsOn: string, endsOn: string): number {
  return (Date.parse(endsOn) - Date.parse(startsOn)) / DAY_MS;
}

/** POST /api/events. */
export const createEventBodySchema = z
  .object({ ...eventFields, collectLeads: eventFields.collectLeads.default(false) })
  .refine((body) => body.endsOn >= body.startsOn, { path: ["endsOn"], error: ENDS_BEFORE_START })
  .refine((body) => daysApart(body.startsOn, body.endsOn) < EVENT_LIMITS.days, {
    path: ["endsOn"],
    error: `An event lasts at most ${EVENT_LIMITS.days} days`,
  });
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PATCH /api/events/{id}: any of the fields; an empty body is refused. */
export const updateEventBodySchema = z
  .object(eventFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, msg("Nothing to change"));
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** An event as its organisers and viewers read it. */
export const eventSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  timezone: z.string(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  collectLeads: z.boolean(),
  /** The reader's role: its creator, an organiser or a viewer. */
  role: z.enum(["owner", ...EVENT_ROLES]),
  createdAt: isoDateSchema,
});
export type LecternEvent = z.infer<typeof eventSchema>;
export const eventsResponseSchema = z.array(eventSchema);

/** POST /api/events/{id}/members. */
export const addEventMemberBodySchema = z.object({ email: emailSchema, role: eventRoleSchema });
export type AddEventMemberBody = z.input<typeof addEventMemberBodySchema>;
/** PATCH /api/events/{id}/members/{memberId}. */
export const updateEventMemberBodySchema = z.object({ role: eventRoleSchema });

export const eventMemberSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: eventRoleSchema,
  status: memberStatusSchema,
  name: z.string().nullable(),
  invitedAt: isoDateSchema,
});
export type EventMember = z.infer<typeof eventMemberSchema>;
export const eventMembersResponseSchema = z.array(eventMemberSchema);

const talkPlace = {
  startsAt: instantSchema,
  endsAt: instantSchema,
  room: requiredText(EVENT_LIMITS.room),
  track: optionalText(EVENT_LIMITS.track),
};
const endsAfterStart = (body: { startsAt: string; endsAt: string }) => body.endsAt > body.startsAt;
const ENDS_AFTER_START = { path: ["endsAt"], error: ENDS_BEFORE_START };

/** POST /api/events/{id}/talks, a new talk: a session owned by the organiser, speakers co-hosts. */
export const newTalkBodySchema = z
  .object({
    title: requiredText(MAX_LENGTH.title),
    description: optionalText(MAX_LENGTH.description),
    ...talkPlace,
    speakers: z.array(emailSchema).max(EVENT_LIMITS.speakersPerTalk).default([]),
  })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
/** POST /api/events/{id}/talks, a speaker's own session attached (its owner only). */
export const attachTalkBodySchema = z
  .object({ sessionId: idSchema, ...talkPlace })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
export const createTalkBodySchema = z.union([attachTalkBodySchema, newTalkBodySchema]);
export type CreateTalkBody = z.input<typeof createTalkBodySchema>;

/** PATCH /api/events/{id}/talks/{sessionId}: a talk's time, room or track. */
export const updateTalkBodySchema = z
  .object({
    startsAt: talkPlace.startsAt,
    endsAt: talkPlace.endsAt,
    room: talkPlace.room,
    track: talkPlace.track,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, msg("Nothing to change"));
export type UpdateTalkBody = z.input<typeof updateTalkBodySchema>;

export const roomSchema = z.object({ slug: z.string(), name: z.string() });
export type Room = z.infer<typeof roomSchema>;

/** A talk as the agenda shows it: no addresses, only speakers' names. */
export const publicTalkSchema = z.object({
  sessionId: idSchema,
  title: z.string(),
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  room: roomSchema,
  track: z.string().nullable(),
  speakers: z.array(z.string()),
});
export type PublicTalk = z.infer<typeof publicTalkSchema>;

/** A talk as GET /api/events/{id}/talks lists it to the event's team. */
export const talkSchema = publicTalkSchema.extend({
  /** The talk's id in the schedule it was imported from; null for a talk made in Lectern. */
  scheduleId: z.string().nullable(),
  speakerEmails: z.array(z.string()),
  ownerId: idSchema,
});
export type Talk = z.infer<typeof talkSchema>;
export const talksResponseSchema = z.array(talkSchema);

/** GET /api/events/{slug}/public: what the agenda shows anyone. */
export const publicEventSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  timezone: z.string(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  rooms: z.array(roomSchema),
  tracks: z.array(z.string()),
  /** Sorted by start, then room. */
  talks: z.array(publicTalkSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** The event a session belongs to, on its public view (the gate names it when it collects leads). */
export const sessionEventSchema = z.object({
  slug: z.string(),
  name: z.string(),
  collectLeads: z.boolean(),
  room: roomSchema,
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  /** The event's time zone, in which the talk's page shows its time. */
  timezone: z.string(),
});
export type SessionEvent = z.infer<typeof sessionEventSchema>;

export const SCHEDULE_FORMATS = ["pretalx", "sessionize"] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

/** POST /api/events/{id}/import with a JSON body: the schedule's address (a file is multipart `file`). */
export const importUrlBodySchema = z.object({ url: z.url({ protocol: /^https?$/ }) }).strict();

/** What an import did; the screen shows the same. */
export const importResultSchema = z.object({
  format: z.enum(SCHEDULE_FORMATS),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Talks of the event from an earlier import that this schedule no longer has: kept, listed. */
  removedFromSchedule: z.array(
    z.object({ id: z.string(), sessionId: idSchema, title: z.string() }),
  ),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One talk's figures on the event dashboard. */
export const talkFiguresSchema = z.object({
  views: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
  votes: z.number().int().nonnegative(),
  questions: z.number().int().nonnegative(),
});
export type TalkFigures = z.infer<typeof talkFiguresSchema>;

/** GET /api/events/{id}/dashboard. */
export const eventDashboardSchema = z.object({
  talks: z.array(
    talkFiguresSchema.extend({
      sessionId: idSchema,
      title: z.string(),
      startsAt: isoDateSchema,
      room: roomSchema,
    }),
  ),
  totals: talkFiguresSchema,
  /** Leads given to the event (collectLeads on): its leads CSV has them. */
  eventLeads: z.number().int().nonnegative(),
});
export type EventDashboard = z.infer<typeof eventDashboardSchema>;

/** The path of an event's agenda, and of a room's QR target. */
export const eventPagePath = (slug: string) => `/event/${encodeURIComponent(slug)}`;
export const roomLinkPath = (eventSlug: string, roomSlug: string) =>
  `/r/${encodeURIComponent(eventSlug)}/${encodeURIComponent(roomSlug)}`;

/** Whether `text` can be an event's or a room's slug (what slugOf makes, with a "-2" suffix). */
export const isSlug = (text: string) => /^[a-z0-9-]{1,80}$/.test(text);

/** The event of an /event/{slug} page, or null for any other path. */
export function eventPageSlug(pathname: string): string | null {
  const slug = /^\/event\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug !== undefined && isSlug(slug) ? slug : null;
}
