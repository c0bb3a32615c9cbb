/**
 * Leads and analytics (docs/product.md, Leads screen): the e-mail capture, the owner's leads list
 * and analytics of one session, and the speaker's dashboard. Personal data: owner only, never
 * cached publicly.
 */
import express, { type Router } from "express";
import {
  captureEmailBodySchema,
  confirmLeadBodySchema,
  type Dashboard,
  type DashboardLead,
  DomainError,
  roleCan,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { networkOf } from "../http/client-network.ts";
import { clientIp, requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { sharedSessionIds } from "../members/repo.ts";
import { readerRole, requireSessionAbility, requireSession } from "../sessions/access.ts";
import { ownerNames, sessionsByIds, sessionsOfUser, toOwnerSessions } from "../sessions/repo.ts";
import { confirmLead } from "./confirmation.ts";
import { gateLocale, gateSpeaker } from "./consent.ts";
import {
  deleteLead,
  dashboardTotals,
  downloadRows,
  linkVisitor,
  sessionActivity,
  sessionAnalytics,
  upsertLead,
} from "./repo.ts";

export function leadRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.post("/sessions/:id/capture-email", async (req, res) => {
    const id = parseId(req);
    const body = parseBody(req, captureEmailBodySchema);
    const session = await requireSession(db, id);
    const { consentText, eventId } = await gateSpeaker(db, session, gateLocale(req, body.locale));
    await db.transaction().execute(async (trx) => {
      await ensureVisitor(trx, req.visitorId);
      const lead = await upsertLead(trx, session, {
        email: body.email,
        network: networkOf(clientIp(req)),
        consentText,
        eventId,
      });
      await linkVisitor(trx, session.id, lead.id, req.visitorId);
    });
    res.json({ ok: true });
  });

  // The link mailed by "Confirm e-mail before download" (leads/confirmation.ts): confirms the lead,
  // makes this browser that lead, and answers the download the link was for.
  router.post("/leads/confirm", async (req, res) => {
    const { token } = parseBody(req, confirmLeadBodySchema);
    const { leadId, ...answer } = await confirmLead(db, token);
    await db.transaction().execute(async (trx) => {
      await ensureVisitor(trx, req.visitorId);
      await linkVisitor(trx, answer.sessionId, leadId, req.visitorId);
    });
    res.json(answer);
  });

  router.get("/sessions/:id/leads", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "leads");
    const rows: DashboardLead[] = (await downloadRows(db, session.id)).map(
      ({ ipAddress: _network, ...row }) => row,
    );
    res.json(rows);
  });

  router.delete("/sessions/:id/leads/:leadId", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "leads");
    const leadId = parseId(req, "leadId");
    if (!(await deleteLead(db, session.id, leadId)))
      throw new DomainError("not_found", "Lead not found");
    res.json({ ok: true });
  });

  router.get("/sessions/:id/analytics", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const analytics = await sessionAnalytics(db, session.id);
    // A member reads the figures; the leads themselves are the owner's (docs/product.md, Team).
    const leads = roleCan(await readerRole(db, req, session), "leads");
    res.json(leads ? analytics : { ...analytics, leads: [] });
  });

  router.get("/users/:id/dashboard", async (req, res) => {
    const user = requireUser(req);
    if (parseId(req) !== user.id)
      throw new DomainError("forbidden", "You can only see your own dashboard");
    const [analytics, owned, memberships] = await Promise.all([
      dashboardTotals(db, user.id),
      sessionsOfUser(db, user.id).then((rows) => toOwnerSessions(db, rows)),
      sharedSessionIds(db, user),
    ]);
    const sharedRows = await sessionsByIds(
      db,
      memberships.map((m) => m.sessionId),
    );
    const [activity, sharedSessions, owners] = await Promise.all([
      sessionActivity(db, [...owned.map((s) => s.id), ...sharedRows.map((s) => s.id)]),
      toOwnerSessions(db, sharedRows),
      ownerNames(db, sharedRows),
    ]);
    const sessions = owned.map((s) => ({ ...s, ...activity.get(s.id)! }));
    const roles = new Map(memberships.map((m) => [m.sessionId, m.role]));
    const shared = sharedSessions.map(({ leadCount: _leads, ...s }) => ({
      ...s,
      ...activity.get(s.id)!,
      role: roles.get(s.id)!,
      ownerName: owners.get(s.userId) ?? "",
    }));
    const dashboard: Dashboard = { analytics, sessions, shared };
    res.json(dashboard);
  });

  return router;
}
