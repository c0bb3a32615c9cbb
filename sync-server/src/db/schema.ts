/**
 * The database's tables as Kysely sees them (camelCase here, snake_case in SQL through
 * CamelCasePlugin). Booleans are 0/1 integers, dates ISO-8601 text.
 */
import type {
  ActivityAction,
  DeckStatus,
  EventRole,
  MemberRole,
  SessionRole,
  FollowAlong,
  PageViewSource,
  PollKind,
  QuestionStatus,
  StagePanel,
  WebhookDeliveryStatus,
} from "@lectern/shared";
import type { Generated, Insertable, Selectable } from "kysely";

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  designation: string | null;
  company: string | null;
  bio: string | null;
  linkedinUrl: string | null;
  profilePicture: string | null;
  profileCompleted: number;
  /** The language of the speaker's e-mails: a Locale. */
  language: Generated<string>;
  /** The e-mail gate's text for this speaker's sessions; null: the default, translated. */
  consentText: Generated<string | null>;
  /** The speaker's privacy notice (https), linked from the gate. */
  privacyUrl: Generated<string | null>;
  createdAt: string;
}

export interface AuthCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: string;
  wrongTries: Generated<number>;
  createdAt: string;
  /** What the code is for; one purpose never voids nor opens the other. */
  purpose: Generated<CodePurpose>;
}

export type CodePurpose = "signin" | "deletion" | "transfer";
/** The purposes a mailed link can stand for; handing a session over is confirmed by code alone. */
export type LinkPurpose = Exclude<CodePurpose, "transfer">;

export interface AuthSessionsTable {
  id: Generated<number>;
  /** sha256 of the cookie token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  createdAt: string;
  /** The sooner of the idle timeout after lastSeenAt and the absolute cap after createdAt. */
  expiresAt: string;
  /** The last use, moved at most once an hour (auth/cookie-session.ts); "" until first moved. */
  lastSeenAt: Generated<string>;
  /** The browser's User-Agent when it signed in, cut short: the devices list names it. */
  userAgent: Generated<string>;
}

/** Wrong codes of one account and purpose in the 24-hour window opened by the first of them. */
export interface AuthCodeBudgetsTable {
  userId: number;
  purpose: CodePurpose;
  windowStartedAt: string;
  failures: Generated<number>;
}

/** A single-use link mailed beside a code; only the sha256 of its 128-bit token is kept. */
export interface AuthLinksTable {
  id: Generated<number>;
  userId: number;
  purpose: CodePurpose;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
}

/** A sign-in limit's count when there is no Redis (http/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expiresAt: string;
}

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  eventName: string;
  title: string;
  description: string;
  qaEnabled: number;
  createdAt: string;
  /** The sha-256 of the presenter link's key; null until the owner asks for a link. */
  presenterKeyHash: Generated<string | null>;
  stagePanel: Generated<StagePanel>;
  /** The deck's page on stage while the panel is "slide". */
  stagePage: Generated<number | null>;
  stagePollId: Generated<number | null>;
  stageQuestionId: Generated<number | null>;
  /** The question attendees see as "Now answering". */
  pinnedQuestionId: Generated<number | null>;
  /** New questions are pending until the owner approves them (docs/product.md, Moderation). */
  questionReview: Generated<number>;
  /** Offensive words are masked for everyone but the owner. */
  profanityFilter: Generated<number>;
  /** A download opens only from a link mailed to the address (docs/product.md, Download dialog). */
  confirmEmail: Generated<number>;
  /** The BCP 47 tag of the language the session's texts are written in; null when not set. */
  language: Generated<string | null>;
  /** Feedback opened (1) or closed (0) by hand; null while the talk's end time decides. */
  feedbackOpen: Generated<number | null>;
  /** The feedback chips offered, a JSON list of labels; null offers the default ones. */
  feedbackChips: Generated<string | null>;
  /** The reactions offered, a JSON list of emoji; null offers the default ones. */
  reactions: Generated<string | null>;
}

