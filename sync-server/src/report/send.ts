/**
 * Sending a session's report once its claim row is held (docs/product.md, Insights, Report), for
 * "Send report now" (routes.ts) and the day-after job (job.ts) alike: the recipients and the
 * figures read at send time (the figures by the insights' own read, over the session's life up to
 * a year), the chart drawn once, one mail per recipient in their language. The send is recorded
 * in the claim row; a send that fails gives the claim back (repo.ts, releaseClaim).
 */
import type { Mailer } from "../auth/mailer.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { sessionInsights, type InsightsRange } from "../insights/repo.ts";
import { listQuestions, PUBLIC_VIEW } from "../questions/repo.ts";
import { viewsChart } from "./chart-image.ts";
import { reportMail, type ReportContent } from "./mail.ts";
import { markReportSent, recipientsOf, releaseClaim, timeZoneOf } from "./repo.ts";

/** The most questions a report lists, the most upvoted first. */
export const REPORT_QUESTIONS = 5;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface ReportDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
}

export type ReportSession = Pick<
  SessionRow,
  "id" | "userId" | "title" | "createdAt" | "feedbackChips" | "profanityFilter"
>;

/** The session's life up to `now` (its last year at most): by the hour up to two days, else by the day. */
export function reportRange(createdAt: number, now: number, timeZone: string): InsightsRange {
  const from = Math.min(Math.max(createdAt, now - YEAR_MS), now - 1);
  return { from, to: now, bucket: now - from <= TWO_DAYS_MS ? "1h" : "1d", timeZone };
}

async function readReport(
  { db, config }: ReportDeps,
  session: ReportSession,
  now: number,
): Promise<ReportContent> {
  const timeZone = await timeZoneOf(db, session.id);
  const range = reportRange(Date.parse(session.createdAt), now, timeZone);
  const [insights, questions] = await Promise.all([
    sessionInsights(db, session, range, false),
    listQuestions(db, session.id, "", PUBLIC_VIEW),
  ]);
  return {
    title: session.title,
    profanityFilter: session.profanityFilter,
    insights,
    questions: questions.slice(0, REPORT_QUESTIONS),
    chart: await viewsChart(insights.views),
    link: `${config.publicUrl}/session/${session.id}/insights`,
    at: now,
  };
}

/** Sends the claimed report to whoever gets it now and records it; answers how many got it. */
export async function sendClaimedReport(
  deps: ReportDeps,
  session: ReportSession,
  now: number,
): Promise<number> {
  try {
    const recipients = await recipientsOf(deps.db, session);
    if (recipients.length > 0) {
      const content = await readReport(deps, session, now);
      for (const recipient of recipients)
        await deps.mailer.sendHtml(recipient.email, reportMail(content, recipient));
    }
    await markReportSent(deps.db, session.id, now, recipients.length);
    return recipients.length;
  } catch (error) {
    await releaseClaim(deps.db, session.id);
    throw error;
  }
}
