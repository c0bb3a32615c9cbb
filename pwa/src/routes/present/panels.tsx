/**
 * The projector's four panels (docs/product.md, The room), sized in rem, which the projector sets
 * from the screen's height, so every panel grows with the hall's screen and with + and -: join (the
 * QR code, the link, the session's title and speaker; a talk of an event its room's link and name), one poll's live results, the top questions,
 * and one question (with the speaker's reply under it, when there is one). Each shrinks to fit the
 * screen, never under the smallest readable size, and clamps what still does not fit (fit.ts).
 */
import { useQuery } from "@tanstack/react-query";
import {
  PRESENTER_KEY_HEADER,
  QUESTIONS_REFETCH_MS,
  roomLinkPath,
  speakerTextLang,
  votesLabel,
  type ChoiceResults,
  type Poll,
  type PollResults,
  type PublicSession,
  type Question,
  type Translator,
} from "@lectern/shared";

type TFunction = Translator["t"];
import { apiRequest } from "../../api/client.ts";
import { useLivePoll, useLiveQuestions } from "../../attendee/live-hooks.ts";
import { PollResultsView } from "../../attendee/poll-results.tsx";
import { attendeePaths, usePollResults } from "../../attendee/queries.ts";
import { useSpeakerLang } from "../../attendee/speaker-lang.ts";
import { useTranslator } from "../../i18n/language.ts";
import { clampClass, fitSize, fitText } from "./fit.ts";

/** Questions the list shows at once: each stays readable from the back of the hall. */
export const TOP_QUESTIONS = 5;

/** The session's address without its scheme, as people type it. */
function joinLinkText(sessionId: number): string {
  return `${window.location.host}/session/${sessionId}`;
}

/** Where the hall is sent to join, what the QR code encodes and the room's name when there is one. */
export interface JoinTarget {
  /** The address without its scheme, as people type it. */
  text: string;
  qrSrc: string;
  qrAlt: string;
  room: string | null;
}

/**
 * A talk of an event sends the hall to its room's link /r/{event}/{room}, which opens whichever
 * talk is on in the room, so the QR on the screen stays right all event long (docs/product.md,
 * Events); any other talk to its own page. The QR code is the server's picture, as for the session.
 */
export function joinTargetOf(
  sessionId: number,
  session: PublicSession | undefined,
  t: TFunction,
): JoinTarget {
  const event = session?.event;
  if (!event)
    return {
      text: joinLinkText(sessionId),
      qrSrc: `/api/sessions/${sessionId}/qr`,
      qrAlt: t("QR code for session page {id}", { id: sessionId }),
      room: null,
    };
  const link = new URL(roomLinkPath(event.slug, event.room.slug), window.location.origin);
  return {
    text: `${link.host}${link.pathname}`,
    qrSrc: roomQrPath(event.slug, event.room.slug),
    qrAlt: t("QR code for the room {room}", { room: event.room.name }),
    room: event.room.name,
  };
}

/** The PNG of a room link's QR code, drawn by the server like a session's. */
export const roomQrPath = (eventSlug: string, roomSlug: string) =>
  `/api/events/${encodeURIComponent(eventSlug)}/rooms/${encodeURIComponent(roomSlug)}/qr`;

/** What can break anywhere, so a long word never pushes past the screen's edge. */
const BREAK = "break-words [overflow-wrap:anywhere]";

/**
 * The session's title and speaker as the hall may see them, read with the presenter link's key
 * (which the server does not count as a page view), or as the owner.
 */
export function useProjectorSession(sessionId: number, presenterKey: string | null) {
  const path = attendeePaths.publicSession(sessionId);
  return useQuery({
    queryKey: [path, "projector"],
    queryFn: ({ signal }) =>
      apiRequest<PublicSession>(path, {
        signal,
        headers: presenterKey ? { [PRESENTER_KEY_HEADER]: presenterKey } : {},
      }),
  });
}

