/**
 * The deck's request bodies and answers (docs/product.md, The deck). Kept beside its routes until
 * the pages that present the deck need them in @lectern/shared.
 */
import { idSchema, optionalText } from "@lectern/shared";
import { z } from "zod";
import type { DeckStatus, FollowAlong } from "../db/schema.ts";
import { MAX_DECK_PAGES } from "./renderer.ts";

export const NOTES_MAX_CHARS = 5_000;

/** `POST /api/sessions/{id}/deck` with JSON: a PDF resource already on the session page. */
export const pickDeckBodySchema = z.object({ resourceId: idSchema });

/** Page n's notes: several lines of text; blank removes them. */
export const notesBodySchema = z.object({ text: optionalText(NOTES_MAX_CHARS) });

export const deckSettingsBodySchema = z.object({ followAlong: z.enum(["shown", "whole-deck"]) });

/** A page number in a path ("12"), refused when it is anything else. */
export const pageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, "Not a page number")
  .transform(Number)
  .pipe(z.number().max(MAX_DECK_PAGES, `A deck has at most ${MAX_DECK_PAGES} pages`));

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
