/**
 * The records of Idempotency-Keys (docs/decisions.md, Exactly-once actions): an action runs in one
 * transaction together with the claim of its key and the record of its answer, so a replay returns
 * the first answer and changes nothing. The key is claimed before the action runs (INSERT ... ON
 * CONFLICT DO NOTHING), so the same key sent to two instances at once waits for the first and
 * answers its response (docs/decisions.md, Databases). What a request is (its key, who sent it, how
 * its replay answers) comes from the HTTP layer (http/idempotency.ts) as an IdempotentRequest; each
 * engine's vote path (votes.ts) claims keys its own way with the same records.
 */
import type { Db } from "./database.ts";
import { nowIso } from "./database.ts";
import type { IdempotencyKeysTable } from "./schema.ts";

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

/**
 * A request's Idempotency-Key as the records need it: who sent it, for which method and path, how a
 * replay of a record answers (refused when the key was used for another request) and what the
 * record of a first answer holds.
 */
export interface IdempotentRequest {
  readonly key: string | undefined;
  readonly actor: string;
  readonly method: string;
  readonly path: string;
  replayOf<T>(stored: StoredAnswer): IdempotentOutcome<T>;
  answerOf<T>(result: ActionResult<T>, keep?: (body: T) => unknown): StoredAnswer;
}

/**
 * Claims the request's key inside `trx`: undefined when this request holds it now, else the record
 * of the request that holds it. On PostgreSQL the insert waits while another transaction holds an
 * uncommitted claim of the same key, then sees its committed record.
 */
async function claimKey(
  trx: Db,
  request: IdempotentRequest & { key: string },
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
function storedAnswer(
  trx: Db,
  request: IdempotentRequest & { key: string },
): Promise<StoredAnswer> {
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
  request: IdempotentRequest & { key: string },
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

function hasKey(request: IdempotentRequest): request is IdempotentRequest & { key: string } {
  return request.key !== undefined;
}

/**
 * Runs `action` once per key in a Kysely transaction: the key is claimed first and the answer (or
 * what `kept` keeps of it) stored in that same transaction; a repeat of the key answers from the
 * record and runs nothing.
 */
export function runOnce<T, K = T>(
  db: Db,
  request: IdempotentRequest,
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
