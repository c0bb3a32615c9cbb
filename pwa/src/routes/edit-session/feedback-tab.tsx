/**
 * Edit screen, Feedback tab (docs/product.md, Feedback): for the owner and co-hosts, whether the
 * talk takes feedback now (a switch; a talk of an event opens by itself at its end time until
 * someone sets it) and the chips attendees pick from, to add, remove and save; for every member,
 * the summary: how many gave feedback, the average, the stars' spread as bars, each chip's count,
 * and the comments, newest first, with the CSV export. Read again every 15 seconds while shown.
 */
import { useId, useState, type FormEvent } from "react";
import {
  DEFAULT_FEEDBACK_CHIPS,
  FEEDBACK_CHIP_MAX_LENGTH,
  FEEDBACK_MAX_CHIPS,
  FEEDBACK_RATINGS,
  type FeedbackState,
  type FeedbackSummary,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useFeedbackSummary, useSetFeedbackState } from "../../api/speaker/feedback.ts";
import { toast } from "../../app/toast.ts";
import { useFeedbackState } from "../../attendee/queries.ts";
import { RelativeTime } from "../../attendee/relative-time.tsx";
import { exportResults } from "../../components/export-results.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { SettingSwitch } from "../../components/setting-switch.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FieldError } from "../../components/ui/field-error.tsx";
import { inputClass } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { useChipLabel } from "../../attendee/feedback-chips.ts";

const STARS = Array.from({ length: FEEDBACK_RATINGS }, (_, i) => FEEDBACK_RATINGS - i);

export function FeedbackTab({ sessionId, readOnly }: { sessionId: number; readOnly: boolean }) {
  const { t } = useTranslator();
  const state = useFeedbackState(sessionId);
  const summary = useFeedbackSummary(sessionId);
  return (
    <div className="space-y-8">
      {!readOnly && (
        <section aria-labelledby={`feedback-settings-${sessionId}`} className="space-y-4">
          <h3 id={`feedback-settings-${sessionId}`} className="font-semibold text-slate-900">
            {t("Taking feedback")}
          </h3>
          {state.data ? (
            <FeedbackSettings sessionId={sessionId} state={state.data} />
          ) : state.isError ? (
            <Alert title={t("The feedback settings could not be loaded")}>
              <p>{errorMessage(state.error, t("Please check your connection and try again."))}</p>
            </Alert>
          ) : (
            <Skeleton className="h-24" />
          )}
        </section>
      )}
      <section aria-labelledby={`feedback-summary-${sessionId}`} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`feedback-summary-${sessionId}`} className="font-semibold text-slate-900">
            {t("What the audience said")}
          </h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportResults(sessionId, "feedback")}
          >
            {t("Export feedback (CSV)")}
          </Button>
        </div>
        {summary.data ? (
          <FeedbackFigures summary={summary.data} />
        ) : summary.isError ? (
          <Alert title={t("The feedback could not be loaded")}>
            <p>{errorMessage(summary.error, t("Please check your connection and try again."))}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void summary.refetch()}
            >
              {t("Try again")}
            </Button>
          </Alert>
        ) : (
          <div aria-busy="true" aria-label={t("Loading the feedback")} className="space-y-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
          </div>
        )}
      </section>
    </div>
  );
}

function FeedbackSettings({ sessionId, state }: { sessionId: number; state: FeedbackState }) {
  const { t, date } = useTranslator();
  const set = useSetFeedbackState(sessionId);
  const refused = (error: unknown) =>
    toast.error(t("The feedback settings could not be saved"), {
      description: errorMessage(error, t("Please try again.")),
    });
  const hint = state.opensAt
    ? t("Opens by itself when the talk ends, {time}, unless you open or close it here.", {
        time: date(state.opensAt, { dateStyle: "medium", timeStyle: "short" }),
      })
    : t("Attendees see stars, chips and a comment box on the talk's page while this is on.");
  return (
    <>
      <SettingSwitch
        label={t("Feedback open")}
        hint={hint}
        checked={state.open}
        onChange={(open) =>
          set.mutate(
            { open },
            {
              onSuccess: () =>
                toast.success(open ? t("Feedback is open") : t("Feedback is closed")),
              onError: refused,
            },
          )
        }
      />
      <ChipsEditor
        key={state.chips.join("\n")}
        chips={state.chips}
        saving={set.isPending}
        onSave={(chips) =>
          set.mutate(
            { chips },
            { onSuccess: () => toast.success(t("Chips saved")), onError: refused },
          )
        }
      />
    </>
  );
}

