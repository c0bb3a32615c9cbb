/**
 * docs/product.md, The deck (On the attendee's phone): following the stage, pausing on a step of
 * one's own, and never a page the deck does not list for this reader.
 */
import { describe, expect, it } from "vitest";
import type { DeckPage, DeckResponse } from "@lectern/shared";
import { FOLLOWING, pagesAhead, shownPage, step, withPageShown } from "./deck-follow.ts";

const deck = (...numbers: number[]): DeckPage[] =>
  numbers.map((n) => ({ n, image: `/i/${n}.webp`, thumb: `/t/${n}.webp`, text: `Page ${n}` }));

describe("following the deck", () => {
  it("shows the live page while following, and stays on one's own page when paused", () => {
    const pages = deck(1, 2, 3, 4);
    expect(shownPage(pages, FOLLOWING, 3)?.n).toBe(3);
    expect(shownPage(pages, { following: false, own: 2 }, 4)?.n).toBe(2);
  });

  it("never shows a page beyond those listed: the nearest listed one before it", () => {
    expect(shownPage(deck(1, 2, 3), FOLLOWING, 7)?.n).toBe(3);
    expect(shownPage(deck(2, 3), FOLLOWING, 1)?.n).toBe(2);
    expect(shownPage([], FOLLOWING, 1)).toBeNull();
  });

  it("pauses on the page a step lands on, and stops at either end", () => {
    const pages = deck(1, 2, 3);
    expect(step(pages, 3, -1)).toEqual({ following: false, own: 2 });
    expect(step(pages, 1, 1)).toEqual({ following: false, own: 2 });
    expect(step(pages, 1, -1)).toBeNull();
    expect(step(pages, 3, 1)).toBeNull();
  });

  it("fetches the next two listed pages ahead, none past the last", () => {
    expect(pagesAhead(deck(1, 2, 3, 4), 1).map((page) => page.n)).toEqual([2, 3]);
    expect(pagesAhead(deck(1, 2, 3), 2).map((page) => page.n)).toEqual([3]);
    expect(pagesAhead(deck(1, 2, 3), 3)).toEqual([]);
  });

  it("adds a page put on stage to the deck read, in order, and raises how far is shown", () => {
    const read: DeckResponse = {
      status: "ready",
      pages: deck(1, 2),
      pageCount: 5,
      shownUpTo: 2,
      followAlong: "shown",
      openPollsOnSlide: false,
    };
    const after = withPageShown(read, deck(4)[0]!);
    expect(after.pages.map((page) => page.n)).toEqual([1, 2, 4]);
    expect(after.shownUpTo).toBe(4);
    expect(withPageShown(after, deck(2)[0]!)).toEqual(after);
  });
});
