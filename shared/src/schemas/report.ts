/**
 * The report e-mail of a talk (docs/product.md, Insights, Report): whether the caller gets it, when
 * it went out and when the day-after send is due (`GET /api/sessions/{id}/report`), opting in or out
 * (`PUT .../report/subscription`), and "Send report now" (`POST .../report`).
 */
import { z } from "zod";
import { isoDateSchema } from "./common.ts";

/** How long after one report of a session the next may be sent by hand. */
export const REPORT_RESEND_SECONDS = 5 * 60;

/** GET /api/sessions/{id}/report, and the answer of PUT .../report/subscription. */
export const reportStateSchema = z.object({
  /** Whether the caller gets the report: the owner unless they opted out, a member once opted in. */
  subscribed: z.boolean(),
  /** When the report was last sent; null: not yet. */
  sentAt: isoDateSchema.nullable(),
  /** When the day-after send is due: 09:00 the day after the talk's end in its time zone; null: no end known. */
  dueAt: isoDateSchema.nullable(),
});
export type ReportState = z.infer<typeof reportStateSchema>;

/** PUT /api/sessions/{id}/report/subscription: the caller opts in or out. */
export const reportSubscriptionBodySchema = z.object({ subscribed: z.boolean() }).strict();
export type ReportSubscriptionBody = z.infer<typeof reportSubscriptionBodySchema>;

/** POST /api/sessions/{id}/report: sent now, to this many recipients. */
export const reportSentSchema = z.object({
  sentAt: isoDateSchema,
  recipients: z.number().int().nonnegative(),
});
export type ReportSent = z.infer<typeof reportSentSchema>;
