/**
 * A poll's results from the counts kept of it, computed the same way for every caller
 * (pollResultsSchema): each kind's figures from the rows an engine reads (the server's db/), what is
 * left of them for a poll gone back to draft, and what a viewer may see while the audience's are
 * hidden (docs/product.md, Polls).
 */
import { DEFAULT_RATING_SCALE } from "../constants.ts";
import {
  percentageOf,
  type OpenAnswer,
  resultsHiddenFromAudience,
  type PollChoice,
  type PollKind,
  type PollResults,
  type PollState,
  type RatingScale,
  type ScoreVotes,
  type WordCount,
} from "../schemas/poll.ts";

/** What every kind's results need of the poll itself. */
export interface PollHead {
  pollId: number;
  state: PollState;
  kind: PollKind;
  revealed: boolean;
  maxChoices: number | null;
  scale: number | null;
}

export interface ChoiceCount extends Omit<PollChoice, "correct"> {
  votes: number;
  correct: boolean;
}

/** A choice; `correct` only on a quiz, and only when `showCorrect`. */
export function presentChoice(
  row: Omit<PollChoice, "correct"> & { correct: number | boolean },
  kind: PollKind,
  showCorrect: boolean,
): PollChoice {
  const choice: PollChoice = { id: row.id, text: row.text, color: row.color, order: row.order };
  if (kind === "quiz" && showCorrect) choice.correct = Boolean(row.correct);
  return choice;
}

/** A multiple poll's limit: larger than its choices, it reads as the number of choices. */
export function effectiveMaxChoices(maxChoices: number | null, choiceCount: number): number {
  return Math.min(maxChoices ?? choiceCount, choiceCount);
}

export const scaleOf = (scale: number | null): RatingScale =>
  scale === 10 ? 10 : DEFAULT_RATING_SCALE;

/** Results of a poll with choices. `voters` counts the people who voted in a multiple poll. */
export function presentChoiceResults(
  head: PollHead,
  counts: ChoiceCount[],
  voters: number,
): PollResults {
  const base = { pollId: head.pollId, state: head.state };
  const totalVotes = counts.reduce((sum, c) => sum + c.votes, 0);
  const choices = (total: number) =>
    counts.map((c) => ({
      ...presentChoice(c, head.kind, head.revealed),
      votes: c.votes,
      percentage: percentageOf(c.votes, total),
    }));
  if (head.kind === "multiple")
    return {
      ...base,
      kind: "multiple",
      totalVotes,
      totalVoters: voters,
      maxChoices: effectiveMaxChoices(head.maxChoices, counts.length),
      choices: choices(voters),
    };
  if (head.kind === "quiz")
    return {
      ...base,
      kind: "quiz",
      totalVotes,
      totalVoters: totalVotes,
      revealed: head.revealed,
      choices: choices(totalVotes),
    };
  return {
    ...base,
    kind: "single",
    totalVotes,
    totalVoters: totalVotes,
    choices: choices(totalVotes),
  };
}

/** Word cloud results: `words` already the most frequent shown ones, `counted` all shown ones. */
export function presentWordcloudResults(
  head: PollHead,
  words: WordCount[],
  counted: number,
  voters: number,
): PollResults {
  const sorted = [...words].sort(
    (a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0),
  );
  return {
    pollId: head.pollId,
    state: head.state,
    kind: "wordcloud",
    totalVotes: counted,
    totalVoters: voters,
    words: sorted,
  };
}

/** Open results: `answers` the newest shown ones already, `shown` how many are shown in all. */
export function presentOpenResults(
  head: PollHead,
  answers: OpenAnswer[],
  shown: number,
  voters: number,
): PollResults {
  return {
    pollId: head.pollId,
    state: head.state,
    kind: "open",
    totalVotes: shown,
    totalVoters: voters,
    answers,
  };
}

/** A ranking's choice with how many ballots ranked it and the sum of the places they gave it. */
export interface RankCount extends Omit<ChoiceCount, "correct"> {
  rankSum: number;
}

/**
 * Ranking results by Borda count: each ballot gives a choice its number of choices less its place
 * (n - 1 for the first, 0 for the last); most points first, ties in the poll's order.
 */
export function presentRankingResults(
  head: PollHead,
  counts: RankCount[],
  voters: number,
): PollResults {
  const n = counts.length;
  const choices = counts
    .map((c) => ({
      id: c.id,
      label: c.text,
      color: c.color,
      order: c.order,
      averageRank: c.votes === 0 ? null : Math.round((c.rankSum / c.votes) * 10) / 10,
      points: c.votes * n - c.rankSum,
    }))
    .sort((a, b) => b.points - a.points || a.order - b.order || a.id - b.id);
  return {
    pollId: head.pollId,
    state: head.state,
    kind: "ranking",
    totalVotes: voters,
    totalVoters: voters,
    choices,
  };
}

/** Rating results from the number of votes of each score given. */
export function presentRatingResults(head: PollHead, given: ScoreVotes[]): PollResults {
  const scale = scaleOf(head.scale);
  const distribution = Array.from({ length: scale }, (_, i) => ({
    score: i + 1,
    votes: given.find((g) => g.score === i + 1)?.votes ?? 0,
  }));
  const totalVotes = distribution.reduce((sum, d) => sum + d.votes, 0);
  const sum = distribution.reduce((total, d) => total + d.score * d.votes, 0);
  return {
    pollId: head.pollId,
    state: head.state,
    kind: "rating",
    totalVotes,
    totalVoters: totalVotes,
    scale,
    average: totalVotes === 0 ? null : Math.round((sum / totalVotes) * 10) / 10,
    distribution,
  };
}

/**
 * Results with nothing in them, of the poll's kind: what a subscriber may see of a poll that went
 * back to draft (its state, not its content).
 */
export function emptyResults(head: PollHead): PollResults {
  if (head.kind === "wordcloud") return presentWordcloudResults(head, [], 0, 0);
  if (head.kind === "rating") return presentRatingResults(head, []);
  if (head.kind === "open") return presentOpenResults(head, [], 0, 0);
  if (head.kind === "ranking") return presentRankingResults(head, [], 0);
  return presentChoiceResults(head, [], 0);
}

/**
 * Results as this viewer may see them (docs/product.md, Polls): `hidden` says whether the audience
 * is kept from the distribution now; the owner still gets every figure, anyone else then gets the
 * totals alone (each choice's votes and percentage 0, no words or answers, no average, a
 * distribution of 0, a ranking in the poll's order without points).
 */
export function resultsFor(
  results: PollResults,
  hideResultsUntilClosed: boolean,
  owner: boolean,
): PollResults {
  const hidden = resultsHiddenFromAudience({
    kind: results.kind,
    state: results.state,
    revealed: results.kind === "quiz" && results.revealed,
    hideResultsUntilClosed,
  });
  if (!hidden || owner) return { ...results, hidden };
  switch (results.kind) {
    case "single":
    case "multiple":
    case "quiz":
      return {
        ...results,
        hidden,
        choices: results.choices.map((c) => ({ ...c, votes: 0, percentage: 0 })),
      };
    case "wordcloud":
      return { ...results, hidden, words: [] };
    case "rating":
      return {
        ...results,
        hidden,
        average: null,
        distribution: results.distribution.map((d) => ({ ...d, votes: 0 })),
      };
    case "open":
      return { ...results, hidden, answers: [] };
    case "ranking":
      return {
        ...results,
        hidden,
        choices: results.choices
          .map((c) => ({ ...c, averageRank: null, points: 0 }))
          .sort((a, b) => a.order - b.order || a.id - b.id),
      };
  }
}
