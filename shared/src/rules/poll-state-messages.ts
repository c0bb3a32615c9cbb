/**
 * Why a poll takes no vote now, in MESSAGES too: kept apart so the embed, which shows only these,
 * loads two texts rather than every message of the product.
 */
import { msg } from "../i18n/translate.ts";

export const POLL_STATE_MESSAGES = {
  pollClosed: msg("This poll is currently closed."),
  pollDraft: msg("This poll is still in draft mode."),
} as const;
