/**
 * The report e-mail (docs/product.md, Insights, Report): every member of the session reads whether
 * they get it, when it was sent and when the day-after send is due (`GET /api/sessions/{id}/report`)
 * and opts in or out (`PUT .../report/subscription`); the owner and co-hosts send it now
 * (`POST .../report`), at most once per REPORT_RESEND_SECONDS, which claims the report so the
 * day-after job does not send it again.
 */
import express, { type Router } from "express";
import {
  REPORT_RESEND_SECONDS,
  reportSubscriptionBodySchema,
  type ReportSent,
  type ReportState,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { SessionRow } from "../db/schema.ts";
import { tooManyRequests } from "../http/errors.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { requireSessionAbility } from "../sessions/access.ts";
import {
  claimReportNow,
  isSubscribed,
  reportClaimOf,
  reportDueAt,
  setSubscription,
  talkEndOf,
} from "./repo.ts";
import { sendClaimedReport } from "./send.ts";

const SENT_RECENTLY = `This session's report was sent less than ${REPORT_RESEND_SECONDS / 60} minutes ago`;

export function reportRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const clock = ctx.config.clock ?? Date.now;

  async function stateOf(session: SessionRow, userId: number): Promise<ReportState> {
    const [subscribed, claim, end] = await Promise.all([
      isSubscribed(db, session, userId),
      reportClaimOf(db, session.id),
      talkEndOf(db, session.id),
    ]);
    return {
      subscribed,
      sentAt: claim?.sentAt ?? null,
      dueAt: end ? new Date(reportDueAt(end)).toISOString() : null,
    };
  }

  router.get("/sessions/:id/report", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    markOwnerView(res);
    res.json(await stateOf(session, requireUser(req).id));
  });

  router.put("/sessions/:id/report/subscription", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const { subscribed } = parseBody(req, reportSubscriptionBodySchema);
    const user = requireUser(req);
    await setSubscription(db, session.id, user.id, subscribed);
    markOwnerView(res);
    res.json(await stateOf(session, user.id));
  });

  router.post("/sessions/:id/report", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "edit");
    const now = clock();
    const wait = await claimReportNow(db, session.id, now);
    if (wait !== null) throw tooManyRequests(wait, SENT_RECENTLY);
    const recipients = await sendClaimedReport(ctx, session, now);
    const sent: ReportSent = { sentAt: new Date(now).toISOString(), recipients };
    res.json(sent);
  });

  return router;
}