export interface ResourcesTable {
  id: Generated<number>;
  sessionId: number;
  type: "presentation" | "handout" | "additional" | "link" | "cta";
  title: string;
  description: string | null;
  url: string | null;
  buttonText: string | null;
  /** Random name under DATA_DIR/uploads; never derived from the uploaded name. */
  storedName: string | null;
  mimeType: string | null;
  fileSize: number | null;
  order: number;
  createdAt: string;
}

/** Profile pictures and other files not tied to a resource. */
export interface FilesTable {
  storedName: string;
  userId: number;
  mimeType: string;
  fileSize: number;
  createdAt: string;
}

/** An upload kept in the database (FILE_STORAGE "database"): its bytes are in file_chunks. */
export interface StoredFilesTable {
  storedName: string;
  size: number;
  /** Bytes in every chunk but the last. */
  chunkSize: number;
  /** When housekeeping first saw the file (never before its upload); null until then. */
  firstSeenAt: Generated<string | null>;
}

export interface FileChunksTable {
  storedName: string;
  /** 0 for the file's first chunkSize bytes, 1 for the next, and so on. */
  seq: number;
  data: Uint8Array;
}

export interface PollsTable {
  id: Generated<number>;
  sessionId: number;
  title: string;
  question: string;
  state: "draft" | "open" | "closed";
  order: number;
  /** A PollKind; the fields below are null except for the kind they belong to. */
  kind: Generated<PollKind>;
  /** multiple: most choices one vote may pick. */
  maxChoices: number | null;
  /** wordcloud: most words one vote may send. */
  maxEntries: number | null;
  /** rating: 5 or 10, and the texts at either end of the scale. */
  scale: number | null;
  lowLabel: string | null;
  highLabel: string | null;
  /** quiz: when the owner revealed the answer; null before. */
  revealedAt: string | null;
  /** When the poll last opened, from which a quiz answer's time is counted; null until it opens. */
  openedAt: Generated<string | null>;
  /** 1: attendees see no results while the poll is open (docs/product.md, Polls). */
  hideResultsUntilClosed: Generated<number>;
  /** The deck's page the poll is pinned to, or null. */
  slidePage: Generated<number | null>;
  createdAt: string;
}

export interface PollChoicesTable {
  id: Generated<number>;
  pollId: number;
  text: string;
  color: string;
  order: number;
  /** quiz: 1 for the right answer. */
  correct: Generated<number>;
}

export interface VotesTable {
  id: Generated<number>;
  pollId: number;
  /** single and quiz: the choice; null for the other kinds. */
  choiceId: number | null;
  /** rating: the score. */
  rating: number | null;
  /**
   * JSON: a multiple vote's choice ids, a word cloud vote's normalised words, or a ranking's choice
   * ids from first to last.
   */
  entries: string | null;
  /** open: the answer as written. */
  text: Generated<string | null>;
  /** open: 1 once the owner hid the answer from every screen. */
  hidden: Generated<number>;
  /** "u:{userId}" for a signed-in user, else "v:{visitorId}". Unique per poll. */
  voterKey: string;
  /**
   * The voter's network (an IPv4 /24, an IPv6 /48: http/client-network.ts), for the owner's "votes
   * from one network"; null before it was kept, and once IP_RETENTION_DAYS cleared it.
   */
  network: string | null;
  createdAt: string;
}

/** A word cloud's words: how many votes sent each, and whether the owner hid it. */
export interface PollWordsTable {
  pollId: number;
  /** Normalised (normalizeWord). */
  text: string;
  votes: number;
  hidden: number;
}

export interface QuestionsTable {
  id: Generated<number>;
  sessionId: number;
  questionText: string;
  authorName: string | null;
  authorEmail: string | null;
  isAnonymous: number;
  isAnswered: number;
  /** The asker: "u:{userId}" or "v:{visitorId}", as in votes; a block names this key. */
  voterKey: string;
  createdAt: string;
  status: Generated<QuestionStatus>;
  /** When the owner last corrected the text; null if never ("Edited" once set). */
  editedAt: Generated<string | null>;
  /** The owner's one reply and when it was written; both null without one. */
  replyText: Generated<string | null>;
  repliedAt: Generated<string | null>;
}

