/**
 * Exactly-once attendee actions (docs/decisions.md, Exactly-once actions): an action sent with an
 * Idempotency-Key runs in one SQL transaction together with the record of its key and response, so
 * a replay (the outbox re-sending after a lost response) returns the first answer and changes
 * nothing. The key is claimed before the action runs (INSERT ... ON CONFLICT DO NOTHING), so the
 * same key sent to two instances at once waits for the first and answers its response
 * (docs/decisions.md, Databases). The vote takes its key in each engine's own vote path
 * (PollVotes.cast in db/): the same claim on PostgreSQL, inside the group commit on SQLite.
 * A record keeps what a replay needs to answer the same (Kept), not always the whole first answer:
 * an answer that carries what keeps changing (a poll's results, a question's upvotes) keeps only
 * what names it, and its replay reads the rest as it is now (docs/decisions.md, Housekeeping).
 */
import type { Request, Response } from "express";
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { IdempotencyKeysTable } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { actorKey } from "./request-context.ts";

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface ActionResult<T> {
  status: number;
  body: T;
}

export interface IdempotentOutcome<T> extends ActionResult<T> {
  /** True when the stored answer of an earlier request was returned and nothing ran. */
  replayed: boolean;
}

/**
 * What a key's record keeps of an answer (`keep`), and how a replay answers from that (`answer`,
 * in the replay's transaction). Without one, the record keeps the whole answer.
 */
export interface Kept<T, K> {
  keep: (body: T) => K;
  answer: (trx: Db, kept: K) => Promise<T>;
}

export type StoredAnswer = Pick<
  IdempotencyKeysTable,
  "method" | "path" | "status" | "responseBody"
>;

/** One request's key, checked, with what its record holds. */
export class KeyedRequest {
  readonly key: string | undefined;
  readonly actor: string;
  readonly method: string;
  readonly path: string;

  constructor(req: Request) {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key !== undefined && !KEY_FORMAT.test(key)) {
      throw new DomainError(
        "invalid_idempotency_key",
        `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits or -_.:`,
      );
    }
    this.key = key;
    this.actor = actorKey(req);
    this.method = req.method;
    this.path = req.baseUrl + req.path;
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

/**
 * Claims the request's key inside `trx`: undefined when this request holds it now, else the record
 * of the request that holds it. On PostgreSQL the insert waits while another transaction holds an
 * uncommitted claim of the same key, then sees its committed record.
 */
async function claimKey(
  trx: Db,
  request: KeyedRequest & { key: string },
): Promise<StoredAnswer | undefined> {
  const claimed = await trx
    .insertInto("idempotencyKeys")
    .values({
      actorKey: request.actor,
      key: request.key,
      method: request.method,
      path: request.path,
      status: 0,
      responseBody: "",
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(["actorKey", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  return claimed ? undefined : storedAnswer(trx, request);
}

/** The committed record of a key another request claimed. */
function storedAnswer(trx: Db, request: KeyedRequest & { key: string }): Promise<StoredAnswer> {
  return trx
    .selectFrom("idempotencyKeys")
    .select(["method", "path", "status", "responseBody"])
    .where("actorKey", "=", request.actor)
    .where("key", "=", request.key)
    .executeTakeFirstOrThrow();
}

/** Stores the first answer on the key claimed by claimKey, in the same transaction. */
async function saveAnswer<T>(
  trx: Db,
  request: KeyedRequest & { key: string },
  result: ActionResult<T>,
  keep?: (body: T) => unknown,
): Promise<void> {
  const { status, responseBody } = request.answerOf(result, keep);
  await trx
    .updateTable("idempotencyKeys")
    .set({ status, responseBody })
    .where("actorKey", "=", request.actor)
    .where("key", "=", request.key)
    .execute();
}

function hasKey(request: KeyedRequest): request is KeyedRequest & { key: string } {
  return request.key !== undefined;
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
  answer(res, await runOnce(ctx.db, new KeyedRequest(req), action, kept), afterCommit);
}

/**
 * Runs `action` once per key in a Kysely transaction: the key is claimed first and the answer (or
 * what `kept` keeps of it) stored in that same transaction; a repeat of the key answers from the
 * record and runs nothing.
 */
export function runOnce<T, K = T>(
  db: Db,
  request: KeyedRequest,
  action: (trx: Db) => Promise<ActionResult<T>>,
  kept?: Kept<T, K>,
): Promise<IdempotentOutcome<T>> {
  return db.transaction().execute(async (trx): Promise<IdempotentOutcome<T>> => {
    if (!hasKey(request)) return { ...(await action(trx)), replayed: false };
    const earlier = await claimKey(trx, request);
    if (earlier) {
      if (!kept) return request.replayOf<T>(earlier);
      const replay = request.replayOf<K>(earlier);
      return { ...replay, body: await kept.answer(trx, replay.body) };
    }
    const result = await action(trx);
    await saveAnswer(trx, request, result, kept?.keep);
    return { ...result, replayed: false };
  });
}

/**
 * runIdempotent for the hottest path, the vote, which each engine runs its own fastest way with its
 * key record (PollVotes.cast: SQLite's group commit, PostgreSQL's batched function call).
 */
export async function runIdempotentVote<T>(
  req: Request,
  res: Response,
  cast: (request: KeyedRequest) => Promise<IdempotentOutcome<T>>,
  afterCommit?: (result: ActionResult<T>) => void,
): Promise<void> {
  answer(res, await cast(new KeyedRequest(req)), afterCommit);
}
