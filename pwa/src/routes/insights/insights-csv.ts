/**
 * The CSV files of the insights screens (docs/product.md, Insights): one per chart, through the
 * formula-safe writer every Lectern CSV uses. A time series is written one row per bucket, its
 * start as an ISO instant (unambiguous in any zone), then each series' count.
 */
import { buildCsv } from "@lectern/shared";

export function seriesCsv(
  labels: readonly string[],
  times: readonly string[],
  counts: readonly (readonly number[])[],
): string {
  return buildCsv([
    ["time", ...labels],
    ...times.map((time, row) => [time, ...counts.map((series) => series[row] ?? 0)]),
  ]);
}

/** A chart of named figures (sources, the funnel, the talks): a label and its value per row. */
export function tableCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return buildCsv([header, ...rows]);
}

/** `insights-{what}-{id}.csv`: what the file holds, and whose. */
export function insightsCsvName(what: string, owner: "session" | "event", id: number): string {
  return `${owner}-${id}-insights-${what}.csv`;
}
