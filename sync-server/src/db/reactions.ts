/**
 * The reaction path (docs/product.md, Reactions): a hall taps at once, so each engine counts a
 * reaction its own fastest way, once per Idempotency-Key and in one transaction with the key's
 * record: SQLite in a group commit as the vote's (sqlite/reactions.ts), PostgreSQL in a keyed
 * transaction of its own (runOnce), its pool taking several at a time. A tap is counted in its
 * minute's row of `reaction_minutes`. The session a tap is checked against is read by the same path
 * (on SQLite a prepared statement, not a query Kysely builds), as a vote reads its poll.
 */
import { sql } from "kysely";
import type { Db } from "./database.ts";
import { runOnce, type IdempotentOutcome, type IdempotentRequest } from "./idempotency-keys.ts";

/** One reaction: the session, the emoji, and the start of the minute it was sent in. */
export interface Tap {
  sessionId: number;
  emoji: string;
  minute: string;
}

export interface ReactionAnswer {
  emoji: string;
}

/** What a tap is checked against: the session's owner and the reactions it offers (null: default). */
export interface ReactingSession {
  userId: number;
  reactions: string | null;
}

export interface ReactionTaps {
  /**
   * Counts `tap` once per key: for a key not seen yet `admit` runs first with the tap's session
   * (undefined when there is none), and may refuse it (the session's checks, the rate limits);
   * then the count and the key's record share one transaction. A key seen before answers its
   * record and counts nothing.
   */
  add(
    request: IdempotentRequest,
    tap: Tap,
    admit: (session: ReactingSession | undefined) => Promise<void>,
  ): Promise<IdempotentOutcome<ReactionAnswer>>;
}

/** The reaction path over Kysely, each tap in a transaction of its own (PostgreSQL). */
export function createKeyedReactionTaps(db: Db): ReactionTaps {
  return {
    add: (request, { sessionId, emoji, minute }, admit) =>
      runOnce(db, request, async (trx) => {
        await admit(
          await trx
            .selectFrom("sessions")
            .select(["userId", "reactions"])
            .where("id", "=", sessionId)
            .executeTakeFirst(),
        );
        await trx
          .insertInto("reactionMinutes")
          .values({ sessionId, minute, emoji, count: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(["sessionId", "minute", "emoji"])
              .doUpdateSet({ count: sql`reaction_minutes.count + 1` }),
          )
          .execute();
        return { status: 201, body: { emoji } };
      }),
  };
}