export function JoinPanel({
  sessionId,
  presenterKey,
}: {
  sessionId: number;
  presenterKey: string | null;
}) {
  const { t } = useTranslator();
  const session = useProjectorSession(sessionId, presenterKey).data;
  const join = joinTargetOf(sessionId, session, t);
  const speaker = session
    ? [
        `${session.user.firstName} ${session.user.lastName}`.trim(),
        [session.user.designation, session.user.company].filter(Boolean).join(", "),
      ].filter(Boolean)
    : [];
  return (
    <section
      aria-labelledby="projector-join"
      className="flex w-full items-center justify-center"
      style={{ gap: fitSize(1.5) }}
    >
      <img
        src={join.qrSrc}
        alt={join.qrAlt}
        className="aspect-square shrink-0 rounded-[0.3rem] bg-white p-[0.2rem]"
        style={{ height: `min(${fitSize(12, 5)}, 70vh)` }}
      />
      <div className="min-w-0 max-w-[20rem]" style={{ display: "grid", gap: fitSize(0.6) }}>
        {session && (
          <div data-testid="projector-session" style={{ display: "grid", gap: fitSize(0.15) }}>
            <p
              lang={speakerTextLang(session.language)}
              className={`font-bold leading-tight ${BREAK} ${clampClass[3]}`}
              style={fitText(1.1, 0.6)}
            >
              {session.title}
            </p>
            {speaker.length > 0 && (
              <p className={`text-slate-700 ${BREAK} ${clampClass[2]}`} style={fitText(0.6)}>
                {speaker.join(" · ")}
              </p>
            )}
          </div>
        )}
        <h1
          id="projector-join"
          className={`font-semibold leading-tight ${BREAK}`}
          style={fitText(0.8, 0.55)}
        >
          {t("Scan to download the slides, ask questions and vote")}
        </h1>
        <p className={`font-bold leading-tight text-brand-700 ${BREAK}`} style={fitText(1, 0.7)}>
          {join.text}
        </p>
        {join.room !== null && (
          <p className={`text-slate-700 ${BREAK}`} style={fitText(0.6)}>
            {join.room}
          </p>
        )}
      </div>
    </section>
  );
}

const CHOICE_ROW = "col-span-full grid grid-cols-subgrid items-center leading-[1.15]";
/** A revealed quiz's right choice is outlined in green. */
const RIGHT_CHOICE =
  "rounded-[0.15rem] outline outline-[0.1rem] outline-offset-[0.1rem] outline-green-700";

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="inline size-[1em] shrink-0 fill-current">
      <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5z" />
    </svg>
  );
}

/**
 * A poll with choices as the hall sees it: one row per choice, its text (clamped to two lines only
 * when the screen cannot hold more), a bar in its colour that grows with the votes, and its
 * percent (its votes for screen readers); a revealed quiz marks the right one. Hidden results show
 * the choices alone.
 */
function ChoiceRows({ results }: { results: ChoiceResults }) {
  const { t, plural, number } = useTranslator();
  const lang = useSpeakerLang();
  const hidden = results.hidden === true;
  const revealed = results.kind === "quiz" && results.revealed;
  return (
    <ol
      data-testid="projector-choices"
      className={`grid items-center ${hidden ? "grid-cols-[auto_minmax(0,1fr)]" : "grid-cols-[minmax(0,1fr)_minmax(0,25%)_auto]"}`}
      style={{ columnGap: fitSize(0.5), rowGap: fitSize(0.35) }}
    >
      {[...results.choices]
        .sort((a, b) => a.order - b.order)
        .map((choice) => {
          const right = revealed && choice.correct === true;
          return (
            <li
              key={choice.id}
              data-testid="projector-choice"
              className={right ? `${CHOICE_ROW} ${RIGHT_CHOICE}` : CHOICE_ROW}
              style={fitText(0.9)}
            >
              {hidden && (
                <span
                  aria-hidden="true"
                  className="size-[0.6em] rounded-full"
                  style={{ backgroundColor: choice.color }}
                />
              )}
              <span className={`min-w-0 font-medium ${BREAK} ${clampClass[2]}`}>
                {right && (
                  <span className="mr-[0.3em] text-green-800">
                    <CheckIcon />
                    <span className="sr-only">{t("Correct answer")}</span>
                  </span>
                )}
                <span lang={lang}>{choice.text}</span>
              </span>
              {!hidden && (
                <>
                  <span
                    aria-hidden="true"
                    className="block overflow-hidden rounded-full bg-slate-200"
                    style={{ height: "0.6em" }}
                  >
                    <span
                      className="block h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none"
                      style={{ width: `${choice.percentage}%`, backgroundColor: choice.color }}
                    />
                  </span>
                  <span className="whitespace-nowrap text-right font-bold tabular-nums text-slate-800">
                    {t("{percent}%", { percent: number(choice.percentage) })}
                    <span className="sr-only"> · {votesLabel(plural, choice.votes)}</span>
                  </span>
                </>
              )}
            </li>
          );
        })}
    </ol>
  );
}

/** The closing line: the votes, or the voters of a kind where one person gives several. */
function Total({ results }: { results: PollResults }) {
  const { t, number } = useTranslator();
  const byVotes = results.kind === "single" || results.kind === "quiz";
  return (
    <p data-testid="projector-total" className="font-medium text-slate-700" style={fitText(0.6)}>
      {byVotes
        ? t("Total votes: {count}", { count: number(results.totalVotes) })
        : t("Total voters: {count}", { count: number(results.totalVoters) })}
    </p>
  );
}

/** Why the hall sees no figures yet. */
function HiddenNotice({ results }: { results: PollResults }) {
  const { t } = useTranslator();
  return (
    <p
      role="status"
      className="rounded-[0.2rem] bg-slate-100 px-[0.4rem] py-[0.2rem] font-semibold text-slate-800"
      style={fitText(0.65)}
    >
      {results.kind === "quiz"
        ? t("Results appear when the answer is revealed")
        : t("Results appear when the poll closes")}
    </p>
  );
}

