/**
 * Benchmark `insights` (docs/benchmarks.md): how long a talk's insights take to read on a year of
 * its data. A fresh SQLite database made by the project's migrations gets one session with `views`
 * page views (half on the talk's day, the rest spread over the year after it, from every source),
 * and downloads, leads, votes, questions, the audience and reactions to match; then the server's
 * own sessionInsights answers the year by the day, the talk's day by the 5 minutes, and the
 * screen's default, each INSIGHTS_RUNS times. Target: every read under 200 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { DEFAULT_REACTIONS, PAGE_VIEW_SOURCES, type InsightBucket } from "@lectern/shared";
import { openSqlite } from "../sync-server/src/db/sqlite/open.ts";
import { sessionInsights } from "../sync-server/src/insights/repo.ts";
import { newVisitorId } from "./lib/identity.ts";
import { Histogram, round } from "./lib/stats.ts";

export interface InsightsOptions {
  /** Page views of the session. */
  views: number;
}

export interface InsightsRead {
  name: string;
  bucket: InsightBucket;
  points: number;
  p50Ms: number;
  maxMs: number;
}

export interface InsightsResult {
  options: InsightsOptions;
  rows: Record<string, number>;
  reads: InsightsRead[];
  targets: { under200ms: boolean };
}

export const INSIGHTS_TARGET_MS = 200;
export const INSIGHTS_RUNS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const VISITORS = 20_000;

export async function runInsights(
  options: InsightsOptions,
  log: (line: string) => void,
): Promise<InsightsResult> {
  log(`insights: one session with ${options.views.toLocaleString("en")} page views over a year`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-insights-"));
  const { db, sqlite } = await openSqlite(dataDir);
  try {
    const talkDay = Date.parse("2025-12-04T09:00:00Z");
    const rows = writeYear(sqlite, talkDay, options.views);
    const session = { id: 1, feedbackChips: null };
    const read = async (
      name: string,
      from: number,
      to: number,
      bucket: InsightBucket,
    ): Promise<InsightsRead> => {
      const times = new Histogram();
      let points = 0;
      for (let run = 0; run < INSIGHTS_RUNS; run++) {
        const started = performance.now();
        const insights = await sessionInsights(
          db,
          session,
          { from, to, bucket, timeZone: "Europe/Berlin" },
          false,
        );
        times.add(performance.now() - started);
        points = insights.views.length;
      }
      const { p50, max } = times.summary();
      return { name, bucket, points, p50Ms: p50, maxMs: round(max) };
    };
    const reads = [
      await read("the year, by the day", talkDay - DAY_MS, talkDay + 365 * DAY_MS, "1d"),
      await read(
        "the talk's day, by the 5 minutes",
        talkDay - 9 * 3600_000,
        talkDay + 15 * 3600_000,
        "5m",
      ),
      await read("the talk's week, by the hour", talkDay, talkDay + 7 * DAY_MS, "1h"),
    ];
    return {
      options,
      rows,
      reads,
      targets: { under200ms: reads.every((r) => r.maxMs < INSIGHTS_TARGET_MS) },
    };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes the session's year in one transaction; answers the rows written by table. */
function writeYear(database: SQLite.Database, talkDay: number, views: number) {
  const rows: Record<string, number> = {};
  const statement = (table: string, columns: string) => {
    const insert = database.prepare(
      `INSERT INTO ${table} (${columns}) VALUES (${columns
        .split(",")
        .map(() => "?")
        .join(", ")})`,
    );
    return (...values: unknown[]) => {
      rows[table] = (rows[table] ?? 0) + 1;
      return Number(insert.run(...values).lastInsertRowid);
    };
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  /** Half on the talk's day (its two hours and the evening after), the rest over the year. */
  const when = (i: number, of: number) =>
    i % 2 === 0 ? talkDay + (i / of) * 10 * 3600_000 : talkDay + DAY_MS + (i / of) * 364 * DAY_MS;
  database.transaction(() => {
    statement("users", "email, first_name, last_name, created_at")(
      "speaker@example.com",
      "Ines",
      "Insight",
      iso(talkDay - 30 * DAY_MS),
    );
    statement("sessions", "user_id, event_name, title, description, created_at")(
      1,
      "Conference",
      "A talk",
      "",
      iso(talkDay - 30 * DAY_MS),
    );
    const visitor = statement("visitors", "id, created_at");
    const ids = Array.from({ length: VISITORS }, () => newVisitorId());
    for (const id of ids) visitor(id, iso(talkDay));
    const view = statement("page_views", "session_id, visitor_id, ip_address, created_at, source");
    for (let i = 0; i < views; i++)
      view(1, ids[i % VISITORS], null, iso(when(i, views)), PAGE_VIEW_SOURCES[i % 4]);
    const resource = statement("resources", "session_id, type, title, created_at");
    const resources = ["Slides", "Handout", "Paper"].map((title) =>
      resource(1, "handout", title, iso(talkDay)),
    );
    const lead = statement("leads", "session_id, email, ip_address, created_at, confirmed");
    const download = statement(
      "downloads",
      "session_id, resource_id, lead_id, visitor_id, resource_title, resource_type, created_at",
    );
    const leads = views / 50;
    for (let i = 0; i < leads; i++) {
      const at = iso(when(i, leads));
      const leadId = lead(1, `lead${i}@example.com`, null, at, i % 3 === 0 ? 1 : 0);
      for (let d = 0; d < 2; d++)
        download(1, resources[(i + d) % 3], leadId, ids[i % VISITORS], "Slides", "handout", at);
    }
    const poll = statement("polls", 'session_id, title, question, state, "order", created_at');
    const choice = statement("poll_choices", 'poll_id, text, color, "order"');
    const vote = statement("votes", "poll_id, choice_id, voter_key, created_at");
    for (let p = 0; p < 5; p++) {
      const pollId = poll(1, `Poll ${p + 1}`, "Which one?", "closed", p, iso(talkDay));
      const choiceId = choice(pollId, "Yes", "#2563eb", 0);
      for (let v = 0; v < 1_000; v++)
        vote(pollId, choiceId, `v:${ids[v]}`, iso(talkDay + v * 1000));
    }
    const question = statement(
      "questions",
      "session_id, question_text, is_anonymous, is_answered, voter_key, created_at",
    );
    for (let q = 0; q < 300; q++)
      question(1, "How does it hold up?", 1, q % 2, `v:${ids[q]}`, iso(talkDay + q * 10_000));
    const audience = statement("audience_minutes", "session_id, minute, count");
    const reaction = statement("reaction_minutes", "session_id, minute, emoji, count");
    for (let m = 0; m < 90; m++) {
      const minute = iso(talkDay + m * 60_000);
      audience(1, minute, 1_000 + m);
      for (const emoji of DEFAULT_REACTIONS) reaction(1, minute, emoji, 20);
    }
  })();
  return rows;
}
