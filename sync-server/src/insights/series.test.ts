/**
 * The insights' buckets: 5 minutes on the same instants in every zone, a day from the zone's
 * midnight (23 hours on the day the clocks go forward), and the minutes put in the bucket they
 * fall in, summed or the largest.
 */
import { describe, expect, it } from "vitest";
import { bucketStarts, seriesOf } from "./series.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("insights series", () => {
  it("starts 5-minute buckets on the quarter hours' grid, from the one `from` falls in", () => {
    const starts = bucketStarts(
      at("2026-12-04T10:03:00Z"),
      at("2026-12-04T10:16:00Z"),
      "5m",
      "Asia/Kathmandu",
    );
    expect(starts.map(iso)).toEqual([
      "2026-12-04T10:00:00.000Z",
      "2026-12-04T10:05:00.000Z",
      "2026-12-04T10:10:00.000Z",
      "2026-12-04T10:15:00.000Z",
    ]);
  });

  it("starts days at the zone's midnight, a short day when the clocks go forward", () => {
    const starts = bucketStarts(
      at("2026-03-28T12:00:00Z"),
      at("2026-03-31T00:00:00Z"),
      "1d",
      "Europe/Berlin",
    );
    expect(starts.map(iso)).toEqual([
      "2026-03-27T23:00:00.000Z",
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
      "2026-03-30T22:00:00.000Z",
    ]);
    const india = bucketStarts(
      at("2026-12-04T20:00:00Z"),
      at("2026-12-05T20:00:00Z"),
      "1d",
      "Asia/Kolkata",
    );
    expect(india.map(iso)).toEqual(["2026-12-04T18:30:00.000Z", "2026-12-05T18:30:00.000Z"]);
  });

  it("puts each minute in its bucket, summed or the largest, and zero where none fell", () => {
    const starts = bucketStarts(
      at("2026-12-04T00:00:00Z"),
      at("2026-12-06T00:00:00Z"),
      "1d",
      "UTC",
    );
    const minutes = [
      { minute: "2026-12-04T09:59", count: 2 },
      { minute: "2026-12-04T23:59", count: 3 },
      { minute: "2026-12-05T00:00", count: 4 },
      { minute: "2026-12-07T00:00", count: 100 },
    ];
    const to = at("2026-12-06T00:00:00Z");
    expect(seriesOf(starts, to, minutes)).toEqual([
      { t: "2026-12-04T00:00:00.000Z", count: 5 },
      { t: "2026-12-05T00:00:00.000Z", count: 4 },
    ]);
    expect(seriesOf(starts, to, minutes, Math.max).map((p) => p.count)).toEqual([3, 4]);
    expect(seriesOf(starts, to, []).map((p) => p.count)).toEqual([0, 0]);
  });
});
