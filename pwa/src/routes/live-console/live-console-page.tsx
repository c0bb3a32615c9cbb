/**
 * /session/{id}/live, the live console (docs/product.md, The room): the owner runs the room from a
 * phone held in one hand while the projector shows it. A bar kept at the bottom says what is on
 * screen now, with Previous / Next and the attendee count (stage-bar.tsx); for a session whose deck
 * has pages, the Slides area first (slides.tsx: the page on stage, the next, the notes, the clock);
 * every poll with its live results, Open / Close and, for a closed quiz, Reveal answer; the
 * questions as they come (each with Mark Answered and the moderation of moderation.tsx: the review
 * queue, reply, edit, block, the Dismissed and Blocked lists), and "Show on screen" for the slides,
 * the join panel, a poll, the question list or one question, the one on screen marked; the hall's
 * reactions minute by minute (reaction-timeline.tsx); last, the
 * presenter link, set up once before the talk. Every action needs the network; offline they are disabled and the page says why.
 *
 * A session run by a team (docs/product.md, Team): the console is for a role that may "present"
 * (the owner, a co-host, a moderator; a viewer is told their role does not include it); the
 * moderation of questions needs "moderate", opening, closing and revealing polls "edit". When the
 * owner changes the reader's role (`access_changed` on the live channel, or a call refused 403
 * `role_forbidden`) the session is read again and the console shows what the new role allows;
 * when they take it away (`not_owner`, or a role of null on that read) the console gives way to
 * "You no longer have access to this session".
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import {
  idParamSchema,
  type Poll,
  type PublicSession,
  type Question,
  type SessionRole,
  type Stage,
  pollLabel,
  roleCan,
} from "@lectern/shared";
import { ApiError, apiRequest } from "../../api/client.ts";
import { hasPages, useDeck } from "../../api/deck.ts";
import { errorMessage } from "../../api/error-text.ts";
import {
  sessionPollsKey,
  updatePoll,
  useLiveResults,
  useSessionPolls,
} from "../../api/speaker/polls.ts";
import { useAccessLost } from "../../api/speaker/access.ts";
import { setStage } from "../../api/speaker/room.ts";
import { useSession } from "../../api/speaker/sessions.ts";
import { toast } from "../../app/toast.ts";
import { useLiveQuestions } from "../../attendee/live-hooks.ts";
import { useLiveStage } from "./use-live-stage.ts";
import { PollResultsView } from "../../attendee/poll-results.tsx";
import { attendeePaths, useQuestions } from "../../attendee/queries.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { SessionNotFound } from "../../components/back-to-dashboard.tsx";
import { LiveRegion, useAnnouncer } from "../../components/announcer.tsx";
import { focusAfterLeaving } from "../../components/focus.ts";
import { useHideAnswer } from "../../components/use-hide-answer.ts";
import { Link } from "../../components/link.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { AccessLost, ConsoleNotInRole } from "../../components/session-role.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { useOnline } from "../../offline/use-online.ts";
import {
  AskedBy,
  BlockedAskers,
  DismissedQuestions,
  QuestionModeration,
  ReviewQueue,
} from "./moderation.tsx";
import { PresenterLink } from "./presenter-link.tsx";
import { ReactionTimelineView } from "./reaction-timeline.tsx";
import { RevealAnswer } from "../../components/reveal-answer.tsx";
import { sameStage } from "../present/panel-order.ts";
import { slidesStage, SlidesView } from "./slides.tsx";
import { StageBar } from "./stage-bar.tsx";

/**
 * The stage as the server last said, or as this console just set it: the PUT's answer counts until
 * the next push arrives.
 */
function useConsoleStage(sessionId: number) {
  const live = useLiveStage(sessionId);
  const [local, setLocalState] = useState<{ stage: Stage; pushed: Stage | null } | null>(null);
  const stage = local !== null && local.pushed === live.stage ? local.stage : live.stage;
  const setLocal = (set: Stage) => setLocalState({ stage: set, pushed: live.stage });
  return { ...live, stage, setLocal };
}

type ConsoleStage = ReturnType<typeof useConsoleStage>;

/**
 * "Show on screen", or "On screen" (pressed) for what the projector shows now; named after what it
 * shows ("Show on screen: {name}"), as the console has one per poll and question.
 */