export function PollPanel({ poll }: { poll: Poll }) {
  const { t } = useTranslator();
  const lang = useSpeakerLang();
  const results = usePollResults(poll.id, true);
  useLivePoll(poll.id);
  const data = results.data;
  const state = data?.state ?? poll.state;
  const hidden = data?.hidden === true;
  return (
    <section
      aria-labelledby="projector-poll"
      className="w-full max-w-[36rem]"
      style={{ display: "grid", gap: fitSize(0.6) }}
    >
      <div style={{ display: "grid", gap: fitSize(0.15) }}>
        <p
          className={`font-semibold uppercase tracking-wide text-slate-600 ${BREAK} ${clampClass[1]}`}
          style={fitText(0.5)}
        >
          <span data-testid="projector-poll-state">
            {state === "open" ? t("Live") : t("Closed")}
          </span>
          {poll.title ? (
            <>
              {" · "}
              <span lang={lang}>{poll.title}</span>
            </>
          ) : null}
        </p>
        <h1
          id="projector-poll"
          lang={lang}
          className={`font-bold leading-tight ${BREAK} ${clampClass[3]}`}
          style={fitText(1.1)}
        >
          {poll.question}
        </h1>
      </div>
      <div data-testid="projector-results" style={{ display: "grid", gap: fitSize(0.5) }}>
        {!data ? (
          <p className="text-slate-700" style={fitText(0.7)}>
            {t("Loading results...")}
          </p>
        ) : (
          <>
            {hidden && <HiddenNotice results={data} />}
            {data.kind === "single" || data.kind === "multiple" || data.kind === "quiz" ? (
              <>
                <ChoiceRows results={data} />
                <Total results={data} />
              </>
            ) : hidden ? (
              <Total results={data} />
            ) : (
              // The other kinds (word cloud, rating, open, ranking) bring their own total; they
              // shrink as a whole.
              <div style={{ zoom: "var(--fit, 1)" }}>
                <PollResultsView poll={poll} results={data} audience />
              </div>
            )}
          </>
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
    <span className="shrink-0 rounded-[0.2em] bg-slate-200 px-[0.3em] font-bold tabular-nums text-slate-800">
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
  const lang = useSpeakerLang();
  const questions = useProjectorQuestions(sessionId, presenterKey);
  const top = (questions.data ?? [])
    .filter((question) => !question.isAnswered)
    .sort(byVotesThenAge)
    .slice(0, TOP_QUESTIONS);
  return (
    <section
      aria-labelledby="projector-questions"
      className="w-full max-w-[36rem]"
      style={{ display: "grid", gap: fitSize(0.5) }}
    >
      <h1 id="projector-questions" className="font-bold" style={fitText(0.9, 0.6)}>
        {t("Top questions")}
      </h1>
      {top.length === 0 ? (
        <p className="text-slate-700" style={fitText(0.8)}>
          {questions.data ? t("No questions yet") : t("Loading questions...")}
        </p>
      ) : (
        <ol style={{ display: "grid", gap: fitSize(0.35) }}>
          {top.map((question) => (
            <li
              key={question.id}
              className="flex items-start gap-[0.5em] rounded-[0.3em] bg-slate-100 px-[0.5em] py-[0.3em] leading-snug"
              style={fitText(0.8)}
            >
              <Upvotes count={question.upvotes} />
              <p lang={lang} className={`line-clamp-3 min-w-0 ${BREAK}`}>
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
  const lang = useSpeakerLang();
  return (
    <section
      aria-labelledby="projector-question"
      className="w-full max-w-[36rem]"
      style={{ display: "grid", gap: fitSize(0.6) }}
    >
      <p className="font-semibold uppercase tracking-wide text-slate-600" style={fitText(0.5)}>
        {t("Now answering")}
      </p>
      <h1
        id="projector-question"
        lang={lang}
        className={`font-bold leading-tight ${BREAK} ${clampClass[8]}`}
        style={fitText(1.2, 0.55)}
      >
        {question.questionText}
      </h1>
      <div className="flex min-w-0 items-center gap-[0.5em] text-slate-700" style={fitText(0.6)}>
        <Upvotes count={question.upvotes} />
        <span className={`min-w-0 ${BREAK} ${clampClass[1]}`}>
          {question.isAnonymous || !question.authorName ? t("Anonymous") : question.authorName}
        </span>
      </div>
      {question.reply && (
        <div
          className="border-l-[0.15rem] border-brand-600 pl-[0.5rem]"
          style={{ display: "grid", gap: fitSize(0.15) }}
        >
          <p className="font-semibold uppercase tracking-wide text-slate-600" style={fitText(0.5)}>
            {t("Reply from the speaker")}
          </p>
          <p lang={lang} className={`leading-snug ${BREAK} ${clampClass[4]}`} style={fitText(0.75)}>
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
