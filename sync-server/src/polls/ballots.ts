/**
 * The checks of the votes that are not one choice (docs/product.md, Polls): `{choiceIds}` of a
 * multiple poll, `{words}` of a word cloud, `{rating}` of a rating, `{text}` of an open poll and
 * `{ranking}` of a ranking, which orders every choice of the poll once. Pure rules on the poll as the
 * vote path read it in the vote's own transaction, so each engine records the ballot its own way
 * (PollVotes.castBallot) and both refuse alike. A word is counted in its normalised form, and
 * refused when it is too short or on the profanity list (profanity.ts); an open answer is kept as
 * written and shown masked (db/votes.ts).
 */
import {
  MAX_WORD_ENTRIES,
  MESSAGES,
  isCountableWord,
  normalizeWord,
  type Ballot,
  type PollKind,
  type VoteBody,
  DomainError,
  effectiveMaxChoices,
  scaleOf,
} from "@lectern/shared";
import { isProfane } from "../profanity.ts";
import type { BallotPoll } from "../db/votes.ts";

export const CHOICE_NOT_IN_POLL = "That choice is not part of this poll.";
export const CHOICE_TWICE = "Each choice can be picked once.";
export const RANK_EVERY_CHOICE = "Rank every choice of the poll once.";

export const wrongVoteKind = () => new DomainError("wrong_vote_kind", MESSAGES.wrongVoteKind);

/** Which kind of poll a vote body is for; `choice` is a single or quiz poll's `{choiceId}`. */
function kindOfBody(body: VoteBody): "choice" | Exclude<PollKind, "single" | "quiz"> {
  if (body.choiceIds !== undefined) return "multiple";
  if (body.words !== undefined) return "wordcloud";
  if (body.rating !== undefined) return "rating";
  if (body.text !== undefined) return "open";
  if (body.ranking !== undefined) return "ranking";
  return "choice";
}

/** A word as it is counted and hidden: normalised, refused when too short. */
export function countableWord(entry: string): string {
  const word = normalizeWord(entry);
  if (!isCountableWord(word)) throw new DomainError("word_too_short", MESSAGES.wordTooShort);
  return word;
}

/** The choice ids of a multiple vote, in the poll's order. */
function checkChoices(poll: BallotPoll, choiceIds: number[]): number[] {
  if (new Set(choiceIds).size !== choiceIds.length) throw new DomainError("invalid", CHOICE_TWICE);
  if (choiceIds.some((id) => !poll.choiceIds.includes(id)))
    throw new DomainError("invalid_choice", CHOICE_NOT_IN_POLL);
  if (choiceIds.length > effectiveMaxChoices(poll.maxChoices, poll.choiceIds.length))
    throw new DomainError("too_many_choices", MESSAGES.tooManyChoices);
  return poll.choiceIds.filter((id) => choiceIds.includes(id));
}

/** The distinct counted words of a word cloud vote. */
function checkWords(poll: BallotPoll, entries: string[]): string[] {
  if (entries.length > (poll.maxEntries ?? MAX_WORD_ENTRIES))
    throw new DomainError("too_many_choices", MESSAGES.tooManyChoices);
  const words = entries.map(countableWord);
  if (words.some(isProfane)) throw new DomainError("word_not_allowed", MESSAGES.wordNotAllowed);
  return [...new Set(words)];
}

function checkRating(poll: BallotPoll, rating: number): number {
  const scale = scaleOf(poll.scale);
  if (rating > scale)
    throw new DomainError("invalid_choice", `A rating is a whole number from 1 to ${scale}.`);
  return rating;
}

/** A ranking: every choice of the poll, each once, in the order the voter gave. */
function checkRanking(poll: BallotPoll, ranking: number[]): number[] {
  if (ranking.some((id) => !poll.choiceIds.includes(id)))
    throw new DomainError("invalid_choice", CHOICE_NOT_IN_POLL);
  if (ranking.length !== poll.choiceIds.length) throw new DomainError("invalid", RANK_EVERY_CHOICE);
  return ranking;
}

/**
 * The ballot of a vote of any kind but single and quiz, as it will be counted; throws the refusal
 * when the body is of another kind than the poll or breaks its limits.
 */
export function ballotOf(poll: BallotPoll, body: VoteBody): Ballot {
  if (kindOfBody(body) !== poll.kind) throw wrongVoteKind();
  return {
    choiceId: null,
    choiceIds: body.choiceIds ? checkChoices(poll, body.choiceIds) : null,
    words: body.words ? checkWords(poll, body.words) : null,
    rating: body.rating === undefined ? null : checkRating(poll, body.rating),
    text: body.text ?? null,
    ranking: body.ranking ? checkRanking(poll, body.ranking) : null,
  };
}
