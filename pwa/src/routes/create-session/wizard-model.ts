/**
 * The create wizard's drafts and its save rules (docs/product.md, "Create session"): which links,
 * calls to action and polls are saved after the session exists. Links, calls to action and choices
 * are the edit screen's too (components/session-model.ts). Pure, so it is tested alone.
 */
import {
  hasChoices,
  newLocalId,
  type CreatePollBody,
  type CreateResourceBody,
} from "@lectern/shared";
import type { FileResourceType } from "../../api/speaker/resources.ts";
import type { UploadStatus } from "../../components/attachments.ts";
import {
  choiceBodies,
  createBodyOf,
  defaultKindFields,
  firstChoices,
  kindBodyOf,
  kindChoiceBodies,
  linkItemProblem,
  quizProblem,
  type ChoiceItem,
  type LinkItem,
  type PollKindFields,
} from "../../components/session-model.ts";

let counter = 0;
export const draftKey = (): string => `draft-${++counter}`;

export interface FileDraft {
  key: string;
  file: File;
  type: FileResourceType;
  title: string;
  description: string;
  buttonText: string;
  status: UploadStatus;
  progress: number;
}

export interface PollDraft extends PollKindFields {
  id: number;
  title: string;
  question: string;
  choices: ChoiceItem[];
}

export const emptyPoll = (): PollDraft => ({
  ...defaultKindFields(),
  id: newLocalId(),
  title: "",
  question: "",
  choices: firstChoices(),
});

const filled = (value: string): boolean => value.trim() !== "";

/**
 * The links, then the calls to action, that are saved: those with every field they need (a link a
 * title and URL, a CTA all four), each kind numbered in order.
 */
export function linkBodies(sessionId: number, items: readonly LinkItem[]): CreateResourceBody[] {
  const complete = items.filter((item) => linkItemProblem(item) === null);
  return (["link", "cta"] as const).flatMap((type) =>
    complete
      .filter((item) => item.type === type)
      .map((item, order) => createBodyOf(sessionId, item, order)),
  );
}

/**
 * A poll is saved only with a question and, for a kind with choices, at least one non-blank
 * choice; its title is optional. A word cloud or a rating needs no choices. Polls made here start
 * open, in the order they were added.
 */
export function pollBodies(polls: readonly PollDraft[]): CreatePollBody[] {
  return polls
    .map((poll) => ({ poll, choices: kindChoiceBodies(poll, poll.choices) }))
    .filter(
      ({ poll, choices }) =>
        filled(poll.question) && (!hasChoices(poll.kind) || choices.length > 0),
    )
    .map(({ poll, choices }, order) => ({
      ...kindBodyOf(poll, poll.choices),
      title: poll.title.trim(),
      question: poll.question.trim(),
      state: "open" as const,
      order,
      choices,
    }));
}

const saved = (poll: PollDraft): boolean => filled(poll.question);

/** Polls that will be saved but have too few choices for the server (it needs at least 2). */
export function pollsWithTooFewChoices(polls: readonly PollDraft[]): PollDraft[] {
  return polls.filter(
    (poll) => saved(poll) && hasChoices(poll.kind) && choiceBodies(poll.choices).length === 1,
  );
}

/** Quizzes that will be saved but have no right answer marked among their choices. */
export function quizzesWithoutAnswer(polls: readonly PollDraft[]): PollDraft[] {
  return polls.filter(
    (poll) =>
      saved(poll) &&
      choiceBodies(poll.choices).length > 0 &&
      quizProblem(poll, poll.choices) !== null,
  );
}
