/**
 * The edit screen's working copies: links and calls to action compared with the last saved copy
 * (the Unsaved markers), and poll drafts with their choices. What a link or choice is and needs is
 * the create wizard's too (components/session-model.ts). Pure, so the rules are tested alone.
 */
import {
  DEFAULT_RATING_SCALE,
  EMBED_IFRAME_HEIGHT,
  EMBED_IFRAME_WIDTH,
  hasChoices,
  isServerId,
  MAX_WORD_ENTRIES,
  MIN_CHOICES_PER_POLL,
  msg,
  newLocalId,
  normalizeUrl,
  type Locale,
  type Poll,
  type PollState,
  type Resource,
} from "@lectern/shared";
import {
  defaultKindFields,
  firstChoices,
  quizProblem,
  type ChoiceItem,
  type LinkItem,
  type PollKindFields,
} from "../../components/session-model.ts";

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

export interface PollItem extends PollKindFields {
  id: number;
  title: string;
  question: string;
  state: PollState;
  choices: ChoiceItem[];
  /** The deck's page the poll is pinned to ("Show on slide"), or null. */
  slidePage: number | null;
  /** Server choice ids removed here and not yet deleted on the server. */
  removedChoiceIds: number[];
}

export function pollItemOf(poll: Poll): PollItem {
  const choices = [...poll.choices].sort((a, b) => a.order - b.order);
  return {
    id: poll.id,
    kind: poll.kind,
    title: poll.title,
    question: poll.question,
    state: poll.state,
    choices: choices.map((c) => ({ id: c.id, text: c.text, color: c.color })),
    maxChoices: poll.maxChoices ?? MIN_CHOICES_PER_POLL,
    maxEntries: poll.maxEntries ?? MAX_WORD_ENTRIES,
    scale: poll.scale ?? DEFAULT_RATING_SCALE,
    lowLabel: poll.lowLabel ?? "",
    highLabel: poll.highLabel ?? "",
    correctChoiceId: choices.find((c) => c.correct === true)?.id ?? null,
    hideResultsUntilClosed: poll.hideResultsUntilClosed,
    slidePage: poll.slidePage,
    removedChoiceIds: [],
  };
}

/** A new poll on the edit screen: draft, two choices, no title (its question names it). */
export function newPollItem(): PollItem {
  return {
    ...defaultKindFields(),
    id: newLocalId(),
    title: "",
    question: "",
    state: "draft",
    choices: firstChoices(),
    slidePage: null,
    removedChoiceIds: [],
  };
}

/** The fields a save sends for this kind: another kind's fields do not count as changes. */
function kindShape(item: PollItem): unknown[] {
  switch (item.kind) {
    case "multiple":
      return [item.kind, item.maxChoices, item.choices];
    case "quiz":
      return [item.kind, item.correctChoiceId, item.choices];
    case "wordcloud":
      return [item.kind, item.maxEntries];
    case "rating":
      return [item.kind, item.scale, item.lowLabel, item.highLabel];
    case "open":
      return [item.kind];
    default:
      return [item.kind, item.choices];
  }
}

export function pollItemUnsaved(item: PollItem, saved: Poll | undefined): boolean {
  if (!saved) return true;
  const before = pollItemOf(saved);
  return (
    (hasChoices(item.kind) && item.removedChoiceIds.length > 0) ||
    item.title !== before.title ||
    item.question !== before.question ||
    item.state !== before.state ||
    item.slidePage !== before.slidePage ||
    (item.kind !== "quiz" && item.hideResultsUntilClosed !== before.hideResultsUntilClosed) ||
    JSON.stringify(kindShape(item)) !== JSON.stringify(kindShape(before))
  );
}

/** The poll has votes: its kind cannot change (docs/product.md, Poll kinds). */
export function pollHasVotes(poll: Poll | undefined): boolean {
  return poll !== undefined && (poll.totalVotes > 0 || poll.results.totalVoters > 0);
}

/** Why a poll cannot be saved, in English (shown through t()); or null. */
export function pollItemProblem(item: PollItem): string | null {
  if (item.question.trim() === "") return msg("A poll needs a question");
  if (!hasChoices(item.kind)) return null;
  if (item.choices.filter((c) => c.text.trim() !== "").length < MIN_CHOICES_PER_POLL)
    return msg("A poll needs at least 2 choices with text.");
  return quizProblem(item, item.choices);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The iframe code (docs/product.md, Formats: width 100%, height 600) of a poll not in draft; with
 * `lang` the embed speaks that language, without it each visitor's own.
 */
export function embedCodeOf(origin: string, pollId: number, title: string, lang?: Locale): string {
  const query = lang ? `?lang=${encodeURIComponent(lang)}` : "";
  return `<iframe src="${origin}/embed/poll/${pollId}${query}" width="${EMBED_IFRAME_WIDTH}" height="${EMBED_IFRAME_HEIGHT}" frameborder="0" title="${escapeAttribute(title)}"></iframe>`;
}
