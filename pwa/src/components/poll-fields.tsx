/**
 * A poll's kind, question, optional title and the fields of its kind, as the create wizard and the
 * edit screen both ask for them (docs/product.md, "Create session", "Edit session" and Poll kinds):
 * a kind picker with a line on each kind; the question is the one required text, its error shown
 * inline as it changes once it was left, or once a save was tried, and gone as soon as it is
 * filled (useFieldChecks); for choice kinds text and colour per choice, the next
 * palette colour for a new one, remove only with more than 2 choices (focus then goes to the next
 * choice), Add Choice disabled at 10;
 * "Answers allowed" for multiple choice, the words per attendee of a word cloud, the scale and
 * labels of a rating, and the right answer of a quiz (its group marked invalid and described while a
 * tried save finds none); each choice at most 120 characters, which a
 * projector can show; and whether the results stay hidden until the poll closes (a quiz's always
 * are, until the reveal).
 */
import * as RadioGroup from "@radix-ui/react-radio-group";
import { useId, type ReactNode } from "react";
import {
  hasChoices,
  MAX_CHOICES_PER_POLL,
  MAX_WORD_ENTRIES,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  msg,
  POLL_CHOICE_MAX_LENGTH,
  POLL_KINDS,
  RATING_LABEL_MAX_LENGTH,
  RATING_SCALES,
  type PollKind,
  type RatingScale,
} from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { bindText } from "./bind-text.ts";
import { focusWhenReady } from "./focus.ts";
import { useFieldChecks } from "./form-errors.ts";
import {
  firstChoices,
  newChoice,
  quizProblem,
  type ChoiceItem,
  type PollKindFields,
} from "./session-model.ts";
import { Button } from "./ui/button.tsx";
import { cn } from "./ui/cn.ts";
import { Field } from "./ui/field.tsx";
import { FieldError } from "./ui/field-error.tsx";
import { Icon } from "./ui/icon.tsx";
import { Input, inputClass } from "./ui/input.tsx";
import { Switch } from "./ui/switch.tsx";

export const KIND_LABELS: Record<PollKind, string> = {
  single: msg("Single choice"),
  multiple: msg("Multiple choice"),
  wordcloud: msg("Word cloud"),
  rating: msg("Rating"),
  quiz: msg("Quiz"),
  open: msg("Open text"),
  ranking: msg("Ranking"),
};

const KIND_DESCRIPTIONS: Record<PollKind, string> = {
  single: msg("Attendees pick one answer."),
  multiple: msg("Attendees pick several answers, up to a limit."),
  wordcloud: msg("Attendees send up to 3 words; the most frequent show largest."),
  rating: msg("Attendees give a score on a 5 or 10 scale."),
  quiz: msg("One right answer, revealed after the poll closes."),
  open: msg("Attendees write a short answer; the newest show on a wall."),
  ranking: msg("Attendees put the choices in order; the best ranked score most."),
};

interface PollValues extends PollKindFields {
  title: string;
  question: string;
  choices: ChoiceItem[];
}

interface PollFieldsProps<Poll extends PollValues> {
  /** The poll's number on the screen (1 for the first): names the choice inputs and buttons. */
  pollNumber: number;
  value: Poll;
  /** The poll changed; `removed` is the choice just removed, if any. */
  onChange: (next: Poll, removed?: ChoiceItem) => void;
  busy?: boolean;
  /** The poll has votes, so its kind and a rating's scale cannot change (the server refuses it too). */
  kindLocked?: boolean;
  /** A save was tried: every problem shows inline, and goes as soon as it is fixed. */
  showErrors?: boolean;
}

/** The inline problems of a poll's fields, in English (shown through t()). */
export function pollFieldProblems(
  value: Pick<PollValues, "kind" | "question" | "choices" | "correctChoiceId">,
): {
  question: string | null;
  choices: string | null;
  answer: string | null;
} {
  const filledChoices = value.choices.filter((c) => c.text.trim() !== "").length;
  return {
    question: value.question.trim() === "" ? msg("A poll needs a question") : null,
    choices:
      hasChoices(value.kind) && filledChoices < MIN_CHOICES_PER_POLL
        ? msg("A poll needs at least 2 choices with text.")
        : null,
    answer: filledChoices > 0 ? quizProblem(value, value.choices) : null,
  };
}

