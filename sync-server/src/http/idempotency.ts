/**
 * Exactly-once attendee actions (decisions.md): an action sent with an Idempotency-Key runs in one
 * SQL transaction together with the record of its key and response, so a replay (the outbox
 * re-sending after a lost response) returns the first answer and changes nothing.
 */
import type SQLite from "better-sqlite3";
import type { Request, Response } from "express";
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { IdempotencyKeysTable } from "../db/schema.ts";
import { HttpError } from "./errors.ts";
import { actorKey } from "./request-context.ts";

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface ActionResult<T> {
  status: number;
  body: T;
}

interface IdempotentOutcome<T> extends ActionResult<T> {
  /** True when the stored answer of an earlier request was returned and nothing ran. */
  replayed: boolean;
}

type StoredAnswer = Pick<IdempotencyKeysTable, "method" | "path" | "status" | "responseBody">;

/** The key records, as prepared statements on the one SQLite connection (they join its open transaction). */
export interface IdempotencyStore {
  find(actor: string, key: string): StoredAnswer | undefined;
  save(actor: string, key: string, answer: StoredAnswer): void;
}

export function createIdempotencyStore(sqlite: SQLite.Database): IdempotencyStore {
  const find = sqlite.prepare<[string, string], StoredAnswer>(
    "SELECT method, path, status, response_body AS responseBody FROM idempotency_keys WHERE actor_key = ? AND key = ?",
  );
  const save = sqlite.prepare(
    "INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  return {
    find: (actor, key) => find.get(actor, key),
    save(actor, key, answer) {
      save.run(
        actor,
        key,
        answer.method,
        answer.path,
        answer.status,
        answer.responseBody,
        nowIso(),
      );
    },
  };
}

/** One request's key, checked, with where it is stored. */
class KeyedRequest {
  readonly key: string | undefined;
  readonly actor: string;
  readonly method: string;
  readonly path: string;

  constructor(
    private readonly store: IdempotencyStore,
    req: Request,
  ) {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key !== undefined && !KEY_FORMAT.test(key)) {
      throw new HttpError(
        400,
        `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits or -_.:`,
        "invalid_idempotency_key",
      );
    }
    this.key = key;
    this.actor = actorKey(req);
    this.method = req.method;
    this.path = req.baseUrl + req.path;
  }

  /** The stored first answer when this key was seen; a key reused for another request is refused. */
  replay<T>(): IdempotentOutcome<T> | undefined {
    if (this.key === undefined) return undefined;
    const stored = this.store.find(this.actor, this.key);
    if (!stored) return undefined;
    if (stored.method !== this.method || stored.path !== this.path) {
      throw new HttpError(
        422,
        `${IDEMPOTENCY_KEY_HEADER} was already used for another request`,
        "idempotency_key_reused",
      );
    }
    return { status: stored.status, body: JSON.parse(stored.responseBody) as T, replayed: true };
  }

  record<T>(result: ActionResult<T>): IdempotentOutcome<T> {
    if (this.key !== undefined) {
      const responseBody = JSON.stringify(result.body ?? null);
      this.store.save(this.actor, this.key, {
        method: this.method,
        path: this.path,
        status: result.status,
        responseBody,
      });
    }
    return { ...result, replayed: false };
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
 * Runs `action` in a transaction and sends its answer. With a key, the key and answer are stored in
 * that same transaction, and a repeat of the key answers the stored response. `afterCommit` runs
 * only when the action really ran (for example to broadcast new totals).
 */
export async function runIdempotent<T>(
  ctx: AppContext,
  req: Request,
  res: Response,
  action: (trx: Db) => Promise<ActionResult<T>>,
  afterCommit?: (result: ActionResult<T>) => void,
): Promise<void> {
  const request = new KeyedRequest(ctx.idempotency, req);
  const outcome = await ctx.db
    .transaction()
    .execute(async (trx) => request.replay<T>() ?? request.record(await action(trx)));
  answer(res, outcome, afterCommit);
}

/**
 * runIdempotent for an action made of prepared statements, for the hottest path, the vote: it runs
 * synchronously in the group commit's shared transaction (db/group-commit.ts), key record included.
 */
export async function runIdempotentNow<T>(
  ctx: AppContext,
  req: Request,
  res: Response,
  action: () => ActionResult<T>,
  afterCommit?: (result: ActionResult<T>) => void,
): Promise<void> {
  const request = new KeyedRequest(ctx.idempotency, req);
  const outcome = await ctx.groupCommit.run(() => request.replay<T>() ?? request.record(action()));
  answer(res, outcome, afterCommit);
}
