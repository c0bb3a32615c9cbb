/**
 * The attendee's quiz leaderboard card on the Polls tab (docs/product.md, Quiz leaderboard), shown
 * when the session has a quiz: the nickname they show under (Save nickname; a refusal said under
 * the field, which keeps the text), the top ten over the revealed quizzes and their own place. Its
 * own module, loaded only with a quiz.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { NICKNAME_MAX_LENGTH } from "@lectern/shared";
import { errorMessage } from "../api/error-text.ts";
import { useTranslator } from "../i18n/language.ts";
import { leaderboardPath, saveNickname, useLeaderboard } from "./leaderboard-query.ts";
import { inputClass, secondaryButtonClass } from "./styles.ts";

export function QuizLeaderboard({ sessionId }: { sessionId: number }) {
  const { t, plural, number } = useTranslator();
  const client = useQueryClient();
  const board = useLeaderboard(sessionId);
  const fieldId = useId();
  const problemId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState("");
  const data = board.data;
  const nickname = typed ?? data?.nickname ?? "";

  async function save(event: FormEvent) {
    event.preventDefault();
    if (nickname.trim() === "" || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await saveNickname(sessionId, { nickname: nickname.trim() });
      setSaved(t("Nickname saved"));
      setTyped(null);
      await client.invalidateQueries({ queryKey: [leaderboardPath(sessionId)] });
    } catch (error) {
      setSaved("");
      setProblem(errorMessage(error, t("Please try again.")));
    } finally {
      setSaving(false);
    }
  }

  const correct = (count: number) => plural(count, { one: "# correct", other: "# correct" });
  return (
    <section
      aria-labelledby="quiz-leaderboard-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="quiz-leaderboard-title" className="text-lg font-semibold text-slate-900">
        {t("Quiz leaderboard")}
      </h3>
      <form onSubmit={(event) => void save(event)} className="space-y-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t("Your nickname")}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            type="text"
            value={nickname}
            maxLength={NICKNAME_MAX_LENGTH}
            autoComplete="nickname"
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? undefined : problemId}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="submit"
            disabled={saving || nickname.trim() === ""}
            className={secondaryButtonClass}
          >
            {saving ? t("Saving...") : t("Save nickname")}
          </button>
        </div>
        {problem !== null && (
          <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <p role="status" className="text-sm text-slate-700">
          {saved}
        </p>
      </form>
      {!data ? (
        <p className="text-sm text-slate-700">{t("Loading the leaderboard...")}</p>
      ) : (
        <>
          <p data-testid="leaderboard-mine" className="font-medium text-slate-900">
            {data.mine
              ? t("Your place: {rank}, {correct}", {
                  rank: number(data.mine.rank),
                  correct: correct(data.mine.correct),
                })
              : t("Answer a revealed quiz to get a place.")}
          </p>
          {data.top.length > 0 && (
            <ol aria-label={t("Top ten")} className="space-y-1 text-sm">
              {data.top.map((entry) => (
                <li
                  key={`${entry.rank}-${entry.nickname}-${entry.answerMs}`}
                  className="flex gap-2 text-slate-800"
                >
                  <span className="w-6 shrink-0 text-right font-semibold tabular-nums">
                    {number(entry.rank)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">
                    {entry.anonymous ? t("Anonymous") : entry.nickname}
                  </span>
                  <span className="shrink-0 tabular-nums">{correct(entry.correct)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
