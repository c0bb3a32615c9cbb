/**
 * A word cloud's results (docs/product.md, Poll kinds): the words sized by their count, readable on
 * a phone, each with its count for screen readers. Its own module, loaded only for a word cloud,
 * so the embed and the session page of other kinds do not carry it.
 */
import type { Ballot, PollResults } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { votesLabel } from "@lectern/shared";
import { Total } from "./results-parts.tsx";

type WordcloudResults = Extract<PollResults, { kind: "wordcloud" }>;

/** Smallest and largest size of a word, in rem: readable on a phone, a long word still fits. */
const WORD_REM = { min: 0.875, max: 2.25 };
/** Dark enough on white for normal text (WCAG AA) at every size; the words take them in turn. */
const WORD_COLOURS = [
  "text-brand-700",
  "text-emerald-800",
  "text-rose-700",
  "text-violet-700",
  "text-slate-800",
  "text-amber-800",
];

function wordSize(count: number, least: number, most: number): number {
  if (most === least) return (WORD_REM.min + WORD_REM.max) / 2;
  const share = Math.sqrt((count - least) / (most - least));
  return WORD_REM.min + (WORD_REM.max - WORD_REM.min) * share;
}

export function WordCloudResults({
  results,
  mine,
}: {
  results: WordcloudResults;
  mine: Ballot | null;
}) {
  const { t, plural, number, locale } = useTranslator();
  const counts = results.words.map((word) => word.count);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  const own = mine?.words ?? [];
  return (
    <div className="space-y-3">
      {results.words.length === 0 ? (
        <p className="rounded-lg bg-slate-100 px-3 py-3 text-center text-sm text-slate-700">
          {t("No words yet")}
        </p>
      ) : (
        <ul
          aria-label={t("Words sent")}
          className="flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-2 py-3"
        >
          {results.words.map((word, i) => (
            <li
              key={word.text}
              className={`max-w-full font-semibold leading-tight [overflow-wrap:anywhere] ${WORD_COLOURS[i % WORD_COLOURS.length]}`}
              style={{ fontSize: `${wordSize(word.count, least, most)}rem` }}
            >
              {word.text}
              <span className="sr-only">{`: ${votesLabel(plural, word.count)}`}</span>
            </li>
          ))}
        </ul>
      )}
      {own.length > 0 && (
        <p className="text-sm text-slate-700">
          {t("Your words: {words}", {
            words: new Intl.ListFormat(locale, { type: "unit" }).format(own),
          })}
        </p>
      )}
      <Total label={t("Total voters: {count}", { count: number(results.totalVoters) })} />
    </div>
  );
}
