/**
 * A year of a busy talk series, written straight into a Lectern SQLite database that the project's
 * own migrations made (so every table and index is the real one): each talk's attendees, page
 * views, poll votes, questions, upvotes and leads, with the Idempotency-Key record each attendee
 * action leaves, timestamped when the talk took place. The storage benchmark runs housekeeping on it.
 */
import crypto from "node:crypto";
import type SQLite from "better-sqlite3";
import { newIdempotencyKey, newVisitorId } from "./identity.ts";

/** What a busy series is taken to be; printed beside the figures. */
export const BUSY_YEAR = {
  days: 365,
  talksPerWeek: 2,
  attendeesPerTalk: 500,
  pollsPerTalk: 3,
  votesPerPoll: 400,
  questionsPerTalk: 40,
  upvotesPerTalk: 300,
  pageViewsPerTalk: 500,
  leadsPerTalk: 150,
} as const;

/** Questions an audience asks, about 60 characters each. */
// prettier-ignore
export const AUDIENCE_QUESTIONS = [
  "How does this hold up when the venue Wi-Fi drops mid-talk?",
  "Can we get the slides afterwards, and where will they be?",
  "What made you pick SQLite over PostgreSQL for the default?",
  "How would you migrate an existing app to this approach?",
  "Does the offline queue survive a phone restart overnight?",
  "What was the hardest bug you hit while building this?",
  "How do you test the reconnect logic without real networks?",
  "Is there a recording of this talk for my colleagues?",
  "How many people can vote at once before it slows down?",
  "Which parts would you build differently if you began again?",
  "How do you keep the bundle small as features keep coming?",
  "Where do you draw the line between server and client work?",
];

/**
 * The stored answer of each keyed action (status and response body), taken from a real server so
 * the records here are as long as the ones attendees leave.
 */
export interface KeyTemplates {
  vote: KeyRecord;
  question: KeyRecord;
  upvote: KeyRecord;
}

export interface KeyRecord {
  status: number;
  responseBody: string;
}

export interface WrittenYear {
  talks: number;
  /** Rows written, by table. */
  rows: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes BUSY_YEAR's talks, evenly spread over the days from `start`, in one transaction, each
 * attendee action taking a second after the last from its talk's start; the series' speaker is
 * the database's first user.
 */
export function writeBusyYear(
  sqlite: SQLite.Database,
  start: number,
  templates: KeyTemplates,
): WrittenYear {
  const y = BUSY_YEAR;
  const talks = Math.round((y.days / 7) * y.talksPerWeek);
  const rows: Record<string, number> = {};
  /** An insert into `table` of `columns` (SQL, comma-separated) that counts its rows. */
  const statement = (table: string, columns: string) => {
    const placeholders = columns.split(",").map(() => "?");
    const insert = sqlite.prepare(
      `INSERT INTO ${table} (${columns}) VALUES (${placeholders.join(", ")})`,
    );
    return (...values: unknown[]) => {
      rows[table] = (rows[table] ?? 0) + 1;
      return Number(insert.run(...values).lastInsertRowid);
    };
  };
  const user = statement("users", "email, first_name, last_name, created_at");
  const session = statement("sessions", "user_id, event_name, title, description, created_at");
  const visitor = statement("visitors", "id, created_at");
  const pageView = statement("page_views", "session_id, visitor_id, ip_address, created_at");
  const poll = statement(
    "polls",
    'session_id, title, question, state, "order", voter_count, created_at',
  );
  const choice = statement("poll_choices", 'poll_id, text, color, "order"');
  const vote = statement("votes", "poll_id, choice_id, voter_key, created_at");
  const question = statement(
    "questions",
    "session_id, question_text, author_name, is_anonymous, voter_key, created_at",
  );
  const upvote = statement("question_upvotes", "question_id, voter_key, created_at");
  const lead = statement("leads", "session_id, email, ip_address, created_at");
  const leadVisitor = statement("lead_visitors", "lead_id, session_id, visitor_id");
  const key = statement(
    "idempotency_keys",
    "actor_key, key, method, path, status, response_body, created_at",
  );
  const keyed = (actor: string, path: string, record: KeyRecord, at: string) =>
    key(actor, newIdempotencyKey(), "POST", path, record.status, record.responseBody, at);
  const colors = ["#2563eb", "#16a34a", "#f59e0b", "#dc2626"];

  sqlite.transaction(() => {
    const speaker = user("speaker@example.com", "Series", "Host", new Date(start).toISOString());
    for (let t = 0; t < talks; t++) {
      const talkStart = start + ((t + 0.5) * y.days * DAY_MS) / talks;
      let second = 0;
      const next = () => new Date(talkStart + 1000 * second++).toISOString();
      const sessionId = session(
        speaker,
        "Tuesday Tech Talks",
        `Talk ${t + 1}`,
        "An evening talk.",
        next(),
      );
      const visitors = Array.from({ length: y.attendeesPerTalk }, () => newVisitorId());
      for (const [i, id] of visitors.entries()) {
        const at = next();
        visitor(id, at);
        if (i < y.pageViewsPerTalk) pageView(sessionId, id, `203.0.113.${i % 250}`, at);
      }
      for (let p = 0; p < y.pollsPerTalk; p++) {
        const pollId = poll(
          sessionId,
          `Poll ${p + 1}`,
          "Which option do you prefer?",
          "closed",
          p,
          y.votesPerPoll,
          next(),
        );
        const choices = colors.map((color, c) => choice(pollId, `Option ${c + 1}`, color, c));
        for (let v = 0; v < y.votesPerPoll; v++) {
          const at = next();
          vote(pollId, choices[crypto.randomInt(choices.length)], `v:${visitors[v]}`, at);
          keyed(`v:${visitors[v]}`, `/api/polls/${pollId}/vote`, templates.vote, at);
        }
      }
      const questionIds: number[] = [];
      for (let q = 0; q < y.questionsPerTalk; q++) {
        const at = next();
        const anonymous = q % 3 === 0;
        const text = AUDIENCE_QUESTIONS[q % AUDIENCE_QUESTIONS.length];
        questionIds.push(
          question(
            sessionId,
            text,
            anonymous ? null : `Attendee ${q + 1}`,
            anonymous ? 1 : 0,
            `v:${visitors[q]}`,
            at,
          ),
        );
        keyed(`v:${visitors[q]}`, `/api/sessions/${sessionId}/questions`, templates.question, at);
      }
      for (let u = 0; u < y.upvotesPerTalk; u++) {
        const at = next();
        const voter = `v:${visitors[y.attendeesPerTalk - 1 - u]}`;
        const questionId = questionIds[u % questionIds.length]!;
        upvote(questionId, voter, at);
        keyed(voter, `/api/questions/${questionId}/vote`, templates.upvote, at);
      }
      for (let l = 0; l < y.leadsPerTalk; l++) {
        const leadId = lead(
          sessionId,
          `attendee${l + 1}.talk${t + 1}@example.com`,
          `203.0.113.${l}`,
          next(),
        );
        leadVisitor(leadId, sessionId, visitors[l]);
      }
    }
  })();
  return { talks, rows };
}
