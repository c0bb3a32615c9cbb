/**
 * What every chart of the insights screens shares (docs/product.md, Insights): its card with a
 * heading and actions, the button that saves its CSV, and the bar table, for figures that are
 * not a time series (sources, the funnel, polls, ratings): a table whose every row also draws its
 * share as a bar, named as the chart is, so the numbers and the picture are one.
 */
import { useId, type ReactNode } from "react";
import { saveBlob } from "../../components/download-file.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslator } from "../../i18n/language.ts";

/** Distinct at a glance and each at least 3:1 against white (WCAG 1.4.11). */
export const SERIES_COLORS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#0f766e"];

export function ChartCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      className="min-w-0 p-4 break-inside-avoid sm:p-5"
      role="group"
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {description && <p className="text-sm text-slate-700">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </div>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

export function CsvButton({ fileName, csv }: { fileName: string; csv: () => string }) {
  const { t } = useTranslator();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => saveBlob(new Blob([csv()], { type: "text/csv;charset=utf-8" }), fileName)}
    >
      {t("Download CSV")}
    </Button>
  );
}

export interface BarRow {
  key: string;
  label: ReactNode;
  value: number;
  /** The value as the row writes it, when not a plain count (a share, an average). */
  shown?: string;
}

/** Rows with a bar each, as long as the row's value against `max` (the largest value by default). */
export function BarTable({
  title,
  valueHeader,
  rows,
  max,
  labelHeader,
}: {
  title: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly BarRow[];
  max?: number;
}) {
  const { number } = useTranslator();
  const captionId = useId();
  const top = max ?? Math.max(0, ...rows.map((row) => row.value));
  return (
    <table aria-labelledby={captionId} className="w-full text-left text-sm">
      <caption id={captionId} className="sr-only">
        {title}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="w-2/5 py-1.5 pr-3 align-top font-normal text-slate-800">
              {row.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center gap-3">
                <div className="h-3 flex-1 rounded-sm bg-slate-100" aria-hidden="true">
                  <div
                    className="h-3 rounded-sm"
                    style={{
                      width: `${top > 0 ? Math.round((row.value / top) * 100) : 0}%`,
                      background: SERIES_COLORS[0],
                      printColorAdjust: "exact",
                    }}
                  />
                </div>
                <span className="w-16 shrink-0 text-right font-medium text-slate-900 tabular-nums">
                  {row.shown ?? number(row.value)}
                </span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One headline figure: a label and its number. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 break-inside-avoid">
      <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
