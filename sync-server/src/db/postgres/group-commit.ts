/**
 * Group commit for PostgreSQL's vote path (docs/decisions.md, Databases), the counterpart of
 * SQLite's (db/sqlite/group-commit.ts): the votes that arrive in the same turn of the event loop go
 * to the database as one batch, so a hall's votes share a round trip, a transaction and its WAL
 * flush instead of paying them each. While `maxInFlight` batches are running, new votes wait and
 * form the next batch, so batches grow with the load. Items that must not share a batch (the
 * same Idempotency-Key, the same voter on the same poll) wait for a later one. A batch that fails as
 * a whole for one item's sake (a poll deleted under it, a deadlock) is run again one item per
 * transaction, so only that item fails; a database that cannot be reached fails them all.
 */
import { isDatabaseUnavailable } from "../errors.ts";

export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommit<I, O> {
  /** Runs `item` in the next batch; settles after that batch's commit. */
  run(item: I): Promise<O>;
}

interface Queued<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<I, O> {
  /** Runs the items in one transaction and returns their outcomes in order, after its commit. */
  runBatch(items: I[]): Promise<Outcome<O>[]>;
  /** Items with a key in common never go into the same batch. */
  keysOf(item: I): string[];
  /** Batches running at once. */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
  /** Called with the number of items of each batch as it goes to the database (metrics/). */
  onBatch?: (size: number) => void;
}

export function createGroupCommit<I, O>(options: GroupCommitOptions<I, O>): GroupCommit<I, O> {
  let queue: Queued<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function settle(entry: Queued<I, O>, outcome: Outcome<O>): void {
    if (outcome.ok) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  }

  /** Takes the next batch off the queue: at most maxBatch items, no two sharing a key. */
  function take(): Queued<I, O>[] {
    const batch: Queued<I, O>[] = [];
    const rest: Queued<I, O>[] = [];
    const keys = new Set<string>();
    for (const entry of queue) {
      const own = options.keysOf(entry.item);
      if (batch.length >= options.maxBatch || own.some((key) => keys.has(key))) rest.push(entry);
      else {
        batch.push(entry);
        for (const key of own) keys.add(key);
      }
    }
    queue = rest;
    return batch;
  }

  async function runAlone(entry: Queued<I, O>): Promise<void> {
    try {
      settle(entry, (await options.runBatch([entry.item]))[0]!);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function runBatch(batch: Queued<I, O>[]): Promise<void> {
    try {
      const outcomes = await options.runBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => settle(entry, outcomes[i]!));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error))
        for (const entry of batch) entry.reject(error);
      else for (const entry of batch) await runAlone(entry);
    }
  }

  function flush(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      inFlight++;
      const batch = take();
      options.onBatch?.(batch.length);
      void runBatch(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    run(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
