/**
 * Fits a projector panel to the screen (docs/product.md, The room): the panel's sizes are written
 * as `fitSize(base, min)`, its base size times the variable --fit, never under its minimum, the
 * smallest text a hall reads from the back (docs/decisions.md, The room). The largest --fit
 * from MIN_FIT to 1 at which the panel's content fits its area is found by halving, measured in
 * one layout pass each; when even the smallest does not fit, the area is marked data-clamp and
 * long texts are clamped with an ellipsis (`clampClass`), then measured again. Measured again
 * whenever the area or the content changes size, or the content's text changes, first checking
 * in two layout passes whether the size found last still holds (a vote changes no line).
 */
import { useLayoutEffect, type CSSProperties, type RefObject } from "react";

/** The smallest --fit; sizes stop at their own minimum before it matters for text. */
export const MIN_FIT = 0.35;
/** The smallest projector text, in rem (the root is 5% of the screen's height): 2.5% of it. */
export const MIN_TEXT_REM = 0.5;
const STEPS = 7;

/** A CSS length: `base` rem times --fit, at least `min` rem. */
export function fitSize(base: number, min = 0): string {
  const scaled = `calc(${base}rem * var(--fit, 1))`;
  return min > 0 ? `max(${min}rem, ${scaled})` : scaled;
}

/** A text of `base` rem that shrinks with the panel, never under `min` (MIN_TEXT_REM by default). */
export function fitText(base: number, min = MIN_TEXT_REM): CSSProperties {
  return { fontSize: fitSize(base, Math.min(base, min)) };
}

/**
 * Tailwind classes that clamp a text to `lines` lines with an ellipsis once the panel cannot fit
 * otherwise. Written out whole, so Tailwind finds them.
 */
export const clampClass = {
  1: "group-data-[clamp=true]/fit:line-clamp-1",
  2: "group-data-[clamp=true]/fit:line-clamp-2",
  3: "group-data-[clamp=true]/fit:line-clamp-3",
  4: "group-data-[clamp=true]/fit:line-clamp-4",
  8: "group-data-[clamp=true]/fit:line-clamp-8",
} as const;

/** The class the fitted area needs, so clampClass applies inside it. */
export const FIT_AREA_CLASS = "group/fit";

function fits(area: HTMLElement): boolean {
  const content = area.firstElementChild as HTMLElement | null;
  if (!content) return true;
  const style = getComputedStyle(area);
  const height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const width = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return (
    content.scrollHeight <= height + 1 &&
    content.offsetHeight <= height + 1 &&
    content.scrollWidth <= width + 1
  );
}

const setFit = (area: HTMLElement, fit: number) => area.style.setProperty("--fit", String(fit));

/** The precision of the search: the last step of halving from MIN_FIT to 1. */
const STEP = (1 - MIN_FIT) / 2 ** STEPS;

/**
 * Whether the size found last still holds: the content fits at it and, unless it is the largest,
 * not at the next step up. Two layout passes instead of a search, for each vote on a busy poll.
 */
function stillBest(area: HTMLElement, fit: number): boolean {
  if (!fits(area)) return false;
  if (fit >= 1) return true;
  setFit(area, Math.min(1, fit + STEP));
  const larger = fits(area);
  setFit(area, fit);
  return !larger;
}

/** The largest --fit at which the content fits, or MIN_FIT when none does. */
function search(area: HTMLElement): number {
  const set = (fit: number) => setFit(area, fit);
  set(1);
  if (fits(area)) return 1;
  let [low, high] = [MIN_FIT, 1];
  for (let step = 0; step < STEPS; step++) {
    const mid = (low + high) / 2;
    set(mid);
    if (fits(area)) low = mid;
    else high = mid;
  }
  set(low);
  return low;
}

/** Fits the content of `ref` (its first child) to it; `key` names what it shows. */
export function useFit(ref: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    let fitting = false;
    let last: number | null = null;
    /** Unclamped, the smallest size does not fit: clamp, and find the size again. */
    const clampAndSearch = () => {
      area.dataset.clamp = "true";
      last = search(area);
    };
    const fit = () => {
      if (fitting) return;
      fitting = true;
      if (area.dataset.clamp === "true") {
        // Clamped: stay so while the content still needs it (it may have become shorter).
        area.dataset.clamp = "false";
        setFit(area, MIN_FIT);
        const fitsUnclamped = fits(area);
        area.dataset.clamp = "true";
        setFit(area, last ?? MIN_FIT);
        if (fitsUnclamped) {
          area.dataset.clamp = "false";
          last = search(area);
        } else if (last === null || !stillBest(area, last)) clampAndSearch();
      } else if (last === null || !stillBest(area, last)) {
        last = search(area);
        if (last === MIN_FIT && !fits(area)) clampAndSearch();
      }
      fitting = false;
    };
    fit();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const resized = new ResizeObserver(later);
    resized.observe(area);
    let observed: Element | null = null;
    const observeContent = () => {
      const content = area.firstElementChild;
      if (content === observed) return;
      if (observed) resized.unobserve(observed);
      if (content) resized.observe(content);
      observed = content;
    };
    observeContent();
    const changed = new MutationObserver(() => {
      observeContent();
      later();
    });
    changed.observe(area, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, key]);
}
