/**
 * Benchmark `storage` (docs/benchmarks.md): how many bytes each attendee action leaves in the
 * database, and how large a year of a busy talk series grows with and without housekeeping.
 * First a real Lectern on a fresh SQLite file takes votes, questions, upvotes and page views over
 * HTTP, each from a visitor of its own with its own Idempotency-Key, and SQLite's dbstat says what
 * each table and its indexes grew by. Then a year of talks (BUSY_YEAR) is written straight into a
 * fresh database made by the project's migrations, with key records as long as the server's, and
 * the project's housekeeping pass runs on it with its clock at the year's end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { IDEMPOTENCY_KEY_DAYS } from "@lectern/shared";
import { openSqlite } from "../sync-server/src/db/sqlite/open.ts";
import { runHousekeepingPass, type Removed } from "../sync-server/src/housekeeping/housekeeping.ts";
import { actAsAttendees, type AttendeeAction } from "./lib/attendees.ts";
import {
  AUDIENCE_QUESTIONS,
  BUSY_YEAR,
  writeBusyYear,
  type KeyRecord,
  type KeyTemplates,
} from "./lib/busy-year.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { fileBytes, growth, spaceByTable, type TableSpace } from "./lib/sqlite-space.ts";
import { round } from "./lib/stats.ts";
import { createFileStorage } from "../sync-server/src/files/open-storage.ts";

export interface StorageOptions {
  /** How many of each action the server takes. */
  items: number;
}

/** What one action left, on average, by table. */
export interface ActionSpace {
  action: string;
  count: number;
  tables: ({ table: string } & TableSpace)[];
  totalBytes: number;
}

export interface BusyYearResult {
  assumptions: typeof BUSY_YEAR & { talks: number; idempotencyKeyDays: number };
  rows: Record<string, number>;
  keysWritten: number;
  /** Keys younger than idempotencyKeyDays at the year's end: the ones housekeeping must keep. */
  keysToKeep: number;
  keysLeft: number;
  removed: Removed;
  passSeconds: number;
  /** File sizes after VACUUM, without and with the housekeeping pass. */
  bytesWithoutHousekeeping: number;
  bytesAfterHousekeeping: number;
  /** idempotency_keys and its indexes, without and with the pass. */
  keyTableBytesWithout: number;
  keyTableBytesAfter: number;
}

