/**
 * The console's Reactions area (docs/product.md, Reactions): how the hall reacted, minute by
 * minute, so the speaker sees which part of the talk landed. A table of the latest minutes, newest
 * first, one column per emoji and a bar for the minute's sum; the totals above it. Read again on
 * each live push of the totals (api/speaker/reactions.ts).
 */
import type { ReactionCounts } from "@lectern/shared";
import { useReactionTimeline } from "../../api/speaker/reactions.ts";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

/** The latest minutes the table shows: a phone's screen of them. */
const MINUTES_SHOWN = 15;

const sum = (counts: ReactionCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

export function ReactionTimelineView({
  sessionId,
  offered,
}: {
  sessionId: number;
  offered: readonly string[];
}) {
  const { t, date, number } = useTranslator();
  const timeline = useReactionTimeline(sessionId);
  if (timeline.isPending) return <Skeleton className="h-24" />;
  if (timeline.isError)
    return <p className="text-sm text-slate-700">{t("Reactions could not be loaded")}</p>;
  const { minutes, totals } = timeline.data;
  if (minutes.length === 0)
    return (
      <p className="text-sm text-slate-700">
        {t("No reactions yet. They show here minute by minute.")}
      </p>
    );
  // Emoji the session no longer offers keep their column while their counts are shown.
  const columns = [...offered, ...Object.keys(totals).filter((emoji) => !offered.includes(emoji))];
  const latest = minutes.slice(-MINUTES_SHOWN).reverse();
  const busiest = Math.max(...latest.map((minute) => sum(minute.counts)));
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-3" aria-label={t("Reactions so far")}>
        {columns.map((emoji) => (
          <li key={emoji} className="text-lg text-slate-900">
            <span aria-hidden="true">{emoji}</span>
            <span className="sr-only">{t("Reaction {emoji}", { emoji })}</span>{" "}
            <span className="font-semibold tabular-nums">{number(totals[emoji] ?? 0)}</span>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table className="w-full text-sm text-slate-800">
          <caption className="sr-only">{t("Reactions per minute, newest first")}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("Minute")}
              </th>
              {columns.map((emoji) => (
                <th key={emoji} scope="col" className="px-1 py-1 text-center font-normal">
                  <span aria-hidden="true">{emoji}</span>
                  <span className="sr-only">{t("Reaction {emoji}", { emoji })}</span>
                </th>
              ))}
              <th scope="col" className="w-1/3 py-1 pl-2">
                <span className="sr-only">{t("All reactions in the minute")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {latest.map((minute) => (
              <tr key={minute.minute} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal tabular-nums">
                  {date(minute.minute, { timeStyle: "short" })}
                </th>
                {columns.map((emoji) => (
                  <td key={emoji} className="px-1 py-1 text-center tabular-nums">
                    {number(minute.counts[emoji] ?? 0)}
                  </td>
                ))}
                <td className="py-1 pl-2">
                  <div
                    aria-hidden="true"
                    className="h-2 rounded-full bg-blue-600"
                    style={{ width: `${(sum(minute.counts) / busiest) * 100}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
