/**
 * The session's result exports (docs/product.md, Export results): polls.csv, questions.csv and
 * feedback.csv for the session's team, at any time, refused like the leads list (signed out,
 * another speaker, missing); and leads.csv, the leads screen's file, for those who see the leads,
 * so a script with an API token reads what the screen would save.
 * Rows come from the functions the screens read (PollVotes.results, the owner's questions list:
 * every status, unmasked), and every cell goes through the shared CSV rules, which make
 * formula-like text inert.
 */
import express, { type Response, type Router } from "express";
import { buildCsv, buildLeadsCsv, leadsCsvFileName, pollLabel } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { actorKey, requireUser } from "../http/request-context.ts";
import { parseId } from "../http/validate.ts";
import { presentFeedback } from "../feedback/presenter.ts";
import { sessionAnalytics } from "../leads/repo.ts";
import { listFeedback } from "../feedback/repo.ts";
import { presentQuestion, readerOf } from "../questions/presenter.ts";
import { OWNER_VIEW, listQuestions } from "../questions/repo.ts";
import { requireSessionAbility } from "../sessions/access.ts";
import {
  exportFileName,
  FEEDBACK_CSV_COLUMNS,
  feedbackRow,
  pollRows,
  POLLS_CSV_COLUMNS,
  questionRow,
  QUESTIONS_CSV_COLUMNS,
  type ExportedPoll,
} from "./presenter.ts";
import { allAnswers, pollsOfSession } from "./repo.ts";

/** `fileName` is ASCII without quotes (exportFileName), so it is sent quoted as it is. */
function sendCsvText(res: Response, fileName: string, csv: string): void {
  res.set("Content-Disposition", `attachment; filename="${fileName}"`);
  res.type("text/csv; charset=utf-8");
  res.send(csv);
}

function sendCsv(res: Response, fileName: string, rows: (string | number)[][]): void {
  sendCsvText(res, fileName, buildCsv(rows));
}

export function exportRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db, votes } = ctx;

  router.get("/sessions/:id/export/polls.csv", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const polls = await pollsOfSession(db, session.id);
    const exported = await Promise.all(
      polls.map(async (poll): Promise<ExportedPoll | undefined> => {
        const results = await votes.results(poll.id);
        if (results?.kind === "open")
          return {
            title: pollLabel(poll),
            results: { ...results, answers: await allAnswers(db, poll.id) },
          };
        return results && { title: pollLabel(poll), results };
      }),
    );
    const rows = exported.flatMap((poll) => (poll ? pollRows(poll) : []));
    sendCsv(res, exportFileName("polls", session.id), [[...POLLS_CSV_COLUMNS], ...rows]);
  });

  router.get("/sessions/:id/export/questions.csv", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const questions = await listQuestions(db, session.id, actorKey(req), OWNER_VIEW);
    const rows = questions.map((row) => questionRow(presentQuestion(row, readerOf(session, true))));
    sendCsv(res, exportFileName("questions", session.id), [[...QUESTIONS_CSV_COLUMNS], ...rows]);
  });

  router.get("/sessions/:id/export/feedback.csv", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    const rows = (await listFeedback(db, session.id)).map((row) =>
      feedbackRow(presentFeedback(row)),
    );
    sendCsv(res, exportFileName("feedback", session.id), [[...FEEDBACK_CSV_COLUMNS], ...rows]);
  });

  router.get("/sessions/:id/export/leads.csv", async (req, res) => {
    requireUser(req);
    const session = await requireSessionAbility(db, req, parseId(req), "leads");
    const { leads } = await sessionAnalytics(db, session.id);
    sendCsvText(res, leadsCsvFileName(session.id), buildLeadsCsv(leads));
  });

  return router;
}
