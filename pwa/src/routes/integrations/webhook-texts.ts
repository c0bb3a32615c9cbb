/**
 * What the Integrations screen calls a webhook's events and a delivery's status
 * (docs/product.md, Webhooks), in the speaker's words rather than the API's names.
 */
import { WEBHOOK_TEST_EVENT, type Translator, type WebhookDeliveryStatus } from "@lectern/shared";

/** An event's label; `event` is a WebhookEvent or WEBHOOK_TEST_EVENT, else shown as it is. */
export function eventLabel(t: Translator["t"], event: string): string {
  switch (event) {
    case "lead.created":
      return t("A lead is given");
    case "question.created":
      return t("A question is asked");
    case "poll.closed":
      return t("A poll is closed, with its results");
    case "feedback.created":
      return t("Feedback is sent");
    case "session.ended":
      return t("A talk ends");
    case WEBHOOK_TEST_EVENT:
      return t("Test delivery");
    default:
      return event;
  }
}

export const STATUS_TONES = { pending: "amber", delivered: "green", failed: "red" } as const;

export function statusLabel(t: Translator["t"], status: WebhookDeliveryStatus): string {
  switch (status) {
    case "pending":
      return t("Waiting");
    case "delivered":
      return t("Delivered");
    case "failed":
      return t("Given up");
  }
}
