/**
 * The embedded default (docs/decisions.md, Server): one SQLite file in DATA_DIR (WAL, foreign keys,
 * busy timeout) through Kysely, with SQLite's own migrations and its vote path.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from "kysely";
import { type Db } from "../database.ts";
import type { Database } from "../schema.ts";
import * as initial from "./migrations/001-initial.ts";
import * as choiceVoteCount from "./migrations/002-choice-vote-count.ts";
import * as fileChunks from "./migrations/003-file-chunks.ts";
import * as userLanguage from "./migrations/004-user-language.ts";
import * as pollKinds from "./migrations/005-poll-kinds.ts";
import * as stage from "./migrations/006-stage.ts";
import * as moderation from "./migrations/007-moderation.ts";
import * as housekeeping from "./migrations/008-housekeeping.ts";
import * as codePurpose from "./migrations/009-code-purpose.ts";
import * as signInGuards from "./migrations/010-sign-in-guards.ts";
import * as voteNetwork from "./migrations/011-vote-network.ts";
import * as attendeeData from "./migrations/012-attendee-data.ts";
import * as hideResults from "./migrations/013-hide-results.ts";
import * as sessionLanguage from "./migrations/014-session-language.ts";
import * as deck from "./migrations/015-deck.ts";
import * as slides from "./migrations/016-slides.ts";
import * as members from "./migrations/017-members.ts";
import * as events from "./migrations/018-events.ts";
import * as feedback from "./migrations/019-feedback.ts";
import * as reactions from "./migrations/020-reactions.ts";
import * as leaderboard from "./migrations/021-leaderboard.ts";
import * as openAndRanking from "./migrations/022-open-and-ranking.ts";
import * as leaderboardPanel from "./migrations/023-leaderboard-panel.ts";
import * as insights from "./migrations/024-insights.ts";
import * as report from "./migrations/025-report.ts";
import * as apiTokens from "./migrations/026-api-tokens.ts";
import * as webhooks from "./migrations/027-webhooks.ts";
import type { OnBatch } from "./group-commit.ts";
import { createGroupCommit, VOTE_LINGER_MS } from "./group-commit.ts";
import { createSqliteReactions } from "./reactions.ts";
import { createSqliteVotes } from "./votes.ts";
import { makeDatabaseFile, makeDataDir } from "../data-dir.ts";
import { migrateToLatest, type OpenDatabase } from "../engine.ts";

/** Rows a housekeeping delete removes at most on SQLite. */
const SQLITE_BATCH_ROWS = 100;

/** Distinct SQL texts kept prepared; queries with `in (...)` lists vary, so the cache is bounded. */
const MAX_CACHED_STATEMENTS = 500;
/**
 * How long a batch of reactions waits for more: at 2,000 taps a second, with a commit every 2 ms the
 * commits were the largest part of a tap's cost (docs/decisions.md, Reactions on the live socket).
 */
const REACTION_LINGER_MS = 20;

/**
 * The handle Kysely runs queries on, preparing each SQL text once. Kysely's SQLite driver prepares
 * every query it runs, and preparing costs more than running most of ours (a vote's seven queries
 * spent a quarter of its CPU there). Statements are only ever run to completion (`all` / `run`),
 * never left iterating, so one prepared statement can serve every request.
 */
function preparingOnce(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= MAX_CACHED_STATEMENTS)
          statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export interface OpenSqlite extends OpenDatabase {
  /** The raw handle, for SQLite's own vote path and its tests. */
  sqlite: SQLite.Database;
}

export async function openSqlite(dataDir: string, onBatch?: OnBatch): Promise<OpenSqlite> {
  makeDataDir(dataDir);
  const file = path.join(dataDir, "lectern.db");
  makeDatabaseFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db: Db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: preparingOnce(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  /** Migrations in order; a new one is appended with the next number, never edited once shipped. */
  await migrateToLatest(db, {
    "001-initial": initial,
    "002-choice-vote-count": choiceVoteCount,
    "003-file-chunks": fileChunks,
    "004-user-language": userLanguage,
    "005-poll-kinds": pollKinds,
    "006-stage": stage,
    "007-moderation": moderation,
    "008-housekeeping": housekeeping,
    "009-code-purpose": codePurpose,
    "010-sign-in-guards": signInGuards,
    "011-vote-network": voteNetwork,
    "012-attendee-data": attendeeData,
    "013-hide-results": hideResults,
    "014-session-language": sessionLanguage,
    "015-deck": deck,
    "016-slides": slides,
    "017-members": members,
    "018-events": events,
    "019-feedback": feedback,
    "020-reactions": reactions,
    "021-leaderboard": leaderboard,
    "022-open-and-ranking": openAndRanking,
    "023-leaderboard-panel": leaderboardPanel,
    "024-insights": insights,
    "025-report": report,
    "026-api-tokens": apiTokens,
    "027-webhooks": webhooks,
  });
  return {
    engine: "sqlite",
    db,
    sqlite,
    votes: createSqliteVotes(sqlite, createGroupCommit(db, sqlite, VOTE_LINGER_MS, onBatch)),
    // Reactions commit in groups of their own, so the batch metric stays one of votes.
    reactions: createSqliteReactions(sqlite, createGroupCommit(db, sqlite, REACTION_LINGER_MS)),
    // 500 random keys dirtied more than the 1,000 WAL pages that trigger SQLite's own checkpoint,
    // which then took about 20 ms of the event loop after every batch; 100 rows and a checkpoint
    // of their own pages take a few (bench: housekeeping).
    pacing: {
      rows: SQLITE_BATCH_ROWS,
      afterBatch: () => {
        sqlite.pragma("wal_checkpoint(PASSIVE)");
        return Promise.resolve();
      },
    },
  };
}
