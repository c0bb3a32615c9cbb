/**
 * Exactly-once attendee actions (docs/decisions.md, Exactly-once actions) as HTTP sees them: the
 * Idempotency-Key header checked, the actor it belongs to, and the answer sent (marked
 * Idempotent-Replayed when it is a replay). The key's record is claimed and written in the action's
 * own transaction by db/idempotency-keys.ts; the vote takes its key in each engine's own vote path
 * (PollVotes.cast in db/): the same claim on PostgreSQL, inside the group commit on SQLite.
 * A record keeps what a replay needs to answer the same (Kept), not always the whole first answer:
 * an answer that carries what keeps changing (a poll's results, a question's upvotes) keeps only
 * what names it, and its replay reads the rest as it is now (docs/decisions.md, Housekeeping).
 */
import type { Request, Response } from "express";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, DomainError } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import {
  runOnce,
  type ActionResult,
  type IdempotentOutcome,
  type IdempotentRequest,
  type Kept,
  type StoredAnswer,
} from "../db/idempotency-keys.ts";
import { actorKey } from "./request-context.ts";

/** One request's key, checked, with what its record holds. */
export class KeyedRequest implements IdempotentRequest {
  readonly key: string | undefined;
  readonly actor: string;
  readonly method: string;
  readonly path: string;

  /**
   * A request other than over HTTP (a reaction on the live socket) names the call it stands for,
   * so the same key sent again over HTTP is answered from its record.
   */
  constructor(key: string | undefined, actor: string, method: string, path: string) {
    this.key = key;
    this.actor = actor;
    this.method = method;
    this.path = path;
  }

  static of(req: Request): KeyedRequest {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new DomainError(
        "invalid_idempotency_key",
        `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits or -_.:`,
      );
    }
    return new KeyedRequest(key, actorKey(req), req.method, req.baseUrl + req.path);
  }

  /** The stored first answer of this key; a key used before for another request is refused. */
  replayOf<T>(stored: StoredAnswer): IdempotentOutcome<T> {
    if (stored.method !== this.method || stored.path !== this.path) {
      throw new DomainError(
        "idempotency_key_reused",
        `${IDEMPOTENCY_KEY_HEADER} was already used for another request`,
      );
    }
    return { status: stored.status, body: JSON.parse(stored.responseBody) as T, replayed: true };
  }

  /** The record of this request's first answer: what `keep` keeps of it, else all of it. */
  answerOf<T>(result: ActionResult<T>, keep?: (body: T) => unknown): StoredAnswer {
    return {
      method: this.method,
      path: this.path,
      status: result.status,
      responseBody: JSON.stringify((keep ? keep(result.body) : result.body) ?? null),
    };
  }
}

function answer<T>(
  res: Response,
  outcome: IdempotentOutcome<T>,
  afterCommit?: (result: ActionResult<T>) => void,
): void {
  if (outcome.replayed) res.set("Idempotent-Replayed", "true");
  else afterCommit?.(outcome);
  res.status(outcome.status).json(outcome.body);
}

/**
 * Runs `action` in a transaction and sends its answer. With a key, the key is claimed first and the
 * answer (or what `kept` keeps of it) stored in that same transaction, and a repeat of the key
 * answers from the record. `afterCommit` runs only when the action really ran (for example to
 * broadcast new totals).
 */
export async function runIdempotent<T, K = T>(
  ctx: AppContext,
  req: Request,
  res: Response,
  action: (trx: Db) => Promise<ActionResult<T>>,
  afterCommit?: (result: ActionResult<T>) => void,
  kept?: Kept<T, K>,
): Promise<void> {
  answer(res, await runOnce(ctx.db, KeyedRequest.of(req), action, kept), afterCommit);
}

/**
 * runIdempotent for the hottest paths, the vote and the reaction, which each engine runs its own
 * fastest way with its key record (PollVotes.cast: SQLite's group commit, PostgreSQL's batched
 * function call; ReactionTaps.add).
 */
export async function runIdempotentFast<T>(
  req: Request,
  res: Response,
  cast: (request: KeyedRequest) => Promise<IdempotentOutcome<T>>,
  afterCommit?: (result: ActionResult<T>) => void,
): Promise<void> {
  answer(res, await cast(KeyedRequest.of(req)), afterCommit);
}