/** An asker the owner stopped from asking more in one session (docs/product.md, Moderation). */
export interface BlockedAskersTable {
  id: Generated<number>;
  sessionId: number;
  /** The questions.voterKey of whoever asked; unique per session. */
  askerKey: string;
  /** The question they were blocked from; null once it is deleted. */
  questionId: number | null;
  createdAt: string;
}

export interface QuestionUpvotesTable {
  id: Generated<number>;
  questionId: number;
  voterKey: string;
  createdAt: string;
}

export interface VisitorsTable {
  id: string;
  createdAt: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  sessionId: number;
  visitorId: string;
  ipAddress: string | null;
  createdAt: string;
  /** Where the view came from (PAGE_VIEW_SOURCES). */
  source: Generated<PageViewSource>;
}

/** The most attendees counted in one minute of a session (docs/product.md, Insights). */
export interface AudienceMinutesTable {
  sessionId: number;
  /** The minute's start, an ISO date to the minute. */
  minute: string;
  count: number;
}

export interface QrScansTable {
  id: Generated<number>;
  sessionId: number;
  visitorId: string;
  createdAt: string;
}

export interface LeadsTable {
  id: Generated<number>;
  sessionId: number;
  email: string;
  /** The network (/24 or /48) the e-mail was given from; cleared after IP_RETENTION_DAYS. */
  ipAddress: string | null;
  createdAt: string;
  /** The consent text the gate showed, as the server rendered it, and when it was accepted. */
  consentText: Generated<string | null>;
  consentAt: Generated<string | null>;
  /** 1 once the attendee opened the link mailed to the address. */
  confirmed: Generated<number>;
  /** The event the gate named, when it collected the talk's leads too (docs/product.md, Events). */
  eventId: Generated<number | null>;
}

/** A download token (its SHA-256): a gated file is served with it until it expires. */
export interface DownloadTokensTable {
  tokenHash: string;
  resourceId: number;
  expiresAt: string;
}

/** A link mailed to confirm a lead (its token's SHA-256) and the download it opens. */
export interface LeadConfirmationsTable {
  tokenHash: string;
  leadId: number;
  resourceId: number;
  expiresAt: string;
}

/** Which visitors are which lead: a lead's views and downloads are those of its visitors. */
export interface LeadVisitorsTable {
  leadId: number;
  sessionId: number;
  visitorId: string;
}

export interface DownloadsTable {
  id: Generated<number>;
  sessionId: number;
  resourceId: number | null;
  leadId: number;
  visitorId: string;
  /** Title and type as they were when downloaded, so deleting a resource keeps the history. */
  resourceTitle: string;
  resourceType: ResourcesTable["type"];
  ipAddress: string | null;
  createdAt: string;
}

/** One attendee's feedback on a session (docs/product.md, Feedback), replaced when sent again. */
export interface FeedbackTable {
  id: Generated<number>;
  sessionId: number;
  /** Who gave it, as actorKey(): one row per attendee and session. */
  actorKey: string;
  rating: number;
  /** The chips picked, a JSON list of labels. */
  chips: string;
  comment: string | null;
  createdAt: string;
}

/** How many of one reaction a session got in one minute (docs/product.md, Reactions). */
/** The nickname an attendee shows under on one session's quiz leaderboard. */
export interface SessionNicknamesTable {
  sessionId: number;
  /** Who: "u:{userId}" or "v:{visitorId}", as on their votes. */
  voterKey: string;
  nickname: string;
  updatedAt: string;
}

export interface ReactionMinutesTable {
  sessionId: number;
  /** The minute's start, an ISO date to the minute. */
  minute: string;
  emoji: string;
  count: number;
}

export interface IdempotencyKeysTable {
  /** The actor ("u:{id}" or "v:{visitorId}") and the client's key together are unique. */
  actorKey: string;
  key: string;
  method: string;
  path: string;
  status: number;
  responseBody: string;
  createdAt: string;
}

/**
 * Secrets every instance on one PostgreSQL database shares (auth/shared-secret.ts); SQLite keeps
 * its one in DATA_DIR beside the database file, so it has no such table.
 */
