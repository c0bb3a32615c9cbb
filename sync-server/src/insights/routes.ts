/**
 * Insights (docs/product.md, Insights): `GET /api/sessions/{id}/insights?from&to&bucket&tz` for
 * every member of the session, the series its charts draw, and `GET /api/events/{id}/insights`
 * (the same query) for the event's team, every talk's summed. The range defaults to the session's
 * (the event's first talk's) whole life, the bucket to 5 minutes for up to two days and a day
 * beyond, the time zone to the event's (else UTC); a range that would draw more than MAX_POINTS
 * points is refused.
 */
import express, { type Router } from "express";
import { DomainError, insightsQuerySchema, type InsightBucket } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { parseId, parseWith } from "../http/validate.ts";
import { requireEventAbility } from "../events/access.ts";
import { sessionEventOf } from "../events/repo.ts";
import { isOwner, requireSessionAbility } from "../sessions/access.ts";
import { eventInsights } from "./event-insights.ts";
import { sessionInsights, type InsightsRange } from "./repo.ts";
import { bucketCount } from "./series.ts";

/** The most points one series may have: a year by the day, or a week by the 5 minutes. */
export const MAX_POINTS = 2_100;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export function insightRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const now = ctx.config.clock ?? Date.now;

  /** The range, bucket and zone a query asks for, `since` and `zone` when it names none. */
  function rangeOf(query: unknown, since: string, zone: string | undefined): InsightsRange {
    const asked = parseWith(insightsQuerySchema, query);
    const from = asked.from ? Date.parse(asked.from) : Date.parse(since);
    const to = asked.to ? Date.parse(asked.to) : now();
    if (to <= from)
      throw new DomainError("invalid", "to: must come after from", {
        issues: [{ path: "to", message: "must come after from" }],
      });
    const bucket: InsightBucket = asked.bucket ?? (to - from <= TWO_DAYS_MS ? "5m" : "1d");
    if (bucketCount(from, to, bucket) > MAX_POINTS)
      throw new DomainError(
        "invalid",
        `bucket: ${bucket} makes more than ${MAX_POINTS} points of this range; choose a wider one`,
        { issues: [{ path: "bucket", message: `more than ${MAX_POINTS} points` }] },
      );
    return { from, to, bucket, timeZone: asked.tz ?? zone ?? "UTC" };
  }

  router.get("/sessions/:id/insights", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const zone = (await sessionEventOf(db, session.id))?.timezone;
    const range = rangeOf(req.query, session.createdAt, zone);
    const masked = !isOwner(req, session) && session.profanityFilter === 1;
    markOwnerView(res);
    res.json(await sessionInsights(db, session, range, masked));
  });

  router.get("/events/:id/insights", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "read");
    const talks = await db
      .selectFrom("eventTalks as t")
      .innerJoin("sessions as s", "s.id", "t.sessionId")
      .select(["s.id", "s.title", "s.feedbackChips", "s.createdAt"])
      .where("t.eventId", "=", event.id)
      .orderBy("t.startsAt")
      .orderBy("s.id")
      .execute();
    const since = talks.reduce(
      (first, talk) => (talk.createdAt < first ? talk.createdAt : first),
      event.createdAt,
    );
    const range = rangeOf(req.query, since, event.timezone);
    markOwnerView(res);
    res.json(await eventInsights(db, talks, range));
  });

  return router;
}
