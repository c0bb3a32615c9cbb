/**
 * Sends one attendee action straight to the server with its own Idempotency-Key, for pages that
 * may not open IndexedDB (see send-action.ts). Loaded only when that happens, so the usual pages
 * do not download it.
 */
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import { apiRequest, isNetworkError } from "../api/client.ts";
import { translator } from "../i18n/language.ts";
import type { OutboxAction, SubmitOutcome } from "../offline/outbox-api.ts";
import { classifyFailure } from "../offline/outbox-policy.ts";
import { requestFor } from "../offline/send.ts";

export async function sendDirectly(action: OutboxAction): Promise<SubmitOutcome> {
  const { method = "POST", path, body } = requestFor(action);
  try {
    const response = await apiRequest<unknown>(path, {
      method,
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    });
    return { status: "sent", response };
  } catch (error) {
    const { t } = translator();
    if (isNetworkError(error))
      return {
        status: "failed",
        code: null,
        message: t("You're offline. Please try again when you're connected."),
      };
    const verdict = classifyFailure(error);
    return verdict.kind === "retry"
      ? { status: "failed", code: null, message: t("Please try again in a moment.") }
      : { status: "failed", code: verdict.code, message: verdict.message };
  }
}
