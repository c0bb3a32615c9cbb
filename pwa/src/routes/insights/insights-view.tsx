/**
 * The charts of a talk's or an event's insights (docs/product.md, Insights), drawn from one answer
 * of the insights API: the headline figures; audience (views and the live audience over time,
 * where visitors came from); resources (downloads per resource, visitors to leads); participation
 * (each poll's share of the live audience, Q&A, reactions, feedback). The event's screen passes
 * the summed answer and adds its table of talks.
 */
import { msg, type SessionInsights } from "@lectern/shared";
import { useChipLabel } from "../../attendee/feedback-chips.ts";
import { useTranslator } from "../../i18n/language.ts";
import { BarTable, ChartCard, CsvButton, Figure } from "./chart-parts.tsx";
import { insightsCsvName, tableCsv } from "./insights-csv.ts";
import { TimeChart } from "./time-chart.tsx";

const SOURCE_LABELS: Record<keyof SessionInsights["sources"], string> = {
  qr: msg("QR code"),
  link: msg("Link"),
  embed: msg("Embedded poll"),
  event: msg("Event agenda"),
};

const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 0 };
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

function total(points: readonly { count: number }[]): number {
  return points.reduce((sum, point) => sum + point.count, 0);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8 break-inside-avoid-page">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">{children}</div>
    </section>
  );
}

