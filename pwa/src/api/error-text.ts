/**
 * What the app shows for each error code the server answers with (`ERROR_CODES` in
 * @lectern/shared): one code -> text map, so no screen ever reads the server's English `message`.
 * Each text is English marked with msg() and translated when it is shown, in the language in use
 * then; a text that needs a number or a field reads it from the error body's details (tries left,
 * the first invalid field) and is made by the translator it is given.
 */
import {
  API_TOKENS_MAX,
  MAX_CHOICES_PER_POLL,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  msg,
  type ErrorCode,
  type ErrorDetails,
  type Translator,
} from "@lectern/shared";
import { translator } from "../i18n/language.ts";
import { ApiError } from "./client.ts";

type ErrorText = string | ((details: ErrorDetails, translator: Translator) => string);

const TRY_AGAIN = msg("Please try again.");

export const ERROR_TEXTS: Record<ErrorCode, ErrorText> = {
  invalid: ({ issues }, { t }) => {
    const first = issues?.[0];
    if (!first) return t("Please check what you entered and try again.");
    const message = t(first.message);
    return first.path ? t("{field}: {message}", { field: first.path, message }) : message;
  },
  invalid_id: msg("This link is not valid."),
  invalid_json: msg("Request body is not valid JSON"),
  invalid_choice: msg("That choice is not part of this poll."),
  wrong_vote_kind: MESSAGES.wrongVoteKind,
  too_many_choices: MESSAGES.tooManyChoices,
  word_too_short: MESSAGES.wordTooShort,
  word_not_allowed: MESSAGES.wordNotAllowed,
  invalid_idempotency_key: TRY_AGAIN,
  bad_upload: msg("The upload could not be read. Please try again."),
  pdf_unreadable: msg("This PDF could not be read. Please export it again and upload it."),
  deck_too_many_pages: msg("A deck can have at most 300 pages."),
  bad_request: TRY_AGAIN,
  file_required: msg("Choose a file to upload"),
  picture_required: msg("Please choose a picture to upload"),
  email_required: MESSAGES.downloadEmailRequired,
  not_your_file: msg("The profile picture must be a file you uploaded"),
  otp_missing: msg("There is no active code for this account. Please request a new code."),
  otp_expired: msg("This code has expired. Please request a new code."),
  otp_invalid: ({ triesLeft }, { t, plural }) =>
    triesLeft === undefined
      ? t("That code is not correct.")
      : plural(triesLeft, {
          one: "That code is not correct. # try left.",
          other: "That code is not correct. # tries left.",
        }),
  otp_locked: ({ retryAfterSeconds }, { plural }) =>
    plural(Math.max(1, Math.ceil((retryAfterSeconds ?? 0) / 3600)), {
      one: "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hour.",
      other:
        "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.",
    }),
  link_invalid: msg("This link is not valid or was already used. Please ask for a new e-mail."),
  link_expired: msg("This link has expired. Please ask for a new e-mail."),
  import_invalid: ({ field, line }, { t }) =>
    line !== undefined
      ? t("This schedule can't be read: line {line} is not valid JSON.", { line })
      : t("This schedule can't be read: {field} is missing or wrong.", { field: field ?? "?" }),
  import_fetch_failed: msg("The schedule could not be fetched from that address."),
  feedback_chip_unknown: msg("That chip is no longer offered. Please pick again."),
  reaction_not_offered: msg("This talk does not offer that reaction."),
  webhook_url_refused: msg(
    "A webhook must be an https address on the public internet, not one on a private network.",
  ),
  unauthorized: msg("Please sign in to continue"),
  forbidden: msg("You do not have access to this"),
  not_owner: msg("Only the session's owner can do this"),
  role_forbidden: msg("Your role in this session doesn't allow this"),
  not_event_member: msg("You are not on this event's team"),
  owner_cannot_vote: msg("Speakers don't vote in their own polls."),
  owner_cannot_ask: msg("Speakers can't ask questions in their own session."),
  qa_disabled: msg("Q&A is turned off for this session."),
  feedback_closed: msg("Feedback is closed for this talk."),
  owner_cannot_give_feedback: msg("Speakers can't give feedback on their own talk."),
  owner_cannot_react: msg("Speakers don't react to their own talk."),
  nickname_refused: msg("Please choose another nickname."),
  poll_draft: MESSAGES.pollDraft,
  asker_blocked: MESSAGES.askerBlocked,
  cross_site: msg("Cross-site requests are not allowed"),
  visitor_invalid: msg("Please reload the page and try again."),
  lead_required: MESSAGES.leadRequired,
  token_read_only: msg("An API token only reads; sign in to make changes."),
  not_found: msg("Not found"),
  unknown_email: msg("No account found with this email. Please sign up first."),
  unknown_account: msg("This account does not exist. Please sign up again."),
  user_not_found: msg("User not found"),
  session_not_found: msg("Session not found"),
  member_not_found: msg("This person is no longer a member of the session"),
  event_not_found: msg("This event doesn't exist or has been removed."),
  talk_not_found: msg("This talk is not on the event's agenda."),
  poll_not_found: msg("This poll doesn't exist or has been removed."),
  choice_not_found: msg("This choice doesn't exist or has been removed."),
  question_not_found: msg("This question doesn't exist or has been removed."),
  resource_not_found: msg("Resource not found"),
  deck_not_found: msg("This session has no slides yet."),
  deck_page_not_found: msg("This slide is not in the deck."),
  file_not_found: msg("File not found"),
  file_missing: msg("The file is missing"),
  confirm_link_invalid: MESSAGES.confirmLinkInvalid,
  email_taken: msg("An account with this email already exists. Please sign in instead."),
  member_is_owner: msg("This is the session's owner"),
  member_not_active: msg(
    "This person has not signed in yet. They can take the session once they have.",
  ),
  talk_in_other_event: msg("This session is already a talk of another event."),
  already_voted: MESSAGES.alreadyVoted,
  already_upvoted: MESSAGES.alreadyUpvotedUi,
  poll_closed: MESSAGES.pollClosed,
  poll_has_votes: MESSAGES.pollHasVotes,
  not_a_quiz: MESSAGES.notAQuiz,
  poll_not_closed: MESSAGES.pollNotClosed,
  answer_revealed: MESSAGES.answerRevealed,
  question_not_approved: MESSAGES.questionNotApproved,
  max_tokens: (_, { plural }) =>
    plural(API_TOKENS_MAX, {
      one: "You can have at most # API token. Revoke one first.",
      other: "You can have at most # API tokens. Revoke one first.",
    }),
  max_polls: ({ limit }, { t }) =>
    limit === undefined ? t(MESSAGES.maxPollsReached) : t(MESSAGES.maxPolls, { count: limit }),
  max_choices: (_, { plural }) =>
    plural(MAX_CHOICES_PER_POLL, {
      one: "A poll can have at most # choice.",
      other: "A poll can have at most # choices.",
    }),
  min_choices: (_, { plural }) =>
    plural(MIN_CHOICES_PER_POLL, {
      one: "A poll needs at least # choice.",
      other: "A poll needs at least # choices.",
    }),
  precondition_failed: TRY_AGAIN,
  file_too_large: MESSAGES.attachmentTooLarge,
  picture_too_large: MESSAGES.profilePictureTooLarge,
  quota_exceeded: MESSAGES.storageQuotaExceeded,
  body_too_large: msg("Request body is too large"),
  file_type_not_allowed: MESSAGES.fileTypeNotAllowed,
  image_type_not_allowed: MESSAGES.imageTypeNotAllowed,
  unsupported_media_type: TRY_AGAIN,
  unsupported_encoding: TRY_AGAIN,
  range_not_satisfiable: TRY_AGAIN,
  idempotency_key_reused: TRY_AGAIN,
  rate_limited: msg("Too many requests, please wait a moment"),
  internal: msg("Something went wrong on our side. Please try again."),
  mail_failed: msg("We could not send the code e-mail. Please try again in a moment."),
  mail_failed_after_register: msg(
    "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.",
  ),
  lookup_failed: msg("Failed to fetch LinkedIn data"),
  lookup_not_configured: msg("Profile lookup is not configured"),
  database_unavailable: msg(
    "The server can't reach its database right now. Your action is kept and will be sent again.",
  ),
};

/** The text to show for an error the server answered with `code`, in the language in use now. */
export function errorText(code: ErrorCode, details: ErrorDetails = {}): string {
  const text = ERROR_TEXTS[code];
  const now = translator();
  return typeof text === "string" ? now.t(text) : text(details, now);
}

/** The message to show for a failed call: the text of the server's code, else the fallback given. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code) return errorText(error.code, error.details);
  return fallback;
}
