/**
 * The vote form of docs/product.md, Polls tab: the choices as a radio list, each with its colour,
 * and Submit Vote (Submitting... while busy), enabled once a choice is picked. Native radios in a
 * fieldset: arrow keys, labels and screen readers work without extra code or weight.
 */
import { useId, useState, type FormEvent } from "react";
import type { PollChoice } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { primaryButtonClass } from "./styles.ts";

interface PollVoteFormProps {
  /** Id of the element showing the poll's question, which names the choice group. */
  questionId: string;
  choices: readonly PollChoice[];
  submitting: boolean;
  /** A vote already made and waiting in the outbox: shown picked, the form locked. */
  queuedChoiceId: number | null;
  onVote: (choiceId: number) => void;
}

export function PollVoteForm({
  questionId,
  choices,
  submitting,
  queuedChoiceId,
  onVote,
}: PollVoteFormProps) {
  const { t } = useTranslator();
  const name = useId();
  const [selected, setSelected] = useState<number | null>(queuedChoiceId);
  const locked = submitting || queuedChoiceId !== null;
  const picked = queuedChoiceId ?? selected;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked !== null && !locked) onVote(picked);
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset className="space-y-2" disabled={locked} aria-labelledby={questionId}>
        {[...choices]
          .sort((a, b) => a.order - b.order)
          .map((choice) => (
            <label
              key={choice.id}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-default"
            >
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={picked === choice.id}
                onChange={() => setSelected(choice.id)}
                className="size-4 shrink-0"
                style={{ accentColor: choice.color }}
              />
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: choice.color }}
              />
              <span className="break-words">{choice.text}</span>
            </label>
          ))}
      </fieldset>
      {queuedChoiceId === null && (
        <button
          type="submit"
          disabled={picked === null || locked}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {submitting ? t("Submitting...") : t("Submit Vote")}
        </button>
      )}
    </form>
  );
}
