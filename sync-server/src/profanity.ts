/**
 * The one profanity list of the server (docs/decisions.md, Moderation): the English dataset of
 * `obscenity`, a maintained package whose list is curated by hand, with its variants (leet speak,
 * repeated letters) and its whitelist, so "Scunthorpe" and "assassin" stay. A word cloud refuses a
 * word it matches; a question, its author's name and its reply show such words masked to everyone
 * but the owner while the session's filter is on. Only English: the word lists other packages offer
 * for Lectern's other languages are machine translations that hit everyday words ("les", "não").
 */
import {
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  type MatchPayload,
} from "obscenity";

/** What a masked word shows instead, whatever its length. */
export const PROFANITY_MASK = "****";

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

const WORD_CHAR = /[\p{L}\p{N}'’]/u;

/** Whether the text holds a word of the list. */
export function isProfane(text: string): boolean {
  return matcher.hasMatch(text);
}

/** The start and end (exclusive) of the whole word around a match: "fucking", not "fuck"ing. */
function wordAround(text: string, match: MatchPayload): [number, number] {
  let start = match.startIndex;
  let end = match.endIndex + 1;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start -= 1;
  while (end < text.length && WORD_CHAR.test(text[end]!)) end += 1;
  return [start, end];
}

/**
 * Texts masked lately, and how they read masked: every attendee's read of a session's questions
 * masks the same texts again, and matching costs tens of microseconds a text. Bounded: the oldest
 * entry goes when it is full, and a hit moves its entry to the newest.
 */
const MASKED_CACHE_SIZE = 5000;
const masked = new Map<string, string>();

/** The text with every word that holds a match replaced by PROFANITY_MASK. */
export function maskProfanity(text: string): string {
  const known = masked.get(text);
  if (known !== undefined) {
    masked.delete(text);
    masked.set(text, known);
    return known;
  }
  const result = maskMatches(text);
  if (masked.size >= MASKED_CACHE_SIZE) masked.delete(masked.keys().next().value!);
  masked.set(text, result);
  return result;
}

function maskMatches(text: string): string {
  const matches = matcher.getAllMatches(text, true);
  if (matches.length === 0) return text;
  let out = "";
  let from = 0;
  for (const match of matches) {
    const [start, end] = wordAround(text, match);
    if (end <= from) continue;
    out += text.slice(from, Math.max(start, from)) + PROFANITY_MASK;
    from = end;
  }
  return out + text.slice(from);
}
