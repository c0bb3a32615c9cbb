/**
 * /events/{id}/insights (docs/product.md, Insights), for the event's team: every talk's charts
 * summed, in the event's time zone, and the talks ranked by audience, then engagement, then
 * rating, each a link to its own insights.
 */
import { useParams } from "react-router";
import { idParamSchema, type EventTalkInsight } from "@lectern/shared";
import { useEvent } from "../../api/speaker/events.ts";
import { useEventInsights } from "../../api/speaker/insights.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { Link } from "../../components/link.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { EventNotFound } from "../events/event-not-found.tsx";
import { ChartCard, CsvButton } from "./chart-parts.tsx";
import { insightsCsvName, tableCsv } from "./insights-csv.ts";
import { InsightsFrame, InsightsLoadState } from "./insights-frame.tsx";
import { InsightsView } from "./insights-view.tsx";

const TWO_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

function TalksTable({ eventId, talks }: { eventId: number; talks: readonly EventTalkInsight[] }) {
  const { t, number } = useTranslator();
  const title = t("Talks ranked by audience, engagement and rating");
  return (
    <section className="mt-8 break-inside-avoid-page">
      <ChartCard
        title={title}
        description={t("Engagement: votes, questions, upvotes and reactions per visitor.")}
        actions={
          talks.length > 0 && (
            <CsvButton
              fileName={insightsCsvName("talks", "event", eventId)}
              csv={() =>
                tableCsv(
                  ["talk", "audience", "peak_live_audience", "engagement", "rating"],
                  talks.map((talk) => [
                    talk.title,
                    talk.audience,
                    talk.peakAudience,
                    talk.engagement ?? "",
                    talk.rating ?? "",
                  ]),
                )
              }
            />
          )
        }
      >
        {talks.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-700">{t("No talks yet.")}</p>
        ) : (
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-1.5 py-2 sm:px-3 font-medium">
                  {t("Talk")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("Audience")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("Peak live audience")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("Engagement")}
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {t("Rating")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {talks.map((talk) => (
                <tr key={talk.sessionId}>
                  <th scope="row" className="px-1.5 py-2 sm:px-3 font-normal">
                    <Link
                      to={`/session/${talk.sessionId}/insights`}
                      className="font-medium [overflow-wrap:anywhere] text-brand-700 underline"
                    >
                      {talk.title}
                    </Link>
                  </th>
                  <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                    {number(talk.audience)}
                  </td>
                  <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                    {number(talk.peakAudience)}
                  </td>
                  <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                    {talk.engagement === null ? "–" : number(talk.engagement, TWO_DECIMALS)}
                  </td>
                  <td className="px-1.5 py-2 sm:px-3 text-right tabular-nums">
                    {talk.rating === null ? "–" : number(talk.rating, ONE_DECIMAL)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ChartCard>
    </section>
  );
}

function EventInsights({ eventId }: { eventId: number }) {
  const { t } = useTranslator();
  const event = useEvent(eventId);
  const insights = useEventInsights(eventId, event.data ? { tz: event.data.timezone } : null);
  useSessionExpiry(event.error ?? insights.error);
  return (
    <InsightsLoadState
      reads={[event, insights]}
      loadingLabel={t("Loading insights")}
      notFound={<EventNotFound />}
    >
      {event.data && insights.data && (
        <InsightsFrame
          back={
            <Link to={`/events/${eventId}`} className={buttonClass("ghost", "sm", "-ml-3")}>
              {t("Back to the event")}
            </Link>
          }
          title={t("Insights: {title}", { title: event.data.name })}
          subtitle={event.data.venue ?? ""}
          timeZone={insights.data.timeZone}
          updating={insights.isFetching}
        >
          <InsightsView data={insights.data} owner={{ kind: "event", id: eventId }} />
          <TalksTable eventId={eventId} talks={insights.data.talks} />
        </InsightsFrame>
      )}
    </InsightsLoadState>
  );
}

export default function EventInsightsPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          {parsed.success ? <EventInsights eventId={parsed.data} /> : <EventNotFound />}
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
