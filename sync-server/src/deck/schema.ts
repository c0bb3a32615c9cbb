/**
 * The deck's request bodies and answers (docs/product.md, The deck). Kept beside its routes until
 * the pages that present the deck need them in @lectern/shared.
 */
import { z } from "zod";
import type { DeckStatus, FollowAlong } from "../db/schema.ts";
import { MAX_DECK_PAGES } from "./renderer.ts";

export const NOTES_MAX_CHARS = 5_000;

/** `POST /api/sessions/{id}/deck` with JSON: a PDF resource already on the session page. */
export const pickDeckBodySchema = z.object({ resourceId: z.number().int().positive() });

export const notesBodySchema = z.object({
  text: z.string().max(NOTES_MAX_CHARS, `Notes can be at most ${NOTES_MAX_CHARS} characters`),
});

export const deckSettingsBodySchema = z.object({ followAlong: z.enum(["shown", "whole-deck"]) });

export const pageParamSchema = z.coerce.number().int().min(1).max(MAX_DECK_PAGES);

export interface DeckPage {
  n: number;
  /** The page at 1920 px wide (WebP); its URL never changes what it serves. */
  image: string;
  /** The page at 960 px wide (WebP). */
  thumb: string;
  /** The page's text: its image's accessible description. */
  text: string;
}

export interface DeckResponse {
  /** The newest upload's: a deck rendering or failed leaves the previous one's pages served. */
  status: DeckStatus;
  pages: DeckPage[];
  shownUpTo: number;
  followAlong: FollowAlong;
  /** To the owner: the speaker's notes by page number. */
  notes?: Record<number, string>;
  /** To the owner while rendering: pages done of the new deck's total. */
  progress?: { rendered: number; total: number };
  /** To the owner when the newest upload failed: why, in words for the speaker. */
  error?: string;
}

export interface DeckAccepted {
  status: "rendering";
  pages: number;
}
