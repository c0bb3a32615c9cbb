/**
 * The day-after report (docs/product.md, Insights, Report): every REPORT_INTERVAL_SECONDS each
 * instance looks for talks that ended in the last REPORT_WINDOW_MS whose report is due (09:00 the
 * day after, in the talk's zone) and nobody has claimed, claims each with an insert that does
 * nothing when the row is there, and sends those it claimed, so each talk's report goes out once
 * however many instances look. The timer and the drain's stop() are timed-job.ts's; a pass in
 * flight stops between two reports.
 */
import type { Mailer } from "../auth/mailer.ts";
import { REPORT_INTERVAL_MS, type Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Logger } from "../log.ts";
import { startTimedJob, type TimedJob } from "../timed-job.ts";
import { findSession } from "../sessions/access.ts";
import { claimDueReport, reportDueAt, REPORT_WINDOW_MS, unclaimedEnds } from "./repo.ts";
import { sendClaimedReport } from "./send.ts";

export type ReportJob = TimedJob;

export interface ReportJobDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export function startReportJob(deps: ReportJobDeps): ReportJob {
  const { config, db, log } = deps;
  const clock = config.clock ?? Date.now;
  const intervalMs = config.reportIntervalMs ?? REPORT_INTERVAL_MS;

  async function pass(stopping: () => boolean): Promise<number> {
    const now = clock();
    let sent = 0;
    try {
      const ended = await unclaimedEnds(db, now - REPORT_WINDOW_MS, now);
      for (const end of ended) {
        if (stopping()) break;
        if (reportDueAt(end) > now) continue;
        if (!(await claimDueReport(db, end.sessionId, now))) continue;
        const session = await findSession(db, end.sessionId);
        if (!session) continue;
        try {
          const recipients = await sendClaimedReport(deps, session, now);
          log.info(`Sent the report of session ${session.id} to ${recipients} recipients`);
          sent++;
        } catch (error) {
          log.warn(
            `The report of session ${session.id} could not be sent; the next pass tries again`,
            error,
          );
        }
      }
    } catch (error) {
      log.warn("Looking for due reports failed; the next pass tries again", error);
    }
    return sent;
  }

  return startTimedJob({ intervalMs, timer: config.reportTimer !== false, pass });
}
