/**
 * Live results of every poll kind (docs/product.md, Polls tab and Poll kinds), for the attendee's
 * card, the embed and the speaker's edit screen alike: choices as percentage bars in their colours
 * (a revealed quiz marks the right one), a word cloud as words sized by their count, a rating as
 * its average, large, over the distribution, an open poll as a wall of its newest answers, a ranking
 * as its choices by points. Given what this viewer sent (`mine`), their answer is
 * marked as theirs, and after a quiz's reveal they read "Correct!" or "The answer was: X". Results
 * the audience may not see yet (a quiz's before the reveal, a poll's that hides them until it
 * closes) say when they will show instead, with the viewer's own answer. Bars grow and shrink
 * with the votes, unless the person asked for less motion.
 */
import { lazy, Suspense } from "react";
import type { Ballot, Poll, PollResults, Translator } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { votesLabel } from "@lectern/shared";
import { Total } from "./results-parts.tsx";
import { useSpeakerLang } from "./speaker-lang.ts";

const WordCloudResults = lazy(() =>
  import("./wordcloud-results.tsx").then((m) => ({ default: m.WordCloudResults })),
);
const RatingResults = lazy(() =>
  import("./rating-results.tsx").then((m) => ({ default: m.RatingResults })),
);
const OpenResults = lazy(() =>
  import("./open-results.tsx").then((m) => ({ default: m.OpenResults })),
);
const RankingResults = lazy(() =>
  import("./ranking-results.tsx").then((m) => ({ default: m.RankingResults })),
);

type ResultsPoll = Pick<Poll, "lowLabel" | "highLabel">;
type ChoiceKindResults = Extract<PollResults, { kind: "single" | "multiple" | "quiz" }>;

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="inline size-4 shrink-0 fill-current">
      <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5z" />
    </svg>
  );
}

/**
 * After a quiz's reveal, what the voter reads about their own answer. Its live region is there
 * (empty) from when the results first show, so the verdict filled in later is announced.
 */
function QuizVerdict({
  results,
  mine,
}: {
  results: Extract<PollResults, { kind: "quiz" }>;
  mine: Ballot | null;
}) {
  const { t } = useTranslator();
  const right = results.revealed ? results.choices.find((choice) => choice.correct === true) : null;
  let verdict = null;
  if (right && mine?.choiceId != null)
    verdict =
      right.id === mine.choiceId ? (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900">
          <CheckIcon />
          {t("Correct!")}
        </p>
      ) : (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-950">
          {t("The answer was: {answer}", { answer: right.text })}
        </p>
      );
  return <div role="status">{verdict}</div>;
}

/** A revealed quiz's right choice is outlined in green. */
const choiceRowClass = (right: boolean) =>
  right ? "-mx-2 space-y-1 rounded-lg bg-green-50 px-2 py-1.5 ring-2 ring-green-700" : "space-y-1";

