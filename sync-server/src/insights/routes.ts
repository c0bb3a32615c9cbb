/**
 * A talk's insights (docs/product.md, Insights): `GET /api/sessions/{id}/insights?from&to&bucket&tz`
 * for every member of the session, the series its charts draw. The range defaults to the session's
 * whole life, the bucket to 5 minutes for up to two days and a day beyond, the time zone to the
 * event's (else UTC); a range that would draw more than MAX_POINTS points is refused.
 */
import express, { type Router } from "express";
import { DomainError, insightsQuerySchema, type InsightBucket } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { parseId, parseWith } from "../http/validate.ts";
import { sessionEventOf } from "../events/repo.ts";
import { isOwner, requireSessionAbility } from "../sessions/access.ts";
import { sessionInsights } from "./repo.ts";
import { bucketCount } from "./series.ts";

/** The most points one series may have: a year by the day, or a week by the 5 minutes. */
export const MAX_POINTS = 2_100;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export function insightRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const now = ctx.config.clock ?? Date.now;

  router.get("/sessions/:id/insights", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const query = parseWith(insightsQuerySchema, req.query);
    const from = query.from ? Date.parse(query.from) : Date.parse(session.createdAt);
    const to = query.to ? Date.parse(query.to) : now();
    if (to <= from)
      throw new DomainError("invalid", "to: must come after from", {
        issues: [{ path: "to", message: "must come after from" }],
      });
    const bucket: InsightBucket = query.bucket ?? (to - from <= TWO_DAYS_MS ? "5m" : "1d");
    if (bucketCount(from, to, bucket) > MAX_POINTS)
      throw new DomainError(
        "invalid",
        `bucket: ${bucket} makes more than ${MAX_POINTS} points of this range; choose a wider one`,
        { issues: [{ path: "bucket", message: `more than ${MAX_POINTS} points` }] },
      );
    const timeZone = query.tz ?? (await sessionEventOf(db, session.id))?.timezone ?? "UTC";
    const masked = !isOwner(req, session) && session.profanityFilter === 1;
    markOwnerView(res);
    res.json(await sessionInsights(db, session, { from, to, bucket, timeZone }, masked));
  });

  return router;
}