function ShowOnScreen({
  sessionId,
  target,
  name,
  live,
  disabled,
}: {
  sessionId: number;
  target: Stage;
  name: string;
  live: ConsoleStage;
  disabled?: boolean;
}) {
  const { t } = useTranslator();
  const [pending, setPending] = useState(false);
  const onScreen = sameStage(live.stage, target);
  const show = async () => {
    setPending(true);
    try {
      live.setLocal(await setStage(sessionId, target));
    } catch (error) {
      toast.error(t("Could not show it on screen"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <OnlineButton
      size="sm"
      variant={onScreen ? "primary" : "outline"}
      aria-pressed={onScreen}
      aria-label={
        onScreen ? t("On screen: {name}", { name }) : t("Show on screen: {name}", { name })
      }
      disabled={disabled}
      pending={pending}
      onClick={onScreen ? undefined : () => void show()}
      className="min-h-11 shrink-0"
    >
      {onScreen ? t("On screen") : t("Show on screen")}
    </OnlineButton>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Card className="space-y-3 p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}

const STATE_TONE = { draft: "amber", open: "green", closed: "neutral" } as const;

function ConsolePoll({
  sessionId,
  poll,
  live,
  canEdit,
}: {
  sessionId: number;
  poll: Poll;
  live: ConsoleStage;
  /** The reader's role opens, closes and reveals polls. */
  canEdit: boolean;
}) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const results = useLiveResults(poll);
  const hide = useHideAnswer(poll.id);
  const [pending, setPending] = useState(false);
  const next = poll.state === "open" ? "closed" : "open";
  const change = async () => {
    setPending(true);
    try {
      await updatePoll(poll.id, { state: next });
      await client.invalidateQueries({ queryKey: sessionPollsKey(sessionId) });
    } catch (error) {
      toast.error(
        next === "open" ? t("The poll could not be opened") : t("The poll could not be closed"),
        {
          description: errorMessage(error, t("Please try again.")),
        },
      );
    } finally {
      setPending(false);
    }
  };
  const stateLabel = { draft: t("Draft"), open: t("Open"), closed: t("Closed") }[poll.state];
  return (
    <li>
      <article
        aria-label={pollLabel(poll)}
        className="space-y-3 rounded-lg border border-slate-200 p-3"
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{pollLabel(poll)}</h3>
            {poll.title ? (
              <p className="text-sm break-words text-slate-700">{poll.question}</p>
            ) : null}
          </div>
          <Badge tone={STATE_TONE[poll.state]} className="shrink-0">
            {stateLabel}
          </Badge>
        </div>
        {poll.state !== "draft" && (
          <PollResultsView
            poll={poll}
            results={results}
            onHideAnswer={canEdit ? hide : undefined}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <OnlineButton
              size="sm"
              variant="outline"
              pending={pending}
              onClick={() => void change()}
              className="min-h-11 flex-1"
              disabled={poll.state === "closed" && results.kind === "quiz" && results.revealed}
              aria-label={
                next === "open"
                  ? t("Open poll: {title}", { title: pollLabel(poll) })
                  : t("Close poll: {title}", { title: pollLabel(poll) })
              }
            >
              {next === "open" ? t("Open poll") : t("Close poll")}
            </OnlineButton>
          )}
          {canEdit && poll.kind === "quiz" && poll.state === "closed" && (
            <RevealAnswer
              poll={poll}
              revealed={results.kind === "quiz" && results.revealed}
              onRevealed={(revealed) => {
                client.setQueryData([attendeePaths.pollResults(poll.id)], revealed);
              }}
              buttonClassName="min-h-11 flex-1"
              badgeClassName="min-h-11 self-center"
            />
          )}
          <ShowOnScreen
            sessionId={sessionId}
            target={{ panel: "poll", pollId: poll.id }}
            name={pollLabel(poll)}
            live={live}
            disabled={poll.state === "draft"}
          />
        </div>
        {poll.state === "draft" && (
          <p className="text-xs text-slate-600">
            {canEdit
              ? t("Open it to show it on screen.")
              : t("A co-host or the owner can open it to show it on screen.")}
          </p>
        )}
      </article>
    </li>
  );
}

function byVotesThenAge(a: Question, b: Question): number {
  return b.upvotes - a.upvotes || a.createdAt.localeCompare(b.createdAt);
}

/** Answered questions leave the list, and a pinned one stops showing as "Now answering". */
function MarkAnswered({ question }: { question: Question }) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const mark = async (control: HTMLElement) => {
    setPending(true);
    const cancelFocus = focusAfterLeaving(control);
    try {
      await apiRequest(`/api/questions/${question.id}/answer`, { method: "PATCH" });
      await client.invalidateQueries({ queryKey: [attendeePaths.questions(question.sessionId)] });
    } catch (error) {
      cancelFocus();
      toast.error(t("Failed to mark as answered"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <OnlineButton
      size="sm"
      variant="ghost"
      pending={pending}
      onClick={(event) => void mark(event.currentTarget)}
      className="min-h-11"
      aria-label={t("Mark Answered: {question}", { question: question.questionText })}
    >
      {t("Mark Answered")}
    </OnlineButton>
  );
}

/**
 * Says each question that arrives while the console is open once, in a live region of its own:
 * "New question: ...", or those that came within one gap together ("3 new questions: ...").
 */
function useNewQuestionsSaid(questions: Question[] | undefined): string {
  const { plural } = useTranslator();
  const { text, announce } = useAnnouncer<string>((texts) =>
    plural(
      texts.length,
      { one: "New question: {questions}", other: "# new questions: {questions}" },
      { questions: texts.join("; ") },
    ),
  );
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!questions) return;
    const known = seen.current;
    seen.current = new Set(questions.map((q) => q.id));
    if (known === null) return;
    for (const question of questions)
      if (!known.has(question.id) && question.status !== "dismissed")
        announce(question.questionText);
  }, [questions, announce]);
  return text;
}

function ConsoleQuestions({
  session,
  live,
  canModerate,
}: {
  session: PublicSession;
  live: ConsoleStage;
  /** The reader's role moderates questions: review, reply, dismiss, block, mark answered. */
  canModerate: boolean;
}) {
  const { t, plural } = useTranslator();
  const sessionId = session.id;
  const questions = useQuestions(sessionId);
  useLiveQuestions(sessionId);
  const said = useNewQuestionsSaid(questions.data);
  const all = questions.data ?? [];
  const open = all.filter((q) => q.status === "approved" && !q.isAnswered).sort(byVotesThenAge);
  const reviewing = session.questionReview || all.some((q) => q.status === "pending");
  return (
    <>
      <LiveRegion text={said} />
      {reviewing && canModerate && <ReviewQueue sessionId={sessionId} questions={all} />}
      <Section
        title={t("Questions")}
        action={
          <ShowOnScreen
            sessionId={sessionId}
            target={{ panel: "questions" }}
            name={t("Questions")}
            live={live}
          />
        }
      >
        {questions.isPending ? (
          <p className="text-sm text-slate-700">{t("Loading questions...")}</p>
        ) : open.length === 0 ? (
          <p className="text-sm text-slate-700">{t("No open questions yet.")}</p>
        ) : (
          <ul className="space-y-2">
            {open.map((question) => (
              <li key={question.id}>
                <article
                  aria-label={question.questionText}
                  className="space-y-3 rounded-lg border border-slate-200 p-3"
                >
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1 space-y-1">
                      <AskedBy question={question} />
                      <p className="break-words text-slate-900">{question.questionText}</p>
                      <p className="text-xs text-slate-600">
                        {plural(question.upvotes, { one: "# upvote", other: "# upvotes" })}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col gap-2">
                      <ShowOnScreen
                        sessionId={sessionId}
                        target={{ panel: "question", questionId: question.id }}
                        name={question.questionText}
                        live={live}
                      />
                      {canModerate && <MarkAnswered question={question} />}
                    </div>
                  </div>
                  {canModerate && <QuestionModeration question={question} />}
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {canModerate && (
        <>
          <DismissedQuestions sessionId={sessionId} questions={all} />
          <BlockedAskers sessionId={sessionId} />
        </>
      )}
    </>
  );
}

function Console({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslator();
  const session = useSession(sessionId);
  const lost = useAccessLost(sessionId);
  const role = session.data?.role ?? null;
  // A reader who had a role and has none on a later read lost it while the console was open.
  const [hadRole, setHadRole] = useState(false);
  if (role !== null && !hadRole) setHadRole(true);

  if (sessionId === null) return <SessionNotFound />;
  if (lost || (hadRole && role === null)) return <AccessLost />;
  if (session.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t("Loading session")}>
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  // A read again that failed (the network) keeps the console as it was.
  if (session.data === undefined) {
    if (session.error instanceof ApiError && [400, 404].includes(session.error.status))
      return <SessionNotFound />;
    return (
      <Alert title={t("The session could not be loaded")}>
        {t("Please check your connection and try again.")}
      </Alert>
    );
  }
  if (role === null) return <SessionNotFound />;
  if (!roleCan(role, "present")) return <ConsoleNotInRole sessionId={sessionId} />;
  return <RunningConsole session={session.data} role={role} />;
}

function RunningConsole({ session: data, role }: { session: PublicSession; role: SessionRole }) {
  const { t } = useTranslator();
  const canEdit = roleCan(role, "edit");
  const canModerate = roleCan(role, "moderate");
  const polls = useSessionPolls(data.id);
  const online = useOnline();
  useSessionExpiry(polls.error);
  const live = useConsoleStage(data.id);
  const questions = useQuestions(data.id);
  const deck = useDeck(data.id);
  const slides = hasPages(deck.data) ? deck.data : null;

  return (
    <div className="space-y-4">
      <Link to={`/edit-session/${data.id}`} className={buttonClass("ghost", "sm", "-ml-3")}>
        <Icon path="M15 18l-6-6 6-6" />
        {t("Back to Edit Session")}
      </Link>
      <div>
        <PageTitle
          title={t("Live console: {title}", { title: data.title })}
          className="break-words"
        >
          {t("Live console")}
        </PageTitle>
        <p className="break-words text-slate-700">{data.title}</p>
      </div>
      {!online && (
        <Alert title={t("You're offline")}>
          {t(
            "The console needs the network: showing things on screen and opening or closing polls come back when you're online.",
          )}
        </Alert>
      )}
      {slides && (
        <Section
          title={t("Slides")}
          action={
            <ShowOnScreen
              sessionId={data.id}
              target={slidesStage(live.stage, slides)}
              name={t("Slides")}
              live={live}
            />
          }
        >
          <SlidesView
            sessionId={data.id}
            deck={slides}
            stage={live.stage}
            polls={polls.data ?? []}
          />
        </Section>
      )}
      <Section
        title={t("Join panel")}
        action={
          <ShowOnScreen
            sessionId={data.id}
            target={{ panel: "join" }}
            name={t("Join panel")}
            live={live}
          />
        }
      >
        <p className="text-sm text-slate-700">
          {t("The QR code and the link of your session page, for the hall to join.")}
        </p>
      </Section>
      {polls.data?.some((poll) => poll.kind === "quiz") && (
        <Section
          title={t("Quiz leaderboard")}
          action={
            <ShowOnScreen
              sessionId={data.id}
              target={{ panel: "leaderboard" }}
              name={t("Quiz leaderboard")}
              live={live}
            />
          }
        >
          <p className="text-sm text-slate-700">
            {t("The top ten over the revealed quizzes, by correct answers, then by speed.")}
          </p>
        </Section>
      )}
      <Section title={t("Polls")}>
        {polls.isPending ? (
          <Skeleton className="h-32" />
        ) : polls.isError ? (
          <p className="text-sm text-slate-700">{t("Polls could not be loaded")}</p>
        ) : polls.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t("This session has no polls.")}</p>
        ) : (
          <ul className="space-y-3">
            {polls.data.map((poll) => (
              <ConsolePoll
                key={poll.id}
                sessionId={data.id}
                poll={poll}
                live={live}
                canEdit={canEdit}
              />
            ))}
          </ul>
        )}
      </Section>
      <ConsoleQuestions session={data} live={live} canModerate={canModerate} />
      {data.reactions.length > 0 && (
        <Section title={t("Reactions")}>
          <ReactionTimelineView sessionId={data.id} offered={data.reactions} />
        </Section>
      )}
      <Section title={t("Projector")}>
        <PresenterLink sessionId={data.id} hasPresenterLink={data.hasPresenterLink} />
      </Section>
      <StageBar
        sessionId={data.id}
        live={live}
        polls={polls.data}
        questions={questions.data ?? []}
        deck={slides}
      />
    </div>
  );
}

export default function LiveConsolePage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout width="full" className="max-w-xl px-3 py-4 sm:px-4 sm:py-6">
          <Console sessionId={parsed.success ? parsed.data : null} />
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
