/**
 * SQLite's reaction path (db/reactions.ts): prepared once on the raw handle and run in a group
 * commit as the votes are (group-commit.ts), so a hall's taps of one event-loop turn share one
 * transaction, each with its key record in a savepoint of its own. A key already recorded is
 * answered before the session is read and the rate limits are asked, and asked again inside the
 * batch, where a twin sent at the same moment is answered from the first one's record.
 */
import type SQLite from "better-sqlite3";
import { nowIso } from "../database.ts";
import type { IdempotentOutcome } from "../idempotency-keys.ts";
import type { ReactingSession, ReactionAnswer, ReactionTaps } from "../reactions.ts";
import type { GroupCommit } from "./group-commit.ts";
import { prepareKeyRecords } from "./key-records.ts";

export function createSqliteReactions(sqlite: SQLite.Database, group: GroupCommit): ReactionTaps {
  const keys = prepareKeyRecords(sqlite);
  const session = sqlite.prepare<[number], ReactingSession>(
    "SELECT user_id AS userId, reactions FROM sessions WHERE id = ?",
  );
  const count = sqlite.prepare(
    `INSERT INTO reaction_minutes (session_id, minute, emoji, count) VALUES (?, ?, ?, 1)
     ON CONFLICT (session_id, minute, emoji) DO UPDATE SET count = count + 1`,
  );
  return {
    async add(request, { sessionId, emoji, minute }, admit) {
      const recorded = () =>
        request.key === undefined ? undefined : keys.find.get(request.actor, request.key);
      const seen = recorded();
      if (seen) return request.replayOf<ReactionAnswer>(seen);
      await admit(session.get(sessionId));
      return group.run((): IdempotentOutcome<ReactionAnswer> => {
        const earlier = recorded();
        if (earlier) return request.replayOf<ReactionAnswer>(earlier);
        count.run(sessionId, minute, emoji);
        const result = { status: 201, body: { emoji } };
        if (request.key !== undefined) {
          const { method, path, status, responseBody } = request.answerOf(result);
          keys.save.run(request.actor, request.key, method, path, status, responseBody, nowIso());
        }
        return { ...result, replayed: false };
      });
    },
  };
}
