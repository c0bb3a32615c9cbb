/**
 * The create wizard's drafts and the save rules of spec section 5: which links, calls to action
 * and polls are saved after the session exists, with https:// prefixing. Pure, so it is tested alone.
 */
import {
  CHOICE_COLORS,
  DEFAULT_CTA_BUTTON_TEXT,
  MIN_CHOICES_PER_POLL,
  normalizeUrl,
  type CreatePollBody,
  type CreateResourceBody,
} from "@lectern/shared";
import type { FileResourceType } from "../../api/speaker/resources.ts";
import type { UploadStatus } from "../../components/attachments.ts";

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

export interface LinkDraft {
  key: string;
  title: string;
  url: string;
  description: string;
}

export interface CtaDraft {
  key: string;
  title: string;
  description: string;
  url: string;
  buttonText: string;
}

export interface ChoiceDraft {
  key: string;
  text: string;
  color: string;
}

export interface PollDraft {
  key: string;
  title: string;
  question: string;
  choices: ChoiceDraft[];
}

export const emptyLink = (): LinkDraft => ({
  key: draftKey(),
  title: "",
  url: "",
  description: "",
});
export const emptyCta = (): CtaDraft => ({
  key: draftKey(),
  title: "",
  description: "",
  url: "",
  buttonText: DEFAULT_CTA_BUTTON_TEXT,
});

/** The palette colour for the choice at `index` (spec section 9). */
export const choiceColor = (index: number): string =>
  CHOICE_COLORS[index % CHOICE_COLORS.length] ?? CHOICE_COLORS[0];

export const newChoice = (index: number): ChoiceDraft => ({
  key: draftKey(),
  text: "",
  color: choiceColor(index),
});

export const emptyPoll = (): PollDraft => ({
  key: draftKey(),
  title: "",
  question: "",
  choices: Array.from({ length: MIN_CHOICES_PER_POLL }, (_, index) => newChoice(index)),
});

const filled = (value: string): boolean => value.trim() !== "";

/** A link is saved only if title and url are present. */
export function linkBodies(sessionId: number, links: readonly LinkDraft[]): CreateResourceBody[] {
  return links
    .filter((link) => filled(link.title) && filled(link.url))
    .map((link, order) => ({
      sessionId,
      type: "link" as const,
      title: link.title.trim(),
      description: link.description.trim() || null,
      url: normalizeUrl(link.url),
      order,
    }));
}

/** A CTA is saved only if title, button text, url and description are all present. */
export function ctaBodies(sessionId: number, ctas: readonly CtaDraft[]): CreateResourceBody[] {
  return ctas
    .filter(
      (cta) =>
        filled(cta.title) && filled(cta.buttonText) && filled(cta.url) && filled(cta.description),
    )
    .map((cta, order) => ({
      sessionId,
      type: "cta" as const,
      title: cta.title.trim(),
      description: cta.description.trim(),
      url: normalizeUrl(cta.url),
      buttonText: cta.buttonText.trim(),
      order,
    }));
}

/** A poll is saved only with a title, a question and at least one non-blank choice; polls made here start open. */
export function pollBodies(polls: readonly PollDraft[]): CreatePollBody[] {
  return polls
    .map((poll) => ({ poll, choices: poll.choices.filter((choice) => filled(choice.text)) }))
    .filter(
      ({ poll, choices }) => filled(poll.title) && filled(poll.question) && choices.length > 0,
    )
    .map(({ poll, choices }, order) => ({
      title: poll.title.trim(),
      question: poll.question.trim(),
      state: "open" as const,
      order,
      choices: choices.map((choice, index) => ({
        text: choice.text.trim(),
        color: choice.color,
        order: index,
      })),
    }));
}

/** Polls that will be saved but have too few choices for the server (it needs at least 2). */
export function pollsWithTooFewChoices(polls: readonly PollDraft[]): PollDraft[] {
  return polls.filter(
    (poll) =>
      filled(poll.title) &&
      filled(poll.question) &&
      poll.choices.filter((choice) => filled(choice.text)).length === 1,
  );
}

export interface SessionInfoDraft {
  eventName: string;
  title: string;
  description: string;
  qaEnabled: boolean;
}

/** The three required session fields that are blank, in form order. */
export function missingSessionFields(
  info: SessionInfoDraft,
): Array<"eventName" | "title" | "description"> {
  return (["eventName", "title", "description"] as const).filter((key) => !filled(info[key]));
}
