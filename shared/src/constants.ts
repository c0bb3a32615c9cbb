/**
 * Business constants (docs/product.md, Limits), shared so the server enforces exactly what the
 * forms promise. Sizes are bytes, times milliseconds.
 */
import { msg } from "./i18n/translate.ts";

export const PRODUCT_NAME = "Lectern";

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
/**
 * Wrong codes one account may get per purpose (sign-in, deletion) in OTP_WRONG_WINDOW_MS, across
 * every code it is sent: past them its codes are refused (otp_locked) until the window ends, and
 * only the mailed link signs in (docs/decisions.md, Sign-in).
 */
export const OTP_MAX_WRONG_PER_WINDOW = 10;
export const OTP_WRONG_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Codes of one purpose valid at once: a new code voids only those older than the last few. */
export const OTP_CODES_VALID_AT_ONCE = 3;
export const OTP_RESEND_INTERVAL_MS = 30 * 1000;
export const SIGNIN_CODES_PER_WINDOW = 5;
export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;
/** Deletion codes have a budget of their own, so sign-in requests never block a deletion. */
export const DELETION_CODES_PER_WINDOW = 5;
/** The single-use link mailed beside each code: 128 random bits, valid this long. */
export const SIGNIN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** A sign-in ends after this long unused (sliding), and at the latest this long after it began. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Exactly-once records expire (docs/decisions.md, Exactly-once actions): the outbox stops sending
 * an action older than OUTBOX_MAX_AGE_DAYS, and the server keeps each Idempotency-Key for longer
 * than that (IDEMPOTENCY_KEY_DAYS by default, IDEMPOTENCY_KEY_DAYS in the environment), so a replay
 * the outbox may still send always finds its key.
 */
export const OUTBOX_MAX_AGE_DAYS = 7;
export const IDEMPOTENCY_KEY_DAYS = 30;
/**
 * An action whose send got no answer may already be on the server: the outbox keeps sending it
 * (a replay is answered from its key, never counted twice) until it is this old, 2 days inside
 * IDEMPOTENCY_KEY_DAYS for a phone's clock running behind; older, it is listed "May not have been
 * sent". The server refuses to keep keys for less than IDEMPOTENCY_KEY_DAYS.
 */
export const OUTBOX_UNANSWERED_MAX_AGE_DAYS = IDEMPOTENCY_KEY_DAYS - 2;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The most pages a deck may have (docs/product.md, The deck); a longer PDF is refused. */
export const MAX_DECK_PAGES = 300;

/**
 * Attendee data (docs/decisions.md, Attendee data): a gated file is served only with a download
 * token this young, a confirmation link works this long, kept addresses (their /24 or /48) are
 * cleared after IP_RETENTION_DAYS (IP_RETENTION_DAYS in the environment), and each account may
 * keep STORAGE_QUOTA_MB of uploads (STORAGE_QUOTA_MB in the environment).
 */
export const DOWNLOAD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
export const LEAD_CONFIRM_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const IP_RETENTION_DAYS = 30;
export const STORAGE_QUOTA_MB = 500;

export const MAX_POLLS_PER_SESSION = 3;
export const MIN_CHOICES_PER_POLL = 2;
export const MAX_CHOICES_PER_POLL = 10;
/**
 * A choice's text at most: ten choices of this length still fit a projector at 1280x720
 * (docs/product.md, The room). Choices stored longer before the limit are shown clamped.
 */
export const POLL_CHOICE_MAX_LENGTH = 120;

/** Poll kinds (docs/product.md, Polls): set when a poll is made; `single` is the first version's. */
export const POLL_KINDS = [
  "single",
  "multiple",
  "wordcloud",
  "rating",
  "quiz",
  "open",
  "ranking",
] as const;
/** Kinds whose polls have choices; the others have none. */
export const CHOICE_POLL_KINDS = ["single", "multiple", "quiz", "ranking"] as const;
/** An open poll's answer at most, and how many of the newest its results carry. */
export const OPEN_ANSWER_MAX_LENGTH = 280;
export const OPEN_ANSWERS_SHOWN = 50;
export const RATING_SCALES = [5, 10] as const;
export const DEFAULT_RATING_SCALE = 5;
export const MAX_WORD_ENTRIES = 3;
export const MAX_WORD_LENGTH = 25;
export const MIN_WORD_LENGTH = 2;
/** A word cloud's results: the most frequent words, at most this many. */
export const WORDCLOUD_TOP_WORDS = 50;
/**
 * A poll shows the owner "N votes from one network" once it has this many votes and more than
 * ONE_NETWORK_SHARE of them came from one network (docs/product.md, Live console).
 */
