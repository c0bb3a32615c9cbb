/**
 * Poll results as docs/product.md, Polls tab, shows them: per choice its text, votes and a
 * percentage bar in the choice's colour, then the total. The viewer's own choice is marked.
 */
import type { PollResults, Translator } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";

export function votesLabel(plural: Translator["plural"], count: number): string {
  return plural(count, { one: "# vote", other: "# votes" });
}

export function PollResultsBars({
  results,
  myChoiceId,
}: {
  results: PollResults;
  myChoiceId: number | null;
}) {
  const { t, plural, number } = useTranslator();
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {[...results.choices]
          .sort((a, b) => a.order - b.order)
          .map((choice) => (
            <li key={choice.id} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words font-medium text-slate-900">
                  {choice.text}
                  {choice.id === myChoiceId && (
                    <span className="ml-2 text-xs font-normal text-slate-600">
                      {t("(your vote)")}
                    </span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {votesLabel(plural, choice.votes)} ·{" "}
                  {t("{percent}%", { percent: number(choice.percentage) })}
                </span>
              </div>
              <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full transition-[width] duration-500"
                  style={{ width: `${choice.percentage}%`, backgroundColor: choice.color }}
                />
              </div>
            </li>
          ))}
      </ul>
      <p className="text-sm font-medium text-slate-700">
        {t("Total votes: {count}", { count: number(results.totalVotes) })}
      </p>
    </div>
  );
}
