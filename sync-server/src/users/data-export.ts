/**
 * "Download my data" (docs/product.md, Speaker profile): one JSON document of everything a speaker
 * sees of their own, built from the functions their screens read, so the file and the screens never
 * disagree: the profile presenter, the owner's sessions, each poll with PollVotes.results (through
 * listPolls, as the polls screen), the owner's unmasked questions and the leads screen's rows.
 * No other speaker's row, no idempotency key, no code hash is read here.
 */
import { format } from "date-fns";
import {
  FILE_DATE_FORMAT,
  POLL_STATES,
  type AccountExport,
  type ExportedLead,
  type Poll,
  type Question,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { UserRow } from "../db/schema.ts";
import { sessionAnalytics } from "../leads/repo.ts";
import { listPolls } from "../polls/repo.ts";
import { presentQuestion, readerOf } from "../questions/presenter.ts";
import { OWNER_VIEW, listQuestions } from "../questions/repo.ts";
import { sessionsOfUser } from "../sessions/repo.ts";
import { toOwnerSessions } from "../sessions/routes.ts";
import { toUser } from "./presenter.ts";

/** `lectern-data-2026-05-01.json` (docs/product.md, Formats). */
export function dataExportFileName(now: Date = new Date()): string {
  return `lectern-data-${format(now, FILE_DATE_FORMAT)}.json`;
}

/** `voterKey` is the caller's actor key, so `hasUpvoted` reads as on the owner's Q&A screen. */
export async function exportAccount(
  ctx: Pick<AppContext, "db" | "votes">,
  me: UserRow,
  voterKey: string,
  now: Date = new Date(),
): Promise<AccountExport> {
  const { db, votes } = ctx;
  const rows = await sessionsOfUser(db, me.id);
  const owned = await toOwnerSessions(db, rows);
  const polls: Poll[] = [];
  const questions: Question[] = [];
  const leads: ExportedLead[] = [];
  for (const row of rows) {
    polls.push(...(await listPolls(db, votes, row.id, POLL_STATES, true)));
    const asked = await listQuestions(db, row.id, voterKey, OWNER_VIEW);
    questions.push(...asked.map((q) => presentQuestion(q, readerOf(row, true))));
    const { leads: rowsOfLeads } = await sessionAnalytics(db, row.id);
    leads.push(...rowsOfLeads.map((lead) => ({ ...lead, sessionId: row.id })));
  }
  return {
    exportedAt: now.toISOString(),
    profile: toUser(me),
    sessions: owned.map(({ resources: _resources, ...session }) => session),
    resources: owned.flatMap((session) => session.resources),
    polls,
    questions,
    leads,
  };
}
