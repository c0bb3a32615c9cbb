/**
 * What the projector's own keys do (docs/product.md, The room): the arrow keys (and a presentation
 * clicker's Page Up / Page Down) step through the join panel, each open or closed poll in its
 * order, and the question list; Q goes back to the join panel; T, F, + and - change how this screen
 * looks. The panel keys put their panel on the stage for everyone (present-page.tsx); the live
 * console's Previous and Next step through the same order (live-console/stage-bar.tsx). The
 * single-character keys can be turned off (WCAG 2.1.4: speech input types letters), and no key
 * counts while a text field has focus.
 */
import type { Poll, Stage } from "@lectern/shared";

export type KeyAction =
  "previous" | "next" | "join" | "theme" | "fullscreen" | "larger" | "smaller" | "help";

const KEYS: Record<string, KeyAction> = {
  ArrowRight: "next",
  ArrowDown: "next",
  PageDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  PageUp: "previous",
  q: "join",
  Q: "join",
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
 * Cmd, and the single-character ones (Q, T, F, +, -, ?) when `characterKeys` is off.
 */
export function keyAction(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
  characterKeys = true,
) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (!characterKeys && event.key.length === 1) return null;
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
