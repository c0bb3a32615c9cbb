/**
 * Webhooks and their deliveries as the API answers them (docs/product.md, Webhooks): the secret
 * only in the answer that made it, a delivery without its body or the receiver's answer.
 */
import type { CreatedWebhook, Webhook, WebhookDelivery } from "@lectern/shared";
import type { WebhookDeliveryRow, WebhookRow } from "../db/schema.ts";
import { eventsOf } from "./repo.ts";

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    sessionId: row.sessionId,
    enabled: row.enabled === 1,
    createdAt: row.createdAt,
  };
}

export function presentCreatedWebhook(row: WebhookRow): CreatedWebhook {
  return { ...presentWebhook(row), secret: row.secret };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
  };
}
