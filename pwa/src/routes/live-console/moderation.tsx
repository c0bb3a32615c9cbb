/**
 * The live console's Q&A moderation (docs/product.md, Moderation): the review queue with Approve,
 * Dismiss and Block asker, each approved question's reply, text correction, Dismiss and Block
 * asker, the Dismissed list (Approve brings one back) and the Blocked list with Unblock. The owner reads every question
 * unmasked, so what is shown here is what was asked. Speaker code only: the attendee pages never
 * load it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { MAX_LENGTH, type BlockedAsker, type Question } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  useBlockedAskers,
  useModeration,
  type QuestionChange,
} from "../../api/speaker/questions.ts";
import { toast } from "../../app/toast.ts";
import { QuestionReplyView } from "../../attendee/question-reply.tsx";
import { focusAfterLeaving, focusWhenReady } from "../../components/focus.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslator } from "../../i18n/language.ts";

type Moderation = ReturnType<typeof useModeration>;

/** Runs one moderation call with its busy state; a refusal is a toast with the code's text. */
function useRun() {
  const { t } = useTranslator();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, failure: string, call: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await call();
      return true;
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, t("Please try again.")) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function ModerationSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Card className="space-y-3 p-4">
        <h2 tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/** Who asked (the name unmasked, as the owner reads it), and the Edited and Asker blocked marks. */
export function AskedBy({ question }: { question: Question }) {
  const { t } = useTranslator();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-800">
        {question.isAnonymous || !question.authorName ? t("Anonymous") : question.authorName}
      </span>
      {question.isEdited && <Badge>{t("Edited")}</Badge>}
      {question.askerBlocked && <Badge tone="red">{t("Asker blocked")}</Badge>}
    </p>
  );
}

/**
 * Block asker, after a confirmation saying their earlier questions stay; nothing once the asker
 * is blocked (the question's "Asker blocked" mark says so).
 */
function BlockAsker({ question, moderation }: { question: Question; moderation: Moderation }) {
  const { t } = useTranslator();
  const { busy, run } = useRun();
  const [confirming, setConfirming] = useState(false);
  if (question.askerBlocked) return null;
  const block = async () => {
    if (await run("block", t("The asker could not be blocked"), () => moderation.block(question))) {
      setConfirming(false);
      toast.success(t("Asker blocked"));
    }
  };
  return (
    <>
      <Button
        variant="quiet-danger"
        size="sm"
        onClick={() => setConfirming(true)}
        className="min-h-11"
      >
        {t("Block asker")}
      </Button>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Block this asker?")}
        description={t(
          "They can't post more questions in this session. Their earlier questions stay unless you delete them.",
        )}
        actionLabel={t("Block")}
        onAction={() => void block()}
        pending={busy === "block"}
        pendingLabel={t("Blocking...")}
      />
    </>
  );
}

/**
 * One question waiting in the queue (Approve, Dismiss, Block asker: a flood of spam is stopped at
 * the door) or dismissed (Approve).
 */
function QueuedQuestion({ question, moderation }: { question: Question; moderation: Moderation }) {
  const { t } = useTranslator();
  const { busy, run } = useRun();
  const pending = question.status === "pending";
  const change = async (kind: "approve" | "dismiss", control: HTMLElement) => {
    const cancelFocus = focusAfterLeaving(control);
    const done = await run(
      kind,
      kind === "approve"
        ? t("The question could not be approved")
        : t("The question could not be dismissed"),
      () => moderation.change(question, { kind }),
    );
    if (!done) cancelFocus();
  };
  return (
    <li>
      <article
        aria-label={question.questionText}
        className="space-y-2 rounded-lg border border-slate-200 p-3"
      >
        <AskedBy question={question} />
        <p className="break-words whitespace-pre-line text-slate-900">{question.questionText}</p>
        <div className="flex flex-wrap gap-2">
          <OnlineButton
            size="sm"
            pending={busy === "approve"}
            disabled={busy !== null}
            onClick={(event) => void change("approve", event.currentTarget)}
            className="min-h-11 flex-1"
          >
            {t("Approve")}
          </OnlineButton>
          {pending && (
            <OnlineButton
              size="sm"
              variant="outline"
              pending={busy === "dismiss"}
              disabled={busy !== null}
              onClick={(event) => void change("dismiss", event.currentTarget)}
              className="min-h-11 flex-1"
              aria-label={t("Dismiss: {question}", { question: question.questionText })}
            >
              {t("Dismiss")}
            </OnlineButton>
          )}
        </div>
        {pending && <BlockAsker question={question} moderation={moderation} />}
      </article>
    </li>
  );
}

/** "Waiting for review (n)": the pending questions, oldest first. */
export function ReviewQueue({
  sessionId,
  questions,
}: {
  sessionId: number;
  questions: Question[];
}) {
  const { t, number } = useTranslator();
  const moderation = useModeration(sessionId);
  const pending = questions
    .filter((q) => q.status === "pending")
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ModerationSection title={t("Waiting for review ({count})", { count: number(pending.length) })}>
      {pending.length === 0 ? (
        <p className="text-sm text-slate-700">{t("No questions are waiting for review.")}</p>
      ) : (
        <ul className="space-y-2">
          {pending.map((question) => (
            <QueuedQuestion key={question.id} question={question} moderation={moderation} />
          ))}
        </ul>
      )}
    </ModerationSection>
  );
}

/** Dismissed questions, seen only here; Approve shows one to everyone again. */
export function DismissedQuestions({
  sessionId,
  questions,
}: {
  sessionId: number;
  questions: Question[];
}) {
  const { t, number } = useTranslator();
  const moderation = useModeration(sessionId);
  const dismissed = questions.filter((q) => q.status === "dismissed");
  if (dismissed.length === 0) return null;
  return (
    <ModerationSection title={t("Dismissed ({count})", { count: number(dismissed.length) })}>
      <ul className="space-y-2">
        {dismissed.map((question) => (
          <QueuedQuestion key={question.id} question={question} moderation={moderation} />
        ))}
      </ul>
    </ModerationSection>
  );
}

