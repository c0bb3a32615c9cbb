/**
 * One question of the Q&A forum (docs/product.md, Q&A forum): author (Anonymous when anonymous or
 * nameless), how long ago it was asked in the visitor's language (the full date on hover), the
 * text, the Answered, Edited and "Waiting for the speaker's approval" badges, the speaker's reply
 * and the upvote button with its count (pressed when upvoted: a second tap takes it back); the
 * owner also gets Mark Answered and delete, which need the server: offline they are disabled and
 * say "You're offline" (docs/decisions.md, Offline-first).
 */
import { useId, type ReactNode } from "react";
import type { QuestionReply } from "@lectern/shared";
import { QuestionReplyView } from "../../attendee/question-reply.tsx";
import { RelativeTime } from "../../attendee/relative-time.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { OFFLINE_BUTTON_TEXT, useOnline } from "../../offline/use-online.ts";
import { useSpeakerLang } from "../../attendee/speaker-lang.ts";

export interface QuestionCardItem {
  key: string;
  questionText: string;
  authorName: string | null;
  isAnonymous: boolean;
  isAnswered: boolean;
  upvotes: number;
  hasUpvoted: boolean;
  createdAt: string;
  /** The asker's own question still waiting for the speaker's approval: no upvote on it. */
  awaitingApproval?: boolean;
  isEdited?: boolean;
  reply?: QuestionReply | null;
}

interface QuestionCardProps {
  question: QuestionCardItem;
  isOwner: boolean;
  /** Shown beside the Answered badge, e.g. for a question still waiting in the outbox. */
  badge?: ReactNode;
  /** Absent for a question the server has not stored yet. */
  onUpvote?: () => void;
  onMarkAnswered?: () => void;
  onDelete?: () => void;
  busy?: boolean;
}

export function QuestionCard({
  question,
  isOwner,
  badge,
  onUpvote,
  onMarkAnswered,
  onDelete,
  busy = false,
}: QuestionCardProps) {
  const { t, plural, number } = useTranslator();
  const lang = useSpeakerLang();
  const author =
    question.isAnonymous || !question.authorName ? t("Anonymous") : question.authorName;
  const online = useOnline();
  // The upvote comes before the question it is for: it is described by it.
  const textId = useId();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <button
        type="button"
        onClick={onUpvote}
        disabled={!onUpvote}
        aria-pressed={question.hasUpvoted}
        aria-label={plural(question.upvotes, {
          one: "Upvote, # upvote",
          other: "Upvote, # upvotes",
        })}
        aria-describedby={textId}
        className="flex h-14 w-12 shrink-0 flex-col items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 disabled:cursor-default"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="m6 15 6-6 6 6" />
        </svg>
        <span className="text-sm font-semibold tabular-nums">{number(question.upvotes)}</span>
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
            {author}
          </span>
          <span className="text-slate-600">
            <RelativeTime iso={question.createdAt} />
          </span>
          {question.isAnswered && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t("Answered")}
            </span>
          )}
          {question.isEdited && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t("Edited")}
            </span>
          )}
          {question.awaitingApproval && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("Waiting for the speaker's approval")}
            </span>
          )}
          {badge}
        </div>
        <p id={textId} lang={lang} className="break-words whitespace-pre-line text-slate-800">
          {question.questionText}
        </p>
        <QuestionReplyView reply={question.reply ?? null} />
        {isOwner && (onMarkAnswered || onDelete) && (
          <div className="flex items-center gap-2 pt-1">
            {onMarkAnswered && !question.isAnswered && (
              <button
                type="button"
                onClick={onMarkAnswered}
                disabled={busy || !online}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {online ? t("Mark Answered") : t(OFFLINE_BUTTON_TEXT)}
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                onClick={onDelete}
                disabled={busy || !online}
                aria-label={online ? t("Delete question") : t("Delete question (You're offline)")}
                title={online ? undefined : t(OFFLINE_BUTTON_TEXT)}
                className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  <path
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                  />
                </svg>
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
