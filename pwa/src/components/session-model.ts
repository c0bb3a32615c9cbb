/**
 * What the create wizard and the edit screen both keep of a session being written (docs/product.md,
 * "Create session", "Edit session" and "Validation"): the three required info fields, a Helpful Link
 * or Call-to-Action with what it needs before it is saved, poll choices with the palette colour
 * each new one gets, and the fields of each poll kind (docs/product.md, Poll kinds). Pure, so the
 * rules are tested alone.
 */
import {
  CHOICE_COLORS,
  DEFAULT_CTA_BUTTON_TEXT,
  DEFAULT_RATING_SCALE,
  hasChoices,
  MAX_WORD_ENTRIES,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  msg,
  newLocalId,
  normalizeUrl,
  type ChoiceBody,
  type CreatePollBody,
  type CreateResourceBody,
  type PollKind,
  type RatingScale,
} from "@lectern/shared";
import { translator } from "../i18n/language.ts";

const filled = (value: string): boolean => value.trim() !== "";

export interface SessionInfoDraft {
  eventName: string;
  title: string;
  description: string;
  qaEnabled: boolean;
  /** New questions wait for the owner's approval (docs/product.md, Moderation). */
  questionReview: boolean;
  /** Offensive words are masked for everyone but the owner. */
  profanityFilter: boolean;
  /** Downloads open only from a link mailed to the address (docs/product.md, Download dialog). */
  confirmEmail: boolean;
  /** The BCP 47 tag of the language the texts are written in; null when not set. */
  language: string | null;
}

/** The three required session fields that are blank, in form order. */
export function missingSessionFields(
  info: SessionInfoDraft,
): Array<"eventName" | "title" | "description"> {
  return (["eventName", "title", "description"] as const).filter((key) => !filled(info[key]));
}

/** A Helpful Link or a Call-to-Action; a local id until the server has stored it. */
export interface LinkItem {
  id: number;
  type: "link" | "cta";
  title: string;
  url: string;
  description: string;
  buttonText: string;
}

export function newLinkItem(type: "link" | "cta"): LinkItem {
  return {
    id: newLocalId(),
    type,
    title: "",
    url: "",
    description: "",
    buttonText: type === "cta" ? translator().t(DEFAULT_CTA_BUTTON_TEXT) : "",
  };
}

/**
 * Why an item cannot be saved, in English (shown through t()): a link needs a title and a URL, a
 * CTA all four fields; or null.
 */
export function linkItemProblem(item: LinkItem): string | null {
  if (item.type === "link" && !(filled(item.title) && filled(item.url)))
    return msg("A link needs a title and a URL.");
  if (
    item.type === "cta" &&
    !(filled(item.title) && filled(item.buttonText) && filled(item.url) && filled(item.description))
  ) {
    return msg("A call to action needs a title, button text, URL and description.");
  }
  return null;
}

/** The POST /api/resources body of an item, trimmed and with https:// added where left out. */
export function createBodyOf(sessionId: number, item: LinkItem, order: number): CreateResourceBody {
  const base = { sessionId, title: item.title.trim(), url: normalizeUrl(item.url), order };
  return item.type === "link"
    ? { ...base, type: "link", description: item.description.trim() || null }
    : {
        ...base,
        type: "cta",
        description: item.description.trim(),
        buttonText: item.buttonText.trim(),
      };
}

export interface ChoiceItem {
  id: number;
  text: string;
  color: string;
}

/** The palette colour for the choice at `index` (docs/product.md, "Polls"). */
const choiceColor = (index: number): string =>
  CHOICE_COLORS[index % CHOICE_COLORS.length] ?? CHOICE_COLORS[0];

/** A blank choice at `index`; `index` also keeps ids apart when several are made at once. */
export const newChoice = (index: number): ChoiceItem => ({
  id: newLocalId() + index + 1,
  text: "",
  color: choiceColor(index),
});

/** The choices a new poll starts with, in the first palette colours. */
export const firstChoices = (): ChoiceItem[] =>
  Array.from({ length: MIN_CHOICES_PER_POLL }, (_, index) => newChoice(index));

