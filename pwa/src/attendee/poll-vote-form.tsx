/**
 * The vote form of docs/product.md, Polls tab, for each poll kind: single choice and quiz as a
 * radio list in the choices' colours, multiple choice as checkboxes ("Choose up to N", the other
 * boxes disabled once N are ticked; multiple-choice-form.tsx), a word cloud's words (words-form.tsx)
 * a rating's scale (rating-form.tsx), an open poll's text (open-answer-form.tsx) and a ranking's
 * ordered list (ranking-form.tsx); each with Submit Vote (Submitting... while busy), enabled once there is an
 * answer. Native inputs in a fieldset named by the question: arrow keys, labels and screen readers
 * work without extra code or weight. A vote waiting in the outbox shows as given, the form locked.
 */
import { lazy, Suspense, useId, useState } from "react";
import {
  ChoiceRow,
  sortedChoices,
  SubmitVoteButton,
  VoteFormFrame,
  type VoteFormProps,
} from "./vote-form-parts.tsx";

/** The other kinds' forms load with their kind, so a single-choice poll does not carry them. */
const MultipleChoiceForm = lazy(() =>
  import("./multiple-choice-form.tsx").then((m) => ({ default: m.MultipleChoiceForm })),
);
const WordsForm = lazy(() => import("./words-form.tsx").then((m) => ({ default: m.WordsForm })));
const RatingForm = lazy(() => import("./rating-form.tsx").then((m) => ({ default: m.RatingForm })));
const OpenAnswerForm = lazy(() =>
  import("./open-answer-form.tsx").then((m) => ({ default: m.OpenAnswerForm })),
);
const RankingForm = lazy(() =>
  import("./ranking-form.tsx").then((m) => ({ default: m.RankingForm })),
);

export type { VoteFormPoll, VoteFormProps } from "./vote-form-parts.tsx";

/** Single choice and quiz: one answer. */
function OneChoiceForm({ poll, questionId, submitting, queued, onVote }: VoteFormProps) {
  const name = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const locked = submitting || queued !== null;
  const picked = queued?.choiceId ?? selected;
  return (
    <VoteFormFrame
      answer={picked === null ? null : { choiceId: picked }}
      locked={locked}
      onVote={onVote}
    >
      <fieldset className="space-y-2" disabled={locked} aria-labelledby={questionId}>
        {sortedChoices(poll.choices).map((choice) => (
          <ChoiceRow
            key={choice.id}
            choice={choice}
            input={
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={picked === choice.id}
                onChange={() => setSelected(choice.id)}
                className="size-4 shrink-0"
                style={{ accentColor: choice.color }}
              />
            }
          />
        ))}
      </fieldset>
      {queued === null && (
        <SubmitVoteButton disabled={picked === null || locked} submitting={submitting} />
      )}
    </VoteFormFrame>
  );
}

export function PollVoteForm(props: VoteFormProps) {
  switch (props.poll.kind) {
    case "single":
    case "quiz":
      return <OneChoiceForm {...props} />;
    case "multiple":
      return (
        <Suspense>
          <MultipleChoiceForm {...props} />
        </Suspense>
      );
    case "wordcloud":
      return (
        <Suspense>
          <WordsForm {...props} />
        </Suspense>
      );
    case "rating":
      return (
        <Suspense>
          <RatingForm {...props} />
        </Suspense>
      );
    case "open":
      return (
        <Suspense>
          <OpenAnswerForm {...props} />
        </Suspense>
      );
    case "ranking":
      return (
        <Suspense>
          <RankingForm {...props} />
        </Suspense>
      );
  }
}
