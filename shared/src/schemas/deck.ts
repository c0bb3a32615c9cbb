/**
 * The deck (docs/product.md, The deck): a session's PDF rendered to page images the projector,
 * the console and every phone in the hall show; the speaker's notes per page; what attendees may
 * follow; and the step the projector's keys and the console's buttons take through the deck, the
 * one rule both share so a clicker and a thumb move the room alike.
 */
import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { idSchema, optionalText } from "./common.ts";
import type { Stage } from "./stage.ts";

/** The most characters of one page's speaker notes. */
export const NOTES_MAX_CHARS = 5_000;

export const DECK_STATUSES = ["rendering", "ready", "failed"] as const;
export type DeckStatus = (typeof DECK_STATUSES)[number];

/** What attendees may follow: the pages shown on stage so far, or the whole deck. */
export const FOLLOW_ALONG = ["shown", "whole-deck"] as const;
export type FollowAlong = (typeof FOLLOW_ALONG)[number];

/** `POST /api/sessions/{id}/deck` with JSON: a PDF resource already on the session page. */
export const pickDeckBodySchema = z.object({ resourceId: idSchema });

/** `PUT /api/sessions/{id}/deck/pages/{n}/notes`: several lines of text; blank removes them. */
export const notesBodySchema = z.object({ text: optionalText(NOTES_MAX_CHARS) });

/**
 * `PATCH /api/sessions/{id}/deck`: what attendees may follow, and whether showing a page opens the
 * polls pinned to it ("Open polls on their slide").
 */
export const deckSettingsBodySchema = z
  .object({
    followAlong: z.enum(FOLLOW_ALONG).optional(),
    openPollsOnSlide: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.followAlong !== undefined || body.openPollsOnSlide !== undefined, {
    message: msg("Choose a setting to change."),
  });
export type DeckSettingsBody = z.infer<typeof deckSettingsBodySchema>;

export interface DeckSettings {
  shownUpTo: number;
  followAlong: FollowAlong;
  openPollsOnSlide: boolean;
}

export const deckPageSchema = z.object({
  n: z.number().int(),
  /** The page at 1920 px wide (WebP); its URL never changes what it serves. */
  image: z.string(),
  /** The page at 960 px wide (WebP). */
  thumb: z.string(),
  /** The page's text: its image's accessible description. */
  text: z.string(),
});
export type DeckPage = z.infer<typeof deckPageSchema>;

/** `GET /api/sessions/{id}/deck`. */
export interface DeckResponse extends DeckSettings {
  /** The newest upload's: a deck rendering or failed leaves the previous one's pages served. */
  status: DeckStatus;
  /** The pages the reader may see: attendees only those up to `shownUpTo` unless whole-deck. */
  pages: DeckPage[];
  /** The served deck's number of pages (0 without one), also when not every page is listed. */
  pageCount: number;
  /** To hosts: the speaker's notes by page number. */
  notes?: Record<number, string>;
  /** To hosts while rendering: pages done of the new deck's total. */
  progress?: { rendered: number; total: number };
  /** To hosts when the newest upload failed: why, in words for the speaker. */
  error?: string;
}

/** `202` to `POST /api/sessions/{id}/deck`. */
export interface DeckAccepted {
  status: "rendering";
  pages: number;
}

/** A poll as the deck's step sees it: the page it is pinned to, if any. */
export interface PinnedPoll {
  id: number;
  slidePage: number | null;
}

/** The deck back on stage from another panel: the furthest page shown, or the first. */
export function furthestShownStage(pageCount: number, shownUpTo: number): Stage {
  return { panel: "slide", page: Math.min(Math.max(shownUpTo, 1), pageCount) };
}

/**
 * Where the projector's next key (or the console's Next) takes the stage: from a page with a poll
 * pinned to it and "Open polls on their slide" on (showing the page opened the poll), to that
 * poll's live results; else to the
 * next page (from a poll pinned to a page, the page after it). Answers null at the deck's end.
 * From a panel that is not the deck's, Next starts at the furthest page shown (or the first).
 */
export function nextDeckStage(
  stage: Stage,
  pageCount: number,
  shownUpTo: number,
  polls: readonly PinnedPoll[],
  openPollsOnSlide: boolean,
): Stage | null {
  if (pageCount === 0) return null;
  if (stage.panel === "slide" && stage.page !== undefined) {
    const pinned = openPollsOnSlide
      ? polls.find((poll) => poll.slidePage === stage.page)
      : undefined;
    if (pinned) return { panel: "poll", pollId: pinned.id };
    return stage.page < pageCount ? { panel: "slide", page: stage.page + 1 } : null;
  }
  const fromPoll =
    stage.panel === "poll" ? polls.find((poll) => poll.id === stage.pollId)?.slidePage : undefined;
  if (fromPoll !== undefined && fromPoll !== null)
    return fromPoll < pageCount ? { panel: "slide", page: fromPoll + 1 } : null;
  return furthestShownStage(pageCount, shownUpTo);
}

/**
 * Where the previous key takes the stage: the page before (from a poll pinned to a page, that
 * page). Answers null on the first page; from another panel, the furthest page shown.
 */
export function previousDeckStage(
  stage: Stage,
  pageCount: number,
  shownUpTo: number,
  polls: readonly PinnedPoll[],
): Stage | null {
  if (pageCount === 0) return null;
  if (stage.panel === "slide" && stage.page !== undefined)
    return stage.page > 1 ? { panel: "slide", page: Math.min(stage.page - 1, pageCount) } : null;
  const fromPoll =
    stage.panel === "poll" ? polls.find((poll) => poll.id === stage.pollId)?.slidePage : undefined;
  if (fromPoll !== undefined && fromPoll !== null)
    return { panel: "slide", page: Math.min(fromPoll, pageCount) };
  return furthestShownStage(pageCount, shownUpTo);
}
