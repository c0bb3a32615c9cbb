/**
 * The buckets an insights series is counted in (docs/product.md, Insights): their starts from `from`
 * to `to` in a time zone, and the counts of the database's minutes put into them. Minutes are read
 * grouped by the database (a minute's key: its ISO start, to the minute, in UTC) and bucketed here,
 * so both engines share one SQL. A bucket of 5 or 15 minutes starts on the same instants in every
 * zone (every offset is a whole number of quarter hours); an hour's and a day's follow the zone's
 * wall clock, so a day is that zone's midnight to midnight, 23 or 25 hours across a change of time.
 */
import type { InsightBucket, SeriesPoint } from "@lectern/shared";

const MINUTE_MS = 60_000;
const FIXED_MINUTES: Partial<Record<InsightBucket, number>> = { "5m": 5, "15m": 15 };

/** The zone's wall clock at `ms`, as the UTC instant with the same fields. */
export function wallClock(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(ms);
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"));
}

/** The instant the zone's wall clock shows `wall` (its first, when a change of time shows it twice). */
export function instantOf(wall: number, timeZone: string): number {
  let guess = wall - (wallClock(wall, timeZone) - wall);
  guess -= wallClock(guess, timeZone) - wall;
  return guess;
}

/** The starts of the buckets from the one `from` falls in up to `to` (excluded), in ms. */
export function bucketStarts(
  from: number,
  to: number,
  bucket: InsightBucket,
  timeZone: string,
): number[] {
  const fixed = FIXED_MINUTES[bucket];
  const starts: number[] = [];
  if (fixed !== undefined) {
    const step = fixed * MINUTE_MS;
    for (let t = Math.floor(from / step) * step; t < to; t += step) starts.push(t);
    return starts;
  }
  const wall = new Date(wallClock(from, timeZone));
  if (bucket === "1d") wall.setUTCHours(0, 0, 0, 0);
  else wall.setUTCMinutes(0, 0, 0);
  for (;;) {
    const start = instantOf(wall.getTime(), timeZone);
    if (start >= to) return starts;
    if (starts.at(-1) !== start) starts.push(start);
    if (bucket === "1d") wall.setUTCDate(wall.getUTCDate() + 1);
    else wall.setUTCHours(wall.getUTCHours() + 1);
  }
}

/** How many buckets `bucket` makes of the range, without making them. */
export function bucketCount(from: number, to: number, bucket: InsightBucket): number {
  const minutes = FIXED_MINUTES[bucket] ?? (bucket === "1h" ? 60 : 24 * 60);
  return Math.ceil((to - from) / (minutes * MINUTE_MS)) + 1;
}

/** An ISO time cut to the hour ("2026-12-04T09") or to the minute ("2026-12-04T09:05"). */
export const HOUR_KEY_LENGTH = 13;
export const MINUTE_KEY_LENGTH = 16;

/**
 * How finely the database must group rows for these buckets: by the hour for hours and days in a
 * zone whose clock is a whole number of hours from UTC over the range (fewer rows for a year), else
 * by the minute.
 */
export function keyLengthFor(
  from: number,
  to: number,
  bucket: InsightBucket,
  timeZone: string,
): number {
  if (FIXED_MINUTES[bucket] !== undefined) return MINUTE_KEY_LENGTH;
  const wholeHours = [from, to - 1].every(
    (ms) => (wallClock(ms, timeZone) - Math.floor(ms / MINUTE_MS) * MINUTE_MS) % 3_600_000 === 0,
  );
  return wholeHours ? HOUR_KEY_LENGTH : MINUTE_KEY_LENGTH;
}

/** A count as the database groups it: the ISO start of its hour or minute (a key) and a count. */
export interface MinuteCount {
  minute: string;
  count: number;
}

/**
 * The series over `starts`: each bucket's minutes summed (or, with `combine` Math.max, the largest),
 * 0 where none fell; minutes outside the buckets are left out.
 */
export function seriesOf(
  starts: readonly number[],
  to: number,
  minutes: readonly MinuteCount[],
  combine: (a: number, b: number) => number = (a, b) => a + b,
): SeriesPoint[] {
  const counts = starts.map(() => 0);
  for (const { minute, count } of minutes) {
    const at = Date.parse(
      minute.length === HOUR_KEY_LENGTH ? `${minute}:00:00.000Z` : `${minute.slice(0, 16)}:00.000Z`,
    );
    if (at < (starts[0] ?? to) || at >= to) continue;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    counts[low] = combine(counts[low]!, count);
  }
  return starts.map((start, i) => ({ t: new Date(start).toISOString(), count: counts[i]! }));
}
