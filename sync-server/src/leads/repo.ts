/**
 * SQL of leads: an e-mail given on a session page, the visitors known to be that person, their
 * downloads, and the counts the leads screen and the dashboard show. A lead's views are the page
 * views of all its visitors, so views made before the e-mail was given count too.
 */
import type {
  Analytics,
  AnalyticsLead,
  Dashboard,
  DashboardLead,
  ResourceType,
} from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { emitEvent } from "../webhooks/repo.ts";

export interface GivenEmail {
  email: string;
  /** The network (networkOf) it was given from, never the whole address. */
  network: string | null;
  /** The consent text the gate showed, as the server renders it (consentTextFor). */
  consentText: string;
  /** The event the gate named as collecting the lead too; null when it named none. */
  eventId: number | null;
}

export interface LeadRef {
  id: number;
  email: string;
  confirmed: boolean;
}

/**
 * The lead of this e-mail on this session, made on first use; the e-mail is compared in lower case.
 * Each time the address is given through the gate, the text shown and the time are recorded anew.
 * A new lead queues `lead.created` for the owner's webhooks (docs/product.md, Webhooks), in the
 * caller's transaction.
 */
export async function upsertLead(
  db: Db,
  session: { id: number; userId: number },
  given: GivenEmail,
): Promise<LeadRef> {
  const sessionId = session.id;
  const normalized = given.email.trim().toLowerCase();
  const now = nowIso();
  await db
    .insertInto("leads")
    .values({
      sessionId,
      email: normalized,
      ipAddress: given.network,
      createdAt: now,
      consentText: given.consentText,
      consentAt: now,
      eventId: given.eventId,
    })
    .onConflict((oc) =>
      oc.columns(["sessionId", "email"]).doUpdateSet({
        consentText: given.consentText,
        consentAt: now,
        // Consent once given to the event stays given.
        ...(given.eventId === null ? {} : { eventId: given.eventId }),
      }),
    )
    .execute();
  const lead = await db
    .selectFrom("leads")
    .select(["id", "email", "confirmed", "createdAt"])
    .where("sessionId", "=", sessionId)
    .where("email", "=", normalized)
    .executeTakeFirstOrThrow();
  if (lead.createdAt === now)
    await emitEvent(
      db,
      session,
      "lead.created",
      { lead: { id: lead.id, email: lead.email, createdAt: lead.createdAt } },
      Date.parse(now),
    );
  return { id: lead.id, email: lead.email, confirmed: lead.confirmed === 1 };
}

export async function findLead(db: Db, leadId: number): Promise<LeadRef | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "email", "confirmed"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  return lead && { id: lead.id, email: lead.email, confirmed: lead.confirmed === 1 };
}

/** Links a visitor to a lead of the session; a visitor who gives another e-mail moves to that lead. */
export async function linkVisitor(
  db: Db,
  sessionId: number,
  leadId: number,
  visitorId: string,
): Promise<void> {
  await db
    .insertInto("leadVisitors")
    .values({ sessionId, leadId, visitorId })
    .onConflict((oc) => oc.columns(["sessionId", "visitorId"]).doUpdateSet({ leadId }))
    .execute();
}

/** The lead a visitor gave their e-mail as, on this session. */
export async function leadOfVisitor(
  db: Db,
  sessionId: number,
  visitorId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("leadVisitors")
    .select("leadId")
    .where("sessionId", "=", sessionId)
    .where("visitorId", "=", visitorId)
    .executeTakeFirst();
  return row?.leadId;
}

export interface NewDownload {
  sessionId: number;
  resourceId: number;
  leadId: number;
  visitorId: string;
  resourceTitle: string;
  resourceType: ResourceType;
  ipAddress: string | null;
}

export async function recordDownload(db: Db, values: NewDownload): Promise<void> {
  await db
    .insertInto("downloads")
    .values({ ...values, createdAt: nowIso() })
    .execute();
}

/** Lead counts per session, for the dashboard rows. */
export async function leadCounts(
  db: Db,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (sessionIds.length === 0) return counts;
  const rows = await db
    .selectFrom("leads")
    .select(["sessionId", (eb) => eb.fn.countAll<number>().as("count")])
    .where("sessionId", "in", sessionIds)
    .groupBy("sessionId")
    .execute();
  for (const row of rows) counts.set(row.sessionId, Number(row.count));
  return counts;
}

/**
 * The dashboard's leads dialog: one row per download, newest first. The network kept with each
 * (`ipAddress`) is read only for the owner's data export, never shown on a screen.
 */
export async function downloadRows(
  db: Db,
  sessionId: number,
): Promise<(DashboardLead & { ipAddress: string | null })[]> {
  const rows = await db
    .selectFrom("downloads")
    .innerJoin("leads", "leads.id", "downloads.leadId")
    .select([
      "downloads.id",
      "leads.email",
      "downloads.resourceId",
      "downloads.resourceTitle",
      "downloads.ipAddress",
      "downloads.createdAt",
    ])
    .where("downloads.sessionId", "=", sessionId)
    .orderBy("downloads.createdAt", "desc")
    .orderBy("downloads.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    resource: r.resourceId === null ? null : { id: r.resourceId, title: r.resourceTitle },
    createdAt: r.createdAt,
    ipAddress: r.ipAddress,
  }));
}

