/**
 * An event's insights (docs/product.md, Insights): each talk's read as sessionInsights reads it,
 * over the same range, buckets and zone, then summed point by point, so the event's charts are the
 * same charts, and the talks ranked by audience, engagement and rating.
 */
import type {
  EventInsights,
  EventTalkInsight,
  SeriesPoint,
  SessionInsights,
} from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { sessionInsights, type InsightsRange } from "./repo.ts";
import { bucketStarts, seriesOf } from "./series.ts";

type Talk = Pick<SessionRow, "id" | "title" | "feedbackChips">;

/** The series summed point by point; each has the same buckets, `zero` too (for no talk at all). */
const sumSeries = (zero: readonly SeriesPoint[], all: readonly SeriesPoint[][]): SeriesPoint[] =>
  zero.map((point, i) => ({
    t: point.t,
    count: all.reduce((total, series) => total + (series[i]?.count ?? 0), 0),
  }));

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function talkOf(talk: Talk, insights: SessionInsights): EventTalkInsight {
  const actions =
    sum(insights.polls.map((poll) => poll.voters)) +
    insights.questions.asked +
    insights.questions.upvotes +
    sum(insights.reactions.map((point) => point.count));
  return {
    sessionId: talk.id,
    title: talk.title,
    audience: insights.uniqueVisitors,
    peakAudience: Math.max(0, ...insights.liveAudience.map((point) => point.count)),
    engagement:
      insights.uniqueVisitors > 0
        ? Math.round((actions / insights.uniqueVisitors) * 100) / 100
        : null,
    rating: insights.feedback?.average ?? null,
  };
}

/** The feedback of every talk as one: counts summed, the average over every rating. */
function feedbackOf(all: readonly SessionInsights[]): EventInsights["feedback"] {
  const given = all.flatMap((insights) => (insights.feedback ? [insights.feedback] : []));
  const count = sum(given.map((feedback) => feedback.count));
  if (count === 0) return undefined;
  const chips = new Map<string, number>();
  for (const feedback of given)
    for (const chip of feedback.chips)
      chips.set(chip.label, (chips.get(chip.label) ?? 0) + chip.count);
  const distribution = (given[0]?.distribution ?? []).map(({ rating }) => ({
    rating,
    count: sum(given.map((f) => f.distribution.find((d) => d.rating === rating)?.count ?? 0)),
  }));
  const stars = sum(distribution.map((d) => d.rating * d.count));
  return {
    count,
    average: Math.round((stars / count) * 10) / 10,
    distribution,
    chips: [...chips].map(([label, n]) => ({ label, count: n })).sort((a, b) => b.count - a.count),
  };
}

export async function eventInsights(
  db: Db,
  talks: readonly Talk[],
  range: InsightsRange,
): Promise<EventInsights> {
  const all: SessionInsights[] = [];
  for (const talk of talks) all.push(await sessionInsights(db, talk, range, true));
  const zero = seriesOf(
    bucketStarts(range.from, range.to, range.bucket, range.timeZone),
    range.to,
    [],
  );
  const feedback = feedbackOf(all);
  const ranked = talks
    .map((talk, i) => talkOf(talk, all[i]!))
    .sort(
      (a, b) =>
        b.audience - a.audience ||
        (b.engagement ?? -1) - (a.engagement ?? -1) ||
        (b.rating ?? -1) - (a.rating ?? -1),
    );
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    bucket: range.bucket,
    timeZone: range.timeZone,
    views: sumSeries(
      zero,
      all.map((i) => i.views),
    ),
    liveAudience: sumSeries(
      zero,
      all.map((i) => i.liveAudience),
    ),
    sources: {
      link: sum(all.map((i) => i.sources.link)),
      qr: sum(all.map((i) => i.sources.qr)),
      embed: sum(all.map((i) => i.sources.embed)),
      event: sum(all.map((i) => i.sources.event)),
    },
    uniqueVisitors: sum(all.map((i) => i.uniqueVisitors)),
    downloads: all.flatMap((i) => i.downloads),
    funnel: {
      visitors: sum(all.map((i) => i.funnel.visitors)),
      downloadsAsked: sum(all.map((i) => i.funnel.downloadsAsked)),
      leads: sum(all.map((i) => i.funnel.leads)),
      confirmedLeads: sum(all.map((i) => i.funnel.confirmedLeads)),
    },
    polls: all.flatMap((i) => i.polls),
    questions: {
      asked: sum(all.map((i) => i.questions.asked)),
      answered: sum(all.map((i) => i.questions.answered)),
      upvotes: sum(all.map((i) => i.questions.upvotes)),
    },
    reactions: sumSeries(
      zero,
      all.map((i) => i.reactions),
    ),
    ...(feedback ? { feedback } : {}),
    talks: ranked,
  };
}
