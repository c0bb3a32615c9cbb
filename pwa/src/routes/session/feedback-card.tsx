/**
 * The session page's feedback card (docs/product.md, Feedback): while the talk takes feedback,
 * 1 to 5 stars (native radios, one tab stop, arrow keys move), the talk's chips as toggles and an
 * optional comment, sent through the outbox so a tap in a dead hall is kept and sent once. Once
 * sent it thanks the attendee and shows what they gave, with Change my feedback (sending again
 * replaces it). Feedback that opens at the talk's end time appears then without a reload; opening
 * and closing by the speaker arrive live (feedback_update). Loaded after the page's first render.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATINGS,
  type Feedback,
  type FeedbackBody,
  type FeedbackState,
} from "@lectern/shared";
import { toast } from "../../app/toast.ts";
import { sendAction } from "../../attendee/send-action.ts";
import { attendeePaths, useFeedbackState } from "../../attendee/queries.ts";
import {
  cardClass,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "../../attendee/styles.ts";
import { FieldError } from "../../components/ui/field-error.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { discardAction, useActionSent } from "../../offline/outbox.ts";
import { usePendingFeedback } from "../../offline/pending-actions.ts";
import { VOTE_QUEUED_TEXT } from "../../attendee/use-poll-voting.ts";
import { useChipLabel } from "../../attendee/feedback-chips.ts";

const STARS = Array.from({ length: FEEDBACK_RATINGS }, (_, i) => i + 1);

const LIT_STAR_CLASS = "text-amber-600";

/** A star as drawn: filled up to the rating, hollow after it. */
const starGlyph = (filled: boolean) => (filled ? "\u2605" : "\u2606");

/**
 * Whether `at` (an ISO instant) has passed since the page opened, turning true then with
 * `onPassed`, so feedback opening at the talk's end shows without a reload.
 */
