/**
 * How a word cloud counts an entry (docs/product.md, Polls): "React", " react " and "REACT!" are one
 * word. The server counts and hides words by this form, and the attendee's form shows what will be
 * counted, so both sides apply the same rule.
 */
import { MIN_WORD_LENGTH } from "../constants.ts";

const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/** Unicode NFKC, trimmed, case-folded, punctuation and symbols at either end removed. */
export function normalizeWord(entry: string): string {
  return entry.normalize("NFKC").trim().toLowerCase().replace(EDGE_PUNCTUATION, "");
}

/** True when a normalised word is long enough to count (at least MIN_WORD_LENGTH characters). */
export function isCountableWord(word: string): boolean {
  return [...word].length >= MIN_WORD_LENGTH;
}
