/**
 * The outbox engine: writes each attendee action to IndexedDB first, then sends queued actions in
 * the order they were taken, one tab at a time. What a failure means comes from its code
 * (outbox-policy.ts): no answer stops the round and retries later with backoff; an action the
 * server already has is dropped; any other refusal marks the action failed with its reason, for the
 * person to see and discard. Every send carries the action's own Idempotency-Key, so a replay never
 * counts twice. A reaction goes on the page's live socket when one is open (docs/decisions.md,
 * Reactions on the live socket) and over HTTP with the same key when that gets no answer. The
 * backoff counts rounds that got no answer at all: a round that delivered
 * something and then lost a reply retries at the base delay. An action older than
 * OUTBOX_MAX_AGE_DAYS that was never tried is not sent any more (too old); one whose send got no
 * answer may be on the server, so it is still sent, answered from its key, until
 * OUTBOX_UNANSWERED_MAX_AGE_DAYS, inside the server's key lifetime, and is then listed as maybe
 * not sent (docs/decisions.md, Exactly-once actions).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  msg,
  OUTBOX_MAX_AGE_DAYS,
  OUTBOX_UNANSWERED_MAX_AGE_DAYS,
  type ErrorCode,
} from "@lectern/shared";
import { ApiError, apiRequest } from "../api/client.ts";
import { translator } from "../i18n/language.ts";
import type { OfflineDb } from "./db.ts";
import { withOutboxLock } from "./locks.ts";
import type { OutboxAction, OutboxItem, SubmitOutcome } from "./outbox-api.ts";
import { classifyFailure } from "./outbox-policy.ts";
import { requestFor } from "./send.ts";
import { isQuotaError, QUOTA_MESSAGE, requestPersistentStorage } from "./storage.ts";

export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_MS = 60_000;
/** A send with no answer after this long counts as a network failure (venue Wi-Fi hangs). */
export const SEND_TIMEOUT_MS = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An action never tried and taken longer ago than this is not sent any more. */
export const OUTBOX_MAX_AGE_MS = OUTBOX_MAX_AGE_DAYS * DAY_MS;
/** An action whose send got no answer is still sent (its key answers) until this old. */
export const OUTBOX_UNANSWERED_MAX_AGE_MS = OUTBOX_UNANSWERED_MAX_AGE_DAYS * DAY_MS;
/** Why such an action was not sent; shown through t() with `days`. */
export const TOO_OLD_MESSAGE = msg("It waited more than {days} days to be sent.");
/** Why an action tried without an answer is given up; shown through t() with `days`. */
export const NO_ANSWER_MESSAGE = msg(
  "No answer came for {days} days, so it may have arrived. Check before doing it again.",
);

/**
 * Delay before the next attempt after `failures` rounds in a row that got no answer at all; 0 (the
 * round delivered something, only a reply was lost) and 1 both wait the base delay.
 */
export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
}

export type RoundResult = "done" | "offline" | "stopped";

/** What the live socket answered for an action sent on it, as its HTTP call would have. */
export interface LiveAnswer {
  status: number;
  code?: ErrorCode;
  message?: string;
  retryAfterSeconds?: number;
}

/**
 * Sends `action` on the page's live socket with `key` as its Idempotency-Key: undefined when the
 * socket does not carry this kind or is not open; resolves null when no answer came in time.
 */
export type LiveSend = (
  action: OutboxAction,
  key: string,
) => Promise<LiveAnswer | null> | undefined;

export interface OutboxEngineOptions {
  db: OfflineDb;
  /** Prefix of the API paths (empty in the browser, the test server's origin in unit tests). */
  baseUrl?: string;
  isOnline?: () => boolean;
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Runs `task` after `ms`; returns a cancel function. */
  schedule?: (task: () => void, ms: number) => () => void;
  sendTimeoutMs?: number;
  onFirstQueued?: () => void;
  /** Epoch milliseconds (Date.now); tests move it to age the queued actions. */
  now?: () => number;
  /** The page's live socket, tried first for the actions it carries. */
  live?: LiveSend;
}

export interface SentEvent {
  item: OutboxItem;
  /** The server's answer; null when the action was dropped because the server already had it. */
  response: unknown;
  /** True when a submit() of this tab waits for this answer and hands it to its screen itself. */
  awaited: boolean;
}

