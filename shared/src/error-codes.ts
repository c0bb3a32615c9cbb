/**
 * The one list of error codes the server answers with (docs/decisions.md, Server): the client
 * decides what to show and what to do from the `code` alone, never from the English `message`,
 * which is kept only for people reading the API. Kept free of zod so the attendee pages can read it
 * without loading zod; the body's schema is `errorBodySchema` in schemas/common.ts.
 */
export const ERROR_CODES = [
  // 400
  "invalid",
  "invalid_id",
  "invalid_json",
  "invalid_choice",
  "wrong_vote_kind",
  "too_many_choices",
  "word_too_short",
  "word_not_allowed",
  "invalid_idempotency_key",
  "bad_upload",
  "pdf_unreadable",
  "deck_too_many_pages",
  "bad_request",
  "file_required",
  "picture_required",
  "email_required",
  "not_your_file",
  "otp_missing",
  "otp_expired",
  "otp_invalid",
  "link_invalid",
  "link_expired",
  "import_invalid",
  "import_fetch_failed",
  "feedback_chip_unknown",
  "reaction_not_offered",
  "webhook_url_refused",
  // 401
  "unauthorized",
  // 403
  "forbidden",
  "not_owner",
  "role_forbidden",
  "not_event_member",
  "owner_cannot_vote",
  "owner_cannot_ask",
  "qa_disabled",
  "feedback_closed",
  "owner_cannot_give_feedback",
  "owner_cannot_react",
  "nickname_refused",
  "poll_draft",
  "asker_blocked",
  "cross_site",
  "visitor_invalid",
  "lead_required",
  "token_read_only",
  // 404
  "not_found",
  "unknown_email",
  "unknown_account",
  "user_not_found",
  "session_not_found",
  "poll_not_found",
  "choice_not_found",
  "question_not_found",
  "resource_not_found",
  "deck_not_found",
  "deck_page_not_found",
  "member_not_found",
  "event_not_found",
  "talk_not_found",
  "file_not_found",
  "file_missing",
  "confirm_link_invalid",
  // 409
  "email_taken",
  "member_is_owner",
  "member_not_active",
  "talk_in_other_event",
  "already_voted",
  "already_upvoted",
  "poll_closed",
  "max_polls",
  "max_choices",
  "min_choices",
  "poll_has_votes",
  "not_a_quiz",
  "poll_not_closed",
  "answer_revealed",
  "question_not_approved",
  "max_tokens",
  // 412, 413, 415, 416, 422, 429
  "precondition_failed",
  "file_too_large",
  "picture_too_large",
  "quota_exceeded",
  "body_too_large",
  "file_type_not_allowed",
  "image_type_not_allowed",
  "unsupported_media_type",
  "unsupported_encoding",
  "range_not_satisfiable",
  "idempotency_key_reused",
  "rate_limited",
  "otp_locked",
  // 5xx
  "internal",
  "mail_failed",
  "mail_failed_after_register",
  "lookup_failed",
  "lookup_not_configured",
  "database_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** True for a string that is one of the codes above (an answer from something else has none). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && KNOWN.has(value);
}

/** What an error body may carry beside its code and message, for texts that need a number or a field. */
export interface ErrorDetails {
  /** Validation failures, one per field (code "invalid"). */
  issues?: { path: string; message: string }[];
  /** Wrong codes the account may still get before its codes are locked (code "otp_invalid"). */
  triesLeft?: number;
  /** Seconds until the caller may try again: the answer's Retry-After (codes 429). */
  retryAfterSeconds?: number;
  /** The host's limit that was reached, e.g. MAX_POLLS_PER_SESSION (code "max_polls"). */
  limit?: number;
  /** Where a refused schedule file is wrong (code "import_invalid"): the field, and its line. */
  field?: string;
  line?: number;
}