function usePassed(at: string | null, onPassed: () => void): boolean {
  const [passedAt, setPassedAt] = useState<string | null>(null);
  const latest = useRef(onPassed);
  useEffect(() => {
    latest.current = onPassed;
  }, [onPassed]);
  useEffect(() => {
    if (at === null) return;
    const wait = Date.parse(at) - Date.now();
    // setTimeout holds at most about 24.8 days; a later end shows on a later visit.
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => {
        setPassedAt(at);
        if (wait > 0) latest.current();
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && passedAt === at;
}

export function FeedbackCard({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const key = [attendeePaths.feedbackState(sessionId)];
  const state = useFeedbackState(sessionId);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  const reachedEnd = usePassed(state.data?.opensAt ?? null, refetch);
  const pending = usePendingFeedback(sessionId);
  const [editing, setEditing] = useState(false);

  const keep = (feedback: Feedback) =>
    queryClient.setQueryData<FeedbackState>(key, (old) => old && { ...old, mine: feedback });
  useActionSent(({ item, response }) => {
    if (item.action.kind !== "feedback" || item.action.sessionId !== sessionId) return;
    if (response) keep((response as { feedback: Feedback }).feedback);
    else refetch();
  });

  const data = state.data;
  if (!data) return null;
  const open = data.open || (data.opensAt !== null && reachedEnd);
  const queued = pending && pending.status !== "failed" ? pending.body : null;
  if (!open && !queued && !data.mine) return null;

  const headingId = `feedback-${sessionId}`;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} space-y-3`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("How was the talk?")}
      </h2>
      {pending?.status === "failed" && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{t("Your feedback was not taken: {reason}", { reason: pending.error ?? "" })}</p>
          <button
            type="button"
            className="mt-1 font-semibold underline"
            onClick={() => void discardAction(pending.id)}
          >
            {t("Dismiss")}
          </button>
        </div>
      )}
      {queued ? (
        <GivenFeedback given={{ rating: queued.rating, chips: queued.chips ?? [] }}>
          <p className="text-sm text-slate-700">{t(VOTE_QUEUED_TEXT)}</p>
        </GivenFeedback>
      ) : data.mine && !editing ? (
        <GivenFeedback given={data.mine}>
          <p className="text-sm text-slate-700">{t("Thanks for your feedback!")}</p>
          {open && (
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
              {t("Change my feedback")}
            </button>
          )}
        </GivenFeedback>
      ) : (
        <FeedbackForm
          sessionId={sessionId}
          chips={data.chips}
          initial={data.mine}
          onSent={(feedback) => {
            if (feedback) keep(feedback);
            setEditing(false);
          }}
        />
      )}
    </section>
  );
}

function GivenFeedback({
  given,
  children,
}: {
  given: { rating: number; chips: string[] };
  children: ReactNode;
}) {
  const { plural } = useTranslator();
  const chipLabel = useChipLabel();
  return (
    <div className="space-y-2">
      <p className="text-xl text-amber-600">
        <span aria-hidden="true">{STARS.map((star) => starGlyph(star <= given.rating))}</span>
        <span className="sr-only">
          {plural(given.rating, { one: "You gave # star", other: "You gave # stars" })}
        </span>
      </p>
      {given.chips.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {given.chips.map((chip) => (
            <li key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {chipLabel(chip)}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

function FeedbackForm({
  sessionId,
  chips,
  initial,
  onSent,
}: {
  sessionId: number;
  chips: string[];
  initial: Feedback | null;
  /** The feedback as the server took it; null when it was queued or another tab sent it. */
  onSent: (feedback: Feedback | null) => void;
}) {
  const { t, plural } = useTranslator();
  const chipLabel = useChipLabel();
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [picked, setPicked] = useState<string[]>(
    initial?.chips.filter((chip) => chips.includes(chip)) ?? [],
  );
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const starsRef = useRef<HTMLFieldSetElement>(null);

  const toggle = (chip: string) =>
    setPicked((now) => (now.includes(chip) ? now.filter((c) => c !== chip) : [...now, chip]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setRatingError(t("Choose from 1 to 5 stars"));
      starsRef.current?.querySelector("input")?.focus();
      return;
    }
    setSending(true);
    setRefusal(null);
    const body: FeedbackBody = { rating, chips: picked, comment: comment.trim() || null };
    try {
      const outcome = await sendAction({ kind: "feedback", sessionId, body });
      if (outcome.status === "failed") {
        setRefusal(outcome.message || t("Your feedback could not be sent. Please try again."));
        if (outcome.actionId !== undefined) void discardAction(outcome.actionId);
        return;
      }
      if (outcome.status === "sent") {
        toast.success(t("Thanks for your feedback!"));
        onSent((outcome.response as { feedback: Feedback } | null)?.feedback ?? null);
      } else onSent(null);
    } finally {
      setSending(false);
    }
  }

  const left = FEEDBACK_COMMENT_MAX_LENGTH - comment.length;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset
        ref={starsRef}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
        className="space-y-1"
      >
        <legend className="font-medium text-slate-900">{t("Your rating")}</legend>
        <div className="flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="relative flex size-12 cursor-pointer items-center justify-center rounded-lg text-3xl text-slate-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => {
                  setRating(star);
                  setRatingError(null);
                }}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={rating !== null && star <= rating ? LIT_STAR_CLASS : undefined}
              >
                {starGlyph(rating !== null && star <= rating)}
              </span>
              <span className="sr-only">{plural(star, { one: "# star", other: "# stars" })}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-rating-error`} message={ratingError} />
      </fieldset>
      {chips.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">{t("What stood out? (optional)")}</legend>
          <div className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <label
                key={chip}
                className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 forced-colors:has-checked:outline-3 forced-colors:has-checked:outline-[Highlight]"
              >
                <input
                  type="checkbox"
                  checked={picked.includes(chip)}
                  onChange={() => toggle(chip)}
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                />
                {chipLabel(chip)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-comment`} className="font-medium text-slate-900">
          {t("Comment (optional)")}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={`${id}-comment-left`}
          className={`${inputClass} mt-1`}
        />
        <p id={`${id}-comment-left`} className="mt-1 text-sm text-slate-600">
          {plural(left, { one: "# character left", other: "# characters left" })}
        </p>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {sending ? t("Sending...") : t("Send feedback")}
      </button>
    </form>
  );
}
