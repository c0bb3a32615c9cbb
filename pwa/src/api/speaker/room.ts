/**
 * The room's calls (docs/product.md, The room): a new presenter link, which replaces every earlier
 * one, and the stage the projector shows, set by the owner or by the projector's keys.
 */
import { PRESENTER_KEY_HEADER, type PresenterLink, type Stage } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export function liveConsolePath(sessionId: number): string {
  return `/session/${sessionId}/live`;
}

/** The projector screen, which opens for the signed-in owner without a presenter link. */
export function projectorPath(sessionId: number): string {
  return `/session/${sessionId}/present`;
}

/** A new presenter link for the session; screens opened with the old one stop at once. */
export function createPresenterLink(sessionId: number): Promise<PresenterLink> {
  return apiRequest<PresenterLink>(`/api/sessions/${sessionId}/presenter-link`, {
    method: "POST",
  });
}

/**
 * Puts a panel on the projector; a question panel also pins the question for attendees. The
 * projector's own keys send the presenter link's key, which may do this and nothing else.
 */
export function setStage(
  sessionId: number,
  stage: Stage,
  presenterKey?: string | null,
): Promise<Stage> {
  return apiRequest<Stage>(`/api/sessions/${sessionId}/stage`, {
    method: "PUT",
    body: stage,
    headers: presenterKey ? { [PRESENTER_KEY_HEADER]: presenterKey } : {},
  });
}
