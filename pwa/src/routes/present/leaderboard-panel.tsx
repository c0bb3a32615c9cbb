/**
 * The projector's quiz leaderboard (docs/product.md, Quiz leaderboard): the top ten over the
 * session's revealed quizzes, each with their place, nickname ("Anonymous" until they set one) and
 * correct answers, read again while it is on screen. Loaded with the panel, so the other panels do
 * not carry it.
 */
import { useTranslator } from "../../i18n/language.ts";
import { useLeaderboard } from "../../attendee/leaderboard-query.ts";
import { fitSize, fitText } from "./fit.ts";

export function LeaderboardPanel({ sessionId }: { sessionId: number }) {
  const { t, plural, number } = useTranslator();
  const board = useLeaderboard(sessionId);
  const data = board.data;
  return (
    <section
      aria-labelledby="projector-leaderboard"
      className="w-full max-w-[36rem]"
      style={{ display: "grid", gap: fitSize(0.5) }}
    >
      <h1 id="projector-leaderboard" className="font-bold" style={fitText(0.9, 0.6)}>
        {t("Quiz leaderboard")}
      </h1>
      {!data ? (
        <p className="text-slate-700" style={fitText(0.8)}>
          {t("Loading the leaderboard...")}
        </p>
      ) : data.top.length === 0 ? (
        <p className="text-slate-700" style={fitText(0.8)}>
          {data.quizzes === 0
            ? t("The leaderboard fills once a quiz's answer is revealed.")
            : t("Nobody answered a revealed quiz yet.")}
        </p>
      ) : (
        <ol data-testid="leaderboard-rows" style={{ display: "grid", gap: fitSize(0.25) }}>
          {data.top.map((entry) => (
            <li
              key={`${entry.rank}-${entry.nickname}-${entry.answerMs}`}
              className="flex items-baseline gap-[0.6em] rounded-[0.3em] bg-slate-100 px-[0.5em] py-[0.2em]"
              style={fitText(0.7)}
            >
              <span className="w-[1.5em] shrink-0 text-right font-bold tabular-nums">
                {number(entry.rank)}
              </span>
              <span className="min-w-0 flex-1 truncate font-semibold">
                {entry.anonymous ? t("Anonymous") : entry.nickname}
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">
                {plural(entry.correct, { one: "# correct", other: "# correct" })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
