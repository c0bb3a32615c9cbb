/**
 * What the public agenda /event/{slug} shows of an event (docs/product.md, Events), as pure rules
 * the server's pre-rendered page (event-page-html.ts) and the app's page (pwa/src/routes/event/)
 * share, so both say the same: the talks grouped by the day they start in the event's time zone,
 * what is on now and next, the search and the room and track filters, and the times as the
 * event's clock reads them. Only Intl, no date library: this runs on an attendee page, whose first
 * load has a budget, and on the server.
 */
import { msg, type Translator } from "../i18n/translate.ts";
import type { PublicEvent, PublicTalk, SessionEvent } from "../schemas/event.ts";

/** The block holding the pre-rendered public view of an event (beside prerendered-blocks.ts's). */
export const PRERENDERED_EVENT_ELEMENT_ID = "lectern-public-event";

/** The agenda's query parameter naming the room it is filtered to (a room's QR lands there). */
export const AGENDA_ROOM_PARAM = "room";

/** The id of the agenda's language select, written into the pre-rendered page. */
export const AGENDA_LANGUAGE_SELECT_ID = "agenda-language";

/**
 * The agenda's address, as schemas/event.ts's eventPagePath writes it: that module builds the zod
 * schemas as it loads, which an attendee page's first load must not carry.
 */
export const agendaPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

/** A talk's page, where its title links. */
export const talkPagePath = (sessionId: number) => `/session/${sessionId}`;

/** A talk's page as the agenda links it: the visit counts as one from the agenda (Insights). */
export const agendaTalkPath = (sessionId: number) => `${talkPagePath(sessionId)}?from=event`;

/** Shown through t(): a time range of the event's clock. */
export const TIME_RANGE_TEXT = msg("{start} – {end}");

/** Formatters are slow to build: one per language, zone and shape. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format)
    formatters.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

const DAY_PARTS = { year: "numeric", month: "2-digit", day: "2-digit" } as const;

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayInZone(instant: string | number, timeZone: string): string {
  const parts = formatter("en", timeZone, DAY_PARTS).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface AgendaDay {
  /** YYYY-MM-DD in the event's time zone. */
  day: string;
  talks: PublicTalk[];
}

/**
 * The talks by the day each starts on in the event's time zone, days in order; a talk that runs
 * past midnight stays on the day it starts.
 */
export function agendaDays(talks: readonly PublicTalk[], timeZone: string): AgendaDay[] {
  const days = new Map<string, PublicTalk[]>();
  for (const talk of sortTalks(talks)) {
    const day = dayInZone(talk.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(talk);
    else days.set(day, [talk]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, dayTalks]) => ({ day, talks: dayTalks }));
}

/** By start, then room name, then title. */
function sortTalks(talks: readonly PublicTalk[]): PublicTalk[] {
  return [...talks].sort(
    (a, b) =>
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      a.room.name.localeCompare(b.room.name) ||
      a.title.localeCompare(b.title),
  );
}

export interface NowAndNext {
  /** On now: started, not ended (startsAt <= now < endsAt). */
  now: PublicTalk[];
  /** Per room, the next talk to start after now. */
  next: PublicTalk[];
}

/** What is on at `nowMs` and, for each room, the next talk to start; each sorted by start, then room. */
export function nowAndNext(event: Pick<PublicEvent, "talks">, nowMs: number): NowAndNext {
  const talks = sortTalks(event.talks);
  const now = talks.filter(
    (talk) => Date.parse(talk.startsAt) <= nowMs && nowMs < Date.parse(talk.endsAt),
  );
  const nextByRoom = new Map<string, PublicTalk>();
  for (const talk of talks)
    if (Date.parse(talk.startsAt) > nowMs && !nextByRoom.has(talk.room.slug))
      nextByRoom.set(talk.room.slug, talk);
  return { now, next: sortTalks([...nextByRoom.values()]) };
}

