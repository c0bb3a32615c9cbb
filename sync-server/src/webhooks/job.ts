/**
 * The webhook queue's worker (docs/product.md, Webhooks): every WEBHOOK_POLL_SECONDS each instance
 * queues the sessions that ended, then takes the deliveries that are due, each by a claim with a
 * lease (repo.ts), so each goes out once however many instances look, and sends them, one per
 * webhook at a time and in order. A failed attempt is tried again after 5 s, 30 s, 2 min, 10 min,
 * 1 h, then every hour, until WEBHOOK_RETRY_HOURS after the first; then the delivery is given up,
 * the webhook turned off and its speaker told by one e-mail. The timer and the drain's stop() are
 * timed-job.ts's; a pass in flight ends after the sends it started.
 */
import { WEBHOOK_RETRY_HOURS, type Locale } from "@lectern/shared";
import type { Mailer } from "../auth/mailer.ts";
import { WEBHOOK_POLL_MS, type Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Logger } from "../log.ts";
import { startTimedJob, type TimedJob } from "../timed-job.ts";
import { REPORT_WINDOW_MS } from "../report/repo.ts";
import { sendDelivery } from "./deliver.ts";
import { turnedOffMail } from "./mail.ts";
import {
  claimDelivery,
  dueDeliveries,
  emitSessionEnds,
  recordAttempt,
  turnOffFailing,
  type DueDelivery,
} from "./repo.ts";

/** The waits after the first failed attempts; every later one waits the last of them. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
const RETRY_FOR_MS = WEBHOOK_RETRY_HOURS * 60 * 60 * 1000;
/** The most webhooks one pass sends to at once. */
const PASS_BATCH = 20;

/** When to try again after the `attempts`-th attempt failed, or null to give up. */
export function retryAt(attempts: number, firstAttemptAt: number, now: number): number | null {
  if (now - firstAttemptAt >= RETRY_FOR_MS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return now + delay;
}

export type WebhookJob = TimedJob;

export interface WebhookJobDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
}

export function startWebhookJob(deps: WebhookJobDeps): WebhookJob {
  const { config, db, log } = deps;
  const clock = config.clock ?? Date.now;
  const intervalMs = config.webhookPollMs ?? WEBHOOK_POLL_MS;

  async function tellOwner(delivery: DueDelivery): Promise<void> {
    const user = await db
      .selectFrom("users")
      .select(["email", "firstName", "language"])
      .where("id", "=", delivery.userId)
      .executeTakeFirst();
    if (!user) return;
    const mail = turnedOffMail(
      { firstName: user.firstName, locale: user.language as Locale },
      { url: delivery.url },
      `${config.publicUrl}/integrations`,
    );
    await deps.mailer.sendText(user.email, mail.subject, mail.text);
  }

  /** One attempt at a claimed delivery, recorded; true when it was made. */
  async function attempt(delivery: DueDelivery): Promise<boolean> {
    const lease = await claimDelivery(db, delivery.id, clock());
    if (!lease) return false;
    const at = clock();
    const answer = await sendDelivery(config, delivery, at);
    const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const first = delivery.firstAttemptAt ? Date.parse(delivery.firstAttemptAt) : at;
    const retry = delivered ? null : retryAt(delivery.attempts + 1, first, at);
    const recorded = await recordAttempt(db, delivery, lease, {
      at,
      responseStatus: answer.status,
      responseBody: answer.body,
      delivered,
      retryAt: retry,
    });
    if (!recorded || delivered) return true;
    log.info(
      `Webhook ${delivery.webhookId}: delivery ${delivery.id} failed (${answer.status ?? answer.body})`,
    );
    if (retry === null && (await turnOffFailing(db, delivery.webhookId))) {
      log.warn(
        `Webhook ${delivery.webhookId} turned off after ${WEBHOOK_RETRY_HOURS} h of failures`,
      );
      await tellOwner(delivery).catch((error: unknown) =>
        log.warn(`The mail that webhook ${delivery.webhookId} was turned off failed`, error),
      );
    }
    return true;
  }

  async function pass(stopping: () => boolean): Promise<number> {
    let attempts = 0;
    try {
      const now = clock();
      await emitSessionEnds(db, now - REPORT_WINDOW_MS, now);
      // A delivered head lets its webhook's next one be due at once: go on until none is.
      for (;;) {
        if (stopping()) break;
        const due = await dueDeliveries(db, clock(), PASS_BATCH);
        if (due.length === 0) break;
        const made = await Promise.all(due.map(attempt));
        const count = made.filter(Boolean).length;
        if (count === 0) break;
        attempts += count;
      }
    } catch (error) {
      log.warn("Sending webhook deliveries failed; the next pass tries again", error);
    }
    return attempts;
  }

  return startTimedJob({ intervalMs, timer: config.webhookTimer !== false, pass });
}
