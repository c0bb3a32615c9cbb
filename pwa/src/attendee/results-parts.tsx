/**
 * What the results of every poll kind share (poll-results.tsx and the word-cloud and rating views
 * loaded with their kind): the count of votes in words, and the closing total line.
 */
import type { Translator } from "@lectern/shared";

export function votesLabel(plural: Translator["plural"], count: number): string {
  return plural(count, { one: "# vote", other: "# votes" });
}

export function Total({ label }: { label: string }) {
  return <p className="text-sm font-medium text-slate-700">{label}</p>;
}
