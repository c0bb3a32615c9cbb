/**
 * A multiple-choice poll's vote form (docs/product.md, Poll kinds): checkboxes with "Choose up to
 * N", the other boxes disabled once N are ticked. Its own module, loaded only for this kind, so
 * the embed and the session page of other kinds do not carry it.
 */
import { useId, useState } from "react";
import { useTranslator } from "../i18n/language.ts";
import {
  ChoiceRow,
  sortedChoices,
  SubmitVoteButton,
  VoteFormFrame,
  type VoteFormProps,
} from "./vote-form-parts.tsx";

/** Multiple choice: up to maxChoices answers; once that many are ticked the others are disabled. */
export function MultipleChoiceForm({
  poll,
  questionId,
  submitting,
  queued,
  onVote,
}: VoteFormProps) {
  const { t, number } = useTranslator();
  const hintId = useId();
  const [selected, setSelected] = useState<readonly number[]>([]);
  const locked = submitting || queued !== null;
  const picked = queued?.choiceIds ?? selected;
  const max = Math.min(poll.maxChoices ?? poll.choices.length, poll.choices.length);
  const full = picked.length >= max;

  function toggle(choiceId: number, on: boolean) {
    setSelected((now) =>
      on
        ? now.includes(choiceId)
          ? now
          : [...now, choiceId]
        : now.filter((id) => id !== choiceId),
    );
  }

  return (
    <VoteFormFrame
      answer={picked.length === 0 ? null : { choiceIds: [...picked] }}
      locked={locked}
      onVote={onVote}
    >
      <fieldset
        className="space-y-2"
        disabled={locked}
        aria-labelledby={questionId}
        aria-describedby={hintId}
      >
        <p id={hintId} className="text-sm font-medium text-slate-700">
          {t("Choose up to {count}", { count: number(max) })}
        </p>
        {sortedChoices(poll.choices).map((choice) => {
          const checked = picked.includes(choice.id);
          return (
            <ChoiceRow
              key={choice.id}
              choice={choice}
              input={
                <input
                  type="checkbox"
                  value={choice.id}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  className="size-4 shrink-0"
                  style={{ accentColor: choice.color }}
                />
              }
            />
          );
        })}
      </fieldset>
      {queued === null && (
        <SubmitVoteButton disabled={picked.length === 0 || locked} submitting={submitting} />
      )}
    </VoteFormFrame>
  );
}
