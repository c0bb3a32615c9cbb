/**
 * The frame both insights screens share (docs/product.md, Insights): while the reads load, a
 * skeleton; a talk or event that is not there or not the reader's, the screen's own "not found";
 * any other failure, a retry. Loaded, the header: title, the time zone the charts are in, which
 * stretch they show, and Print, which the print view (print CSS) makes into a tidy PDF.
 */
import { useId, type ReactNode } from "react";
import { ApiError } from "../../api/client.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import type { InsightsScope } from "./insights-range.ts";

interface Read {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

export function InsightsLoadState({
  reads,
  loadingLabel,
  notFound,
  children,
}: {
  reads: readonly Read[];
  loadingLabel: string;
  notFound: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslator();
  const failed = reads.filter((read) => read.error);
  if (failed.some((read) => isMissing(read.error))) return <>{notFound}</>;
  if (failed.length > 0)
    return (
      <div className="mx-auto max-w-md py-10 text-center">
        <PageTitle title={t("Insights could not be loaded")} />
        <Alert className="mt-4 text-left" title={t("Failed to load insights")}>
          {t("Check your connection and try again.")}
        </Alert>
        <OnlineButton
          className="mt-6"
          onClick={() => failed.forEach((read) => void read.refetch())}
          pending={failed.some((read) => read.isFetching)}
          pendingText={t("Trying again...")}
        >
          {t("Try again")}
        </OnlineButton>
      </div>
    );
  if (reads.some((read) => read.isPending))
    return (
      <div className="space-y-4" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton className="h-10 w-2/3" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  return <>{children}</>;
}

export function InsightsFrame({
  back,
  title,
  subtitle,
  timeZone,
  scope,
  onScope,
  updating,
  children,
}: {
  back: ReactNode;
  title: string;
  subtitle: string;
  timeZone: string;
  /** Which stretch is shown; null when there is no choice (a life of two days or less). */
  scope?: InsightsScope | null;
  onScope?: (scope: InsightsScope) => void;
  updating: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslator();
  const scopeId = useId();
  return (
    <div aria-busy={updating}>
      <div className="print:hidden">{back}</div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <PageTitle title={title} className="break-words" />
          <p className="mt-1 [overflow-wrap:anywhere] text-slate-700">{subtitle}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t("Times are in {zone}.", { zone: timeZone.replace(/_/g, " ") })}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          {scope && (
            <div className="flex flex-col gap-1">
              <label htmlFor={scopeId} className="text-sm font-medium text-slate-900">
                {t("Show")}
              </label>
              <select
                id={scopeId}
                value={scope}
                onChange={(event) => onScope?.(event.target.value as InsightsScope)}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
              >
                <option value="all">{t("Every day, by the day")}</option>
                <option value="day">{t("The talk's day, by 5 minutes")}</option>
              </select>
            </div>
          )}
          <Button variant="outline" onClick={() => window.print()}>
            {t("Print or save as PDF")}
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}
