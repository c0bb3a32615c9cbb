/**
 * A talk's insights read from what Lectern already keeps (docs/product.md, Insights): page views
 * with their source, the audience sampled each minute, downloads, leads, votes, questions,
 * reactions and feedback. Every series is read grouped by hour or minute (`substr` of the ISO text
 * both engines keep) and bucketed by series.ts, so the two engines share each query, and a session's
 * views are read through `page_views_session_time` however many there are.
 */
import {
  PAGE_VIEW_SOURCES,
  type InsightBucket,
  type PageViewSource,
  type SessionInsights,
} from "@lectern/shared";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { chipsOf, listFeedback } from "../feedback/repo.ts";
import { summarise } from "../feedback/presenter.ts";
import { bucketStarts, keyLengthFor, seriesOf, type MinuteCount } from "./series.ts";

/** The range and buckets a reader asked for, settled (routes.ts). */
export interface InsightsRange {
  from: number;
  to: number;
  bucket: InsightBucket;
  timeZone: string;
}

const asCounts = (rows: { minute: string; count: number | string | bigint }[]): MinuteCount[] =>
  rows.map((row) => ({ minute: row.minute, count: Number(row.count) }));

export async function sessionInsights(
  db: Db,
  session: Pick<SessionRow, "id" | "feedbackChips">,
  range: InsightsRange,
  masked: boolean,
): Promise<SessionInsights> {
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  const starts = bucketStarts(range.from, range.to, range.bucket, range.timeZone);
  const keyLength = keyLengthFor(range.from, range.to, range.bucket, range.timeZone);
  const minuteOf = sql<string>`substr(created_at, 1, ${sql.lit(keyLength)})`;
  const series = (minutes: MinuteCount[], combine?: (a: number, b: number) => number) =>
    seriesOf(starts, range.to, minutes, combine);
  const sessionId = session.id;
  const views = db
    .selectFrom("pageViews")
    .where("sessionId", "=", sessionId)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to);
  const downloads = db
    .selectFrom("downloads")
    .where("sessionId", "=", sessionId)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to);
  const [
    viewMinutes,
    visitors,
    audience,
    downloadRows,
    downloadsAsked,
    leads,
    polls,
    questions,
    upvotes,
    reactions,
    feedback,
  ] = await Promise.all([
    views
      .select([minuteOf.as("minute"), "source", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy([minuteOf, "source"])
      .execute(),
    views
      .select((eb) => eb.fn.count<number>("visitorId").distinct().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("audienceMinutes")
      .select(["minute", "count"])
      .where("sessionId", "=", sessionId)
      .where("minute", ">=", from.slice(0, 16))
      .where("minute", "<", to)
      .execute(),
    downloads
      .select([
        "resourceId",
        "resourceTitle",
        minuteOf.as("minute"),
        (eb) => eb.fn.countAll<number>().as("count"),
      ])
      .groupBy(["resourceId", "resourceTitle", minuteOf])
      .execute(),
    downloads
      .select((eb) => eb.fn.count<number>("visitorId").distinct().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select([
        (eb) => eb.fn.countAll<number>().as("count"),
        (eb) => eb.fn.sum<number>("confirmed").as("confirmed"),
      ])
      .where("sessionId", "=", sessionId)
      .where("createdAt", ">=", from)
      .where("createdAt", "<", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("polls as p")
      .leftJoin("votes as v", "v.pollId", "p.id")
      .select(["p.id", "p.question", (eb) => eb.fn.count<number>("v.id").as("voters")])
      .where("p.sessionId", "=", sessionId)
      .groupBy(["p.id", "p.question", "p.order"])
      .orderBy("p.order")
      .orderBy("p.id")
      .execute(),
    db
      .selectFrom("questions")
      .select([
        (eb) => eb.fn.countAll<number>().as("asked"),
        (eb) => eb.fn.sum<number>("isAnswered").as("answered"),
      ])
      .where("sessionId", "=", sessionId)
      .where("createdAt", ">=", from)
      .where("createdAt", "<", to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("questionUpvotes as u")
      .innerJoin("questions as q", "q.id", "u.questionId")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("q.sessionId", "=", sessionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("reactionMinutes")
      .select(["minute", (eb) => eb.fn.sum<number>("count").as("count")])
      .where("sessionId", "=", sessionId)
      .where("minute", ">=", from.slice(0, 16))
      .where("minute", "<", to)
      .groupBy("minute")
      .execute(),
    listFeedback(db, sessionId),
  ]);

  const peak = audience.reduce((most, row) => Math.max(most, row.count), 0);
  const bySource = new Map<string, number>();
  for (const row of viewMinutes)
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + Number(row.count));
  const resources = new Map<
    string,
    { resourceId: number | null; title: string; rows: MinuteCount[] }
  >();
  for (const row of downloadRows) {
    const key = `${row.resourceId ?? ""}:${row.resourceTitle}`;
    const entry = resources.get(key) ?? {
      resourceId: row.resourceId,
      title: row.resourceTitle,
      rows: [],
    };
    entry.rows.push({ minute: row.minute, count: Number(row.count) });
    resources.set(key, entry);
  }
  const summary = summarise(feedback, chipsOf(session), masked);
  const uniqueVisitors = Number(visitors.count);
  return {
    from,
    to,
    bucket: range.bucket,
    timeZone: range.timeZone,
    views: series(asCounts(viewMinutes)),
    liveAudience: series(audience, Math.max),
    sources: Object.fromEntries(
      PAGE_VIEW_SOURCES.map((source) => [source, bySource.get(source) ?? 0]),
    ) as Record<PageViewSource, number>,
    uniqueVisitors,
    downloads: [...resources.values()].map(({ resourceId, title, rows }) => ({
      resourceId,
      title,
      series: series(rows),
    })),
    funnel: {
      visitors: uniqueVisitors,
      downloadsAsked: Number(downloadsAsked.count),
      leads: Number(leads.count),
      confirmedLeads: Number(leads.confirmed ?? 0),
    },
    polls: polls.map((poll) => ({
      pollId: poll.id,
      question: poll.question,
      voters: Number(poll.voters),
      share: peak > 0 ? Math.round((Number(poll.voters) / peak) * 1000) / 1000 : null,
    })),
    questions: {
      asked: Number(questions.asked),
      answered: Number(questions.answered ?? 0),
      upvotes: Number(upvotes.count),
    },
    reactions: series(asCounts(reactions)),
    ...(summary.count > 0
      ? {
          feedback: {
            count: summary.count,
            average: summary.average,
            distribution: summary.distribution,
            chips: summary.chips,
          },
        }
      : {}),
  };
}

/** Notes the session's audience this minute, keeping the largest count any instance saw. */
export async function recordAudience(
  db: Db,
  sessionId: number,
  minute: string,
  count: number,
): Promise<void> {
  await db
    .insertInto("audienceMinutes")
    .values({ sessionId, minute, count })
    .onConflict((conflict) =>
      conflict.columns(["sessionId", "minute"]).doUpdateSet({
        count: sql<number>`case when excluded.count > audience_minutes.count then excluded.count else audience_minutes.count end`,
      }),
    )
    .execute();
}
