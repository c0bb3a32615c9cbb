/**
 * A session page answered pre-rendered (by the server on a first visit, by the service worker on a
 * repeat visit; @lectern/shared's session-page-html.ts) comes with the session's public view in a
 * JSON data block next to the static header. It is read once at
 * start-up, before React replaces #root, and the block removed; the session page shows it while
 * its own GET, which counts the page view, is under way.
 */
import { PRERENDERED_SESSION_ELEMENT_ID, type PublicSession } from "@lectern/shared";

let prerendered: PublicSession | undefined;

export function takePrerenderedSession(): void {
  const block = document.getElementById(PRERENDERED_SESSION_ELEMENT_ID);
  if (!block) return;
  block.remove();
  prerendered = JSON.parse(block.textContent ?? "") as PublicSession;
}

/** The pre-rendered view of this session, if the page started with one. */
export function prerenderedSession(sessionId: number | null): PublicSession | undefined {
  return prerendered?.id === sessionId ? prerendered : undefined;
}
