/**
 * PostgreSQL, when DATABASE_URL is set (docs/decisions.md, Databases): Kysely's PostgresDialect on a
 * `pg` pool, with int8 and numeric read as JavaScript numbers (count() and sum() are int8 and
 * numeric, which `pg` returns as strings), so repositories see the same types as on SQLite.
 */
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { type Db } from "../database.ts";
import type { Database } from "../schema.ts";
import * as baseline from "./migrations/001-baseline.ts";
import * as fileChunks from "./migrations/002-file-chunks.ts";
import * as userLanguage from "./migrations/003-user-language.ts";
import * as castVotes from "./migrations/004-cast-votes.ts";
import * as pollKinds from "./migrations/005-poll-kinds.ts";
import * as stage from "./migrations/006-stage.ts";
import * as moderation from "./migrations/007-moderation.ts";
import * as housekeeping from "./migrations/008-housekeeping.ts";
import * as codePurpose from "./migrations/009-code-purpose.ts";
import * as leanVoteKeys from "./migrations/010-lean-vote-keys.ts";
import * as signInGuards from "./migrations/011-sign-in-guards.ts";
import * as voteNetwork from "./migrations/012-vote-network.ts";
import * as attendeeData from "./migrations/013-attendee-data.ts";
import * as hideResults from "./migrations/014-hide-results.ts";
import * as sessionLanguage from "./migrations/015-session-language.ts";
import * as serverSecrets from "./migrations/016-server-secrets.ts";
import * as deck from "./migrations/017-deck.ts";
import * as slides from "./migrations/018-slides.ts";
import * as members from "./migrations/019-members.ts";
import * as events from "./migrations/020-events.ts";
import * as feedback from "./migrations/021-feedback.ts";
import * as reactions from "./migrations/022-reactions.ts";
import * as leaderboard from "./migrations/023-leaderboard.ts";
import * as openAndRanking from "./migrations/024-open-and-ranking.ts";
import * as leaderboardPanel from "./migrations/025-leaderboard-panel.ts";
import * as insights from "./migrations/026-insights.ts";
import * as report from "./migrations/027-report.ts";
import * as apiTokens from "./migrations/028-api-tokens.ts";
import * as webhooks from "./migrations/029-webhooks.ts";
import { createKeyedReactionTaps } from "../reactions.ts";
import { createPostgresVotes } from "./votes.ts";
import { migrateToLatest, type OpenDatabase } from "../engine.ts";

/** Rows a housekeeping delete removes at most: PostgreSQL runs it off the event loop. */
const POSTGRES_BATCH_ROWS = 500;

/** Counts and sums of this app stay far below 2^53, so a number loses nothing. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);
types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/**
 * How long a request waits for a connection before it is answered 503 `database_unavailable`
 * (docs/decisions.md, Databases): longer than a burst of 20,000 votes at once queues for the pool
 * (7.6 s measured), short enough that requests during an outage end instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export async function openPostgres(
  connectionString: string,
  onBatch?: (size: number) => void,
): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString,
    types,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection cut by a restart of PostgreSQL fails the query it was running (answered 503 by the
  // HTTP layer), and the pool drops it and opens a new one for the next request. Its "error" event,
  // on the pool while idle and on the connection while in use, needs nothing more; only without a
  // listener would it end the process.
  const ignore = () => undefined;
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));
  const db: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  /** Migrations in order; a new one is appended with the next number, never edited once shipped. */
  await migrateToLatest(db, {
    "001-baseline": baseline,
    "002-file-chunks": fileChunks,
    "003-user-language": userLanguage,
    "004-cast-votes": castVotes,
    "005-poll-kinds": pollKinds,
    "006-stage": stage,
    "007-moderation": moderation,
    "008-housekeeping": housekeeping,
    "009-code-purpose": codePurpose,
    "010-lean-vote-keys": leanVoteKeys,
    "011-sign-in-guards": signInGuards,
    "012-vote-network": voteNetwork,
    "013-attendee-data": attendeeData,
    "014-hide-results": hideResults,
    "015-session-language": sessionLanguage,
    "016-server-secrets": serverSecrets,
    "017-deck": deck,
    "018-slides": slides,
    "019-members": members,
    "020-events": events,
    "021-feedback": feedback,
    "022-reactions": reactions,
    "023-leaderboard": leaderboard,
    "024-open-and-ranking": openAndRanking,
    "025-leaderboard-panel": leaderboardPanel,
    "026-insights": insights,
    "027-report": report,
    "028-api-tokens": apiTokens,
    "029-webhooks": webhooks,
  });
  return {
    engine: "postgres",
    db,
    votes: createPostgresVotes(db, pool, onBatch),
    reactions: createKeyedReactionTaps(db),
    pacing: { rows: POSTGRES_BATCH_ROWS, afterBatch: () => Promise.resolve() },
  };
}
