/**
 * "Download my data" (docs/product.md, Speaker profile): one JSON document of everything a speaker
 * sees of their own, built from the functions their screens read, so the file and the screens never
 * disagree: the profile presenter, the owner's sessions, each poll with PollVotes.results (through
 * listPolls, as the polls screen), the owner's unmasked questions and the leads screen's rows;
 * then what the speaker's screens show elsewhere or the server holds of them: the dashboard's
 * download rows (with networks), blocked askers, their own questions, votes and upvotes in other
 * sessions (by their signed-in actor key), their signed-in devices, their stored uploads, and
 * their webhooks and API tokens as the Integrations screen lists them. No other speaker's row, no
 * idempotency key, no code or token hash and no webhook secret is read here.
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
import { downloadRows, sessionAnalytics } from "../leads/repo.ts";
import { filePathOf } from "../files/storage.ts";
import { listPolls } from "../polls/repo.ts";
import { presentQuestion, readerOf } from "../questions/presenter.ts";
import { OWNER_VIEW, listQuestions } from "../questions/repo.ts";
import { sessionsOfUser, toOwnerSessions } from "../sessions/repo.ts";
import { tokensOf } from "../tokens/repo.ts";
import { presentWebhook } from "../webhooks/presenter.ts";
import { webhooksOf } from "../webhooks/repo.ts";
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
  const downloads: AccountExport["downloads"] = [];
  for (const row of rows) {
    polls.push(...(await listPolls(db, votes, row.id, POLL_STATES, true)));
    const asked = await listQuestions(db, row.id, voterKey, OWNER_VIEW);
    questions.push(...asked.map((q) => presentQuestion(q, readerOf(row, true))));
    const { leads: rowsOfLeads } = await sessionAnalytics(db, row.id);
    leads.push(...rowsOfLeads.map((lead) => ({ ...lead, sessionId: row.id })));
    downloads.push(
      ...(await downloadRows(db, row.id)).map((download) => ({ ...download, sessionId: row.id })),
    );
  }
  const ownedIds = rows.map((row) => row.id);
  const notOwned = <T>(list: T[], sessionOf: (item: T) => number) =>
    list.filter((item) => !ownedIds.includes(sessionOf(item)));
  return {
    exportedAt: now.toISOString(),
    profile: toUser(me),
    sessions: owned.map(({ resources: _resources, ...session }) => session),
    resources: owned.flatMap((session) => session.resources),
    polls,
    questions,
    leads,
    downloads,
    blockedAskers:
      ownedIds.length === 0
        ? []
        : await db
            .selectFrom("blockedAskers")
            .select(["sessionId", "questionId", "createdAt"])
            .where("sessionId", "in", ownedIds)
            .orderBy("id")
            .execute(),
    activity: {
      questions: notOwned(
        await db
          .selectFrom("questions")
          .select(["sessionId", "questionText", "status", "createdAt"])
          .where("voterKey", "=", voterKey)
          .orderBy("id")
          .execute(),
        (q) => q.sessionId,
      ),
      votes: (
        await db
          .selectFrom("votes")
          .innerJoin("polls", "polls.id", "votes.pollId")
          .select(["votes.pollId", "votes.createdAt", "polls.sessionId"])
          .where("votes.voterKey", "=", voterKey)
          .orderBy("votes.id")
          .execute()
      )
        .filter((vote) => !ownedIds.includes(vote.sessionId))
        .map(({ pollId, createdAt }) => ({ pollId, createdAt })),
      upvotes: (
        await db
          .selectFrom("questionUpvotes")
          .innerJoin("questions", "questions.id", "questionUpvotes.questionId")
          .select([
            "questionUpvotes.questionId",
            "questionUpvotes.createdAt",
            "questions.sessionId",
          ])
          .where("questionUpvotes.voterKey", "=", voterKey)
          .orderBy("questionUpvotes.id")
          .execute()
      )
        .filter((upvote) => !ownedIds.includes(upvote.sessionId))
        .map(({ questionId, createdAt }) => ({ questionId, createdAt })),
    },
    signIns: await db
      .selectFrom("authSessions")
      .select(["createdAt", "expiresAt"])
      .where("userId", "=", me.id)
      .orderBy("createdAt")
      .execute(),
    uploads: [
      ...(ownedIds.length === 0
        ? []
        : await db
            .selectFrom("resources")
            .select(["storedName", "mimeType", "fileSize", "createdAt"])
            .where("sessionId", "in", ownedIds)
            .where("storedName", "is not", null)
            .orderBy("id")
            .execute()
      ).map((file) => ({
        kind: "resource" as const,
        filePath: filePathOf(file.storedName!),
        mimeType: file.mimeType,
        fileSize: file.fileSize,
        createdAt: file.createdAt,
      })),
      ...(
        await db
          .selectFrom("files")
          .select(["storedName", "mimeType", "fileSize", "createdAt"])
          .where("userId", "=", me.id)
          .orderBy("createdAt")
          .execute()
      ).map((file) => ({
        kind: "picture" as const,
        filePath: filePathOf(file.storedName),
        mimeType: file.mimeType,
        fileSize: file.fileSize,
        createdAt: file.createdAt,
      })),
    ],
    webhooks: (await webhooksOf(db, me.id)).map(presentWebhook),
    apiTokens: await tokensOf(db, me.id),
  };
}
