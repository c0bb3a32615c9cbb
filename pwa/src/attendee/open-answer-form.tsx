/**
 * An open poll's vote form (docs/product.md, Poll kinds): one text area of at most 280
 * characters, with what is left counted under it, sent once. Blank text sends nothing.
 */
import { useId, useState } from "react";
import { OPEN_ANSWER_MAX_LENGTH } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { inputClass } from "./styles.ts";
import { SubmitVoteButton, VoteFormFrame, type VoteFormProps } from "./vote-form-parts.tsx";

export function OpenAnswerForm({ questionId, submitting, queued, onVote }: VoteFormProps) {
  const { t, number } = useTranslator();
  const fieldId = useId();
  const countId = useId();
  const [text, setText] = useState("");
  const locked = submitting || queued !== null;
  const shown = queued?.text ?? text;
  const answer = shown.trim();
  return (
    <VoteFormFrame answer={answer === "" ? null : { text: answer }} locked={locked} onVote={onVote}>
      <fieldset className="space-y-1" disabled={locked} aria-labelledby={questionId}>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t("Your answer")}
        </label>
        <textarea
          id={fieldId}
          value={shown}
          rows={3}
          maxLength={OPEN_ANSWER_MAX_LENGTH}
          aria-describedby={countId}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass} disabled:bg-slate-100 disabled:text-slate-700`}
        />
        <p id={countId} className="text-sm text-slate-700">
          {t("{count} characters left", {
            count: number(OPEN_ANSWER_MAX_LENGTH - shown.length),
          })}
        </p>
      </fieldset>
      {queued === null && (
        <SubmitVoteButton disabled={answer === "" || locked} submitting={submitting} />
      )}
    </VoteFormFrame>
  );
}
