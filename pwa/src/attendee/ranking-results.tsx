/**
 * A ranking's results (docs/product.md, Poll kinds): the choices by Borda points, most first, each
 * with its points as a bar and its average place; the viewer's own first choice marked. Its own
 * module, loaded only for a ranking.
 */
import type { Ballot, PollResults } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { ONE_DECIMAL, Total } from "./results-parts.tsx";
import { useSpeakerLang } from "./speaker-lang.ts";

type RankingKindResults = Extract<PollResults, { kind: "ranking" }>;

export function RankingResults({
  results,
  mine,
}: {
  results: RankingKindResults;
  mine: Ballot | null;
}) {
  const { t, plural, number } = useTranslator();
  const lang = useSpeakerLang();
  const most = Math.max(1, ...results.choices.map((c) => c.points));
  const first = mine?.ranking?.[0] ?? null;
  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label={t("Ranking by points")}>
        {results.choices.map((choice, index) => (
          <li key={choice.id} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
                <span className="mr-2 font-semibold tabular-nums">{number(index + 1)}.</span>
                <span lang={lang}>{choice.label}</span>
                {first === choice.id && (
                  <span className="ml-2 inline-block text-sm font-medium text-brand-800">
                    {t("(your first choice)")}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-sm tabular-nums text-slate-700">
                {plural(choice.points, { one: "# point", other: "# points" })}
                {choice.averageRank !== null &&
                  ` · ${t("average place {place}", { place: number(choice.averageRank, ONE_DECIMAL) })}`}
              </span>
            </div>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200">
              <div
                className="h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none"
                style={{
                  width: `${Math.round((choice.points / most) * 100)}%`,
                  backgroundColor: choice.color,
                }}
              />
            </div>
          </li>
        ))}
      </ol>
      <Total label={t("Total voters: {count}", { count: number(results.totalVoters) })} />
    </div>
  );
}
