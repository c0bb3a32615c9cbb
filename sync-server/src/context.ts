/** What every route module receives: the config and the long-lived services of one server. */
import type SQLite from "better-sqlite3";
import type { Mailer } from "./auth/mailer.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { GroupCommit } from "./db/group-commit.ts";
import type { FileStorage } from "./files/storage.ts";
import type { IdempotencyStore } from "./http/idempotency.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { LiveHub } from "./live/hub.ts";
import type { Logger } from "./log.ts";
import type { PollVotes } from "./polls/votes.ts";

export interface AppContext {
  config: Config;
  db: Db;
  sqlite: SQLite.Database;
  groupCommit: GroupCommit;
  idempotency: IdempotencyStore;
  votes: PollVotes;
  log: Logger;
  mailer: Mailer;
  storage: FileStorage;
  hub: LiveHub;
  limiter: RateLimiter;
}
