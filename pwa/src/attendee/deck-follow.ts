/**
 * Following the speaker through the deck on a phone (docs/product.md, The deck: On the attendee's
 * phone), kept apart from the Slides tab's markup so the rule is tested alone: while following,
 * the tab shows the page on stage; a step of the attendee's own (a swipe, Previous or Next, an
 * arrow key) pauses following where it lands; "Back to live" follows again. Whatever is asked, only
 * a page the deck lists for this reader is shown (never one beyond the furthest shown on stage,
 * which the server refuses too), and the pages to fetch ahead are the next ones listed. A page put
 * on stage comes with its stage_update, and joins the deck the page has read (withPageShown), so a
 * hall of phones shows it without reading the deck again.
 */
import type { DeckPage, DeckResponse } from "@lectern/shared";

/** Following the stage, or paused on the page the attendee moved to themselves. */
export type DeckFollow = { following: true } | { following: false; own: number };

export const FOLLOWING: DeckFollow = { following: true };

/** How many pages after the one shown are fetched ahead. */
export const PAGES_AHEAD = 2;

/**
 * The page to show of `pages` (listed in order): the `live` page while following (the stage's, or
 * before the stage shows one the furthest shown), else the attendee's own; a page not listed gives
 * way to the nearest listed one before it. Null when no page is listed yet.
 */
export function shownPage(
  pages: readonly DeckPage[],
  follow: DeckFollow,
  live: number,
): DeckPage | null {
  const wanted = follow.following ? live : follow.own;
  return pages.findLast((page) => page.n <= wanted) ?? pages[0] ?? null;
}

/** A step of the attendee's own from `from` (-1 back, +1 on): paused there, or null at either end. */
export function step(pages: readonly DeckPage[], from: number, by: -1 | 1): DeckFollow | null {
  const index = pages.findIndex((page) => page.n === from);
  const to = index === -1 ? undefined : pages[index + by];
  return to ? { following: false, own: to.n } : null;
}

/** The pages to fetch ahead while `current` is shown: the next PAGES_AHEAD listed. */
export function pagesAhead(pages: readonly DeckPage[], current: number): DeckPage[] {
  const index = pages.findIndex((page) => page.n === current);
  return index === -1 ? [] : pages.slice(index + 1, index + 1 + PAGES_AHEAD);
}

/** `deck` with `page`, just shown on stage, among its pages (in order) and as far as shown. */
export function withPageShown(deck: DeckResponse, page: DeckPage): DeckResponse {
  const shownUpTo = Math.max(deck.shownUpTo, page.n);
  if (deck.pages.some((listed) => listed.n === page.n)) return { ...deck, shownUpTo };
  const pages = [...deck.pages, page].sort((a, b) => a.n - b.n);
  return { ...deck, pages, shownUpTo };
}
