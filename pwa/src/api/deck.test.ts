/**
 * The deck's read (api/deck.ts): a page put on stage joins the cached deck, as shown, once; only a
 * deck with pages counts as one to step through.
 */
import { describe, expect, it } from "vitest";
import type { DeckPage, DeckResponse } from "@lectern/shared";
import { createQueryClient } from "../app/query-client.ts";
import { deckKey, hasPages, slideShown } from "./deck.ts";

const page = (n: number): DeckPage => ({
  n,
  image: `/api/sessions/7/deck/pages/${n}/i${n}.webp`,
  thumb: `/api/sessions/7/deck/pages/${n}/t${n}.webp`,
  text: `Page ${n}`,
});

const deck: DeckResponse = {
  status: "ready",
  pages: [page(1)],
  pageCount: 3,
  shownUpTo: 1,
  followAlong: "shown",
  openPollsOnSlide: false,
};

describe("a slide put on stage", () => {
  it("joins the deck read in page order and raises the furthest page shown", () => {
    const client = createQueryClient();
    client.setQueryData(deckKey(7), deck);
    slideShown(client, 7, page(3));
    slideShown(client, 7, page(3));
    slideShown(client, 7, page(2));
    const read = client.getQueryData<DeckResponse>(deckKey(7));
    expect(read?.pages.map((p) => p.n)).toEqual([1, 2, 3]);
    expect(read?.shownUpTo).toBe(3);
  });

  it("leaves a session without a deck, or one not read yet, as it is", () => {
    const client = createQueryClient();
    slideShown(client, 7, page(1));
    expect(client.getQueryData(deckKey(7))).toBeUndefined();
    client.setQueryData(deckKey(7), null);
    slideShown(client, 7, page(1));
    expect(client.getQueryData(deckKey(7))).toBeNull();
  });
});

describe("a deck to step through", () => {
  it("is one with pages, also while a new upload renders", () => {
    expect(hasPages(deck)).toBe(true);
    expect(hasPages({ ...deck, status: "rendering" })).toBe(true);
    expect(hasPages({ ...deck, status: "rendering", pages: [], pageCount: 0 })).toBe(false);
    expect(hasPages(null)).toBe(false);
    expect(hasPages(undefined)).toBe(false);
  });
});