function ChipsEditor({
  chips,
  saving,
  onSave,
}: {
  chips: string[];
  saving: boolean;
  onSave: (chips: string[]) => void;
}) {
  const { t } = useTranslator();
  const chipLabel = useChipLabel();
  const id = useId();
  const [draft, setDraft] = useState(chips);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = draft.length >= FEEDBACK_MAX_CHIPS;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const label = text.trim();
    if (!label) return setError(t("Type the chip's text first"));
    if (draft.includes(label)) return setError(t("That chip is there already"));
    setDraft([...draft, label]);
    setText("");
    setError(null);
  };
  const changed = draft.join("\n") !== chips.join("\n");

  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h4 className="text-sm font-semibold text-slate-900">{t("Chips")}</h4>
      <p className="text-xs text-slate-600">
        {t("Short words attendees may tap beside their stars, up to {count}.", {
          count: FEEDBACK_MAX_CHIPS,
        })}
      </p>
      {draft.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("No chips: attendees give stars and a comment.")}
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {draft.map((chip) => (
            <li
              key={chip}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {chipLabel(chip)}
              <button
                type="button"
                onClick={() => setDraft(draft.filter((c) => c !== chip))}
                aria-label={t("Remove {chip}", { chip: chipLabel(chip) })}
                className="flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={add}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={`${id}-chip`} className="sr-only">
            {t("New chip")}
          </label>
          <input
            id={`${id}-chip`}
            value={text}
            maxLength={FEEDBACK_CHIP_MAX_LENGTH}
            disabled={full}
            placeholder={full ? t("Remove a chip to add another") : t("New chip")}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-chip-error` : undefined}
            className={`${inputClass} min-h-11`}
          />
          <FieldError id={`${id}-chip-error`} message={error} />
        </div>
        <Button type="submit" variant="outline" disabled={full} className="min-h-11">
          {t("Add chip")}
        </Button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        <OnlineButton
          type="button"
          disabled={!changed}
          pending={saving}
          pendingText={t("Saving...")}
          onClick={() => onSave(draft)}
        >
          {t("Save chips")}
        </OnlineButton>
        {draft.join("\n") !== DEFAULT_FEEDBACK_CHIPS.join("\n") && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setDraft([...DEFAULT_FEEDBACK_CHIPS])}
          >
            {t("Use the default chips")}
          </Button>
        )}
      </div>
    </div>
  );
}

function FeedbackFigures({ summary }: { summary: FeedbackSummary }) {
  const { t, plural, number } = useTranslator();
  const chipLabel = useChipLabel();
  if (summary.count === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
        {t("No feedback yet. It shows here as attendees send it.")}
      </p>
    );
  const most = Math.max(...summary.distribution.map((d) => d.count), 1);
  return (
    <div className="space-y-6">
      <p className="text-slate-900">
        <span className="text-3xl font-bold">
          {number(summary.average ?? 0, { maximumFractionDigits: 1 })}
        </span>{" "}
        <span className="text-slate-700">
          {plural(summary.count, {
            one: "out of 5, from # attendee",
            other: "out of 5, from # attendees",
          })}
        </span>
      </p>
      <ul aria-label={t("Stars given")} className="space-y-1">
        {STARS.map((rating) => {
          const count = summary.distribution.find((d) => d.rating === rating)?.count ?? 0;
          return (
            <li key={rating} className="flex items-center gap-3 text-sm">
              <span className="w-20 shrink-0 text-slate-700">
                {plural(rating, { one: "# star", other: "# stars" })}
              </span>
              <span aria-hidden="true" className="h-3 flex-1 rounded-full bg-slate-100">
                <span
                  className="block h-3 rounded-full bg-brand-700"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-right tabular-nums text-slate-900">
                {number(count)}
              </span>
            </li>
          );
        })}
      </ul>
      {summary.chips.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{t("Chips picked")}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {summary.chips.map((chip) => (
              <li
                key={chip.label}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
              >
                {t("{chip}: {count}", { chip: chipLabel(chip.label), count: number(chip.count) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{t("Comments")}</h4>
        {summary.comments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t("No comments yet.")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {summary.comments.map((comment, index) => (
              <li
                key={`${comment.createdAt}-${index}`}
                className="rounded-lg border border-slate-200 p-3"
              >
                <p className="text-sm text-slate-600">
                  {plural(comment.rating, { one: "# star", other: "# stars" })}
                  {comment.chips.length > 0 && ` · ${comment.chips.map(chipLabel).join(", ")}`}
                  {" · "}
                  <RelativeTime iso={comment.createdAt} />
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-900">
                  {comment.comment}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
