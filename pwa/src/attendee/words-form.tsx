/**
 * A word cloud's vote form (docs/product.md, Poll kinds): one to maxEntries text fields of at most
 * 25 characters, sent once. An entry that would count as under 2 letters (the shared rule of
 * rules/words.ts) is refused here before anything is sent, the first such field focused and each
 * marked invalid; what the server refuses (a word that isn't allowed) is said under the fields,
 * which keep their text so the person can change it. Enter in a field before the last moves to the
 * next one, as the phone keyboard's "Next" says.
 */
import { useId, useState } from "react";
import {
  isCountableWord,
  MAX_WORD_ENTRIES,
  MAX_WORD_LENGTH,
  MESSAGES,
  normalizeWord,
  type VoteBody,
} from "@lectern/shared";
import { useFocusFirstInvalid } from "../components/form-errors.ts";
import { useTranslator } from "../i18n/language.ts";
import { inputClass } from "./styles.ts";
import { SubmitVoteButton, VoteFormFrame, type VoteFormProps } from "./vote-form-parts.tsx";

function fieldCount(maxEntries: number | null): number {
  return Math.min(Math.max(maxEntries ?? MAX_WORD_ENTRIES, 1), MAX_WORD_ENTRIES);
}

/** The phone keyboard's Enter key: next field, then send. */
const enterKey = (index: number, count: number) => (index === count - 1 ? "send" : "next");

export function WordsForm({
  poll,
  questionId,
  submitting,
  queued,
  refusal,
  onEdit,
  onVote,
}: VoteFormProps) {
  const { t, plural, number } = useTranslator();
  const count = fieldCount(poll.maxEntries);
  const hintId = useId();
  const problemId = useId();
  const fieldId = useId();
  const [entries, setEntries] = useState<string[]>(() => Array<string>(count).fill(""));
  /** This form's own finding (an entry too short), cleared as soon as the person types. */
  const [tooShort, setTooShort] = useState(false);
  const locked = submitting || queued !== null;
  const shown = Array.from({ length: count }, (_, i) => (queued?.words ?? entries)[i] ?? "");
  const words = shown.map((entry) => entry.trim()).filter((entry) => entry !== "");
  const problem = tooShort ? t(MESSAGES.wordTooShort) : refusal;
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFieldSetElement>();
  const countable = (entry: string) => isCountableWord(normalizeWord(entry));
  /** The entries the problem is about: the too short ones, or (a refusal) every word given. */
  const invalid = (entry: string) =>
    problem !== null && entry.trim() !== "" && (!tooShort || !countable(entry));

  function edit(index: number, value: string) {
    setEntries((now) => now.map((entry, i) => (i === index ? value : entry)));
    setTooShort(false);
    onEdit();
  }

  function vote(body: VoteBody) {
    if (body.words?.some((word) => !countable(word))) {
      setTooShort(true);
      focusFirstInvalid();
    } else onVote(body);
  }

  return (
    <VoteFormFrame answer={words.length === 0 ? null : { words }} locked={locked} onVote={vote}>
      <fieldset
        ref={fieldsRef}
        className="space-y-2"
        disabled={locked}
        aria-labelledby={questionId}
        aria-describedby={hintId}
      >
        <p id={hintId} className="text-sm text-slate-700">
          {plural(
            count,
            {
              one: "One word or short phrase, up to {max} characters",
              other: "Up to # words or short phrases, {max} characters each",
            },
            { max: number(MAX_WORD_LENGTH) },
          )}
        </p>
        {shown.map((entry, index) => (
          <div key={index} className="space-y-1">
            <label htmlFor={`${fieldId}-${index}`} className="text-sm font-medium text-slate-800">
              {count === 1 ? t("Your word") : t("Word {number}", { number: number(index + 1) })}
            </label>
            <input
              id={`${fieldId}-${index}`}
              type="text"
              value={entry}
              maxLength={MAX_WORD_LENGTH}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint={enterKey(index, count)}
              aria-invalid={invalid(entry) ? true : undefined}
              aria-describedby={problem === null ? undefined : problemId}
              onChange={(event) => edit(index, event.target.value)}
              onKeyDown={(event) => {
                // Enter says "Next" on a phone's keyboard: it goes to the next word, not to Submit.
                if (event.key !== "Enter" || index === count - 1) return;
                event.preventDefault();
                document.getElementById(`${fieldId}-${index + 1}`)?.focus();
              }}
              className={`${inputClass} disabled:bg-slate-100 disabled:text-slate-700`}
            />
          </div>
        ))}
      </fieldset>
      {problem !== null && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {queued === null && (
        <SubmitVoteButton disabled={words.length === 0 || locked} submitting={submitting} />
      )}
    </VoteFormFrame>
  );
}
