/**
 * One error shape for the whole API: JSON {code, message, issues?, triesLeft?} (docs/decisions.md,
 * Server). Whatever a handler throws becomes a DomainError, whose code picks the status from the
 * one table below; anything unexpected is logged and answered 500 `internal` without details.
 * Every 403 and 429 also writes a security line (docs/decisions.md, Security log).
 */
import type { ErrorBody, ErrorCode } from "@lectern/shared";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { securityEvent, type Logger } from "../log.ts";
import { clientIp } from "./request-context.ts";
import { DomainError } from "@lectern/shared";

/** The status each code answers with. */
export const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  invalid_id: 400,
  invalid_json: 400,
  invalid_choice: 400,
  wrong_vote_kind: 400,
  too_many_choices: 400,
  word_too_short: 400,
  word_not_allowed: 400,
  invalid_idempotency_key: 400,
  bad_upload: 400,
  bad_request: 400,
  file_required: 400,
  picture_required: 400,
  email_required: 400,
  not_your_file: 400,
  otp_missing: 400,
  otp_expired: 400,
  otp_invalid: 400,
  link_invalid: 400,
  link_expired: 400,
  import_invalid: 400,
  import_fetch_failed: 400,
  feedback_chip_unknown: 400,
  reaction_not_offered: 400,
  webhook_url_refused: 400,
  unauthorized: 401,
  forbidden: 403,
  not_owner: 403,
  role_forbidden: 403,
  not_event_member: 403,
  owner_cannot_vote: 403,
  owner_cannot_ask: 403,
  qa_disabled: 403,
  feedback_closed: 403,
  owner_cannot_give_feedback: 403,
  owner_cannot_react: 403,
  nickname_refused: 400,
  poll_draft: 403,
  asker_blocked: 403,
  cross_site: 403,
  visitor_invalid: 403,
  lead_required: 403,
  token_read_only: 403,
  not_found: 404,
  unknown_email: 404,
  unknown_account: 404,
  user_not_found: 404,
  session_not_found: 404,
  member_not_found: 404,
  event_not_found: 404,
  talk_not_found: 404,
  poll_not_found: 404,
  choice_not_found: 404,
  question_not_found: 404,
  resource_not_found: 404,
  deck_not_found: 404,
  deck_page_not_found: 404,
  file_not_found: 404,
  file_missing: 404,
  confirm_link_invalid: 404,
  email_taken: 409,
  member_is_owner: 409,
  member_not_active: 409,
  talk_in_other_event: 409,
  already_voted: 409,
  already_upvoted: 409,
  poll_closed: 409,
  max_polls: 409,
  max_tokens: 409,
  max_choices: 409,
  min_choices: 409,
  poll_has_votes: 409,
  not_a_quiz: 409,
  poll_not_closed: 409,
  answer_revealed: 409,
  question_not_approved: 409,
  precondition_failed: 412,
  file_too_large: 413,
  pdf_unreadable: 400,
  deck_too_many_pages: 400,
  picture_too_large: 413,
  quota_exceeded: 413,
  body_too_large: 413,
  file_type_not_allowed: 415,
  image_type_not_allowed: 415,
  unsupported_media_type: 415,
  unsupported_encoding: 415,
  range_not_satisfiable: 416,
  idempotency_key_reused: 422,
  rate_limited: 429,
  otp_locked: 429,
  internal: 500,
  mail_failed: 502,
  mail_failed_after_register: 502,
  lookup_failed: 502,
  lookup_not_configured: 503,
  database_unavailable: 503,
};

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests, please wait a moment",
) => new DomainError("rate_limited", message, { retryAfterSeconds });

/** A request that failed a shared zod schema: 400 `invalid`, the first issue as the message. */
export function invalidInput(error: ZodError): DomainError {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "Invalid request";
  return new DomainError("invalid", message, { issues });
}

/** The codes of errors Express and its body parser raise themselves, by their `type` or status. */
const FRAMEWORK_ERRORS: Record<string, [ErrorCode, string]> = {
  "entity.too.large": ["body_too_large", "Request body is too large"],
  "entity.parse.failed": ["invalid_json", "Request body is not valid JSON"],
  "encoding.unsupported": ["unsupported_encoding", "Unsupported request encoding"],
  "charset.unsupported": ["unsupported_encoding", "Unsupported request encoding"],
  412: ["precondition_failed", "Precondition Failed"],
  416: ["range_not_satisfiable", "Range Not Satisfiable"],
};

/**
 * Converts whatever a handler threw into a DomainError; null for a failure of our own (a 500). A
 * database that does not answer is 503 `database_unavailable`, which clients retry
 * (docs/decisions.md, Databases).
 */
export function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  const e = error as { type?: string; status?: number; statusCode?: number; message?: string };
  const status = e?.status ?? e?.statusCode;
  const known = FRAMEWORK_ERRORS[e?.type ?? ""] ?? FRAMEWORK_ERRORS[status ?? ""];
  if (known) return new DomainError(known[0], known[1]);
  if (typeof status === "number" && status >= 400 && status < 500)
    return new DomainError("bad_request", e.message ?? "Bad request");
  if (isDatabaseUnavailable(error))
    return new DomainError("database_unavailable", "The database is not reachable right now");
  return null;
}

/** Headers a route sets for the file it meant to send, wrong on the error answered instead. */
const FILE_HEADERS = [
  "Content-Type",
  "Content-Disposition",
  "Content-Range",
  "ETag",
  "Last-Modified",
];

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const refusal = toDomainError(error);
    if (res.headersSent) return;
    for (const name of FILE_HEADERS) res.removeHeader(name);
    res.set("Cache-Control", "no-store");
    if (!refusal) {
      log.error(`${req.method} ${req.originalUrl} failed`, error);
      const body: ErrorBody = { code: "internal", message: INTERNAL_MESSAGE };
      res.status(STATUS_OF.internal).json(body);
      return;
    }
    const status = STATUS_OF[refusal.code];
    if (status === 403 || status === 429)
      securityEvent(log, {
        event: status === 403 ? "forbidden" : "rate_limited",
        userId: req.user?.id,
        ip: clientIp(req),
        code: refusal.code,
        route: `${req.method} ${req.baseUrl}${req.path}`,
      });
    const { issues, triesLeft, retryAfterSeconds, limit, field, line } = refusal.details;
    const retryAfter =
      retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds));
    if (retryAfter !== undefined) res.set("Retry-After", String(retryAfter));
    const body: ErrorBody = {
      code: refusal.code,
      message: refusal.message,
      ...(issues ? { issues } : {}),
      ...(triesLeft !== undefined ? { triesLeft } : {}),
      ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(field !== undefined ? { field } : {}),
      ...(line !== undefined ? { line } : {}),
    };
    res.status(status).json(body);
  };
}

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new DomainError("not_found", `No route ${req.method} ${req.path}`));
