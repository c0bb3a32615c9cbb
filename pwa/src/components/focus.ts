/**
 * Where keyboard focus goes when what holds it closes or is replaced (WCAG 2.4.3; audit 2026-11,
 * finding 1), the one pattern for every screen: a dialog gives focus back to the control that
 * opened it, or to a fallback when that control is gone (`useFocusReturn`); a form or list that
 * re-renders without the focused control hands focus to its successor (`focusWhenReady`,
 * `focusAfterLeaving`). Without these, focus falls to <body> and a keyboard or screen-reader user
 * starts again from the top of the page. Loaded by the attendee pages too, so it stays small.
 */
import { useLayoutEffect, useRef } from "react";

type Target = HTMLElement | null | undefined;

/** Focus can land on it: on the page, shown, and not disabled. */
function focusable(element: Target): element is HTMLElement {
  return (
    !!element &&
    element.isConnected &&
    !element.matches(":disabled") &&
    // jsdom has no layout; browsers say whether the element is rendered.
    (typeof element.checkVisibility !== "function" || element.checkVisibility())
  );
}

/** A menu item closes with its menu: the menu's button stands for it. */
function opener(element: Element | null): HTMLElement | null {
  if (element === document.body) return null;
  const menu = element?.closest('[role="menu"]');
  const button = menu && document.getElementById(menu.getAttribute("aria-labelledby") ?? "");
  return button ?? (element instanceof HTMLElement ? element : null);
}

/**
 * For a dialog's `onCloseAutoFocus`: the control that had focus when `open` turned true gets it
 * back, or `fallback()` when that control is gone (a deleted row's button). Read in a layout
 * effect, before the dialog moves focus into itself.
 */
export function useFocusReturn(open: boolean, fallback?: () => Target): (event: Event) => void {
  const from = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) from.current = opener(document.activeElement);
  }, [open]);
  return (event) => {
    event.preventDefault();
    const back = from.current;
    const target = focusable(back) ? back : fallback?.();
    if (focusable(target)) target.focus();
  };
}

/**
 * Focuses what `find` returns as soon as it is on the page (after a re-render, a reply from the
 * server, a lazily loaded part), unless the person moved focus elsewhere meanwhile: it acts only
 * while focus stays on the control that had it at the call (or anywhere inside `scope`, for a call
 * made once the action is done), or fell to <body>. Gives up after a while; the returned function
 * gives up at once (for an action that failed).
 */
export function focusWhenReady(find: () => Target, scope?: Element | null): () => void {
  const from = document.activeElement;
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(stop, 10_000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function attempt() {
    const now = document.activeElement;
    const stayed = now === from || now === document.body || !!scope?.contains(now);
    if (now && !stayed) return stop();
    const target = find();
    if (focusable(target)) {
      stop();
      target.focus();
    }
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  attempt();
  return stop;
}

/**
 * Once the list item holding `control` leaves its list (approved, dismissed, answered), focuses
 * the first control of the item now in its place, else of the one before it, else the heading of
 * the section around the list (it needs tabIndex -1). Called as the action starts, while the item
 * is still in its list; the returned function cancels it, for an action that failed.
 */
export function focusAfterLeaving(control: Element | null): () => void {
  const item = control?.closest("li");
  const list = item?.parentElement;
  if (!item || !list) return () => undefined;
  const index = [...list.children].indexOf(item);
  const heading = list.closest("section")?.querySelector<HTMLElement>("h2, h3");
  return focusWhenReady(() => {
    if (item.isConnected) return null;
    const rest = list.isConnected ? [...list.children] : [];
    const next = rest[index] ?? rest[index - 1];
    return next?.querySelector<HTMLElement>("button, a[href], input, textarea, select") ?? heading;
  });
}