function ChoiceResultsView({ results, mine }: { results: ChoiceKindResults; mine: Ballot | null }) {
  const { t, plural, number } = useTranslator();
  const lang = useSpeakerLang();
  const chosen = new Set(mine?.choiceIds ?? (mine?.choiceId == null ? [] : [mine.choiceId]));
  const revealed = results.kind === "quiz" && results.revealed;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {[...results.choices]
          .sort((a, b) => a.order - b.order)
          .map((choice) => {
            const right = revealed && choice.correct === true;
            return (
              <li key={choice.id} className={choiceRowClass(right)}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words font-medium text-slate-900">
                    {right && (
                      <span className="mr-1.5 inline-flex items-center gap-1 text-green-800">
                        <CheckIcon />
                        <span className="sr-only">{t("Correct answer")}</span>
                      </span>
                    )}
                    <span lang={lang}>{choice.text}</span>
                    {chosen.has(choice.id) && (
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
                    className="h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none"
                    style={{ width: `${choice.percentage}%`, backgroundColor: choice.color }}
                  />
                </div>
              </li>
            );
          })}
      </ul>
      <Total
        label={
          results.kind === "multiple"
            ? t("Total voters: {count}", { count: number(results.totalVoters) })
            : t("Total votes: {count}", { count: number(results.totalVotes) })
        }
      />
    </div>
  );
}

/** What this viewer sent, in words: their choices' texts, their words, rating, answer or ranking. */
function answerText(results: PollResults, mine: Ballot): string | null {
  if (results.kind === "wordcloud") return mine.words?.join(", ") ?? null;
  if (results.kind === "rating") return mine.rating === null ? null : String(mine.rating);
  if (results.kind === "open") return mine.text;
  if (results.kind === "ranking") {
    const label = new Map(results.choices.map((c) => [c.id, c.label]));
    return mine.ranking?.map((id) => label.get(id) ?? "").join(", ") ?? null;
  }
  const chosen = new Set(mine.choiceIds ?? (mine.choiceId === null ? [] : [mine.choiceId]));
  const texts = results.choices.filter((c) => chosen.has(c.id)).map((c) => c.text);
  return texts.length > 0 ? texts.join(", ") : null;
}

/** Results the audience may not see yet: when they will show, and what this viewer answered. */
function HiddenResults({ results, mine }: { results: PollResults; mine: Ballot | null }) {
  const { t, number } = useTranslator();
  const quiz = results.kind === "quiz";
  const answer = mine ? answerText(results, mine) : null;
  return (
    <div className="space-y-3">
      <div className="rounded-lg bg-slate-100 px-3 py-3 text-center">
        <p className="font-medium text-slate-800">
          {quiz ? t("Results after the reveal") : t("Results when the poll closes")}
        </p>
        <p className="text-sm text-slate-600">
          {quiz
            ? t("The speaker shows the answer and the results once the quiz is over.")
            : t("The speaker keeps the results hidden until the poll closes.")}
        </p>
      </div>
      {answer !== null && (
        <p className="break-words text-sm text-slate-800 [overflow-wrap:anywhere]">
          {t("Your answer: {answer}", { answer })}
        </p>
      )}
      <Total
        label={
          results.kind === "single" || quiz
            ? t("Total votes: {count}", { count: number(results.totalVoters) })
            : t("Total voters: {count}", { count: number(results.totalVoters) })
        }
      />
    </div>
  );
}

/**
 * The results in one sentence, for the live region that tells a voter what their vote unlocked;
 * null while they are hidden from the audience (the card says when they will show).
 */
export function resultsInWords(
  { t, plural, number }: Translator,
  results: PollResults,
): string | null {
  if (results.hidden === true) return null;
  let figures;
  if (results.kind === "wordcloud")
    figures = results.words.map((word) => `${word.text}: ${number(word.count)}`).join("; ");
  else if (results.kind === "rating")
    figures =
      results.average === null
        ? t("No ratings yet")
        : `${t("Average rating")}: ${number(results.average)} ${t("out of {scale}", { scale: number(results.scale) })}`;
  else if (results.kind === "open")
    figures = t("Total voters: {count}", { count: number(results.totalVoters) });
  else if (results.kind === "ranking")
    figures = results.choices
      .map(
        (choice) =>
          `${choice.label}: ${plural(choice.points, { one: "# point", other: "# points" })}`,
      )
      .join("; ");
  else
    figures = [...results.choices]
      .sort((a, b) => a.order - b.order)
      .map(
        (choice) =>
          `${choice.text}: ${votesLabel(plural, choice.votes)}, ${t("{percent}%", { percent: number(choice.percentage) })}`,
      )
      .join("; ");
  return t("Results: {results}", { results: figures });
}

function LoadingResults() {
  const { t } = useTranslator();
  return <p className="text-sm text-slate-700">{t("Loading results...")}</p>;
}

/**
 * Any kind's results. `poll` is the Poll or EmbedPoll (its rating labels); `mine` what this viewer
 * sent; `audience` for anyone but the owner, who alone sees results hidden from the audience;
 * `onHideAnswer` the owner's Hide on an open poll's answers.
 */
export function PollResultsView({
  poll,
  results,
  mine = null,
  audience = false,
  onHideAnswer,
}: {
  poll: ResultsPoll;
  results: PollResults;
  mine?: Ballot | null;
  audience?: boolean;
  onHideAnswer?: (answerId: number) => void;
}) {
  let view;
  if (audience && results.hidden === true) view = <HiddenResults results={results} mine={mine} />;
  else
    switch (results.kind) {
      case "single":
      case "multiple":
      case "quiz":
        view = <ChoiceResultsView results={results} mine={mine} />;
        break;
      case "wordcloud":
        view = (
          <Suspense fallback={<LoadingResults />}>
            <WordCloudResults results={results} mine={mine} />
          </Suspense>
        );
        break;
      case "rating":
        view = (
          <Suspense fallback={<LoadingResults />}>
            <RatingResults poll={poll} results={results} mine={mine} />
          </Suspense>
        );
        break;
      case "open":
        view = (
          <Suspense fallback={<LoadingResults />}>
            <OpenResults results={results} mine={mine} onHide={onHideAnswer} />
          </Suspense>
        );
        break;
      case "ranking":
        view = (
          <Suspense fallback={<LoadingResults />}>
            <RankingResults results={results} mine={mine} />
          </Suspense>
        );
    }
  if (results.kind !== "quiz") return view;
  return (
    <div>
      <QuizVerdict results={results} mine={mine} />
      {view}
    </div>
  );
}
