/**
 * The Q&A Forum (docs/product.md, Q&A forum): Unanswered and Answered tabs with counts, the Ask
 * Question button (sticky, so it stays in reach while the list scrolls) and dialog for everyone
 * but the owner, upvotes (a second tap takes one back), and the owner's Mark Answered and delete.
 * An attendee's own question waiting for review shows with its badge and no upvote.
 * Questions refetch every 5 s and at once when the server pushes questions_update. A question or
 * upvote made offline waits in the outbox and shows here meanwhile, "Pending sync", even when the
 * questions could not be read.
 */
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { toast } from "../../app/toast.ts";
import type { Question } from "@lectern/shared";
import { apiRequest } from "../../api/client.ts";
import { errorMessage, errorText } from "../../api/error-text.ts";
import { useLiveQuestions } from "../../attendee/live-hooks.ts";
import { loadQaPreferences, saveQaPreferences } from "../../attendee/preferences.ts";
import { attendeePaths, useQuestions } from "../../attendee/queries.ts";
import { sendAction } from "../../attendee/send-action.ts";
import { useActionSent } from "../../offline/outbox.ts";
import { usePendingQuestions, usePendingUpvotes } from "../../offline/pending-actions.ts";
import { PendingSyncBadge } from "../../offline/pending-sync.tsx";
import { StatusLine } from "../../attendee/poll-status.tsx";
import { primaryButtonClass } from "../../attendee/styles.ts";
import { TabList, TabPanel } from "../../attendee/tabs.tsx";
import { useTranslator } from "../../i18n/language.ts";
import type { AskQuestionValues } from "./ask-question-dialog.tsx";
import { QuestionCard, type QuestionCardItem } from "./question-card.tsx";

const loadAskQuestionDialog = () => import("./ask-question-dialog.tsx");
const AskQuestionDialog = lazy(loadAskQuestionDialog);

function byVotesThenAge(a: QuestionCardItem, b: QuestionCardItem): number {
  return b.upvotes - a.upvotes || a.createdAt.localeCompare(b.createdAt);
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}

/** A tab's count, shown as a badge and named in brackets: "Unanswered (2)", not "Unanswered2". */
function CountBadge({ count }: { count: number }) {
  const { number } = useTranslator();
  return (
    <>
      <span className="sr-only"> (</span>
      <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
        {number(count)}
      </span>
      <span className="sr-only">)</span>
    </>
  );
}

const tabTriggerClass =
  "flex-1 rounded-md border-b-[3px] border-transparent px-3 py-2 text-sm font-medium text-slate-700 aria-selected:border-brand-700 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm forced-colors:border-[Canvas] forced-colors:aria-selected:border-[Highlight]";

