/**
 * A session page answered pre-rendered (by the server on a first visit, by the service worker on a
 * repeat visit; @lectern/shared's session-page-html.ts) comes with the session's public view and
 * polls in JSON data blocks next to the static first screen. They are read once at start-up,
 * before React replaces #root, and the blocks removed; the session page shows them while its own
 * reads, the session's counting the page view, are under way, so its first render has the same
 * sections as the static HTML.
 */
import {
  PRERENDERED_POLLS_ELEMENT_ID,
  PRERENDERED_SESSION_ELEMENT_ID,
  type Poll,
  type PublicSession,
} from "@lectern/shared";

let prerendered: { session: PublicSession; polls: Poll[] | undefined } | undefined;

function takeBlock<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  return JSON.parse(block.textContent ?? "") as T;
}

export function takePrerenderedSession(): void {
  const session = takeBlock<PublicSession>(PRERENDERED_SESSION_ELEMENT_ID);
  const polls = takeBlock<Poll[]>(PRERENDERED_POLLS_ELEMENT_ID);
  if (session) prerendered = { session, polls };
}

/** The pre-rendered view of this session, if the page started with one. */
export function prerenderedSession(sessionId: number | null): PublicSession | undefined {
  return prerendered?.session.id === sessionId ? prerendered.session : undefined;
}

/** The pre-rendered polls of this session, if the page started with them. */
export function prerenderedPolls(sessionId: number): Poll[] | undefined {
  return prerendered?.session.id === sessionId ? prerendered.polls : undefined;
}
