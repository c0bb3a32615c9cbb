/**
 * The event screen's Dashboard tab (docs/product.md, Events, Event dashboard): every talk with
 * its views, downloads, leads, votes and questions, and the totals; a table from tablet width, a
 * card per talk on a phone. When the event collects leads, its creator and organisers download
 * them as CSV.
 */
import { useState } from "react";
import type { LecternEvent, TalkFigures } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { downloadEventLeads, useEventDashboard } from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

const FIGURES = ["views", "downloads", "leads", "votes", "questions"] as const;

const TALK_CARD = "rounded-lg border border-slate-200 p-3";
const TOTALS_CARD = "rounded-lg border-2 border-slate-300 bg-slate-50 p-3";

const STARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
};

function useFigureNames(): Record<(typeof FIGURES)[number], string> {
  const { t } = useTranslator();
  return {
    views: t("Views"),
    downloads: t("Downloads"),
    leads: t("Leads"),
    votes: t("Votes"),
    questions: t("Questions"),
  };
}

export function DashboardTab({ event }: { event: LecternEvent }) {
  const { t, number, date, plural } = useTranslator();
  const dashboard = useEventDashboard(event.id);
  const names = useFigureNames();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEventLeads(event);
    } catch (error) {
      toast.error(t("The leads could not be downloaded"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setDownloading(false);
    }
  };

  if (dashboard.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t("Loading the figures")}>
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  if (dashboard.isError)
    return (
      <Alert title={t("The figures could not be loaded")}>
        <p>{errorMessage(dashboard.error, t("Please check your connection and try again."))}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void dashboard.refetch()}
        >
          {t("Try again")}
        </Button>
      </Alert>
    );

  const { talks, totals, eventLeads } = dashboard.data;
  const starts = (iso: string) => date(iso, { ...STARTS, timeZone: event.timezone });
  const cells = (figures: TalkFigures) =>
    FIGURES.map((key) => (
      <td key={key} className="px-3 py-2 text-right tabular-nums">
        {number(figures[key])}
      </td>
    ));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("Event dashboard")}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {t("Every talk's activity, and the event's totals.")}
          </p>
        </div>
        {event.collectLeads && event.role !== "viewer" && (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <OnlineButton
              variant="outline"
              size="sm"
              onClick={() => void download()}
              pending={downloading}
              pendingText={t("Downloading...")}
            >
              {t("Download the event's leads (CSV)")}
            </OnlineButton>
            <p className="text-xs text-slate-600">
              {plural(eventLeads, {
                one: "# lead given to the event",
                other: "# leads given to the event",
              })}
            </p>
          </div>
        )}
      </div>

      {talks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t("The figures appear here once the event has talks.")}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("Activity of each talk")}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-left text-slate-700">
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("Talk")}
                  </th>
                  {FIGURES.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                      {names[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {talks.map((talk) => (
                  <tr key={talk.sessionId} className="text-slate-900">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <span lang="" className="block font-medium [overflow-wrap:anywhere]">
                        {talk.title}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {starts(talk.startsAt)} · {talk.room.name}
                      </span>
                    </th>
                    {cells(talk)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-300 font-semibold text-slate-900">
                  <th scope="row" className="px-3 py-2 text-left">
                    {t("Totals")}
                  </th>
                  {cells(totals)}
                </tr>
              </tfoot>
            </table>
          </div>
          <ul className="space-y-3 sm:hidden">
            {[...talks, { sessionId: 0, title: t("Totals"), ...totals }].map((row) => (
              <li key={row.sessionId} className={row.sessionId === 0 ? TOTALS_CARD : TALK_CARD}>
                <h3
                  lang={row.sessionId === 0 ? undefined : ""}
                  className="font-semibold [overflow-wrap:anywhere] text-slate-900"
                >
                  {row.title}
                </h3>
                {"room" in row && (
                  <p className="text-xs text-slate-600">
                    {starts(row.startsAt)} · {row.room.name}
                  </p>
                )}
                <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                  {FIGURES.map((key) => (
                    <div key={key}>
                      <dt className="text-xs text-slate-600">{names[key]}</dt>
                      <dd className="font-semibold tabular-nums text-slate-900">
                        {number(row[key])}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