export interface StorageResult {
  options: StorageOptions;
  actions: ActionSpace[];
  year: BusyYearResult;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "per vote: 48 B votes row + 41 B its indexes; ...": the line the benchmark prints per action. */
export function describeAction(a: ActionSpace): string {
  const parts = a.tables.map(
    (t) =>
      `${t.rowBytes} B ${t.table} row${t.table === "idempotency_keys" ? ` (record ${t.rowPayload} B)` : ""} + ${t.indexBytes} B its indexes`,
  );
  return `per ${a.action}: ${parts.join("; ")}; ${a.totalBytes} B in all`;
}

export async function runStorage(
  options: StorageOptions,
  log: (line: string) => void,
): Promise<StorageResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-storage-"));
  try {
    log(`storage: ${options.items} votes, questions, upvotes and page views over HTTP`);
    const { actions, templates } = await measureActions(dataDir, options.items);
    for (const action of actions) log(describeAction(action));
    log(`storage: a simulated year, ${describeYear()}`);
    const year = await simulateYear(path.join(dataDir, "year"), templates);
    log(
      `a year: ${megabytes(year.bytesAfterHousekeeping)} after housekeeping and VACUUM, ${megabytes(year.bytesWithoutHousekeeping)} without; ` +
        `idempotency_keys kept ${year.keysLeft} of ${year.keysWritten} rows (${year.keysToKeep} from the last ${IDEMPOTENCY_KEY_DAYS} days), pass took ${year.passSeconds} s`,
    );
    return { options, actions, year };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeYear(): string {
  const y = BUSY_YEAR;
  return `${y.talksPerWeek} talks a week for ${y.days} days, each with ${y.attendeesPerTalk} attendees, ${y.pollsPerTalk} polls of ${y.votesPerPoll} votes, ${y.questionsPerTalk} questions, ${y.upvotesPerTalk} upvotes, ${y.pageViewsPerTalk} page views and ${y.leadsPerTalk} leads`;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The real server's part: what each action adds, and its key records as templates for the year. */
async function measureActions(
  dataDir: string,
  items: number,
): Promise<{ actions: ActionSpace[]; templates: KeyTemplates }> {
  const server = await ServerProcess.start({
    mode: "lectern",
    seed: "poll",
    pwaDistDir: null,
    dataDir,
  });
  const db = new SQLite(path.join(dataDir, "lectern.db"), { readonly: true });
  try {
    const { sessionId, pollId, choiceIds } = server.seeded as SeededPoll;
    const actions: ActionSpace[] = [];
    const measure = async (action: string, act: (i: number) => AttendeeAction) => {
      const before = spaceByTable(db);
      await actAsAttendees(server.baseUrl, items, act);
      const perItem = (bytes: number) => Math.round(bytes / items);
      const tables = growth(before, spaceByTable(db)).map(({ table, grew }) => ({
        table,
        rowBytes: perItem(grew.rowBytes),
        indexBytes: perItem(grew.indexBytes),
        rowPayload: perItem(grew.rowPayload),
      }));
      const totalBytes = tables.reduce((sum, t) => sum + t.rowBytes + t.indexBytes, 0);
      actions.push({ action, count: items, tables, totalBytes });
    };
    await measure("vote", (i) => ({
      method: "POST",
      path: `/api/polls/${pollId}/vote`,
      body: { choiceId: choiceIds[i % choiceIds.length] },
      status: 201,
    }));
    await measure("question", (i) => ({
      method: "POST",
      path: `/api/sessions/${sessionId}/questions`,
      body: {
        questionText: AUDIENCE_QUESTIONS[i % AUDIENCE_QUESTIONS.length],
        isAnonymous: i % 3 === 0,
        authorName: i % 3 === 0 ? null : `Attendee ${i + 1}`,
      },
      status: 201,
    }));
    const questionIds = db
      .prepare<[], number>("SELECT id FROM questions ORDER BY id")
      .pluck()
      .all();
    await measure("upvote", (i) => ({
      method: "POST",
      path: `/api/questions/${questionIds[i % questionIds.length]}/vote`,
      body: {},
      status: 201,
    }));
    await measure("page view", () => ({
      method: "GET",
      path: `/api/sessions/${sessionId}/public`,
      status: 200,
    }));
    const record = (pattern: string) =>
      db
        .prepare<[string], KeyRecord>(
          "SELECT status, response_body AS responseBody FROM idempotency_keys WHERE path GLOB ? ORDER BY created_at DESC LIMIT 1",
        )
        .get(pattern)!;
    const templates = {
      vote: record("/api/polls/*/vote"),
      question: record("/api/sessions/*/questions"),
      upvote: record("/api/questions/*/vote"),
    };
    return { actions, templates };
  } finally {
    db.close();
    await server.stop();
  }
}

/** BUSY_YEAR in a fresh database, then one housekeeping pass at the year's end, then VACUUM. */
async function simulateYear(dataDir: string, templates: KeyTemplates): Promise<BusyYearResult> {
  const { db, sqlite } = await openSqlite(dataDir);
  try {
    const end = Date.now();
    const written = writeBusyYear(sqlite, end - BUSY_YEAR.days * DAY_MS, templates);
    const count = (where: string, ...values: string[]) =>
      sqlite
        .prepare<string[], number>(`SELECT count(*) FROM idempotency_keys ${where}`)
        .pluck()
        .get(...values)!;
    const keysWritten = count("");
    const keysToKeep = count(
      "WHERE created_at >= ?",
      new Date(end - IDEMPOTENCY_KEY_DAYS * DAY_MS).toISOString(),
    );
    const without = path.join(dataDir, "without-housekeeping.db");
    sqlite.prepare("VACUUM INTO ?").run(without);
    const copy = new SQLite(without, { readonly: true });
    const bytesWithoutHousekeeping = fileBytes(copy);
    const keyTableBytesWithout = keyTableBytes(copy);
    copy.close();

    const config = { dataDir, fileStorage: "local" as const };
    const started = performance.now();
    const removed = await runHousekeepingPass({
      db,
      config,
      storage: createFileStorage(config, db),
      idempotencyKeyDays: IDEMPOTENCY_KEY_DAYS,
      now: () => end,
    });
    const passSeconds = round((performance.now() - started) / 1000);
    sqlite.exec("VACUUM");
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    return {
      assumptions: { ...BUSY_YEAR, talks: written.talks, idempotencyKeyDays: IDEMPOTENCY_KEY_DAYS },
      rows: written.rows,
      keysWritten,
      keysToKeep,
      keysLeft: count(""),
      removed,
      passSeconds,
      bytesWithoutHousekeeping,
      bytesAfterHousekeeping: fs.statSync(path.join(dataDir, "lectern.db")).size,
      keyTableBytesWithout,
      keyTableBytesAfter: keyTableBytes(sqlite),
    };
  } finally {
    await db.destroy();
  }
}

function keyTableBytes(db: SQLite.Database): number {
  const space = spaceByTable(db).get("idempotency_keys");
  return space ? space.rowBytes + space.indexBytes : 0;
}
