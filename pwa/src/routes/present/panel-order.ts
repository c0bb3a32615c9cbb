/**
 * What the projector's own keys do (docs/product.md, The room). The step keys (the arrows, Space,
 * and a presentation clicker's Page Up / Page Down, which sends those) move the stage, one rule
 * for the projector and the live console's Previous and Next (live-console/stage-bar.tsx), in
 * `stepStage`:
 * - a session whose deck has pages steps through the deck (nextDeckStage / previousDeckStage from
 *   @lectern/shared): page by page, through a pinned poll's results, and from any other panel back
 *   to the furthest page shown; the join panel is Q's, and the polls and questions are put on the
 *   stage from the console;
 * - a session without one steps through the join panel, each open or closed poll in its order,
 *   and the question list.
 * Q goes back to the join panel; B (or ".") blanks this screen; J hides or shows the join link in
 * the corner; T, F, + and - change how this screen looks. The step keys and Q put their panel on the
 * stage for everyone (present-page.tsx). The single-character keys can be turned off (WCAG 2.1.4:
 * speech input types letters; Space stays, a clicker sends it), and no key counts while a text
 * field has focus.
 */
import {
  nextDeckStage,
  previousDeckStage,
  type DeckSettings,
  type Poll,
  type Stage,
} from "@lectern/shared";

export type KeyAction =
  | "previous"
  | "next"
  | "join"
  | "blank"
  | "corner"
  | "reactions"
  | "theme"
  | "fullscreen"
  | "larger"
  | "smaller"
  | "help";

const KEYS: Record<string, KeyAction> = {
  ArrowRight: "next",
  ArrowDown: "next",
  PageDown: "next",
  " ": "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  PageUp: "previous",
  q: "join",
  Q: "join",
  b: "blank",
  B: "blank",
  ".": "blank",
  j: "corner",
  J: "corner",
  r: "reactions",
  R: "reactions",
  t: "theme",
  T: "theme",
  f: "fullscreen",
  F: "fullscreen",
  "+": "larger",
  "=": "larger",
  "-": "smaller",
  _: "smaller",
  "?": "help",
};

/**
 * The action of a key press, or null for keys the projector leaves alone: any with Ctrl, Alt or
 * Cmd, and the single-character ones but Space (Q, B, ., J, R, T, F, +, -, ?) when `characterKeys` is
 * off.
 */
export function keyAction(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
  characterKeys = true,
) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (!characterKeys && event.key.length === 1 && event.key !== " ") return null;
  return KEYS[event.key] ?? null;
}

/** Whether keys pressed in `target` are typing: a text field, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  const nonText = ["button", "checkbox", "radio", "range", "color", "file", "submit", "reset"];
  return target instanceof HTMLInputElement && !nonText.includes(target.type);
}

/**
 * Whether Space pressed in `target` is the control's own: a button, a switch, a link or a box to
 * tick, which Space activates; a clicker's Space reaches the page, never a focused control.
 */
export function spaceActivates(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return true;
  if (target instanceof HTMLInputElement) return true;
  const role = target.getAttribute("role");
  return (
    role !== null && ["button", "switch", "checkbox", "link", "menuitem", "tab"].includes(role)
  );
}

/** The panels the arrow keys go through: join, every poll attendees can see in order, questions. */
export function panelsOf(polls: readonly Pick<Poll, "id" | "state" | "order">[]): Stage[] {
  const shown = polls
    .filter((poll) => poll.state !== "draft")
    .sort((a, b) => a.order - b.order || a.id - b.id);
  return [
    { panel: "join" },
    ...shown.map((poll): Stage => ({ panel: "poll", pollId: poll.id })),
    { panel: "questions" },
  ];
}

/** Where `view` sits among `panels`: one question counts as the question list, anything unknown as join. */
function positionOf(panels: readonly Stage[], view: Stage): number {
  const at = panels.findIndex((panel) =>
    view.panel === "question"
      ? panel.panel === "questions"
      : panel.panel === view.panel && panel.pollId === view.pollId,
  );
  return Math.max(at, 0);
}

/** The panel before (-1) or after (+1) `view`, staying at the first or last. */
export function stepPanel(panels: readonly Stage[], view: Stage, delta: -1 | 1): Stage {
  const next = Math.min(Math.max(positionOf(panels, view) + delta, 0), panels.length - 1);
  return panels[next] ?? { panel: "join" };
}

/** Whether two stages show the same: the same panel of the same poll, question or page. */
export function sameStage(a: Stage | null | undefined, b: Stage): boolean {
  return (
    a?.panel === b.panel &&
    a.pollId === b.pollId &&
    a.questionId === b.questionId &&
    a.page === b.page
  );
}

/** What the deck's step needs to know of a deck: one with pages (api/deck.ts, hasPages). */
export type SteppedDeck = Pick<DeckSettings, "shownUpTo" | "openPollsOnSlide"> & {
  pageCount: number;
};

/**
 * Where a step key (or the console's Previous / Next) takes the stage from `view`: through the deck
 * when there is one with pages, else through the panels. Null where the deck ends.
 */
export function stepStage(
  view: Stage,
  delta: -1 | 1,
  polls: readonly Pick<Poll, "id" | "state" | "order" | "slidePage">[],
  deck: SteppedDeck | null,
): Stage | null {
  if (deck === null || deck.pageCount === 0) return stepPanel(panelsOf(polls), view, delta);
  return delta === 1
    ? nextDeckStage(view, deck.pageCount, deck.shownUpTo, polls, deck.openPollsOnSlide)
    : previousDeckStage(view, deck.pageCount, deck.shownUpTo, polls);
}
