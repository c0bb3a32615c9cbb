/**
 * SQLite's store itself: the pragmas of docs/decisions.md, Server; migration 002 counting the votes a
 * database already holds when it is upgraded, the triggers keeping those counts, and the group
 * commit isolating each request's work inside the shared transaction.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../schema.ts";
import { createGroupCommit, VOTE_LINGER_MS } from "./group-commit.ts";
import * as initial from "./migrations/001-initial.ts";
import { openSqlite, type OpenSqlite } from "./open.ts";

const opened: OpenSqlite[] = [];
afterEach(async () => {
  for (const { db } of opened.splice(0)) await db.destroy();
});

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lectern-db-"));

async function open(dir = tempDir()): Promise<OpenSqlite> {
  const handle = await openSqlite(dir);
  opened.push(handle);
  return handle;
}

/** A session with one poll of two choices, through SQL. */
function seedPoll(sqlite: SQLite.Database): { pollId: number; red: number; blue: number } {
  const now = new Date().toISOString();
  const user = sqlite
    .prepare(
      "INSERT INTO users (email, first_name, last_name, created_at) VALUES ('a@b.co', 'A', 'B', ?)",
    )
    .run(now);
  const session = sqlite
    .prepare(
      "INSERT INTO sessions (user_id, event_name, title, description, qa_enabled, created_at) VALUES (?, 'E', 'T', 'D', 1, ?)",
    )
    .run(user.lastInsertRowid, now);
  const poll = sqlite
    .prepare(
      "INSERT INTO polls (session_id, title, question, state, \"order\", created_at) VALUES (?, 'P', 'Q?', 'open', 0, ?)",
    )
    .run(session.lastInsertRowid, now);
  const choice = sqlite.prepare(
    "INSERT INTO poll_choices (poll_id, text, color, \"order\") VALUES (?, ?, '#3B82F6', 0)",
  );
  const pollId = Number(poll.lastInsertRowid);
  return {
    pollId,
    red: Number(choice.run(pollId, "Red").lastInsertRowid),
    blue: Number(choice.run(pollId, "Blue").lastInsertRowid),
  };
}

function vote(sqlite: SQLite.Database, pollId: number, choiceId: number, voter: string) {
  sqlite
    .prepare("INSERT INTO votes (poll_id, choice_id, voter_key, created_at) VALUES (?, ?, ?, ?)")
    .run(pollId, choiceId, voter, new Date().toISOString());
}

const counts = (sqlite: SQLite.Database, pollId: number) =>
  sqlite
    .prepare("SELECT text, vote_count AS votes FROM poll_choices WHERE poll_id = ? ORDER BY id")
    .all(pollId);

describe("the store", () => {
  it("runs in WAL mode with foreign keys and a busy timeout", async () => {
    const { sqlite } = await open();
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
  });

  it("counts the votes a database already held when it is upgraded to per-choice counts", async () => {
    const dir = tempDir();
    const sqlite = new SQLite(path.join(dir, "lectern.db"));
    const old = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new CamelCasePlugin()],
    });
    const migrated = await new Migrator({
      db: old,
      provider: { getMigrations: () => Promise.resolve({ "001-initial": initial }) },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const { pollId, red, blue } = seedPoll(sqlite);
    vote(sqlite, pollId, red, "v:1");
    vote(sqlite, pollId, red, "v:2");
    vote(sqlite, pollId, blue, "v:3");
    await old.destroy();

    const upgraded = await open(dir);
    expect(counts(upgraded.sqlite, pollId)).toEqual([
      { text: "Red", votes: 2 },
      { text: "Blue", votes: 1 },
    ]);
  });

  it("keeps each choice's count as votes come and go, and when a choice is removed", async () => {
    const { sqlite } = await open();
    const { pollId, red, blue } = seedPoll(sqlite);
    vote(sqlite, pollId, red, "v:1");
    vote(sqlite, pollId, blue, "v:2");
    vote(sqlite, pollId, blue, "v:3");
    sqlite.prepare("DELETE FROM votes WHERE voter_key = 'v:2'").run();
    expect(counts(sqlite, pollId)).toEqual([
      { text: "Red", votes: 1 },
      { text: "Blue", votes: 1 },
    ]);
    sqlite.prepare("DELETE FROM poll_choices WHERE id = ?").run(red);
    expect(counts(sqlite, pollId)).toEqual([{ text: "Blue", votes: 1 }]);
    expect(sqlite.prepare("SELECT count(*) FROM votes").pluck().get()).toBe(1);
  });
});

describe("group commit", () => {
  it("commits the work sent in one turn together, and a failing piece rolls back alone", async () => {
    const { db, sqlite } = await open();
    const { pollId, red } = seedPoll(sqlite);
    const group = createGroupCommit(db, sqlite, VOTE_LINGER_MS);
    const insert = (voter: string) => () => vote(sqlite, pollId, red, voter);
    const results = await Promise.allSettled([
      group.run(insert("v:1")),
      group.run(() => {
        insert("v:2")();
        throw new Error("refused after writing");
      }),
      group.run(insert("v:1")),
      group.run(insert("v:3")),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(
      new Error("refused after writing"),
    );
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(sqlite.prepare("SELECT voter_key FROM votes ORDER BY id").pluck().all()).toEqual([
      "v:1",
      "v:3",
    ]);
    expect(counts(sqlite, pollId)).toEqual([
      { text: "Red", votes: 2 },
      { text: "Blue", votes: 0 },
    ]);
  });

  it("answers only after the commit: what a caller was told is there for every other connection", async () => {
    const dir = tempDir();
    const { db, sqlite } = await open(dir);
    const { pollId, red } = seedPoll(sqlite);
    const group = createGroupCommit(db, sqlite, VOTE_LINGER_MS);
    const reader = new SQLite(path.join(dir, "lectern.db"), { readonly: true });
    const seen = await Promise.all(
      ["v:1", "v:2", "v:3"].map((voter) =>
        group
          .run(() => vote(sqlite, pollId, red, voter))
          .then(() => reader.prepare("SELECT count(*) FROM votes").pluck().get()),
      ),
    );
    reader.close();
    expect(seen).toEqual([3, 3, 3]);
  });
});
