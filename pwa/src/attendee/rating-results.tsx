/**
 * A rating's results (docs/product.md, Poll kinds): the average, large, with one decimal, over the
 * votes of each score and the low and high labels. Its own module, loaded only for a rating, so the
 * embed and the session page of other kinds do not carry it.
 */
import type { Ballot, Poll, PollResults } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { votesLabel } from "@lectern/shared";
import { ONE_DECIMAL, Total } from "./results-parts.tsx";

type ResultsPoll = Pick<Poll, "lowLabel" | "highLabel">;
type RatingKindResults = Extract<PollResults, { kind: "rating" }>;

/** The viewer's own score stands out in the distribution. */
const barColour = (own: boolean) => (own ? "bg-brand-800" : "bg-brand-600");
const scoreText = (own: boolean) => (own ? "font-bold text-slate-900" : "text-slate-700");

export function RatingResults({
  poll,
  results,
  mine,
}: {
  poll: ResultsPoll;
  results: RatingKindResults;
  mine: Ballot | null;
}) {
  const { t, plural, number } = useTranslator();
  const most = Math.max(1, ...results.distribution.map((row) => row.votes));
  const average = results.average === null ? null : number(results.average, ONE_DECIMAL);
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-slate-700">{t("Average rating")}</p>
        {average === null ? (
          <p className="text-lg font-semibold text-slate-800">{t("No ratings yet")}</p>
        ) : (
          <p className="flex items-baseline gap-2">
            <span className="text-5xl font-bold tabular-nums text-slate-900">{average}</span>
            <span className="text-slate-700">
              {t("out of {scale}", { scale: number(results.scale) })}
            </span>
          </p>
        )}
      </div>
      <div className="space-y-1">
        <ul aria-label={t("Votes per score")} className="flex gap-1">
          {results.distribution.map((row) => {
            const own = mine?.rating === row.score;
            return (
              <li key={row.score} className="flex min-w-0 flex-1 flex-col">
                <span className="sr-only">
                  {`${number(row.score)}: ${votesLabel(plural, row.votes)}`}
                  {own && ` ${t("(your vote)")}`}
                </span>
                <span aria-hidden="true" className="flex h-28 flex-col justify-end">
                  <span className="text-center text-xs tabular-nums text-slate-700">
                    {number(row.votes)}
                  </span>
                  <span
                    className={`block rounded-t transition-[height] duration-500 ${barColour(own)}`}
                    style={{ height: `${(row.votes / most) * 80}%`, minHeight: "2px" }}
                  />
                </span>
                <span
                  aria-hidden="true"
                  className={`border-t border-slate-300 pt-0.5 text-center text-sm tabular-nums ${scoreText(own)}`}
                >
                  {number(row.score)}
                </span>
              </li>
            );
          })}
        </ul>
        {(poll.lowLabel || poll.highLabel) && (
          <div className="flex justify-between gap-4 text-sm text-slate-600">
            <span className="break-words">{poll.lowLabel}</span>
            <span className="break-words text-right">{poll.highLabel}</span>
          </div>
        )}
      </div>
      {mine?.rating != null && (
        <p className="text-sm text-slate-700">
          {t("Your rating: {rating}", { rating: number(mine.rating) })}
        </p>
      )}
      <Total label={t("Total votes: {count}", { count: number(results.totalVotes) })} />
    </div>
  );
}
