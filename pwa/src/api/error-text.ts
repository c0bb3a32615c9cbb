/**
 * What the app shows for each error code the server answers with (`ERROR_CODES` in
 * @lectern/shared): one code -> text map, so no screen ever reads the server's English `message`.
 * English for now, in the server's words; a translation replaces these texts. A text that needs a
 * number or a field reads it from the error body's details (tries left, the first invalid field).
 */
import {
  MAX_CHOICES_PER_POLL,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  type ErrorCode,
  type ErrorDetails,
} from "@lectern/shared";

type ErrorText = string | ((details: ErrorDetails) => string);

const TRY_AGAIN = "Please try again.";

export const ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  invalid: ({ issues }) => {
    const first = issues?.[0];
    if (!first) return "Please check what you entered and try again.";
    return first.path ? `${first.path}: ${first.message}` : first.message;
  },
  invalid_id: "This link is not valid.",
  invalid_json: "Request body is not valid JSON",
  invalid_choice: "That choice is not part of this poll.",
  invalid_idempotency_key: TRY_AGAIN,
  bad_upload: "The upload could not be read. Please try again.",
  bad_request: TRY_AGAIN,
  file_required: "Choose a file to upload",
  picture_required: "Please choose a picture to upload",
  email_required: MESSAGES.downloadEmailRequired,
  not_your_file: "The profile picture must be a file you uploaded",
  profile_incomplete: MESSAGES.profileRequired,
  otp_missing: "There is no active code for this account. Please request a new code.",
  otp_expired: "This code has expired. Please request a new code.",
  otp_invalid: ({ triesLeft }) =>
    triesLeft === undefined
      ? "That code is not correct."
      : `That code is not correct. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  otp_locked: "Too many wrong codes. Please request a new code.",
  unauthorized: "Please sign in to continue",
  forbidden: "You do not have access to this",
  not_owner: "Only the session's owner can do this",
  owner_cannot_vote: "Speakers don't vote in their own polls.",
  owner_cannot_ask: "Speakers can't ask questions in their own session.",
  qa_disabled: "Q&A is turned off for this session.",
  poll_draft: MESSAGES.pollDraft,
  cross_site: "Cross-site requests are not allowed",
  not_found: "Not found",
  unknown_email: "No account found with this email. Please sign up first.",
  unknown_account: "This account does not exist. Please sign up again.",
  user_not_found: "User not found",
  session_not_found: "Session not found",
  poll_not_found: "This poll doesn't exist or has been removed.",
  choice_not_found: "This choice doesn't exist or has been removed.",
  question_not_found: "This question doesn't exist or has been removed.",
  resource_not_found: "Resource not found",
  file_not_found: "File not found",
  file_missing: "The file is missing",
  email_taken: "An account with this email already exists. Please sign in instead.",
  already_voted: MESSAGES.alreadyVoted,
  already_upvoted: MESSAGES.alreadyUpvotedUi,
  poll_closed: MESSAGES.pollClosed,
  max_polls: MESSAGES.maxPolls,
  max_choices: `A poll can have at most ${MAX_CHOICES_PER_POLL} choices.`,
  min_choices: `A poll needs at least ${MIN_CHOICES_PER_POLL} choices.`,
  precondition_failed: TRY_AGAIN,
  file_too_large: MESSAGES.attachmentTooLarge,
  picture_too_large: MESSAGES.profilePictureTooLarge,
  body_too_large: "Request body is too large",
  file_type_not_allowed: MESSAGES.fileTypeNotAllowed,
  image_type_not_allowed: MESSAGES.imageTypeNotAllowed,
  unsupported_media_type: TRY_AGAIN,
  unsupported_encoding: TRY_AGAIN,
  range_not_satisfiable: TRY_AGAIN,
  idempotency_key_reused: TRY_AGAIN,
  rate_limited: "Too many requests, please wait a moment",
  internal: "Something went wrong on our side. Please try again.",
  mail_failed: "We could not send the code e-mail. Please try again in a moment.",
  mail_failed_after_register:
    "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.",
  lookup_failed: "Failed to fetch LinkedIn data",
  lookup_not_configured: "Profile lookup is not configured",
  database_unavailable:
    "The server can't reach its database right now. Your action is kept and will be sent again.",
};

/** The text to show for an error the server answered with `code`. */
export function errorText(code: ErrorCode, details: ErrorDetails = {}): string {
  const text = ERROR_TEXTS[code];
  return typeof text === "string" ? text : text(details);
}
