/**
 * The rows of the session's exports (docs/product.md, Export results), made from what the
 * screens read: each poll's PollResults as GET /api/polls/{id}/results answers them, and the
 * questions as the owner's Q&A list shows them. Keeping these pure keeps the export and the
 * screens from ever disagreeing (docs/decisions.md, Poll kinds).
 */
import { format } from "date-fns";
import {
  FILE_DATE_FORMAT,
  formatExportDate,
  percentageOf,
  type Feedback,
  type PollResults,
  type Question,
} from "@lectern/shared";

export const POLLS_CSV_COLUMNS = ["Poll", "Kind", "Answer", "Votes", "Percent", "Correct"] as const;
export const QUESTIONS_CSV_COLUMNS = [
  "Question",
  "Author",
  "Upvotes",
  "Answered",
  "Asked at",
  "Status",
  "Reply",
] as const;

export const ANONYMOUS_AUTHOR = "Anonymous";
const YES = "Yes";
const NO = "No";

type Cell = string | number;

/** A poll as the export names it: its title and its live results (an open poll's every answer). */
export interface ExportedPoll {
  title: string;
  results: PollResults;
}

/**
 * One row per answer the results screens draw: a choice (single, multiple, quiz), a shown word
 * (wordcloud), a score (rating), a shown answer (open, every one, oldest first) or a ranked choice
 * (ranking, its Borda points as its votes). Percent is the results' own percentage for choices,
 * the share of voters for words, scores and answers, and the share of all points for a ranking. Correct says "Yes" on a quiz's right choice once it is
 * revealed, as the screens mark it; it is empty otherwise. A word cloud nobody answered yet keeps
 * one row with no answer, so every poll appears in the file.
 */
export function pollRows({ title, results }: ExportedPoll): Cell[][] {
  const row = (answer: Cell, votes: number, percent: number, correct = ""): Cell[] => [
    title,
    results.kind,
    answer,
    votes,
    percent,
    correct,
  ];
  switch (results.kind) {
    case "single":
    case "multiple":
    case "quiz":
      return results.choices.map((c) =>
        row(c.text, c.votes, c.percentage, c.correct === true ? YES : ""),
      );
    case "wordcloud":
      return results.words.length === 0
        ? [row("", 0, 0)]
        : results.words.map((w) =>
            row(w.text, w.count, percentageOf(w.count, results.totalVoters)),
          );
    case "rating":
      return results.distribution.map((d) =>
        row(d.score, d.votes, percentageOf(d.votes, results.totalVoters)),
      );
    case "open":
      return results.answers.length === 0
        ? [row("", 0, 0)]
        : results.answers.map((a) => row(a.text, 1, percentageOf(1, results.totalVoters)));
    case "ranking": {
      const points = results.choices.reduce((sum, c) => sum + c.points, 0);
      return results.choices.map((c) => row(c.label, c.points, percentageOf(c.points, points)));
    }
  }
}

/** One question as the owner's list shows it, with its status and reply (docs/product.md, Moderation). */
export function questionRow(question: Question): Cell[] {
  return [
    question.questionText,
    question.authorName ?? ANONYMOUS_AUTHOR,
    question.upvotes,
    question.isAnswered ? YES : NO,
    formatExportDate(question.createdAt),
    question.status,
    question.reply?.text ?? "",
  ];
}

export const FEEDBACK_CSV_COLUMNS = ["Rating", "Chips", "Comment", "Given at"] as const;

/** One attendee's feedback (docs/product.md, Feedback), its chips in one cell. */
export function feedbackRow(feedback: Feedback): Cell[] {
  return [
    feedback.rating,
    feedback.chips.join("; "),
    feedback.comment ?? "",
    formatExportDate(feedback.createdAt),
  ];
}

/** `session-polls-12-2026-05-01.csv`, named like the leads CSV (docs/product.md, Formats). */
export function exportFileName(
  what: "polls" | "questions" | "feedback",
  sessionId: number,
  now: Date = new Date(),
): string {
  return `session-${what}-${sessionId}-${format(now, FILE_DATE_FORMAT)}.csv`;
}
