/** What every route module receives: the config and the long-lived services of one server. */
import type { Mailer } from "./auth/mailer.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { FileStorage } from "./files/storage.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { VisitorIds } from "./http/visitor.ts";
import type { LiveHub } from "./live/hub.ts";
import type { Logger } from "./log.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { SharedRedis } from "./redis/connection.ts";
import type { ReactionTaps } from "./db/reactions.ts";
import type { PollVotes } from "./db/votes.ts";

export interface AppContext {
  config: Config;
  db: Db;
  votes: PollVotes;
  reactions: ReactionTaps;
  log: Logger;
  mailer: Mailer;
  storage: FileStorage;
  hub: LiveHub;
  limiter: RateLimiter;
  /** Sign-in limits: in Redis, else in the database, so a restart does not refill them. */
  authLimiter: RateLimiter;
  /**
   * The secret sign-in codes are hashed under and visitor ids are signed with, the same on every
   * instance (auth/shared-secret.ts).
   */
  codeSecret: Buffer;
  /** Issues and checks signed visitor ids (docs/decisions.md, Visitor identity). */
  visitorIds: VisitorIds;
  /** The Redis shared by several instances; null when REDIS_URL is unset (one instance). */
  redis: SharedRedis | null;
  /** What /metrics serves (docs/operations.md); null when METRICS_TOKEN is unset. */
  metrics: Metrics | null;
}