/** Text as the search compares it: no case, no accents (é is e, Å is a), full-width as ASCII. */
export function searchFold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export interface AgendaFilter {
  /** Words that must all appear in the talk's title, speakers, room or track. */
  query: string;
  /** A room's slug, or null for every room. */
  room: string | null;
  /** A track's name, or null for every track. */
  track: string | null;
}

export const NO_FILTER: AgendaFilter = { query: "", room: null, track: null };

/** The talks in the room and track, every word of the query found in one of their texts. */
export function filterTalks(talks: readonly PublicTalk[], filter: AgendaFilter): PublicTalk[] {
  const words = searchFold(filter.query).split(/\s+/).filter(Boolean);
  return talks.filter((talk) => {
    if (filter.room !== null && talk.room.slug !== filter.room) return false;
    if (filter.track !== null && talk.track !== filter.track) return false;
    if (words.length === 0) return true;
    const text = searchFold(
      [talk.title, ...talk.speakers, talk.room.name, talk.track ?? ""].join("\n"),
    );
    return words.every((word) => text.includes(word));
  });
}

/** The room of `slug` when the event has it, else null (a stale or mistyped ?room=). */
export function knownRoom(event: Pick<PublicEvent, "rooms">, slug: string | null): string | null {
  return slug !== null && event.rooms.some((room) => room.slug === slug) ? slug : null;
}

const TIME = { hour: "numeric", minute: "2-digit" } as const;

/** A piece of a time range as shown: plain text, or a time with its machine-readable instant. */
export type TimeSegment = { text: string; dateTime?: string };

/**
 * A talk's start and end as the event's clock reads them, in the translator's language, as the
 * segments of the translated "{start} – {end}", so each time can sit in its own <time>.
 */
export function talkTimeSegments(
  talk: Pick<PublicTalk, "startsAt" | "endsAt">,
  timeZone: string,
  { t, locale }: Pick<Translator, "t" | "locale">,
): TimeSegment[] {
  const time = formatter(locale, timeZone, TIME);
  const times: Record<string, TimeSegment> = {
    "{start}": { text: time.format(new Date(talk.startsAt)), dateTime: talk.startsAt },
    "{end}": { text: time.format(new Date(talk.endsAt)), dateTime: talk.endsAt },
  };
  return t(TIME_RANGE_TEXT)
    .split(/(\{start\}|\{end\})/)
    .filter(Boolean)
    .map((piece) => times[piece] ?? { text: piece });
}

/** Noon UTC of a YYYY-MM-DD day: formatted in UTC, it is that day in every language. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day's heading: "Monday, 4 May" in the translator's language. */
export function dayHeading(day: string, { locale }: Pick<Translator, "locale">): string {
  return formatter(locale, "UTC", { weekday: "long", day: "numeric", month: "long" }).format(
    dayInstant(day),
  );
}

/** The event's dates: "May 4 – 6, 2026", or one day. */
export function eventDates(
  event: Pick<PublicEvent, "startsOn" | "endsOn">,
  { locale }: Pick<Translator, "locale">,
): string {
  const format = formatter(locale, "UTC", { day: "numeric", month: "long", year: "numeric" });
  return event.startsOn === event.endsOn
    ? format.format(dayInstant(event.startsOn))
    : format.formatRange(dayInstant(event.startsOn), dayInstant(event.endsOn));
}

/**
 * A talk page's line under its event's name: the room and the day ("Hall A · Monday, May 4, ",
 * its trailing space included) and the times, in the event's time zone.
 */
export function talkPlaceAndTime(
  event: SessionEvent,
  translator: Pick<Translator, "t" | "locale">,
): { place: string; times: TimeSegment[] } {
  const day = dayHeading(dayInZone(event.startsAt, event.timezone), translator);
  return {
    place: `${event.room.name} · ${day}, `,
    times: talkTimeSegments(event, event.timezone, translator),
  };
}