export const ONE_NETWORK_MIN_VOTES = 20;
export const ONE_NETWORK_SHARE = 0.5;
export const RATING_LABEL_MAX_LENGTH = 60;

/** Feedback (docs/product.md, Feedback): 1 to 5 stars, optional chips and comment. */
export const FEEDBACK_RATINGS = 5;
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_CHIPS = 10;
export const FEEDBACK_CHIP_MAX_LENGTH = 30;
/** The chips a session offers until its owner edits them; shown in the reader's language. */
export const DEFAULT_FEEDBACK_CHIPS: readonly string[] = [
  msg("Clear"),
  msg("Inspiring"),
  msg("Practical"),
  msg("Too fast"),
  msg("Too basic"),
  msg("Too advanced"),
];

/**
 * Reactions (docs/product.md, Reactions): the set an owner picks from, at most REACTION_MAX_OFFERED
 * of them, the first five until they pick; one reaction per visitor a second.
 */
export const REACTION_EMOJIS = [
  "👏",
  "❤️",
  "😂",
  "🤯",
  "👍",
  "🎉",
  "🔥",
  "😮",
  "🤔",
  "💡",
  "🙌",
  "👀",
] as const;
export const REACTION_MAX_OFFERED = 5;
export const DEFAULT_REACTIONS = REACTION_EMOJIS.slice(0, REACTION_MAX_OFFERED);
/** How often the projector and the console get the running totals, however fast the hall taps. */
export const REACTION_PUSH_MS = 250;

/**
 * The quiz leaderboard (docs/product.md, Quiz leaderboard): a nickname per session up to
 * NICKNAME_MAX_LENGTH characters, else "Anonymous"; the top LEADERBOARD_SIZE by correct answers.
 */
export const NICKNAME_MAX_LENGTH = 24;
export const LEADERBOARD_SIZE = 10;
export const ANONYMOUS_NICKNAME = "Anonymous";

/** The fixed palette new poll choices take their colours from, in order. */
export const CHOICE_COLORS = [
  "#3B82F6",
  "#EF4444",
  "#10B981",
  "#F59E0B",
  "#8B5CF6",
  "#EC4899",
  "#06B6D4",
  "#84CC16",
  "#F97316",
  "#6366F1",
] as const;

export const DEFAULT_CTA_BUTTON_TEXT = msg("Learn More");
export const DEFAULT_ADDITIONAL_BUTTON_TEXT = msg("Access Resource");
export const QA_ENABLED_DEFAULT = true;
/** Q&A moderation (docs/product.md, Moderation): review is opt-in, the profanity filter opt-out. */
export const QUESTION_REVIEW_DEFAULT = false;
export const PROFANITY_FILTER_DEFAULT = true;
/** A pending question waits for the owner; a dismissed one is seen by the owner alone. */
export const QUESTION_STATUSES = ["pending", "approved", "dismissed"] as const;

/** Ids with at most this many digits are server ids; longer ones are items made locally. */
export const SERVER_ID_MAX_DIGITS = 10;
/** The largest server id: it fits SQLite's integer and JavaScript's safe range with room to spare. */
export const MAX_SERVER_ID = 2_147_483_647;

export const QUESTIONS_REFETCH_MS = 5000;
export const UPLOAD_PROGRESS_TICK_MS = 200;
export const UPLOAD_PROGRESS_STEP = 20;
export const UPLOAD_PROGRESS_CAP = 80;
export const FETCH_HIGHLIGHT_MS = 3000;
export const TOAST_DURATION_MS = 5000;