/**
 * The choices a poll is created with: blank ones left out, trimmed, in order; with `correctId` (a
 * quiz) each says whether it is the right answer.
 */
export function choiceBodies(
  choices: readonly ChoiceItem[],
  correctId?: number | null,
): ChoiceBody[] {
  return choices
    .filter((choice) => filled(choice.text))
    .map((choice, order) => ({
      text: choice.text.trim(),
      color: choice.color,
      order,
      ...(correctId === undefined ? {} : { correct: choice.id === correctId }),
    }));
}

/**
 * What a poll's kind asks for besides title and question, kept for every kind while the speaker
 * switches between them, so switching back finds what was typed.
 */
export interface PollKindFields {
  kind: PollKind;
  /** Multiple choice: how many answers an attendee may pick. */
  maxChoices: number;
  /** Word cloud: how many words an attendee may send. */
  maxEntries: number;
  scale: RatingScale;
  lowLabel: string;
  highLabel: string;
  /** Quiz: the choice that is the right answer, by its id here. */
  correctChoiceId: number | null;
  /** Attendees, the projector and the embed see no results while the poll is open (not a quiz). */
  hideResultsUntilClosed: boolean;
}

export const defaultKindFields = (): PollKindFields => ({
  kind: "single",
  maxChoices: MIN_CHOICES_PER_POLL,
  maxEntries: MAX_WORD_ENTRIES,
  scale: DEFAULT_RATING_SCALE,
  lowLabel: "",
  highLabel: "",
  correctChoiceId: null,
  hideResultsUntilClosed: false,
});

/** The kind and its own fields in a create or update body; other kinds' fields are left out. */
export function kindBodyOf(
  fields: PollKindFields,
  choices: readonly ChoiceItem[],
): Pick<
  CreatePollBody,
  | "kind"
  | "maxChoices"
  | "maxEntries"
  | "scale"
  | "lowLabel"
  | "highLabel"
  | "hideResultsUntilClosed"
> {
  // A quiz's results are hidden until the reveal whatever the setting (docs/product.md, Polls).
  return {
    ...ownKindBodyOf(fields, choices),
    hideResultsUntilClosed: fields.kind !== "quiz" && fields.hideResultsUntilClosed,
  };
}

function ownKindBodyOf(
  fields: PollKindFields,
  choices: readonly ChoiceItem[],
): Pick<CreatePollBody, "kind" | "maxChoices" | "maxEntries" | "scale" | "lowLabel" | "highLabel"> {
  const { kind } = fields;
  switch (kind) {
    case "multiple": {
      const count = choices.filter((choice) => filled(choice.text)).length;
      return {
        kind,
        maxChoices: Math.max(MIN_CHOICES_PER_POLL, Math.min(fields.maxChoices, count)),
      };
    }
    case "wordcloud":
      return { kind, maxEntries: fields.maxEntries };
    case "rating":
      return {
        kind,
        scale: fields.scale,
        lowLabel: fields.lowLabel.trim() || null,
        highLabel: fields.highLabel.trim() || null,
      };
    default:
      return { kind };
  }
}

/** The choices a poll of this kind is sent with: none for a word cloud or a rating. */
export function kindChoiceBodies(
  fields: PollKindFields,
  choices: readonly ChoiceItem[],
): ChoiceBody[] {
  if (!hasChoices(fields.kind)) return [];
  return choiceBodies(choices, fields.kind === "quiz" ? fields.correctChoiceId : undefined);
}

/** Why a quiz cannot be saved (no right answer among its non-blank choices), in English; or null. */
export function quizProblem(
  fields: Pick<PollKindFields, "kind" | "correctChoiceId">,
  choices: readonly ChoiceItem[],
): string | null {
  if (fields.kind !== "quiz") return null;
  const right = choices.find((choice) => choice.id === fields.correctChoiceId);
  return right && filled(right.text) ? null : MESSAGES.quizNeedsOneAnswer;
}