/** The leads screen: totals and one row per lead with its views and downloads, newest lead first. */
export async function sessionAnalytics(db: Db, sessionId: number): Promise<Analytics> {
  const leads = await db
    .selectFrom("leads")
    .select(["id", "email", "createdAt", "consentText", "consentAt", "confirmed"])
    .where("sessionId", "=", sessionId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const views = await db
    .selectFrom("leadVisitors")
    .innerJoin("pageViews", (join) =>
      join
        .onRef("pageViews.sessionId", "=", "leadVisitors.sessionId")
        .onRef("pageViews.visitorId", "=", "leadVisitors.visitorId"),
    )
    .select([
      "leadVisitors.leadId",
      (eb) => eb.fn.countAll<number>().as("viewCount"),
      (eb) => eb.fn.min("pageViews.createdAt").as("firstView"),
    ])
    .where("leadVisitors.sessionId", "=", sessionId)
    .groupBy("leadVisitors.leadId")
    .execute();
  const downloads = await db
    .selectFrom("downloads")
    .select(["id", "leadId", "resourceTitle", "resourceType", "createdAt"])
    .where("sessionId", "=", sessionId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const pageViews = await db
    .selectFrom("pageViews")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("sessionId", "=", sessionId)
    .executeTakeFirstOrThrow();

  const viewsByLead = new Map(views.map((v) => [v.leadId, v]));
  const rows: AnalyticsLead[] = leads.map((lead) => {
    const seen = viewsByLead.get(lead.id);
    const own = downloads.filter((d) => d.leadId === lead.id);
    const firstView = seen?.firstView ?? null;
    return {
      id: lead.id,
      email: lead.email,
      createdAt: firstView !== null && firstView < lead.createdAt ? firstView : lead.createdAt,
      viewCount: Number(seen?.viewCount ?? 0),
      downloadCount: own.length,
      downloads: own.map((d) => ({
        id: d.id,
        resourceTitle: d.resourceTitle,
        resourceType: d.resourceType,
        downloadedAt: d.createdAt,
      })),
      consentText: lead.consentText,
      consentAt: lead.consentAt,
      confirmed: lead.confirmed === 1,
    };
  });
  return {
    uniqueLeads: leads.length,
    totalPageViews: Number(pageViews.count),
    totalDownloads: downloads.length,
    leads: rows,
  };
}

/** Each session's page views, questions and votes, for the dashboard's cards. */
export async function sessionActivity(
  db: Db,
  sessionIds: readonly number[],
): Promise<Map<number, { viewCount: number; questionCount: number; voteCount: number }>> {
  const activity = new Map(
    sessionIds.map((id) => [id, { viewCount: 0, questionCount: 0, voteCount: 0 }]),
  );
  if (sessionIds.length === 0) return activity;
  const [views, questions, votes] = await Promise.all([
    db
      .selectFrom("pageViews")
      .select(["sessionId", (eb) => eb.fn.countAll<number>().as("count")])
      .where("sessionId", "in", sessionIds)
      .groupBy("sessionId")
      .execute(),
    db
      .selectFrom("questions")
      .select(["sessionId", (eb) => eb.fn.countAll<number>().as("count")])
      .where("sessionId", "in", sessionIds)
      .groupBy("sessionId")
      .execute(),
    db
      .selectFrom("votes")
      .innerJoin("polls", "polls.id", "votes.pollId")
      .select(["polls.sessionId", (eb) => eb.fn.countAll<number>().as("count")])
      .where("polls.sessionId", "in", sessionIds)
      .groupBy("polls.sessionId")
      .execute(),
  ]);
  for (const row of views) activity.get(row.sessionId)!.viewCount = Number(row.count);
  for (const row of questions) activity.get(row.sessionId)!.questionCount = Number(row.count);
  for (const row of votes) activity.get(row.sessionId)!.voteCount = Number(row.count);
  return activity;
}

/** The dashboard's four totals over all sessions of a speaker. */
export async function dashboardTotals(db: Db, userId: number): Promise<Dashboard["analytics"]> {
  const ofUser = (table: "qrScans" | "downloads" | "leads") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("sessionId", "in", db.selectFrom("sessions").select("id").where("userId", "=", userId))
      .executeTakeFirstOrThrow();
  const [sessions, qrScans, downloads, leads] = await Promise.all([
    db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow(),
    ofUser("qrScans"),
    ofUser("downloads"),
    ofUser("leads"),
  ]);
  return {
    totalSessions: Number(sessions.count),
    totalQrScans: Number(qrScans.count),
    totalDownloads: Number(downloads.count),
    totalEmailCaptures: Number(leads.count),
  };
}

/**
 * Deletes one lead of a session for real (docs/product.md, Leads screen): its e-mail, its
 * downloads (their link to it), the addresses it was seen from, on its downloads and on the page
 * views of its visitors, and the same e-mail wherever it was copied in the speaker's sessions (a
 * question's author e-mail). The page views and questions themselves stay, anonymous. False when
 * the session has no such lead.
 */
export async function deleteLead(db: Db, sessionId: number, leadId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .innerJoin("sessions", "sessions.id", "leads.sessionId")
      .select(["leads.id", "leads.email", "sessions.userId"])
      .where("leads.id", "=", leadId)
      .where("leads.sessionId", "=", sessionId)
      .executeTakeFirst();
    if (!lead) return false;
    await trx
      .updateTable("questions")
      .set({ authorEmail: null })
      .where("sessionId", "in", (qb) =>
        qb.selectFrom("sessions").select("id").where("userId", "=", lead.userId),
      )
      .where((eb) => eb(eb.fn("lower", ["authorEmail"]), "=", lead.email))
      .execute();
    await trx
      .updateTable("pageViews")
      .set({ ipAddress: null })
      .where("sessionId", "=", sessionId)
      .where(
        "visitorId",
        "in",
        trx.selectFrom("leadVisitors").select("visitorId").where("leadId", "=", leadId),
      )
      .execute();
    await trx.deleteFrom("downloads").where("leadId", "=", leadId).execute();
    await trx.deleteFrom("leadVisitors").where("leadId", "=", leadId).execute();
    await trx.deleteFrom("leads").where("id", "=", leadId).execute();
    return true;
  });
}
