/**
 * The speaker's deck calls (docs/product.md, The deck): upload a PDF or pick one already on the
 * session page, the settings of what attendees may follow and whether polls open on their slide,
 * the notes per page, and the owner's read of the deck (the projector's and console's read, api/
 * deck.ts), read again every second while it renders so the edit screen shows its progress.
 */
import { useQuery } from "@tanstack/react-query";
import type { DeckAccepted, DeckSettings, DeckSettingsBody } from "@lectern/shared";
import { apiRequest } from "../client.ts";
import { deckKey, deckPath, readDeck } from "../deck.ts";

/** How often the owner's deck is read again while it renders. */
const RENDERING_REFETCH_MS = 1_000;

/** The session's deck as its owner sees it (notes, progress, error); null while it has none. */
export function useSpeakerDeck(sessionId: number | null, enabled = true) {
  return useQuery({
    queryKey: deckKey(sessionId ?? 0),
    queryFn: ({ signal }) => readDeck(sessionId ?? 0, signal),
    enabled: sessionId !== null && enabled,
    refetchInterval: (query) =>
      query.state.data?.status === "rendering" ? RENDERING_REFETCH_MS : false,
  });
}

/** Uploads a PDF as the session's deck; it renders in the background. */
export function uploadDeck(sessionId: number, file: File): Promise<DeckAccepted> {
  const form = new FormData();
  form.append("file", file);
  return apiRequest<DeckAccepted>(deckPath(sessionId), { method: "POST", body: form });
}

/** Makes a PDF resource already on the session page the deck; it renders in the background. */
export function pickDeckResource(sessionId: number, resourceId: number): Promise<DeckAccepted> {
  return apiRequest<DeckAccepted>(deckPath(sessionId), {
    method: "POST",
    body: { resourceId },
  });
}

export function updateDeckSettings(
  sessionId: number,
  body: DeckSettingsBody,
): Promise<DeckSettings> {
  return apiRequest<DeckSettings>(deckPath(sessionId), { method: "PATCH", body });
}

/** Saves the speaker's notes of page `n`; blank text removes them. */
export function saveNotes(
  sessionId: number,
  n: number,
  text: string,
): Promise<{ n: number; text: string }> {
  return apiRequest<{ n: number; text: string }>(`${deckPath(sessionId)}/pages/${n}/notes`, {
    method: "PUT",
    body: { text },
  });
}
