/**
 * The projector's four panels (docs/product.md, The room), sized in rem, which the projector sets
 * from the screen's height, so every panel grows with the hall's screen and with + and -: join (the
 * QR code and the link), one poll's live results, the top questions, and one question (with the
 * speaker's reply under it, when there is one).
 */
import { useQuery } from "@tanstack/react-query";
import {
  PRESENTER_KEY_HEADER,
  QUESTIONS_REFETCH_MS,
  type Poll,
  type Question,
} from "@lectern/shared";
import { apiRequest } from "../../api/client.ts";
import { useLivePoll, useLiveQuestions } from "../../attendee/live-hooks.ts";
import { PollResultsView } from "../../attendee/poll-results.tsx";
import { attendeePaths, usePollResults } from "../../attendee/queries.ts";
import { useTranslator } from "../../i18n/language.ts";

/** Questions the list shows at once: each stays readable from the back of the hall. */
export const TOP_QUESTIONS = 5;

/** The session's address without its scheme, as people type it. */
export function joinLinkText(sessionId: number): string {
  return `${window.location.host}/session/${sessionId}`;
}

export function JoinPanel({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  return (
    <section
      aria-labelledby="projector-join"
      className="flex w-full items-center justify-center gap-[1.5rem]"
    >
      <img
        src={`/api/sessions/${sessionId}/qr`}
        alt={t("QR code for session page {id}", { id: sessionId })}
        className="aspect-square h-[min(12rem,70vh)] rounded-[0.3rem] bg-white p-[0.2rem]"
      />
      <div className="min-w-0 max-w-[18rem] space-y-[0.6rem]">
        <h1 id="projector-join" className="text-[1rem] font-semibold leading-tight">
          {t("Scan to download the slides, ask questions and vote")}
        </h1>
        <p className="break-words text-[1.1rem] font-bold leading-tight text-brand-700">
          {joinLinkText(sessionId)}
        </p>
      </div>
    </section>
  );
}

export function PollPanel({ poll }: { poll: Poll }) {
  const { t } = useTranslator();
  const results = usePollResults(poll.id, true);
  useLivePoll(poll.id);
  return (
    <section aria-labelledby="projector-poll" className="w-full max-w-[30rem] space-y-[0.6rem]">
      <div className="space-y-[0.15rem]">
        <p className="text-[0.45rem] font-semibold uppercase tracking-wide text-slate-600">
          {poll.state === "open" ? t("Live") : t("Closed")}
          {poll.title ? ` · ${poll.title}` : null}
        </p>
        <h1 id="projector-poll" className="text-[1rem] font-bold leading-tight">
          {poll.question}
        </h1>
      </div>
      <div data-testid="projector-results">
        {results.data ? (
          <PollResultsView poll={poll} results={results.data} />
        ) : (
          <p className="text-[0.875rem] text-slate-700">{t("Loading results...")}</p>
        )}
      </div>
    </section>
  );
}

function byVotesThenAge(a: Question, b: Question): number {
  return b.upvotes - a.upvotes || a.createdAt.localeCompare(b.createdAt);
}

function Upvotes({ count }: { count: number }) {
  const { plural } = useTranslator();
  return (
    <span className="shrink-0 rounded-[0.2rem] bg-slate-200 px-[0.25rem] text-[0.6rem] font-bold tabular-nums text-slate-800">
      <span aria-hidden="true">▲ </span>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{plural(count, { one: "# upvote", other: "# upvotes" })}</span>
    </span>
  );
}

/**
 * The questions as the hall sees them (docs/product.md, Moderation): read with the presenter
 * link's key, so the server answers as to the projector (approved only, masked) even in the
 * owner's signed-in browser; without a key (the owner's own browser) the approved ones of the
 * owner's list. Its own cache entry under the questions path, so a questions_update refetches it
 * and the owner's list in the same tab stays the owner's.
 */
export function useProjectorQuestions(sessionId: number, presenterKey: string | null) {
  const path = attendeePaths.questions(sessionId);
  useLiveQuestions(sessionId);
  return useQuery({
    queryKey: [path, "projector"],
    queryFn: ({ signal }) =>
      apiRequest<Question[]>(path, {
        signal,
        headers: presenterKey ? { [PRESENTER_KEY_HEADER]: presenterKey } : {},
      }),
    select: (questions) => questions.filter((question) => question.status === "approved"),
    refetchInterval: QUESTIONS_REFETCH_MS,
  });
}

export function QuestionsPanel({
  sessionId,
  presenterKey,
}: {
  sessionId: number;
  presenterKey: string | null;
}) {
  const { t } = useTranslator();
  const questions = useProjectorQuestions(sessionId, presenterKey);
  const top = (questions.data ?? [])
    .filter((question) => !question.isAnswered)
    .sort(byVotesThenAge)
    .slice(0, TOP_QUESTIONS);
  return (
    <section
      aria-labelledby="projector-questions"
      className="w-full max-w-[30rem] space-y-[0.5rem]"
    >
      <h1 id="projector-questions" className="text-[0.9rem] font-bold">
        {t("Top questions")}
      </h1>
      {top.length === 0 ? (
        <p className="text-[0.875rem] text-slate-700">
          {questions.data ? t("No questions yet") : t("Loading questions...")}
        </p>
      ) : (
        <ol className="space-y-[0.35rem]">
          {top.map((question) => (
            <li
              key={question.id}
              className="flex items-start gap-[0.4rem] rounded-[0.25rem] bg-slate-100 px-[0.4rem] py-[0.25rem]"
            >
              <Upvotes count={question.upvotes} />
              <p className="line-clamp-2 min-w-0 break-words text-[0.875rem] leading-snug">
                {question.questionText}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function QuestionPanel({ question }: { question: Question }) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="projector-question" className="w-full max-w-[30rem] space-y-[0.6rem]">
      <p className="text-[0.45rem] font-semibold uppercase tracking-wide text-slate-600">
        {t("Now answering")}
      </p>
      <h1
        id="projector-question"
        className="break-words text-[1.2rem] font-bold leading-tight [overflow-wrap:anywhere]"
      >
        {question.questionText}
      </h1>
      <div className="flex items-center gap-[0.5rem] text-[0.6rem] text-slate-700">
        <Upvotes count={question.upvotes} />
        <span>
          {question.isAnonymous || !question.authorName ? t("Anonymous") : question.authorName}
        </span>
      </div>
      {question.reply && (
        <div className="space-y-[0.15rem] border-l-[0.15rem] border-brand-600 pl-[0.5rem]">
          <p className="text-[0.45rem] font-semibold uppercase tracking-wide text-slate-600">
            {t("Reply from the speaker")}
          </p>
          <p className="break-words text-[0.75rem] leading-snug [overflow-wrap:anywhere]">
            {question.reply.text}
          </p>
        </div>
      )}
    </section>
  );
}

/** The question panel's question, read with the list (and live like it). */
export function useStagedQuestion(
  sessionId: number,
  presenterKey: string | null,
  questionId: number | undefined,
) {
  const questions = useProjectorQuestions(sessionId, presenterKey);
  return {
    question: questions.data?.find((question) => question.id === questionId),
    loading: questions.data === undefined,
  };
}
