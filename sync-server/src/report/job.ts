/**
 * The day-after report (docs/product.md, Insights, Report): every REPORT_INTERVAL_SECONDS each
 * instance looks for talks that ended in the last REPORT_WINDOW_MS whose report is due (09:00 the
 * day after, in the talk's zone) and nobody has claimed, claims each with an insert that does
 * nothing when the row is there, and sends those it claimed, so each talk's report goes out once
 * however many instances look. The timer never keeps the process alive; stop(), called by the
 * SIGTERM drain before the database closes, waits for a pass in flight, which stops between two
 * reports.
 */
import type { Mailer } from "../auth/mailer.ts";
import { REPORT_INTERVAL_MS, type Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Logger } from "../log.ts";
import { findSession } from "../sessions/access.ts";
import { claimDueReport, reportDueAt, REPORT_WINDOW_MS, unclaimedEnds } from "./repo.ts";
import { sendClaimedReport } from "./send.ts";

export interface ReportJob {
  /** Runs a pass now (unless one runs here already); answers how many reports it sent. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

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
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void runNow().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  async function pass(): Promise<number> {
    const now = clock();
    let sent = 0;
    try {
      const ended = await unclaimedEnds(db, now - REPORT_WINDOW_MS, now);
      for (const end of ended) {
        if (stopped) break;
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

  function runNow(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) return running;
    const current = pass().finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  if (config.reportTimer !== false) schedule();

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
