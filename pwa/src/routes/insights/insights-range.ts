/**
 * Which stretch of a talk's life its insights show (docs/product.md, Insights): its whole life (by
 * the day once it passes two days, else by 5 minutes), or the talk's day by 5 minutes. The talk's
 * day is its slot's in the event's zone, or, for a talk of its own, the day the most views came.
 * Insights are read in the event's time zone, else the speaker's own.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import type { SeriesPoint } from "@lectern/shared";
import type { InsightsRange } from "../../api/speaker/insights.ts";

export type InsightsScope = "all" | "day";

export function speakerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The day (in `timeZone`) that holds `instant`, as a 5-minute range. */
export function dayRange(instant: string, timeZone: string): InsightsRange {
  const start = startOfDay(new TZDate(Date.parse(instant), timeZone));
  return {
    from: new Date(+start).toISOString(),
    to: new Date(+addDays(start, 1)).toISOString(),
    bucket: "5m",
    tz: timeZone,
  };
}

/** The start of the daily bucket with the most views; null when none came. */
export function busiestDay(views: readonly SeriesPoint[]): string | null {
  let best: SeriesPoint | null = null;
  for (const point of views)
    if (point.count > 0 && (!best || point.count > best.count)) best = point;
  return best?.t ?? null;
}
