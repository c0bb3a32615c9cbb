/**
 * Turns poll and choice rows into the shared API shapes (pollSchema, pollResultsSchema), so every
 * route and the live hub answer the same fields computed the same way.
 */
import { percentageOf, type Poll, type PollChoice, type PollResults } from "@lectern/shared";
import type { PollChoiceRow, PollRow } from "../db/schema.ts";

export function presentChoice(row: PollChoiceRow): PollChoice {
  return { id: row.id, text: row.text, color: row.color, order: row.order };
}

export function presentPoll(row: PollRow, choices: PollChoiceRow[], totalVotes: number): Poll {
  return {
    id: row.id,
    sessionId: row.sessionId,
    title: row.title,
    question: row.question,
    state: row.state,
    order: row.order,
    choices: choices.map(presentChoice),
    totalVotes,
  };
}

export interface ChoiceCount extends PollChoice {
  votes: number;
}

export function presentResults(
  pollId: number,
  state: PollRow["state"],
  counts: ChoiceCount[],
): PollResults {
  const totalVotes = counts.reduce((sum, c) => sum + c.votes, 0);
  return {
    pollId,
    state,
    totalVotes,
    choices: counts.map((c) => ({ ...c, percentage: percentageOf(c.votes, totalVotes) })),
  };
}