export interface ServerSecretsTable {
  name: string;
  value: Buffer;
  createdAt: string;
}

/** A session's PDF deck, one row per upload (docs/product.md, The deck). */
export interface DecksTable {
  id: Generated<number>;
  sessionId: number;
  status: DeckStatus;
  /** The PDF in the file storage, read while rendering; null when it could not be read at all. */
  sourceStoredName: string | null;
  /** 1 when the PDF was uploaded as the deck (removed with it), 0 when it is a resource's file. */
  sourceOwned: number;
  pageCount: number;
  /** Why rendering failed, for the speaker; null unless failed. */
  error: string | null;
  createdAt: string;
}

/** A rendered page: its WebP at 1920 and 960 px wide in the file storage, and its text. */
export interface DeckPagesTable {
  deckId: number;
  /** 1 for the first page. */
  n: number;
  imageName: string;
  /** The content hash in the image's URL, so the URL never serves other bytes. */
  imageHash: string;
  thumbName: string;
  thumbHash: string;
  text: string;
}

/** The speaker's notes for page n of the session's deck, kept when the deck is replaced. */
export interface DeckNotesTable {
  sessionId: number;
  n: number;
  text: string;
}

/** What attendees may see of the session's deck. */
export interface DeckStateTable {
  sessionId: number;
  /** The furthest page shown on stage; 0 before any. */
  shownUpTo: Generated<number>;
  followAlong: Generated<FollowAlong>;
  /** 1: showing a page opens the polls pinned to it. */
  openPollsOnSlide: Generated<number>;
}

/** A session's member besides its owner (docs/product.md, Team); active once `userId` is set. */
export interface SessionMembersTable {
  id: Generated<number>;
  sessionId: number;
  /** The invited address, normalised as sign-in normalises it. */
  email: string;
  role: MemberRole;
  /** The account of the address, set when it first signs in after the invitation. */
  userId: number | null;
  createdAt: string;
  /** 1 for a speaker of the event's talk: a co-host who also gets the talk's leads. */
  speaker: Generated<number>;
}

/** A conference (docs/product.md, Events); `userId` its creator. */
export interface EventsTable {
  id: Generated<number>;
  slug: string;
  userId: number;
  name: string;
  /** YYYY-MM-DD, in the event's time zone. */
  startsOn: string;
  endsOn: string;
  /** An IANA time zone, e.g. Europe/Berlin. */
  timezone: string;
  venue: string | null;
  description: string | null;
  collectLeads: Generated<number>;
  createdAt: string;
}

/** An event's organisers and viewers, by address: active once an account signs in with it. */
export interface EventMembersTable {
  id: Generated<number>;
  eventId: number;
  email: string;
  role: EventRole;
  createdAt: string;
}

export interface EventRoomsTable {
  id: Generated<number>;
  eventId: number;
  slug: string;
  name: string;
}

/** A session that is a talk of an event, in a room at a time (ISO instants in UTC). */
export interface EventTalksTable {
  sessionId: number;
  eventId: number;
  roomId: number;
  track: string | null;
  startsAt: string;
  endsAt: string;
  /** The talk's id in the schedule it was imported from; null for a talk made in Lectern. */
  scheduleId: string | null;
  /** The speakers' names the schedule gave, as a JSON array. */
  speakerNames: Generated<string>;
}

/** One line of a session's activity log: who (null: the presenter link), what, on what. */
export interface ActivityEntriesTable {
  id: Generated<number>;
  sessionId: number;
  actorId: number | null;
  /** The actor's name when it acted, kept after the account is gone. */
  actorName: string | null;
  action: ActivityAction;
  subject: string;
  /** The role a member was given (added, changed: "owner" when handed the session); else null. */
  role: SessionRole | null;
  createdAt: string;
}

/**
 * Whether a reader of a session gets its report (docs/product.md, Insights, Report): 1 opted in, 0
 * out; without a row the owner gets it and a member does not.
 */
export interface ReportSubscriptionsTable {
  sessionId: number;
  userId: number;
  subscribed: number;
}