const rightAnswerClass =
  "flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white data-[state=checked]:border-green-700 data-[state=checked]:bg-green-50 forced-colors:data-[state=checked]:outline-3 forced-colors:data-[state=checked]:-outline-offset-3 forced-colors:data-[state=checked]:outline-[Highlight]";

/** The right-answer buttons' border while a quiz has no right answer. */
const INVALID_BORDER = "border-red-700";

const optionCard =
  "rounded-lg border border-slate-300 bg-white text-left text-sm text-slate-800 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800 forced-colors:data-[state=checked]:outline-3 forced-colors:data-[state=checked]:-outline-offset-3 forced-colors:data-[state=checked]:outline-[Highlight]";

function KindPicker({
  pollNumber,
  value,
  onChange,
  locked,
}: {
  pollNumber: number;
  value: PollKind;
  onChange: (kind: PollKind) => void;
  locked: boolean;
}) {
  const { t } = useTranslator();
  const id = useId();
  const legend = t("Kind of poll {number}", { number: pollNumber });
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t("Poll kind")}</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(kind) => onChange(kind as PollKind)}
        disabled={locked}
        aria-label={legend}
        aria-describedby={locked ? `${id}-locked` : undefined}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {POLL_KINDS.map((kind) => (
          <RadioGroup.Item
            key={kind}
            value={kind}
            aria-labelledby={`${id}-${kind}`}
            aria-describedby={`${id}-${kind}-about`}
            className={cn(optionCard, "flex min-h-14 items-start gap-3 px-3 py-2")}
          >
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
            </span>
            <span className="min-w-0">
              <span id={`${id}-${kind}`} className="block font-medium">
                {t(KIND_LABELS[kind])}
              </span>
              <span id={`${id}-${kind}-about`} className="block text-xs text-slate-600">
                {t(KIND_DESCRIPTIONS[kind])}
              </span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {locked && (
        <p id={`${id}-locked`} className="mt-2 text-xs text-slate-700">
          {t(MESSAGES.pollHasVotes)}
        </p>
      )}
    </fieldset>
  );
}

/** A labelled select of whole numbers from `min` to `max`. */
function NumberSelect({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { number } = useTranslator();
  const options = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  return (
    <Field label={label} hint={hint}>
      <select
        value={Math.min(Math.max(value, min), max)}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(inputClass, "min-h-11 sm:w-40")}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {number(n)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function RatingFields<Poll extends PollValues>({
  pollNumber,
  value,
  onChange,
  scaleLocked,
}: {
  pollNumber: number;
  value: Poll;
  onChange: (next: Poll) => void;
  scaleLocked: boolean;
}) {
  const { t, number } = useTranslator();
  const legend = t("Scale of poll {number}", { number: pollNumber });
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("Scale")}</legend>
        <RadioGroup.Root
          value={String(value.scale)}
          onValueChange={(scale) => onChange({ ...value, scale: Number(scale) as RatingScale })}
          disabled={scaleLocked}
          aria-label={legend}
          className="grid grid-cols-2 gap-2 sm:w-80"
        >
          {RATING_SCALES.map((scale) => (
            <RadioGroup.Item
              key={scale}
              value={String(scale)}
              className={cn(optionCard, "min-h-11 px-3 text-center font-medium")}
            >
              {t("1 to {max}", { max: number(scale) })}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("Label of the lowest score (optional)")}>
          <Input
            {...bindText(value, "lowLabel", onChange)}
            maxLength={RATING_LABEL_MAX_LENGTH}
            placeholder={t("e.g. Not at all")}
          />
        </Field>
        <Field label={t("Label of the highest score (optional)")}>
          <Input
            {...bindText(value, "highLabel", onChange)}
            maxLength={RATING_LABEL_MAX_LENGTH}
            placeholder={t("e.g. Very much")}
          />
        </Field>
      </div>
    </>
  );
}

function ChoiceFields<Poll extends PollValues>({
  pollNumber,
  value,
  onChange,
  busy,
  error,
  answerError,
  onBlur,
}: {
  pollNumber: number;
  value: Poll;
  onChange: (next: Poll, removed?: ChoiceItem) => void;
  busy?: boolean;
  /** The choices' problem to show, translated, or null. */
  error: string | null;
  /** A quiz's missing right answer to show, translated, or null. */
  answerError: string | null;
  onBlur: () => void;
}) {
  const { t, number } = useTranslator();
  const choiceHintId = useId();
  const errorId = useId();
  const answerHintId = useId();
  const answerErrorId = useId();
  const { choices } = value;
  const quiz = value.kind === "quiz";
  const setChoice = (id: number, patch: Partial<ChoiceItem>) =>
    onChange({ ...value, choices: choices.map((c) => (c.id === id ? { ...c, ...patch } : c)) });
  const onAdd = () => onChange({ ...value, choices: [...choices, newChoice(choices.length)] });
  const choiceFieldId = useId();
  const onRemove = (choice: ChoiceItem) => {
    // Focus goes to the choice that takes the removed one's place, else to the one before it.
    const at = choices.indexOf(choice);
    const next = choices[at + 1] ?? choices[at - 1];
    if (next) focusWhenReady(() => document.getElementById(`${choiceFieldId}-${next.id}`));
    onChange(
      {
        ...value,
        choices: choices.filter((c) => c !== choice),
        correctChoiceId: value.correctChoiceId === choice.id ? null : value.correctChoiceId,
      },
      choice,
    );
  };
  const rows = choices.map((choice, index) => (
    <li key={choice.id} className="flex items-center gap-2">
      {quiz && (
        <RadioGroup.Item
          value={String(choice.id)}
          aria-label={t("Choice {choice} is the right answer", { choice: index + 1 })}
          className={cn(rightAnswerClass, answerError && INVALID_BORDER)}
        >
          <span
            aria-hidden="true"
            className="flex size-5 items-center justify-center rounded-full border border-slate-400"
          >
            <RadioGroup.Indicator className="size-2.5 rounded-full bg-green-700 forced-colors:bg-[Highlight]" />
          </span>
        </RadioGroup.Item>
      )}
      <input
        type="color"
        value={choice.color}
        onChange={(e) => setChoice(choice.id, { color: e.target.value.toUpperCase() })}
        aria-label={t("Colour of choice {choice} in poll {poll}", {
          choice: index + 1,
          poll: pollNumber,
        })}
        className="h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
      />
      <Input
        id={`${choiceFieldId}-${choice.id}`}
        value={choice.text}
        onChange={(e) => setChoice(choice.id, { text: e.target.value })}
        maxLength={POLL_CHOICE_MAX_LENGTH}
        onBlur={onBlur}
        aria-invalid={error !== null && choice.text.trim() === "" ? true : undefined}
        aria-describedby={error ? `${choiceHintId} ${errorId}` : choiceHintId}
        placeholder={t("Choice {choice}", { choice: index + 1 })}
        aria-label={t("Choice {choice} in poll {poll}", {
          choice: index + 1,
          poll: pollNumber,
        })}
      />
      {choices.length > MIN_CHOICES_PER_POLL && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRemove(choice)}
          disabled={busy}
          aria-label={t("Remove choice {choice} from poll {poll}", {
            choice: index + 1,
            poll: pollNumber,
          })}
        >
          <Icon path="M6 6l12 12M18 6L6 18" className="size-5" />
        </Button>
      )}
    </li>
  ));
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("Choices ({count} of {max})", {
            count: number(choices.length),
            max: number(MAX_CHOICES_PER_POLL),
          })}
        </legend>
        <p id={choiceHintId} className="mb-2 text-xs text-slate-700">
          {t("Each choice can be up to {max} characters, so the projector can show it.", {
            max: number(POLL_CHOICE_MAX_LENGTH),
          })}
        </p>
        {quiz ? (
          <>
            <p id={answerHintId} className="mb-2 text-xs text-slate-700">
              {t("Mark the right answer with the round button before its choice.")}
            </p>
            <RadioGroup.Root
              value={value.correctChoiceId === null ? "" : String(value.correctChoiceId)}
              onValueChange={(id) => onChange({ ...value, correctChoiceId: Number(id) })}
              aria-label={t("Right answer of poll {number}", { number: pollNumber })}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? `${answerHintId} ${answerErrorId}` : answerHintId}
            >
              <ol className="space-y-2">{rows}</ol>
            </RadioGroup.Root>
            <FieldError id={answerErrorId} message={answerError} />
          </>
        ) : (
          <ol className="space-y-2">{rows}</ol>
        )}
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={onAdd}
          disabled={busy || choices.length >= MAX_CHOICES_PER_POLL}
        >
          {t("Add Choice")}
        </Button>
      </fieldset>
      {value.kind === "multiple" && (
        <NumberSelect
          label={t("Answers allowed")}
          hint={t("Each attendee can pick up to this many choices.")}
          value={value.maxChoices}
          min={MIN_CHOICES_PER_POLL}
          max={Math.max(MIN_CHOICES_PER_POLL, choices.length)}
          onChange={(maxChoices) => onChange({ ...value, maxChoices })}
        />
      )}
    </>
  );
}

