/**
 * Exactly-once attendee actions (decisions.md): an action sent with an Idempotency-Key runs in one
 * SQL transaction together with the record of its key and response, so a replay (the outbox
 * re-sending after a lost response) returns the first answer and changes nothing.
 */
import type { Request, Response } from "express";
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { HttpError } from "./errors.ts";
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
 * Runs `action` in a transaction and sends its answer. With a key, the key and answer are stored in
 * that same transaction, and a repeat of the key answers the stored response. `afterCommit` runs
 * only when the action really ran (for example to broadcast new totals).
 */
export async function runIdempotent<T>(
  db: Db,
  req: Request,
  res: Response,
  action: (trx: Db) => Promise<ActionResult<T>>,
  afterCommit?: (result: ActionResult<T>) => void,
): Promise<void> {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key !== undefined && !KEY_FORMAT.test(key)) {
    throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits or -_.:`, "invalid_idempotency_key");
  }
  const actor = actorKey(req);
  const path = req.baseUrl + req.path;
  const outcome = await db.transaction().execute(async (trx): Promise<IdempotentOutcome<T>> => {
    if (key !== undefined) {
      const stored = await trx
        .selectFrom("idempotencyKeys")
        .select(["method", "path", "status", "responseBody"])
        .where("actorKey", "=", actor)
        .where("key", "=", key)
        .executeTakeFirst();
      if (stored) {
        if (stored.method !== req.method || stored.path !== path) {
          throw new HttpError(422, `${IDEMPOTENCY_KEY_HEADER} was already used for another request`, "idempotency_key_reused");
        }
        return { status: stored.status, body: JSON.parse(stored.responseBody) as T, replayed: true };
      }
    }
    const result = await action(trx);
    if (key !== undefined) {
      await trx
        .insertInto("idempotencyKeys")
        .values({
          actorKey: actor,
          key,
          method: req.method,
          path,
          status: result.status,
          responseBody: JSON.stringify(result.body ?? null),
          createdAt: nowIso(),
        })
        .execute();
    }
    return { ...result, replayed: false };
  });
  if (outcome.replayed) res.set("Idempotent-Replayed", "true");
  else afterCommit?.(outcome);
  res.status(outcome.status).json(outcome.body);
}
