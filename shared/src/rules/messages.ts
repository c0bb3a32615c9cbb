/**
 * The texts of docs/product.md, Errors and messages: one place for server and UI. Each is marked
 * with msg() so the catalogs translate it; a screen shows one through t().
 */
import { msg } from "../i18n/translate.ts";
import { POLL_STATE_MESSAGES } from "./poll-state-messages.ts";

export const MESSAGES = {
  signinEmailRequired: msg("Please enter your email address"),
  invalidEmail: msg("Please enter a valid email address"),
  profileRequiredTitle: msg("Please fill all required fields"),
  profileRequired: msg("First name and last name are required."),
  linkedinInvalidTitle: msg("Invalid LinkedIn URL"),
  linkedinInvalid: msg("Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)"),
  linkedinRequiredTitle: msg("LinkedIn URL is required"),
  fileTooLargeTitle: msg("File too large"),
  profilePictureTooLarge: msg("Profile picture must be less than 5MB"),
  attachmentTooLarge: msg("File size must be less than 20MB"),
  sessionRequiredTitle: msg("Missing required fields"),
  sessionRequired: msg(
    "Please fill in all required fields: Event Name, Session Title, and Description.",
  ),
  maxPollsTitle: msg("Maximum polls reached"),
  /** `{count}`: the host's MAX_POLLS_PER_SESSION. */
  maxPolls: msg("You can create up to {count} polls per session."),
  maxPollsReached: msg("This session has as many polls as it may have."),
  choiceCount: msg("A poll needs 2 to 10 choices."),
  downloadEmailRequired: msg("Please enter your email address"),
  downloadEmailInvalid: msg("Please enter a valid email address"),
  privacyUrlInvalid: msg("Please enter the https address of your privacy notice"),
  leadRequired: msg("Enter your e-mail address to get this file."),
  confirmLinkInvalid: msg(
    "This confirmation link is no longer valid. Download the file again to get a new one.",
  ),
  storageQuotaExceeded: msg("Your storage is full. Delete files you no longer need and try again."),
  questionRequired: msg("Please enter your question"),
  nameRequiredTitle: msg("Name required"),
  nameRequired: msg("Please enter your name or choose anonymous"),
  alreadyVoted: msg("You have already voted in this poll"),
  alreadyUpvoted: msg("You have already voted for this question"),
  alreadyUpvotedUi: msg("You've already upvoted this question"),
  ...POLL_STATE_MESSAGES,
  wrongVoteKind: msg("This poll takes a different kind of answer."),
  tooManyChoices: msg("You chose more answers than this poll allows."),
  wordTooShort: msg("A word needs at least 2 letters."),
  wordNotAllowed: msg("That word isn't allowed"),
  pollHasVotes: msg("This poll already has votes, so its kind can't change."),
  notAQuiz: msg("Only a quiz has an answer to reveal."),
  pollNotClosed: msg("Close the poll before revealing the answer."),
  answerRevealed: msg("The answer of this quiz is revealed, so it can't open again."),
  quizNeedsOneAnswer: msg("A quiz needs exactly one right answer."),
  kindHasNoChoices: msg("This kind of poll has no choices."),
  askerBlocked: msg("You can't post questions in this session"),
  replyRequired: msg("Please write a reply"),
  questionNotApproved: msg("This question is waiting for review or was dismissed."),
  fileTitleRequired: msg("A title is required"),
  fileTypeNotAllowed: msg("Only PDF, PNG, JPEG, GIF or WebP files are allowed"),
  imageTypeNotAllowed: msg("Only PNG, JPEG, GIF or WebP images are allowed"),
} as const;
