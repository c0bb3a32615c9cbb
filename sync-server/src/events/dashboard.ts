/**
 * The event's dashboard (docs/product.md, Events): every talk with its views, downloads, leads,
 * votes and questions, and the totals, for the event's team; and the event's own leads CSV, the
 * leads given while the gate named the event (collectLeads on), for its creator and organisers.
 */
import express, { type Router } from "express";
import { buildCsv, DomainError, type EventDashboard, type TalkFigures } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { parseId } from "../http/validate.ts";
import { leadCounts, sessionActivity } from "../leads/repo.ts";
import { requireEventAbility } from "./access.ts";
import { listTalks } from "./repo.ts";

const NOT_COLLECTING = "This event doesn't collect leads: turn on Collect leads first";
const EVENT_LEADS_COLUMNS = ["Email", "Talk", "Given at", "Consent text", "Confirmed"];

async function downloadCounts(db: Db, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom("downloads")
    .select(["sessionId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("sessionId", "in", sessionIds)
    .groupBy("sessionId")
    .execute();
  return new Map(rows.map((row) => [row.sessionId, Number(row.count)]));
}

async function eventLeadCount(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function eventDashboard(db: Db, eventId: number): Promise<EventDashboard> {
  const talks = await listTalks(db, eventId);
  const ids = talks.map((talk) => talk.sessionId);
  const [activity, leads, downloads, eventLeads] = await Promise.all([
    sessionActivity(db, ids),
    leadCounts(db, ids),
    downloadCounts(db, ids),
    eventLeadCount(db, eventId),
  ]);
  const totals: TalkFigures = { views: 0, downloads: 0, leads: 0, votes: 0, questions: 0 };
  const rows = talks.map((talk) => {
    const seen = activity.get(talk.sessionId)!;
    const figures: TalkFigures = {
      views: seen.viewCount,
      downloads: downloads.get(talk.sessionId) ?? 0,
      leads: leads.get(talk.sessionId) ?? 0,
      votes: seen.voteCount,
      questions: seen.questionCount,
    };
    for (const key of Object.keys(totals) as (keyof TalkFigures)[]) totals[key] += figures[key];
    return {
      sessionId: talk.sessionId,
      title: talk.title,
      startsAt: talk.startsAt,
      room: talk.room,
      ...figures,
    };
  });
  return { talks: rows, totals, eventLeads };
}

export function eventDashboardRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  router.get("/events/:id/dashboard", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "read");
    res.json(await eventDashboard(db, event.id));
  });

  router.get("/events/:id/leads.csv", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "edit");
    if (event.collectLeads !== 1) throw new DomainError("forbidden", NOT_COLLECTING);
    const leads = await db
      .selectFrom("leads as l")
      .innerJoin("sessions as s", "s.id", "l.sessionId")
      .select(["l.email", "s.title", "l.createdAt", "l.consentText", "l.confirmed"])
      .where("l.eventId", "=", event.id)
      .orderBy("l.createdAt")
      .orderBy("l.id")
      .execute();
    const csv = buildCsv([
      EVENT_LEADS_COLUMNS,
      ...leads.map((lead) => [
        lead.email,
        lead.title,
        lead.createdAt,
        lead.consentText ?? "",
        lead.confirmed === 1 ? "true" : "false",
      ]),
    ]);
    res.attachment(`event-leads-${event.slug}.csv`);
    res.type("text/csv; charset=utf-8").send(csv);
  });

  return router;
}
