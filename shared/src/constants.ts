/**
 * Business constants (docs/product.md, Limits), shared so the server enforces exactly what the
 * forms promise. Sizes are bytes, times milliseconds.
 */
import { msg } from "./i18n/translate.ts";

export const PRODUCT_NAME = "Lectern";

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_INTERVAL_MS = 30 * 1000;
export const SIGNIN_CODES_PER_WINDOW = 5;
export const SIGNIN_WINDOW_MS = 15 * 60 * 1000;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

export const MAX_POLLS_PER_SESSION = 3;
export const MIN_CHOICES_PER_POLL = 2;
export const MAX_CHOICES_PER_POLL = 10;
export const NEW_POLL_TITLE = msg("New Poll");

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
  url: 2048,
  buttonText: 60,
} as const;

/** Header names of docs/decisions.md, Visitor identity and Exactly-once actions. */
export const VISITOR_ID_HEADER = "X-Visitor-Id";
export const VISITOR_ID_COOKIE = "lectern_visitor";
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const SESSION_COOKIE = "lectern_session";

export const WS_PATH = "/ws";