export const EMBED_IFRAME_WIDTH = "100%";
export const EMBED_IFRAME_HEIGHT = 600;
/**
 * The message an embed posts to the page around it whenever its content's height changes:
 * `{type: EMBED_HEIGHT_MESSAGE, pollId, height}` (CSS pixels), so the host can size the iframe to it.
 */
export const EMBED_HEIGHT_MESSAGE = "lectern:embed-height";
export const BIO_ROWS = 4;

export const RESOURCE_TYPES = ["presentation", "handout", "additional", "link", "cta"] as const;
export const FILE_RESOURCE_TYPES = ["presentation", "handout", "additional"] as const;
export const LINK_RESOURCE_TYPES = ["link", "cta"] as const;
export const POLL_STATES = ["draft", "open", "closed"] as const;

export const PREVIEWABLE_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;

/** Text length caps the server enforces (docs/product.md, Validation): rows and pages stay sane. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  title: 200,
  eventName: 200,
  shortText: 300,
  description: 5000,
  bio: 2000,
  question: 2000,
  reply: 500,
  url: 2048,
  buttonText: 60,
  consentText: 500,
} as const;

/** Header names of docs/decisions.md, Visitor identity and Exactly-once actions. */
export const VISITOR_ID_HEADER = "X-Visitor-Id";
export const VISITOR_ID_COOKIE = "lectern_visitor";
/**
 * The same id in a Partitioned cookie (CHIPS), which a browser that blocks third-party storage
 * still keeps for the embed inside another site's iframe (docs/decisions.md, Visitor identity).
 */
export const VISITOR_ID_PARTITIONED_COOKIE = "lectern_visitor_embed";
/**
 * A visitor id as the server issues it: 22 base64url characters of random id, a dot, and 22 of its
 * HMAC under the server's secret. Safe in a cookie and in a header as it is.
 */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/**
 * Where a page view came from (docs/product.md, Insights): a shared link, the QR code, an embed in
 * another site, the event's agenda. The session page says which in VIEW_SOURCE_HEADER on its read.
 */
export const PAGE_VIEW_SOURCES = ["link", "qr", "embed", "event"] as const;
export type PageViewSource = (typeof PAGE_VIEW_SOURCES)[number];
export const VIEW_SOURCE_HEADER = "X-View-Source";
/** An Idempotency-Key the server takes: 8 to 128 letters, digits or -_.: (a UUID is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/**
 * The presenter link's key, sent by the projector screen with its API calls. The link carries it in
 * its fragment (`/session/{id}/present#key=...`), which browsers never send to a server or in a
 * Referer, so it stays out of logs.
 */
export const PRESENTER_KEY_HEADER = "X-Presenter-Key";
/**
 * Marks a read the page makes only so the service worker keeps a copy (the attendee's other tabs,
 * an agenda's "Save for offline"): nothing on screen shows its answer, so the worker tells the page
 * nothing about it, and a session's public view read so is no page view.
 */
export const KEEP_ONLY_HEADER = "X-Lectern-Keep-Only";
export const SESSION_COOKIE = "lectern_session";
/**
 * Marks an answer that carries the owner's view of a public read (the questions with e-mails and
 * pending ones, the unmasked pinned question, a draft poll, results the audience may not see yet),
 * value OWNER_VIEW_VALUE. The service worker never keeps such an answer (docs/decisions.md,
 * Authorization).
 */
export const OWNER_VIEW_HEADER = "X-Lectern-View";
export const OWNER_VIEW_VALUE = "owner";

export const WS_PATH = "/ws";

/** What every API token starts with, so a leaked one is easy to find in code and logs. */
export const API_TOKEN_PREFIX = "lct_";
export const API_TOKEN_NAME_MAX = 80;
/** The most API tokens one speaker may hold (docs/product.md, API tokens). */
export const API_TOKENS_MAX = 20;

/** How long a webhook delivery is retried before it is given up (docs/product.md, Webhooks). */
export const WEBHOOK_RETRY_HOURS = 24;
/** The deliveries GET /api/webhooks/{id}/deliveries lists, the newest first. */
export const WEBHOOK_DELIVERIES_LISTED = 100;