/** The claim of a session's report: the one instance whose insert made it sends the report. */
export interface SessionReportsTable {
  sessionId: number;
  claimedAt: string;
  /** When the mails went out; null while they are being sent. */
  sentAt: string | null;
  /** How many got it. */
  recipients: number | null;
}

/** A speaker's API token (docs/product.md, API tokens): read-only, kept as its secret's sha-256. */
export interface ApiTokensTable {
  id: Generated<number>;
  userId: number;
  name: string;
  tokenHash: string;
  createdAt: string;
  /** Moved at most once a minute (tokens/repo.ts); null before the first use. */
  lastUsedAt: Generated<string | null>;
}

/**
 * A speaker's webhook (docs/product.md, Webhooks): its events as a comma-separated list, its
 * session (null: every session of the speaker's) and the Standard Webhooks secret it signs with.
 */
export interface WebhooksTable {
  id: Generated<number>;
  userId: number;
  sessionId: number | null;
  url: string;
  events: string;
  secret: string;
  /** 1 on, 0 off (by the speaker, or after a day of failed deliveries). */
  enabled: Generated<number>;
  createdAt: string;
}

/**
 * One event for one webhook, the durable queue of webhooks/job.ts: `payload` is the body sent on
 * every attempt, `leaseUntil` holds the instance that sends it now, `nextAttemptAt` is null once
 * it is delivered or given up.
 */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: number;
  eventId: string;
  event: string;
  payload: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  responseStatus: number | null;
  /** At most WEBHOOK_RESPONSE_KEPT_BYTES of the last answer. */
  responseBody: string | null;
  firstAttemptAt: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  authCodes: AuthCodesTable;
  authSessions: AuthSessionsTable;
  authCodeBudgets: AuthCodeBudgetsTable;
  authLinks: AuthLinksTable;
  rateLimits: RateLimitsTable;
  sessions: SessionsTable;
  resources: ResourcesTable;
  files: FilesTable;
  storedFiles: StoredFilesTable;
  fileChunks: FileChunksTable;
  polls: PollsTable;
  pollChoices: PollChoicesTable;
  votes: VotesTable;
  pollWords: PollWordsTable;
  questions: QuestionsTable;
  questionUpvotes: QuestionUpvotesTable;
  blockedAskers: BlockedAskersTable;
  visitors: VisitorsTable;
  pageViews: PageViewsTable;
  qrScans: QrScansTable;
  leads: LeadsTable;
  leadVisitors: LeadVisitorsTable;
  downloads: DownloadsTable;
  downloadTokens: DownloadTokensTable;
  leadConfirmations: LeadConfirmationsTable;
  idempotencyKeys: IdempotencyKeysTable;
  serverSecrets: ServerSecretsTable;
  decks: DecksTable;
  deckPages: DeckPagesTable;
  deckNotes: DeckNotesTable;
  deckState: DeckStateTable;
  sessionMembers: SessionMembersTable;
  activityEntries: ActivityEntriesTable;
  events: EventsTable;
  eventMembers: EventMembersTable;
  eventRooms: EventRoomsTable;
  eventTalks: EventTalksTable;
  feedback: FeedbackTable;
  reactionMinutes: ReactionMinutesTable;
  audienceMinutes: AudienceMinutesTable;
  sessionNicknames: SessionNicknamesTable;
  reportSubscriptions: ReportSubscriptionsTable;
  sessionReports: SessionReportsTable;
  apiTokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MemberRow = Selectable<SessionMembersTable>;
export type EventRow = Selectable<EventsTable>;
export type EventMemberRow = Selectable<EventMembersTable>;
export type EventTalkRow = Selectable<EventTalksTable>;
export type ActivityRow = Selectable<ActivityEntriesTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type PollRow = Selectable<PollsTable>;
export type PollChoiceRow = Selectable<PollChoicesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type BlockedAskerRow = Selectable<BlockedAskersTable>;
export type DeckRow = Selectable<DecksTable>;
export type DeckPageRow = Selectable<DeckPagesTable>;
export type NewResource = Insertable<ResourcesTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
