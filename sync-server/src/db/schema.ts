/**
 * The database's tables as Kysely sees them (camelCase here, snake_case in SQL through
 * CamelCasePlugin). Booleans are 0/1 integers, dates ISO-8601 text.
 */
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
  createdAt: string;
}

export interface AuthCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  expiresAt: string;
  wrongTries: Generated<number>;
  createdAt: string;
}

export interface AuthSessionsTable {
  /** sha256 of the cookie token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  createdAt: string;
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
  createdAt: string;
}

export interface PollChoicesTable {
  id: Generated<number>;
  pollId: number;
  text: string;
  color: string;
  order: number;
}

export interface VotesTable {
  id: Generated<number>;
  pollId: number;
  choiceId: number;
  /** "u:{userId}" for a signed-in user, else "v:{visitorId}". Unique per poll. */
  voterKey: string;
  createdAt: string;
}

export interface QuestionsTable {
  id: Generated<number>;
  sessionId: number;
  questionText: string;
  authorName: string | null;
  authorEmail: string | null;
  isAnonymous: number;
  isAnswered: number;
  voterKey: string;
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
  ipAddress: string | null;
  createdAt: string;
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

export interface Database {
  users: UsersTable;
  authCodes: AuthCodesTable;
  authSessions: AuthSessionsTable;
  sessions: SessionsTable;
  resources: ResourcesTable;
  files: FilesTable;
  storedFiles: StoredFilesTable;
  fileChunks: FileChunksTable;
  polls: PollsTable;
  pollChoices: PollChoicesTable;
  votes: VotesTable;
  questions: QuestionsTable;
  questionUpvotes: QuestionUpvotesTable;
  visitors: VisitorsTable;
  pageViews: PageViewsTable;
  qrScans: QrScansTable;
  leads: LeadsTable;
  leadVisitors: LeadVisitorsTable;
  downloads: DownloadsTable;
  idempotencyKeys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type PollRow = Selectable<PollsTable>;
export type PollChoiceRow = Selectable<PollChoicesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type NewResource = Insertable<ResourcesTable>;
