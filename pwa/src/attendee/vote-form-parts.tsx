/**
 * What every kind's vote form (poll-vote-form.tsx) shares: its props, the form element that
 * submits the answer once there is one, Submit Vote, and a choice's row in the choice kinds.
 */
import type { FormEvent, ReactNode } from "react";
import type { Poll, PollChoice, VoteBody } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { primaryButtonClass } from "./styles.ts";
import { useSpeakerLang } from "./speaker-lang.ts";

export type VoteFormPoll = Pick<
  Poll,
  "kind" | "choices" | "maxChoices" | "maxEntries" | "scale" | "lowLabel" | "highLabel"
>;

export interface VoteFormProps {
  poll: VoteFormPoll;
  /** Id of the element showing the poll's question, which names the form's group of inputs. */
  questionId: string;
  submitting: boolean;
  /** A vote already made and waiting in the outbox: shown as given, the form locked. */
  queued: VoteBody | null;
  /** Why the server refused the last try (word cloud), shown beside the inputs. */
  refusal: string | null;
  /** The person changed an answer after a refusal. */
  onEdit: () => void;
  onVote: (body: VoteBody) => void;
}

export function SubmitVoteButton({
  disabled,
  submitting,
}: {
  disabled: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslator();
  return (
    <button type="submit" disabled={disabled} className={`${primaryButtonClass} w-full sm:w-auto`}>
      {submitting ? t("Submitting...") : t("Submit Vote")}
    </button>
  );
}

/** The form element every kind shares: submits `answer` when there is one and nothing is locked. */
export function VoteFormFrame({
  answer,
  locked,
  onVote,
  children,
}: {
  answer: VoteBody | null;
  locked: boolean;
  onVote: (body: VoteBody) => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (answer !== null && !locked) onVote(answer);
  }
  return (
    <form onSubmit={submit} className="space-y-3">
      {children}
    </form>
  );
}

export function sortedChoices(choices: readonly PollChoice[]): PollChoice[] {
  return [...choices].sort((a, b) => a.order - b.order);
}

const choiceLabelClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-default has-[:disabled:not(:checked)]:opacity-60";

export function ChoiceRow({ choice, input }: { choice: PollChoice; input: ReactNode }) {
  const lang = useSpeakerLang();
  return (
    <label className={choiceLabelClass}>
      {input}
      <span
        aria-hidden="true"
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: choice.color }}
      />
      <span lang={lang} className="min-w-0 [overflow-wrap:anywhere]">
        {choice.text}
      </span>
    </label>
  );
}