export function PollFields<Poll extends PollValues>({
  pollNumber,
  value,
  onChange,
  busy,
  kindLocked = false,
  showErrors = false,
}: PollFieldsProps<Poll>) {
  const { t } = useTranslator();
  const checks = useFieldChecks(showErrors);
  const problems = pollFieldProblems(value);
  const shown = (field: "question" | "choices" | "answer") => {
    const problem = problems[field];
    return problem && checks.checked(field) ? t(problem) : null;
  };
  const texts = (poll: PollValues) => JSON.stringify(poll.choices.map((c) => c.text));
  const change = (next: Poll, removed?: ChoiceItem) => {
    if (next.question !== value.question) checks.changed("question");
    if (texts(next) !== texts(value)) checks.changed("choices");
    onChange(next, removed);
  };
  const setKind = (kind: PollKind) =>
    change({
      ...value,
      kind,
      choices: hasChoices(kind) && value.choices.length === 0 ? firstChoices() : value.choices,
    });
  return (
    <>
      <KindPicker
        pollNumber={pollNumber}
        value={value.kind}
        onChange={setKind}
        locked={kindLocked || busy === true}
      />
      <Field label={t("Question")} required error={shown("question")}>
        <Input {...bindText(value, "question", change)} onBlur={() => checks.leave("question")} />
      </Field>
      <Field
        label={t("Title (optional)")}
        hint={t("A short name for lists; without one, the question is shown.")}
      >
        <Input {...bindText(value, "title", onChange)} />
      </Field>
      {hasChoices(value.kind) && (
        <ChoiceFields
          pollNumber={pollNumber}
          value={value}
          onChange={change}
          busy={busy}
          error={shown("choices")}
          answerError={shown("answer")}
          onBlur={() => checks.leave("choices")}
        />
      )}
      {value.kind === "wordcloud" && (
        <NumberSelect
          label={t("Words per attendee")}
          hint={t("Each word can be up to 25 characters.")}
          value={value.maxEntries}
          min={1}
          max={MAX_WORD_ENTRIES}
          onChange={(maxEntries) => onChange({ ...value, maxEntries })}
        />
      )}
      {value.kind === "rating" && (
        <RatingFields
          pollNumber={pollNumber}
          value={value}
          onChange={onChange}
          scaleLocked={kindLocked}
        />
      )}
      <ResultsSetting pollNumber={pollNumber} value={value} onChange={onChange} />
    </>
  );
}

/** Whether attendees see the results while the poll is open; a quiz's wait for the reveal. */
function ResultsSetting<Poll extends PollValues>({
  pollNumber,
  value,
  onChange,
}: {
  pollNumber: number;
  value: Poll;
  onChange: (next: Poll) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  if (value.kind === "quiz")
    return (
      <p className="text-xs text-slate-700">
        {t("A quiz's results stay hidden until you reveal the answer.")}
      </p>
    );
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t("Hide results until the poll closes")}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t("Attendees, the projector and the embed show the results once you close the poll.")}
        </p>
      </div>
      <Switch
        id={id}
        checked={value.hideResultsUntilClosed}
        onCheckedChange={(hideResultsUntilClosed) => onChange({ ...value, hideResultsUntilClosed })}
        aria-label={t("Hide results until the poll closes (poll {number})", { number: pollNumber })}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