export function QaForum({
  sessionId,
  isOwner,
  askRequest = 0,
}: {
  sessionId: number;
  isOwner: boolean;
  /** Counts the taps on the page's own Ask Question (another tab's): each one opens the dialog. */
  askRequest?: number;
}) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const questionsKey = [attendeePaths.questions(sessionId)];
  const questions = useQuestions(sessionId);
  useLiveQuestions(sessionId);
  const [asking, setAsking] = useState(askRequest > 0);
  const askButton = useRef<HTMLButtonElement>(null);
  const [seenAskRequest, setSeenAskRequest] = useState(askRequest);
  if (askRequest !== seenAskRequest) {
    setSeenAskRequest(askRequest);
    setAsking(true);
  }
  const waiting = usePendingQuestions(sessionId);
  const queuedUpvotes = usePendingUpvotes(sessionId);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [tab, setTab] = useState<"unanswered" | "answered">("unanswered");

  const refresh = () => queryClient.invalidateQueries({ queryKey: questionsKey });
  useActionSent(({ item }) => {
    if (
      item.sessionId === sessionId &&
      (item.action.kind === "ask" ||
        item.action.kind === "upvote" ||
        item.action.kind === "unupvote")
    )
      void refresh();
  });

  /** Answers the reason shown in the dialog when the server refused the question, else null. */
  async function ask(values: AskQuestionValues): Promise<string | null> {
    const outcome = await sendAction({
      kind: "ask",
      sessionId,
      body: {
        questionText: values.questionText,
        isAnonymous: values.isAnonymous,
        authorName: values.isAnonymous ? null : values.authorName,
        authorEmail: null,
      },
    });
    if (outcome.status === "failed") return outcome.message || t("Please try again.");
    saveQaPreferences(sessionId, {
      authorName: values.authorName,
      isAnonymous: values.isAnonymous,
    });
    setAsking(false);
    if (outcome.status === "sent") {
      const asked = outcome.response as Question | null;
      toast.success(
        asked?.status === "pending"
          ? t("Question sent: it will appear once the speaker approves it.")
          : t("Question posted!"),
      );
      await refresh();
    }
    return null;
  }

  /** Upvotes, or takes this visitor's upvote back when they have one (given or still queued). */
  async function toggleUpvote(question: Question): Promise<void> {
    const upvoted = queuedUpvotes.get(question.id) ?? question.hasUpvoted;
    const outcome = await sendAction({
      kind: upvoted ? "unupvote" : "upvote",
      sessionId,
      questionId: question.id,
    });
    if (outcome.status === "sent") {
      const updated = (outcome.response as { question?: Question } | null)?.question;
      if (updated) {
        queryClient.setQueryData<Question[]>(questionsKey, (list) =>
          list?.map((q) => (q.id === updated.id ? updated : q)),
        );
      }
      toast.success(upvoted ? t("Upvote taken back") : t("Vote recorded!"));
      void refresh();
    } else if (outcome.status === "failed") {
      toast.error(t("Unable to vote"), {
        description:
          outcome.code === "already_upvoted"
            ? errorText("already_upvoted")
            : t("Please try again in a moment."),
      });
    }
  }

  async function ownerAction(question: Question, action: "answer" | "delete"): Promise<void> {
    setBusyId(question.id);
    try {
      if (action === "answer")
        await apiRequest(`/api/questions/${question.id}/answer`, { method: "PATCH" });
      else await apiRequest(`/api/questions/${question.id}`, { method: "DELETE" });
      toast.success(action === "answer" ? t("Question marked as answered") : t("Question deleted"));
      await refresh();
    } catch (error) {
      const title =
        action === "answer" ? t("Failed to mark as answered") : t("Failed to delete question");
      toast.error(title, { description: errorMessage(error, t("Please try again.")) });
    } finally {
      setBusyId(null);
    }
  }

  // The owner moderates on the live console; here everyone reads what the hall reads, and an
  // attendee also their own questions still waiting for approval (docs/product.md, Moderation).
  const visible = (questions.data ?? []).filter((q) =>
    isOwner ? q.status === "approved" : q.status !== "dismissed",
  );
  const stored = visible.map((q) => {
    // What a queued upvote or taking back will make of the server's count once sent.
    const wanted = queuedUpvotes.get(q.id) ?? q.hasUpvoted;
    return {
      ...q,
      key: String(q.id),
      awaitingApproval: q.status === "pending",
      hasUpvoted: wanted,
      upvotes: q.upvotes + Number(wanted) - Number(q.hasUpvoted),
    };
  });
  const stillWaiting: QuestionCardItem[] = waiting.map((question) => ({
    ...question,
    key: question.id,
    isAnswered: false,
    upvotes: 0,
    hasUpvoted: false,
    createdAt: new Date(question.createdAt).toISOString(),
  }));
  const unanswered = stored.filter((q) => !q.isAnswered).sort(byVotesThenAge);
  const answered = stored.filter((q) => q.isAnswered).sort(byVotesThenAge);

  const renderStored = (question: (typeof stored)[number]) => (
    <QuestionCard
      key={question.key}
      question={question}
      isOwner={isOwner}
      busy={busyId === question.id}
      onUpvote={question.awaitingApproval ? undefined : () => void toggleUpvote(question)}
      onMarkAnswered={isOwner ? () => void ownerAction(question, "answer") : undefined}
      onDelete={isOwner ? () => void ownerAction(question, "delete") : undefined}
    />
  );

  const queuedList = stillWaiting.map((question) => (
    <QuestionCard
      key={question.key}
      question={question}
      isOwner={false}
      badge={<PendingSyncBadge />}
    />
  ));

  let content;
  if (questions.isPending) content = <StatusLine>{t("Loading questions...")}</StatusLine>;
  else if (questions.isError && !questions.data)
    // Unread questions still leave this visitor's own queued ones to show.
    content = (
      <div className="space-y-3">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t("Failed to load questions")}
        </p>
        {queuedList.length > 0 && <ul className="space-y-3">{queuedList}</ul>}
      </div>
    );
  else
    content = (
      <div className="space-y-3">
        <TabList<"unanswered" | "answered">
          idPrefix="questions"
          label={t("Questions")}
          items={[
            {
              value: "unanswered",
              label: (
                <>
                  {t("Unanswered")}
                  <CountBadge count={unanswered.length + stillWaiting.length} />
                </>
              ),
            },
            {
              value: "answered",
              label: (
                <>
                  {t("Answered")}
                  <CountBadge count={answered.length} />
                </>
              ),
            },
          ]}
          value={tab}
          onChange={setTab}
          className="flex gap-1 rounded-lg bg-slate-200 p-1"
          tabClassName={tabTriggerClass}
        />
        <TabPanel idPrefix="questions" value="unanswered" active={tab === "unanswered"}>
          {unanswered.length + stillWaiting.length === 0 ? (
            <EmptyState
              title={t("No questions yet")}
              text={
                isOwner
                  ? t("No questions have been submitted yet")
                  : t("Be the first to ask a question!")
              }
            />
          ) : (
            <ul className="space-y-3">
              {queuedList}
              {unanswered.map(renderStored)}
            </ul>
          )}
        </TabPanel>
        <TabPanel idPrefix="questions" value="answered" active={tab === "answered"}>
          {answered.length === 0 ? (
            <EmptyState
              title={t("No answered questions")}
              text={t("Answered questions will appear here")}
            />
          ) : (
            <ul className="space-y-3">{answered.map(renderStored)}</ul>
          )}
        </TabPanel>
      </div>
    );

  return (
    <section aria-labelledby="qa-forum-title" className="space-y-4">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 bg-slate-50/95 px-4 py-2 backdrop-blur-sm">
        <h2 id="qa-forum-title" className="text-xl font-semibold text-slate-900">
          {t("Q&A Forum")}
        </h2>
        {!isOwner && (
          <button
            ref={askButton}
            type="button"
            onClick={() => setAsking(true)}
            className={primaryButtonClass}
          >
            {t("Ask Question")}
          </button>
        )}
      </div>
      {content}
      {asking && (
        <Suspense fallback={null}>
          <AskQuestionDialog
            initial={loadQaPreferences(sessionId)}
            onSubmit={ask}
            onCancel={() => setAsking(false)}
            returnFocusFallback={() => askButton.current}
          />
        </Suspense>
      )}
    </section>
  );
}
