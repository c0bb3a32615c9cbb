/**
 * Webhooks (docs/product.md, Webhooks): `POST /api/webhooks {url, events, sessionId?}` answers the
 * signing secret once, `GET /api/webhooks` lists the caller's, `GET`, `PATCH` and `DELETE
 * /api/webhooks/{id}` read, change and remove one, `POST /api/webhooks/{id}/test` queues a test
 * delivery and `GET /api/webhooks/{id}/deliveries` lists the last ones. Each delivery is signed as
 * the Standard Webhooks spec says, with a body `{version: 1, type, timestamp, data}`.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { idSchema, isoDateSchema } from "./common.ts";

/** What a webhook may listen to; a vote is not among them (it is the hall's hot path). */
export const WEBHOOK_EVENTS = [
  "lead.created",
  "question.created",
  "poll.closed",
  "feedback.created",
  "session.ended",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of POST /api/webhooks/{id}/test, which no webhook subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/**
 * An http(s) URL as written: no whitespace or control characters, no user or password, a host of
 * non-empty labels. Whether it may be https only and where it may point is the server's check
 * (http/public-fetch.ts), made again on the address at every delivery.
 */
function isWebhookUrl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001F\u007F]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.username === "" &&
      url.password === "" &&
      url.hostname.split(".").every((label) => label !== "")
    );
  } catch {
    return false;
  }
}

const webhookUrlSchema = z
  .string({ error: "A URL is required" })
  .trim()
  .min(1, "A URL is required")
  .max(MAX_LENGTH.url)
  .refine(isWebhookUrl, msg("Please enter a valid URL"));

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .refine((events) => new Set(events).size === events.length, "Each event at most once");

export const createWebhookBodySchema = z
  .object({ url: webhookUrlSchema, events: eventsSchema, sessionId: idSchema.optional() })
  .strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({ url: webhookUrlSchema, events: eventsSchema, enabled: z.boolean() })
  .partial()
  .strict();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The one session it is about; null: every session of the speaker's. */
  sessionId: idSchema.nullable(),
  /** False when turned off, by the speaker or after a day of failed deliveries. */
  enabled: z.boolean(),
  createdAt: isoDateSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of POST /api/webhooks: the signing secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The `webhook-id` header, the same on every attempt. */
  eventId: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** The receiver's status of the last attempt; null before any, or when none answered. */
  responseStatus: z.number().int().nullable(),
  lastAttemptAt: isoDateSchema.nullable(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
