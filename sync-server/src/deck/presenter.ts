/**
 * A rendered page as readers get it (docs/product.md, The deck): its number, its text and the URLs
 * of its two images, which carry the content hash so they are cached for good.
 */
import type { DeckPage } from "@lectern/shared";
import type { DeckPageRow } from "../db/schema.ts";

function pageUrl(sessionId: number, n: number, hash: string): string {
  return `/api/sessions/${sessionId}/deck/pages/${n}/${hash}.webp`;
}

export function toPage(sessionId: number, page: DeckPageRow): DeckPage {
  return {
    n: page.n,
    image: pageUrl(sessionId, page.n, page.imageHash),
    thumb: pageUrl(sessionId, page.n, page.thumbHash),
    text: page.text,
  };
}
