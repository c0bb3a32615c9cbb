/**
 * The speaker's deck calls (docs/product.md, The deck): upload a PDF or pick one already on the
 * session page, the settings of what attendees may follow and whether polls open on their slide,
 * the notes per page, and the owner's read of the deck, read again every second while it renders
 * so the edit screen shows the pages as they come.
 */
import { useQuery } from "@tanstack/react-query";
import type { DeckAccepted, DeckResponse, DeckSettings, DeckSettingsBody } from "@lectern/shared";
import { ApiError, apiRequest } from "../client.ts";

/** How often the owner's deck is read again while it renders. */
const RENDERING_REFETCH_MS = 1_000;

const deckPath = (sessionId: number) => `/api/sessions/${sessionId}/deck`;

export const speakerDeckKey = (sessionId: number) => [deckPath(sessionId), "owner"] as const;

/** The session's deck as its owner sees it (notes, progress, error); null while it has none. */
export function useSpeakerDeck(sessionId: number | null, enabled = true) {
  return useQuery({
    queryKey: speakerDeckKey(sessionId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<DeckResponse>(deckPath(sessionId ?? 0), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
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
