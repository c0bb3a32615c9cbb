/**
 * The one entry of the schedule import's parsers (docs/product.md, Events): it tells a pretalx or
 * frab schedule.json from a Sessionize "All data" export by its top-level field, reads it with that
 * format's reader, and answers talks in UTC with the items it skipped and why. A malformed file is
 * refused whole with DomainError "import_invalid", naming the `line` (not JSON) or the `field`; the
 * import route stores nothing of it. No database and no network here, so it is tested on files.
 */
import { DomainError } from "@lectern/shared";
import { parseJson } from "./json-text.ts";
import { readPretalx } from "./pretalx.ts";
import { readSessionize } from "./sessionize.ts";
import type { ParsedSchedule, ScheduleItems } from "./talk.ts";

export type { ParsedSchedule, ScheduleTalk } from "./talk.ts";

const NEITHER =
  'Neither a pretalx or frab schedule.json (with "schedule") nor a Sessionize All data export (with "sessions")';
const ENDS_BEFORE_START = "Its end is not after its start";

/** The talks of a schedule file; `timezone` (the event's) reads Sessionize's local times. */
export function parseSchedule(text: string, timezone: string): ParsedSchedule {
  const value = parseJson(text);
  if (hasField(value, "schedule")) return { format: "pretalx", ...placed(readPretalx(value)) };
  if (hasField(value, "sessions"))
    return { format: "sessionize", ...placed(readSessionize(value, timezone)) };
  throw new DomainError("import_invalid", NEITHER, { field: "schedule" });
}

function hasField(value: unknown, field: string): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && field in value;
}

/** A talk must end after it starts, as one made in Lectern does; one that does not is skipped. */
function placed({ talks, skipped }: ScheduleItems): ScheduleItems {
  const timed = talks.filter((talk) => talk.endsAt > talk.startsAt);
  const untimed = talks.filter((talk) => talk.endsAt <= talk.startsAt);
  return {
    talks: timed,
    skipped: [...skipped, ...untimed.map(({ id }) => ({ id, reason: ENDS_BEFORE_START }))],
  };
}
