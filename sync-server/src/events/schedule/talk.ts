/**
 * What every schedule format comes down to: a talk with its UTC times, room, track and speakers'
 * names, and the fields Lectern takes from a file, held to the limits of a talk made in Lectern
 * (EVENT_LIMITS, MAX_LENGTH). A title or room that would not fit refuses the file with that field
 * named, rather than being cut or failing later inside the import's transaction.
 */
import {
  EVENT_LIMITS,
  MAX_LENGTH,
  optionalText,
  requiredText,
  type ScheduleFormat,
} from "@lectern/shared";
import { z } from "zod";

export interface ScheduleTalk {
  /** The talk's id in its schedule, which a later import of the same schedule matches on. */
  id: string;
  title: string;
  description: string | null;
  /** ISO instants in UTC (`…Z`). */
  startsAt: string;
  endsAt: string;
  room: string;
  track: string | null;
  /** Names, as the schedule spells them. */
  speakers: string[];
}

export interface ParsedSchedule {
  format: ScheduleFormat;
  talks: ScheduleTalk[];
  /** Items of the schedule that are not talks Lectern can place, each with why in English. */
  skipped: { id: string; reason: string }[];
}

/** What one format's reader finds. */
export type ScheduleItems = Omit<ParsedSchedule, "format">;

const NOT_TEXT = "Expected a text that is not empty";

export const titleField = requiredText(MAX_LENGTH.title, NOT_TEXT);
export const descriptionField = optionalText(MAX_LENGTH.description);
export const roomField = requiredText(EVENT_LIMITS.room, NOT_TEXT);
export const trackField = optionalText(EVENT_LIMITS.track);
export const speakerNameField = requiredText(MAX_LENGTH.name, NOT_TEXT);

/** A talk's speakers, as many as a talk may have. */
export function speakersField<Item extends z.ZodType>(item: Item) {
  return z.array(item).max(EVENT_LIMITS.speakersPerTalk, {
    error: `A talk has at most ${EVENT_LIMITS.speakersPerTalk} speakers`,
  });
}

/** A schedule's id for a talk: a number or a text, kept as text. */
export const talkIdField = z
  .union([z.number().int(), z.string().trim().min(1)], { error: "Expected a number or a text" })
  .transform(String);
