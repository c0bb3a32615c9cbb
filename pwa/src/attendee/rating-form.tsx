/**
 * A rating's vote form (docs/product.md, Poll kinds): the scores 1 to the poll's scale as a row of
 * large buttons, one row even for 10 on a phone, each a native radio laid transparent over its
 * number (one tab stop, arrow keys move the choice, a tap anywhere on the button picks it), the low and high labels under either end and in the names of the
 * first and last score.
 */
import { useId, useState } from "react";
import { DEFAULT_RATING_SCALE } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { SubmitVoteButton, VoteFormFrame, type VoteFormProps } from "./vote-form-parts.tsx";

export function RatingForm({ poll, questionId, submitting, queued, onVote }: VoteFormProps) {
  const { number } = useTranslator();
  const name = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const locked = submitting || queued !== null;
  const picked = queued?.rating ?? selected;
  const scale = poll.scale ?? DEFAULT_RATING_SCALE;
  const scores = Array.from({ length: scale }, (_, i) => i + 1);
  const endLabel = (score: number) =>
    score === 1 ? poll.lowLabel : score === scale ? poll.highLabel : null;

  return (
    <VoteFormFrame
      answer={picked === null ? null : { rating: picked }}
      locked={locked}
      onVote={onVote}
    >
      <fieldset disabled={locked} aria-labelledby={questionId} className="space-y-2">
        <div
          className={`grid ${scale > 5 ? "grid-cols-10 gap-1 text-base" : "grid-cols-5 gap-2 text-lg"}`}
        >
          {scores.map((score) => {
            const label = endLabel(score);
            return (
              <label
                key={score}
                className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white font-semibold tabular-nums text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white forced-colors:has-checked:outline-3 forced-colors:has-checked:-outline-offset-3 forced-colors:has-checked:outline-[Highlight] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default"
              >
                <input
                  type="radio"
                  name={name}
                  value={score}
                  checked={picked === score}
                  onChange={() => setSelected(score)}
                  className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
                />
                {number(score)}
                {label && <span className="sr-only">{`, ${label}`}</span>}
              </label>
            );
          })}
        </div>
        {(poll.lowLabel || poll.highLabel) && (
          <div aria-hidden="true" className="flex justify-between gap-4 text-sm text-slate-600">
            <span className="break-words">{poll.lowLabel}</span>
            <span className="break-words text-right">{poll.highLabel}</span>
          </div>
        )}
      </fieldset>
      {queued === null && (
        <SubmitVoteButton disabled={picked === null || locked} submitting={submitting} />
      )}
    </VoteFormFrame>
  );
}