export function InsightsView({
  data,
  owner,
}: {
  data: SessionInsights;
  owner: { kind: "session" | "event"; id: number };
}) {
  const { t, plural, number } = useTranslator();
  const chipLabel = useChipLabel();
  const csvName = (what: string) => insightsCsvName(what, owner.kind, owner.id);
  const views = total(data.views);
  const peak = Math.max(0, ...data.liveAudience.map((point) => point.count));
  const downloads = data.downloads.reduce((sum, resource) => sum + total(resource.series), 0);
  const reactions = total(data.reactions);
  const zone = { bucket: data.bucket, timeZone: data.timeZone };
  const sourceRows = (Object.keys(SOURCE_LABELS) as (keyof typeof SOURCE_LABELS)[]).map(
    (source) => ({ key: source, label: t(SOURCE_LABELS[source]), value: data.sources[source] }),
  );
  const funnelRows = [
    { key: "visitors", label: t("Visitors"), value: data.funnel.visitors },
    { key: "asked", label: t("Asked to download"), value: data.funnel.downloadsAsked },
    { key: "leads", label: t("Leads"), value: data.funnel.leads },
    { key: "confirmed", label: t("Confirmed leads"), value: data.funnel.confirmedLeads },
  ];
  const feedback = data.feedback;
  return (
    <>
      <section aria-labelledby="insights-headline" className="mt-6">
        <h2 id="insights-headline" className="sr-only">
          {t("Headline figures")}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-6">
          <Figure label={t("Unique visitors")} value={number(data.uniqueVisitors)} />
          <Figure label={t("Page views")} value={number(views)} />
          <Figure label={t("Peak live audience")} value={number(peak)} />
          <Figure label={t("Downloads")} value={number(downloads)} />
          <Figure label={t("Leads")} value={number(data.funnel.leads)} />
          <Figure label={t("Questions asked")} value={number(data.questions.asked)} />
        </dl>
      </section>

      <Section title={t("Audience")}>
        <TimeChart
          title={t("Page views and live audience")}
          description={t("Live audience: the most attendees the projector counted.")}
          series={[
            { label: t("Page views"), points: data.views, bars: true },
            { label: t("Live audience"), points: data.liveAudience },
          ]}
          {...zone}
          fileName={csvName("audience")}
        />
        <ChartCard
          title={t("Where visitors came from")}
          actions={
            <CsvButton
              fileName={csvName("sources")}
              csv={() =>
                tableCsv(
                  ["source", "views"],
                  sourceRows.map((row) => [row.key, row.value]),
                )
              }
            />
          }
        >
          <BarTable
            title={t("Where visitors came from")}
            labelHeader={t("Source")}
            valueHeader={t("Page views")}
            rows={sourceRows}
          />
        </ChartCard>
      </Section>

      <Section title={t("Resources")}>
        <TimeChart
          title={t("Downloads per resource")}
          series={data.downloads.map((resource) => ({
            label: resource.title,
            points: resource.series,
            bars: data.downloads.length === 1,
          }))}
          {...zone}
          fileName={csvName("downloads")}
        />
        <ChartCard
          title={t("From visitors to leads")}
          actions={
            <CsvButton
              fileName={csvName("funnel")}
              csv={() =>
                tableCsv(
                  ["step", "count"],
                  funnelRows.map((row) => [row.key, row.value]),
                )
              }
            />
          }
        >
          <BarTable
            title={t("From visitors to leads")}
            labelHeader={t("Step")}
            valueHeader={t("People")}
            rows={funnelRows}
          />
        </ChartCard>
      </Section>

      <Section title={t("Participation")}>
        <ChartCard
          title={t("Polls: share of the live audience that answered")}
          actions={
            data.polls.length > 0 && (
              <CsvButton
                fileName={csvName("polls")}
                csv={() =>
                  tableCsv(
                    ["poll", "voters", "share"],
                    data.polls.map((poll) => [poll.question, poll.voters, poll.share ?? ""]),
                  )
                }
              />
            )
          }
        >
          {data.polls.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-700">{t("No polls yet.")}</p>
          ) : (
            <BarTable
              title={t("Polls: share of the live audience that answered")}
              labelHeader={t("Poll")}
              valueHeader={t("Share of the live audience")}
              max={1}
              rows={data.polls.map((poll) => ({
                key: String(poll.pollId),
                label: (
                  <>
                    <span className="block [overflow-wrap:anywhere]">{poll.question}</span>
                    <span className="text-xs text-slate-600">
                      {plural(poll.voters, { one: "# voter", other: "# voters" })}
                    </span>
                  </>
                ),
                value: poll.share ?? 0,
                shown: poll.share === null ? "–" : number(poll.share, PERCENT),
              }))}
            />
          )}
        </ChartCard>
        <ChartCard title={t("Questions")}>
          <dl className="grid grid-cols-3 gap-2">
            <Figure label={t("Asked")} value={number(data.questions.asked)} />
            <Figure label={t("Answered")} value={number(data.questions.answered)} />
            <Figure label={t("Upvotes")} value={number(data.questions.upvotes)} />
          </dl>
        </ChartCard>
        {reactions > 0 && (
          <TimeChart
            title={t("Reactions")}
            series={[{ label: t("Reactions"), points: data.reactions, bars: true }]}
            {...zone}
            fileName={csvName("reactions")}
          />
        )}
        {feedback && feedback.count > 0 && (
          <ChartCard
            title={t("Feedback")}
            description={plural(
              feedback.count,
              {
                one: "Average {average} of 5 from # rating",
                other: "Average {average} of 5 from # ratings",
              },
              { average: number(feedback.average ?? 0, ONE_DECIMAL) },
            )}
            actions={
              <CsvButton
                fileName={csvName("feedback")}
                csv={() =>
                  tableCsv(
                    ["rating", "count"],
                    feedback.distribution.map((row) => [row.rating, row.count]),
                  )
                }
              />
            }
          >
            <BarTable
              title={t("Ratings")}
              labelHeader={t("Stars")}
              valueHeader={t("Ratings")}
              rows={[...feedback.distribution]
                .sort((a, b) => b.rating - a.rating)
                .map((row) => ({
                  key: String(row.rating),
                  label: plural(row.rating, { one: "# star", other: "# stars" }),
                  value: row.count,
                }))}
            />
            {feedback.chips.length > 0 && (
              <div className="mt-4">
                <BarTable
                  title={t("Chips picked")}
                  labelHeader={t("Chip")}
                  valueHeader={t("Times picked")}
                  rows={feedback.chips.map((chip) => ({
                    key: chip.label,
                    label: chipLabel(chip.label),
                    value: chip.count,
                  }))}
                />
              </div>
            )}
          </ChartCard>
        )}
      </Section>
    </>
  );
}