export interface OutboxEngine {
  submit(action: OutboxAction): Promise<SubmitOutcome>;
  /** Sends whatever waits now (coalesces with a round already running). */
  flush(): Promise<RoundResult>;
  /** The connection is back: forget the backoff and send at once. */
  reconnected(): Promise<RoundResult>;
  discard(id: string): Promise<void>;
  items(): Promise<OutboxItem[]>;
  onSent(listener: (event: SentEvent) => void): () => void;
  /** Milliseconds of the retry currently scheduled, or null. */
  scheduledRetryMs(): number | null;
  dispose(): void;
}

function defaultSchedule(task: () => void, ms: number): () => void {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
}

function defaultIsOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

export function createOutboxEngine(options: OutboxEngineOptions): OutboxEngine {
  const { db } = options;
  const baseUrl = options.baseUrl ?? "";
  const isOnline = options.isOnline ?? defaultIsOnline;
  const lock = options.lock ?? withOutboxLock;
  const schedule = options.schedule ?? defaultSchedule;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const onFirstQueued = options.onFirstQueued ?? requestPersistentStorage;
  const now = options.now ?? Date.now;

  /** Answers kept for the submit() calls of this tab that are still waiting for them. */
  const responses = new Map<string, unknown>();
  /** Refusals of dropped actions kept for the submit() calls of this tab still waiting for them. */
  const refusals = new Map<string, { code: ErrorCode; message: string }>();
  const awaiting = new Set<string>();
  const listeners = new Set<(event: SentEvent) => void>();
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let retryMs: number | null = null;
  let running: Promise<RoundResult> | null = null;
  let pending: Promise<RoundResult> | null = null;
  let firstQueuedDone = false;
  let disposed = false;

  async function send(item: OutboxItem): Promise<unknown> {
    const { method = "POST", path, body } = requestFor(item.action);
    const live = await options.live?.(item.action, item.id);
    if (live && live.status < 300) return body;
    if (live && live.status < 500 && live.code !== undefined)
      throw new ApiError(live.status, live.code, live.message ?? "", {
        ...(live.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: live.retryAfterSeconds }),
      });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
    try {
      return await apiRequest<unknown>(baseUrl + path, {
        method,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: item.id },
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  function scheduleRetry(): void {
    cancelRetry?.();
    if (disposed) return;
    retryMs = backoffDelay(failures);
    cancelRetry = schedule(() => {
      cancelRetry = null;
      retryMs = null;
      void flush();
    }, retryMs);
  }

  function clearRetry(): void {
    cancelRetry?.();
    cancelRetry = null;
    retryMs = null;
  }

  /**
   * The oldest action still to send. One never tried that is too old, or one tried without an
   * answer beyond what its key outlives, is moved to the failed list.
   */
  async function nextToSend(): Promise<OutboxItem | undefined> {
    for (;;) {
      const item = await db.outbox
        .orderBy("seq")
        .filter((row) => row.status !== "failed")
        .first();
      if (!item || item.seq === undefined) return item;
      const age = now() - item.createdAt;
      const tried = item.attempts > 0 || item.status === "sending";
      if (age <= (tried ? OUTBOX_UNANSWERED_MAX_AGE_MS : OUTBOX_MAX_AGE_MS)) return item;
      const { t } = translator();
      await db.outbox.update(
        item.seq,
        tried
          ? {
              status: "failed",
              error: t(NO_ANSWER_MESSAGE, { days: OUTBOX_UNANSWERED_MAX_AGE_DAYS }),
              mayHaveArrived: true,
            }
          : { status: "failed", error: t(TOO_OLD_MESSAGE, { days: OUTBOX_MAX_AGE_DAYS }) },
      );
    }
  }

  /**
   * Marks the next action "sending" (one more attempt) in the same transaction as `settle`, which
   * records what became of the one before: a round shows "sending" from its first send to its end,
   * with no moment in between where nothing is.
   */
  function takeNext(settle?: () => Promise<unknown>): Promise<OutboxItem | undefined> {
    return db.transaction("rw", db.outbox, async () => {
      await settle?.();
      const item = await nextToSend();
      if (item?.seq === undefined) return undefined;
      const taken = { ...item, status: "sending" as const, attempts: item.attempts + 1 };
      await db.outbox.put(taken);
      return taken;
    });
  }

  function tell(item: OutboxItem, response: unknown): void {
    const awaited = awaiting.has(item.id);
    for (const listener of listeners) listener({ item, response, awaited });
  }

  async function round(): Promise<RoundResult> {
    return lock(async () => {
      const done = (): RoundResult => {
        failures = 0;
        clearRetry();
        return "done";
      };
      if (!isOnline()) {
        if (!(await nextToSend())) return done();
        failures += 1;
        scheduleRetry();
        return "offline";
      }
      /** Whether any action of this round got the server's final answer. */
      let answered = false;
      let next = await takeNext();
      for (;;) {
        const item = next;
        if (!item || item.seq === undefined) return done();
        const { seq } = item;
        try {
          const response = await send(item);
          answered = true;
          next = await takeNext(() => db.outbox.delete(seq));
          if (awaiting.has(item.id)) responses.set(item.id, response);
          tell(item, response);
        } catch (error) {
          const verdict = classifyFailure(error);
          if (verdict.kind === "ask") {
            answered = true;
            next = await takeNext(() =>
              db.outbox.update(seq, {
                status: "failed",
                error: verdict.message,
                errorCode: verdict.code,
              }),
            );
            continue;
          }
          if (verdict.kind === "drop") {
            answered = true;
            next = await takeNext(() => db.outbox.delete(seq));
            if (awaiting.has(item.id)) refusals.set(item.id, verdict);
            tell(item, null);
            continue;
          }
          await db.outbox.update(seq, { status: "queued" });
          // A round that delivered something only lost a reply: no reason to wait longer.
          failures = answered ? 0 : failures + 1;
          scheduleRetry();
          return "stopped";
        }
      }
    });
  }

  function flush(): Promise<RoundResult> {
    if (pending) return pending;
    const start = (): Promise<RoundResult> => {
      pending = null;
      const current = round().finally(() => {
        if (running === current) running = null;
      });
      running = current;
      return current;
    };
    if (!running) return start();
    pending = running.then(start, start);
    return pending;
  }

  /** A new item for `action`, with the id that is also its Idempotency-Key. */
  function newItem(action: OutboxAction, status: OutboxItem["status"]): OutboxItem {
    return {
      id: crypto.randomUUID(),
      sessionId: action.sessionId,
      action,
      status,
      attempts: 0,
      createdAt: now(),
      error: null,
    };
  }

  async function enqueue(action: OutboxAction): Promise<OutboxItem> {
    const item = newItem(action, "queued");
    item.seq = await db.outbox.add(item);
    if (!firstQueuedDone) {
      firstQueuedDone = true;
      onFirstQueued();
    }
    return item;
  }

  /** With no room to store the action, it can only go now; if it cannot, the person is told. */
  async function sendWithoutStoring(action: OutboxAction): Promise<SubmitOutcome> {
    const item = newItem(action, "sending");
    try {
      return { status: "sent", response: await send(item) };
    } catch (error) {
      const verdict = classifyFailure(error);
      return verdict.kind === "retry"
        ? { status: "failed", code: null, message: translator().t(QUOTA_MESSAGE) }
        : { status: "failed", code: verdict.code, message: verdict.message };
    }
  }

  async function submit(action: OutboxAction): Promise<SubmitOutcome> {
    let item: OutboxItem;
    try {
      item = await enqueue(action);
    } catch (error) {
      if (isQuotaError(error)) return sendWithoutStoring(action);
      throw error;
    }
    awaiting.add(item.id);
    try {
      await flush();
    } finally {
      awaiting.delete(item.id);
    }
    const row = await db.outbox.where("id").equals(item.id).first();
    if (!row) {
      const refusal = refusals.get(item.id);
      refusals.delete(item.id);
      if (refusal) return { status: "failed", code: refusal.code, message: refusal.message };
      const response = responses.get(item.id) ?? null;
      responses.delete(item.id);
      return { status: "sent", response };
    }
    if (row.status === "failed")
      return {
        status: "failed",
        code: row.errorCode ?? null,
        message: row.error ?? "",
        actionId: row.id,
      };
    return { status: "queued" };
  }

  return {
    submit,
    flush,
    reconnected() {
      failures = 0;
      clearRetry();
      return flush();
    },
    async discard(id) {
      await db.outbox
        .where("id")
        .equals(id)
        .and((item) => item.status === "failed")
        .delete();
    },
    items() {
      return db.outbox.orderBy("seq").toArray();
    },
    onSent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scheduledRetryMs: () => retryMs,
    dispose() {
      disposed = true;
      clearRetry();
      listeners.clear();
    },
  };
}
