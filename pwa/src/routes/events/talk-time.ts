/**
 * A talk's times as its form shows them: the event's clock, whatever the browser's own zone is
 * (docs/product.md, Events). A datetime-local input holds a wall time without a zone; it is read
 * in the event's time zone and sent as an instant, and an instant is shown back on that clock.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (UTC, `…Z`) a datetime-local value ("2026-05-04T09:30") is in `timeZone`; null for
 * a value that is not one. A wall time skipped by a change to summer time reads as the hour after.
 */
export function wallTimeToInstant(value: string, timeZone: string): string | null {
  const parts = LOCAL_INPUT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/** The datetime-local value an instant reads as on the clock of `timeZone`. */
export function instantToWallTime(instant: string, timeZone: string): string {
  return format(new TZDate(instant, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** The datetime-local value of a day's hour ("2026-05-04", 9 → "2026-05-04T09:00"). */
export function wallTimeOn(day: string, hour: number): string {
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}
