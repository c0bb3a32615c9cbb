/**
 * The edit screen's working copies: links and calls to action compared with the last saved copy
 * (the Unsaved markers), and poll drafts with their choices. Pure, so the rules are tested alone.
 */
import {
  DEFAULT_CTA_BUTTON_TEXT,
  EMBED_IFRAME_HEIGHT,
  EMBED_IFRAME_WIDTH,
  isServerId,
  MIN_CHOICES_PER_POLL,
  NEW_POLL_TITLE,
  newLocalId,
  normalizeUrl,
  type CreateResourceBody,
  type Poll,
  type PollState,
  type Resource,
} from "@lectern/shared";
import { choiceColor } from "../create-session/wizard-model.ts";

export interface LinkItem {
  id: number;
  type: "link" | "cta";
  title: string;
  url: string;
  description: string;
  buttonText: string;
}

export function linkItemsOf(resources: readonly Resource[]): LinkItem[] {
  return resources
    .filter((r): r is Resource & { type: "link" | "cta" } => r.type === "link" || r.type === "cta")
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      url: r.url ?? "",
      description: r.description ?? "",
      buttonText: r.buttonText ?? "",
    }));
}

export function newLinkItem(type: "link" | "cta"): LinkItem {
  return {
    id: newLocalId(),
    type,
    title: "",
    url: "",
    description: "",
    buttonText: type === "cta" ? DEFAULT_CTA_BUTTON_TEXT : "",
  };
}

/** Unsaved: a new local item, or a saved one whose fields differ from the last saved copy. */
export function isUnsaved(item: LinkItem, saved: readonly LinkItem[]): boolean {
  if (!isServerId(item.id)) return true;
  const before = saved.find((s) => s.id === item.id);
  return (
    !before ||
    before.title !== item.title ||
    before.url !== item.url ||
    before.description !== item.description ||
    before.buttonText !== item.buttonText
  );
}

/** Why an item cannot be saved (spec section 5), or null. */
export function linkItemProblem(item: LinkItem): string | null {
  const blank = (s: string) => s.trim() === "";
  if (item.type === "link" && (blank(item.title) || blank(item.url)))
    return "A link needs a title and a URL.";
  if (
    item.type === "cta" &&
    (blank(item.title) || blank(item.buttonText) || blank(item.url) || blank(item.description))
  ) {
    return "A call to action needs a title, button text, URL and description.";
  }
  return null;
}

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

export function updateBodyOf(item: LinkItem): {
  title: string;
  url: string;
  description: string | null;
  buttonText?: string;
} {
  const body = {
    title: item.title.trim(),
    url: normalizeUrl(item.url),
    description: item.description.trim() || null,
  };
  return item.type === "cta" ? { ...body, buttonText: item.buttonText.trim() } : body;
}

export interface ChoiceItem {
  id: number;
  text: string;
  color: string;
}

export interface PollItem {
  id: number;
  title: string;
  question: string;
  state: PollState;
  choices: ChoiceItem[];
  /** Server choice ids removed here and not yet deleted on the server. */
  removedChoiceIds: number[];
}

export function pollItemOf(poll: Poll): PollItem {
  return {
    id: poll.id,
    title: poll.title,
    question: poll.question,
    state: poll.state,
    choices: [...poll.choices]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ id: c.id, text: c.text, color: c.color })),
    removedChoiceIds: [],
  };
}

/** A poll added in the edit screen: draft, titled New Poll, with two choices. */
export function newPollItem(): PollItem {
  return {
    id: newLocalId(),
    title: NEW_POLL_TITLE,
    question: "",
    state: "draft",
    choices: Array.from({ length: MIN_CHOICES_PER_POLL }, (_, index) => ({
      id: newLocalId() + index + 1,
      text: "",
      color: choiceColor(index),
    })),
    removedChoiceIds: [],
  };
}

export function pollItemUnsaved(item: PollItem, saved: Poll | undefined): boolean {
  if (!saved) return true;
  const before = pollItemOf(saved);
  return (
    item.removedChoiceIds.length > 0 ||
    item.title !== before.title ||
    item.question !== before.question ||
    item.state !== before.state ||
    JSON.stringify(item.choices) !== JSON.stringify(before.choices)
  );
}

export function pollItemProblem(item: PollItem): string | null {
  if (item.title.trim() === "" || item.question.trim() === "")
    return "A poll needs a title and a question.";
  if (item.choices.filter((c) => c.text.trim() !== "").length < MIN_CHOICES_PER_POLL)
    return "A poll needs at least 2 choices with text.";
  return null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The iframe code of spec section 9 (width 100%, height 600) for a poll that is not a draft. */
export function embedCodeOf(origin: string, pollId: number, title: string): string {
  return `<iframe src="${origin}/embed/poll/${pollId}" width="${EMBED_IFRAME_WIDTH}" height="${EMBED_IFRAME_HEIGHT}" frameborder="0" title="${escapeAttribute(title)}"></iframe>`;
}
