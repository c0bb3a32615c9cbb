/**
 * The session's deck as the projector and the live console read it (docs/product.md, The deck):
 * GET /api/sessions/{id}/deck, with the presenter link's key on the projector (the owner's cookie
 * on the console, which also brings the notes). Read again on the live channel's deck_update, which
 * the stage's sockets hear (present/use-stage.ts, live-console/use-live-stage.ts); a page put on
 * the stage comes with its stage_update and joins the deck read, as shown, without a read. A
 * session without a deck reads as null, so a deck uploaded later appears on the next deck_update.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { PRESENTER_KEY_HEADER, type DeckPage, type DeckResponse } from "@lectern/shared";
import { withPageShown } from "../attendee/deck-follow.ts";
import { ApiError, apiRequest } from "./client.ts";

export const deckPath = (sessionId: number) => `/api/sessions/${sessionId}/deck`;

export const deckKey = (sessionId: number) => ["deck", sessionId] as const;

/** GET the deck; null when the session has none. */
export async function readDeck(
  sessionId: number,
  signal: AbortSignal,
  presenterKey?: string | null,
): Promise<DeckResponse | null> {
  try {
    return await apiRequest<DeckResponse>(deckPath(sessionId), {
      signal,
      headers: presenterKey ? { [PRESENTER_KEY_HEADER]: presenterKey } : {},
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "deck_not_found") return null;
    throw error;
  }
}

export function useDeck(sessionId: number, presenterKey?: string | null) {
  return useQuery({
    queryKey: deckKey(sessionId),
    queryFn: ({ signal }) => readDeck(sessionId, signal, presenterKey),
  });
}

/** The deck changed (deck_update): its readers read it again. */
export function deckChanged(queryClient: QueryClient, sessionId: number): void {
  void queryClient.invalidateQueries({ queryKey: deckKey(sessionId) });
}

/**
 * A page went on stage (stage_update's `slide`): a reader who was not given it yet (the projector's
 * presenter key sees the pages shown) has it now, and the furthest page shown is raised.
 */
export function slideShown(queryClient: QueryClient, sessionId: number, slide: DeckPage): void {
  queryClient.setQueryData<DeckResponse | null>(deckKey(sessionId), (deck) =>
    deck ? withPageShown(deck, slide) : deck,
  );
}

/** Whether a deck has pages to show: a ready one, or the one served while a new one renders. */
export function hasPages(deck: DeckResponse | null | undefined): deck is DeckResponse {
  return deck !== null && deck !== undefined && deck.pageCount > 0;
}
