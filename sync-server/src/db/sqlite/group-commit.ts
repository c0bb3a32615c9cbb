/**
 * Group commit for the hottest write, the vote (docs/decisions.md, What was measured): the work of
 * every request that arrives before the next commit runs in one SQLite transaction, each in a
 * savepoint of its own, so a refused vote rolls back alone and the rest share one commit (one WAL
 * write instead of one per vote). A lone vote is committed in the same turn of the event loop;
 * while votes keep coming, a batch waits LINGER_MS for more. Each caller's promise settles only
 * after that commit, so nothing is answered before it is durable. The transaction is taken while
 * Kysely's connection is held, so it never runs inside another request's open Kysely transaction.
 */
import type SQLite from "better-sqlite3";
import type { Db } from "../database.ts";

export interface GroupCommit {
  /** Runs `work` (prepared statements only) in the next shared transaction; resolves after its commit. */
  run<T>(work: () => T): Promise<T>;
}

interface Queued {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * How long a batch of votes waits for more when the last commit was less than this long ago.
 * Committed once per turn, a hall's burst of new connections brought one vote to each commit, and
 * each wrote its pages to the WAL again (docs/benchmarks.md, A hall's burst).
 */
export const VOTE_LINGER_MS = 2;

/** Called with the number of items of each batch as it goes to the database (metrics/). */
export type OnBatch = (size: number) => void;

/**
 * `lingerMs`: how long a batch waits for more while work keeps coming (VOTE_LINGER_MS for votes; a
 * reaction, which no screen waits on, lingers longer so a hall's taps share fewer commits).
 */
export function createGroupCommit(
  db: Db,
  sqlite: SQLite.Database,
  lingerMs: number,
  onBatch?: OnBatch,
): GroupCommit {
  let queue: Queued[] = [];
  let lastCommitAt = Number.NEGATIVE_INFINITY;
  // Called inside `all`'s transaction, better-sqlite3 runs each work in a savepoint.
  const one = sqlite.transaction((work: () => unknown) => work());
  const all = sqlite.transaction((items: Queued[]): Outcome[] =>
    items.map((item) => {
      try {
        return { ok: true, value: one(item.work) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );

  function flush(): void {
    const items = queue;
    queue = [];
    lastCommitAt = performance.now();
    onBatch?.(items.length);
    db.connection()
      .execute(() => Promise.resolve(all(items)))
      .then(
        (outcomes) =>
          outcomes.forEach((outcome, i) =>
            outcome.ok ? items[i]!.resolve(outcome.value) : items[i]!.reject(outcome.error),
          ),
        (error: unknown) => items.forEach((item) => item.reject(error)),
      );
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) {
          if (performance.now() - lastCommitAt < lingerMs) setTimeout(flush, lingerMs);
          else setImmediate(flush);
        }
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
