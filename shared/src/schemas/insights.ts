/**
 * A talk's insights (docs/product.md, Insights): the series the speaker's charts draw, read with
 * `GET /api/sessions/{id}/insights?from&to&bucket&tz` by every member of the session, and an
 * event's, every talk's summed, with `GET /api/events/{id}/insights` by its team.
 */
import { z } from "zod";
import { PAGE_VIEW_SOURCES } from "../constants.ts";
import { idSchema, isoDateSchema } from "./common.ts";
import { feedbackSummarySchema } from "./feedback.ts";

/** The widths a series' points may stand for. */
export const INSIGHT_BUCKETS = ["5m", "15m", "1h", "1d"] as const;
export type InsightBucket = (typeof INSIGHT_BUCKETS)[number];

export const insightsQuerySchema = z
  .object({
    /** The first moment counted; the session's creation when unset. */
    from: z.iso.datetime({ offset: true }).optional(),
    /** The moment counting stops (excluded); now when unset. */
    to: z.iso.datetime({ offset: true }).optional(),
    /** Unset: 5 minutes for a range up to two days, else a day. */
    bucket: z.enum(INSIGHT_BUCKETS).optional(),
    /** The IANA time zone whose days a `1d` bucket follows; the event's, else UTC, when unset. */
    tz: z
      .string()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "Not a time zone")
      .optional(),
  })
  .strict();
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** One point of a series: the start of its bucket and how many fell in it. */
export const seriesPointSchema = z.object({ t: isoDateSchema, count: z.number().int() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const sessionInsightsSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  bucket: z.enum(INSIGHT_BUCKETS),
  timeZone: z.string(),
  /** Page views of the session page and its embeds, per bucket; empty buckets are 0. */
  views: z.array(seriesPointSchema),
  /** The most attendees the projector counted in each bucket (sampled each minute). */
  liveAudience: z.array(seriesPointSchema),
  /** Where the views came from. */
  sources: z.object(
    Object.fromEntries(PAGE_VIEW_SOURCES.map((source) => [source, z.number().int()])) as Record<
      (typeof PAGE_VIEW_SOURCES)[number],
      z.ZodNumber
    >,
  ),
  uniqueVisitors: z.number().int(),
  /** Downloads of each resource (a deleted one by its title then), per bucket. */
  downloads: z.array(
    z.object({
      resourceId: idSchema.nullable(),
      title: z.string(),
      series: z.array(seriesPointSchema),
    }),
  ),
  funnel: z.object({
    visitors: z.number().int(),
    downloadsAsked: z.number().int(),
    leads: z.number().int(),
    confirmedLeads: z.number().int(),
  }),
  /** Each poll's voters, and their share of the largest live audience (null without one). */
  polls: z.array(
    z.object({
      pollId: idSchema,
      question: z.string(),
      voters: z.number().int(),
      share: z.number().nullable(),
    }),
  ),
  questions: z.object({
    asked: z.number().int(),
    answered: z.number().int(),
    upvotes: z.number().int(),
  }),
  /** Reactions per bucket, every emoji together. */
  reactions: z.array(seriesPointSchema),
  /** The feedback's figures, without its comments; absent before any feedback. */
  feedback: feedbackSummarySchema.omit({ comments: true }).optional(),
});
export type SessionInsights = z.infer<typeof sessionInsightsSchema>;

/** One talk of an event's insights: its audience, how much it took part, and its rating. */
export const eventTalkInsightSchema = z.object({
  sessionId: idSchema,
  title: z.string(),
  /** Unique visitors of the talk's page and embeds. */
  audience: z.number().int(),
  /** The largest live audience counted; 0 before any. */
  peakAudience: z.number().int(),
  /** Votes, questions, upvotes and reactions per visitor, to 2 decimals; null without visitors. */
  engagement: z.number().nullable(),
  /** The feedback's average; null before any. */
  rating: z.number().nullable(),
});
export type EventTalkInsight = z.infer<typeof eventTalkInsightSchema>;

/** Every talk's series summed (a bucket's live audience: the talks' summed), and the talks ranked. */
export const eventInsightsSchema = sessionInsightsSchema.extend({
  /** By audience, then engagement, then rating, each most first. */
  talks: z.array(eventTalkInsightSchema),
});
export type EventInsights = z.infer<typeof eventInsightsSchema>;
