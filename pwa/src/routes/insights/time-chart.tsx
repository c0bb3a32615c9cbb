/**
 * One chart of counts over time on the insights screens (docs/product.md, Insights), drawn by uPlot
 * (loaded with these screens only, never on an attendee's), with its numbers one tap away: a table
 * named as the chart is, always there for a screen reader and shown on "Show the numbers", and the
 * series as a CSV file. Times on the axis, in the table and in the legend are the insights' time
 * zone, written by Intl in the speaker's language.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import "./time-chart.css";
import type { InsightBucket, SeriesPoint } from "@lectern/shared";
import { useTranslator } from "../../i18n/language.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChartCard, CsvButton, SERIES_COLORS } from "./chart-parts.tsx";
import { seriesCsv } from "./insights-csv.ts";

const CHART_HEIGHT = 220;
const FEW_POINTS = 30;
/** How long a bucket is; a day's length changes with daylight saving, which the axis can ignore. */
const BUCKET_SECONDS: Record<InsightBucket, number> = {
  "5m": 300,
  "15m": 900,
  "1h": 3_600,
  "1d": 86_400,
};
/** The table stays for screen readers while out of sight, and scrolls sideways once shown. */
const HIDDEN_UNTIL_ASKED = "sr-only";
const SHOWN_TABLE = "mt-3 overflow-x-auto";

export interface ChartSeries {
  label: string;
  points: readonly SeriesPoint[];
  /** Drawn as bars (counts of a bucket); a line otherwise (a level, or one of several series). */
  bars?: boolean;
}

/** How a bucket's start is written on the axis and in the table. */
function timeFormats(locale: string, bucket: InsightBucket, timeZone: string) {
  const daily = bucket === "1d";
  return {
    axis: new Intl.DateTimeFormat(
      locale,
      daily
        ? { day: "numeric", month: "short", timeZone }
        : { hour: "2-digit", minute: "2-digit", timeZone },
    ),
    row: new Intl.DateTimeFormat(
      locale,
      daily
        ? { dateStyle: "medium", timeZone }
        : { dateStyle: "medium", timeStyle: "short", timeZone },
    ),
  };
}

function Plot({
  series,
  bucket,
  timeZone,
  label,
}: {
  series: readonly ChartSeries[];
  bucket: InsightBucket;
  timeZone: string;
  label: string;
}) {
  const { locale, number } = useTranslator();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const formats = timeFormats(locale, bucket, timeZone);
    const width = BUCKET_SECONDS[bucket];
    const starts = (series[0]?.points ?? []).map((point) => Date.parse(point.t) / 1000);
    // Each count is drawn in the middle of its bucket, so a bar or point sits inside its own slot.
    const data: uPlot.AlignedData = [
      starts.map((start) => start + width / 2),
      ...series.map((one) => one.points.map((point) => point.count)),
    ];
    const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
    // A line of a few points is hard to see; its points are drawn too.
    const fewPoints = starts.length <= FEW_POINTS;
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // From the first bucket's start to the last one's end, also when there is only one.
          x: {
            time: true,
            range: () => [starts[0] ?? 0, (starts.at(-1) ?? 0) + width],
          },
          y: { range: (_, __, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            stroke: "#334155",
            grid: { stroke: "#e2e8f0" },
            values: (_, splits) => splits.map((seconds) => formats.axis.format(seconds * 1000)),
          },
          {
            stroke: "#334155",
            grid: { stroke: "#e2e8f0" },
            values: (_, splits) =>
              splits.map((value) => (Number.isInteger(value) ? number(value) : "")),
          },
        ],
        series: [
          {},
          ...series.map((one, index) => ({
            label: one.label,
            stroke: SERIES_COLORS[index % SERIES_COLORS.length],
            width: 2,
            fill: one.bars ? SERIES_COLORS[index % SERIES_COLORS.length] : undefined,
            paths: one.bars ? bars : undefined,
            points: { show: !one.bars && fewPoints, size: 7 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, bucket, timeZone, locale, number]);
  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}

export function TimeChart({
  title,
  description,
  series,
  bucket,
  timeZone,
  fileName,
}: {
  title: string;
  description?: string;
  series: readonly ChartSeries[];
  bucket: InsightBucket;
  timeZone: string;
  fileName: string;
}) {
  const { t, locale, number } = useTranslator();
  const tableId = useId();
  const [numbersShown, setNumbersShown] = useState(false);
  const rowFormat = useMemo(
    () => timeFormats(locale, bucket, timeZone).row,
    [locale, bucket, timeZone],
  );
  const times = series[0]?.points.map((point) => point.t) ?? [];
  // Buckets where nothing happened are left out of the table: a screen reader would read hundreds.
  const rows = times
    .map((time, index) => ({ time, counts: series.map((one) => one.points[index]?.count ?? 0) }))
    .filter((row) => row.counts.some((count) => count > 0));
  const empty = rows.length === 0;
  return (
    <ChartCard
      title={title}
      description={description}
      actions={
        !empty && (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={numbersShown}
              aria-controls={tableId}
              onClick={() => setNumbersShown((shown) => !shown)}
            >
              {numbersShown ? t("Hide the numbers") : t("Show the numbers")}
            </Button>
            <CsvButton
              fileName={fileName}
              csv={() =>
                seriesCsv(
                  series.map((one) => one.label),
                  times,
                  series.map((one) => one.points.map((point) => point.count)),
                )
              }
            />
          </>
        )
      }
    >
      {empty ? (
        <p className="py-6 text-center text-sm text-slate-700">{t("Nothing to show yet.")}</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
              {series.map((one, index) => (
                <li key={one.label} className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block size-3 rounded-sm"
                    style={{ background: SERIES_COLORS[index % SERIES_COLORS.length] }}
                  />
                  {one.label}
                </li>
              ))}
            </ul>
          )}
          <Plot
            series={series}
            bucket={bucket}
            timeZone={timeZone}
            label={t("Chart: {title}. Its numbers are in the table that follows.", { title })}
          />
          <div id={tableId} className={numbersShown ? SHOWN_TABLE : HIDDEN_UNTIL_ASKED}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("Time")}
                  </th>
                  {series.map((one) => (
                    <th key={one.label} scope="col" className="px-3 py-2 text-right font-medium">
                      {one.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.time}>
                    <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                      {rowFormat.format(new Date(row.time))}
                    </th>
                    {row.counts.map((count, index) => (
                      <td key={series[index]!.label} className="px-3 py-2 text-right">
                        {number(count)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-slate-600">
              {t("Times when nothing happened are left out.")}
            </p>
          </div>
        </>
      )}
    </ChartCard>
  );
}