/** A textarea with Save and Cancel, for the reply or the corrected text. */
function InlineEditor({
  label,
  initial,
  max,
  saveText,
  extra,
  onSave,
  onCancel,
  pending,
}: {
  label: string;
  initial: string;
  max: number;
  saveText: string;
  extra?: ReactNode;
  onSave: (text: string) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const { t, number } = useTranslator();
  const id = useId();
  const [text, setText] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  // The editor opens on a tap of Reply or Edit text: the caret goes where the typing is.
  useEffect(() => field.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") onSave(text.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <span id={`${id}-count`} className="text-xs text-slate-600 tabular-nums">
          {t("{count} of {max} characters", {
            count: number(text.length),
            max: number(max),
          })}
        </span>
      </div>
      <Textarea
        id={id}
        rows={3}
        maxLength={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
        ref={field}
      />
      <div className="flex flex-wrap gap-2">
        <OnlineButton
          type="submit"
          size="sm"
          pending={pending}
          disabled={text.trim() === ""}
          className="min-h-11"
        >
          {saveText}
        </OnlineButton>
        {extra}
        <Button variant="ghost" size="sm" onClick={onCancel} className="min-h-11">
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * Under an approved question on the console: its reply, and Reply (or Edit reply), Edit text,
 * Dismiss (it leaves every screen but this one's Dismissed list) and Block asker.
 */
export function QuestionModeration({ question }: { question: Question }) {
  const { t } = useTranslator();
  const moderation = useModeration(question.sessionId);
  const { busy, run } = useRun();
  const [open, setOpen] = useState<"reply" | "edit" | null>(null);

  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Closing an editor gives focus back to the button that opened it. */
  const close = () => {
    const opener = open === "edit" ? editButton : replyButton;
    focusWhenReady(() => opener.current, box.current);
    setOpen(null);
  };
  const change = async (what: string, failure: string, next: QuestionChange) => {
    if (await run(what, failure, () => moderation.change(question, next))) close();
  };

  return (
    <div ref={box} className="space-y-2">
      {open !== "reply" && <QuestionReplyView reply={question.reply} />}
      {open === "reply" ? (
        <InlineEditor
          label={t("Your reply")}
          initial={question.reply?.text ?? ""}
          max={MAX_LENGTH.reply}
          saveText={t("Save reply")}
          pending={busy === "reply"}
          onSave={(text) =>
            void change("reply", t("The reply could not be saved"), { kind: "reply", text })
          }
          onCancel={close}
          extra={
            question.reply && (
              <OnlineButton
                size="sm"
                variant="outline"
                pending={busy === "remove-reply"}
                onClick={() =>
                  void change("remove-reply", t("The reply could not be removed"), {
                    kind: "remove-reply",
                  })
                }
                className="min-h-11"
              >
                {t("Remove reply")}
              </OnlineButton>
            )
          }
        />
      ) : open === "edit" ? (
        <InlineEditor
          label={t("Question text")}
          initial={question.questionText}
          max={MAX_LENGTH.question}
          saveText={t("Save")}
          pending={busy === "edit"}
          onSave={(text) =>
            void change("edit", t("The question could not be changed"), { kind: "edit", text })
          }
          onCancel={close}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={replyButton}
            variant="outline"
            size="sm"
            onClick={() => setOpen("reply")}
            className="min-h-11"
          >
            {question.reply ? t("Edit reply") : t("Reply")}
          </Button>
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            onClick={() => setOpen("edit")}
            className="min-h-11"
          >
            {t("Edit text")}
          </Button>
          <OnlineButton
            size="sm"
            variant="outline"
            pending={busy === "dismiss"}
            onClick={(event) => {
              const cancelFocus = focusAfterLeaving(event.currentTarget);
              void run("dismiss", t("The question could not be dismissed"), () =>
                moderation.change(question, { kind: "dismiss" }),
              ).then((done) => done || cancelFocus());
            }}
            className="min-h-11"
            aria-label={t("Dismiss: {question}", { question: question.questionText })}
          >
            {t("Dismiss")}
          </OnlineButton>
          <BlockAsker question={question} moderation={moderation} />
        </div>
      )}
    </div>
  );
}

function BlockedRow({ blocked, sessionId }: { blocked: BlockedAsker; sessionId: number }) {
  const { t } = useTranslator();
  const moderation = useModeration(sessionId);
  const { busy, run } = useRun();
  const who = blocked.authorName ?? t("Anonymous");
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">{who}</p>
        <p className="break-words text-slate-700">
          {blocked.questionText ?? t("The question was deleted.")}
        </p>
      </div>
      <OnlineButton
        size="sm"
        variant="outline"
        pending={busy === "unblock"}
        onClick={() =>
          void run("unblock", t("The asker could not be unblocked"), () =>
            moderation.unblock(blocked),
          )
        }
        aria-label={t("Unblock {name}", { name: who })}
        className="min-h-11 shrink-0"
      >
        {t("Unblock")}
      </OnlineButton>
    </li>
  );
}

/** The blocked askers, newest first, each with Unblock; nothing while nobody is blocked. */
export function BlockedAskers({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const blocked = useBlockedAskers(sessionId);
  if (!blocked.data?.length) return null;
  return (
    <ModerationSection title={t("Blocked askers")}>
      <ul className="space-y-2">
        {blocked.data.map((item) => (
          <BlockedRow key={item.id} blocked={item} sessionId={sessionId} />
        ))}
      </ul>
    </ModerationSection>
  );
}
