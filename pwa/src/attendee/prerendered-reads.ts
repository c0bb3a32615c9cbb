/**
 * A page answered pre-rendered comes with the reads its first screen was built from, in JSON data
 * blocks next to the static HTML (@lectern/shared's session-page-html.ts and embed-poll-html.ts): a
 * session page (from the server on a first visit, from the service worker on a repeat visit) with
 * the session's public view and polls, an embedded poll (from the server) with the poll, an
 * event's agenda (from the server) with the event's public view. They are
 * read once at start-up, before React takes over #root, and the blocks removed; the page shows them
 * while its own reads run (the session's counts the page view), so its first render is the static
 * HTML's screen.
 */
import {
  PRERENDERED_EMBED_POLL_ELEMENT_ID,
  PRERENDERED_EVENT_ELEMENT_ID,
  PRERENDERED_POLLS_ELEMENT_ID,
  PRERENDERED_SESSION_ELEMENT_ID,
  type EmbedPoll,
  type Poll,
  type PublicEvent,
  type PublicSession,
} from "@lectern/shared";

let session: { view: PublicSession; polls: Poll[] | undefined } | undefined;
let embedPoll: EmbedPoll | undefined;
let event: PublicEvent | undefined;

function takeBlock<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  if (!block) return undefined;
  block.remove();
  return JSON.parse(block.textContent ?? "") as T;
}

/**
 * Which pre-rendered page this is, if any: a session page and an agenda are React's own markup,
 * which the app hydrates.
 */
export type PrerenderedPageKind = "session" | "event" | "embed" | null;

export function takePrerenderedReads(): PrerenderedPageKind {
  const view = takeBlock<PublicSession>(PRERENDERED_SESSION_ELEMENT_ID);
  const polls = takeBlock<Poll[]>(PRERENDERED_POLLS_ELEMENT_ID);
  if (view) session = { view, polls };
  embedPoll = takeBlock<EmbedPoll>(PRERENDERED_EMBED_POLL_ELEMENT_ID);
  event = takeBlock<PublicEvent>(PRERENDERED_EVENT_ELEMENT_ID);
  return view ? "session" : event ? "event" : embedPoll ? "embed" : null;
}

/** The pre-rendered view of this session, if the page started with one. */
export function prerenderedSession(sessionId: number | null): PublicSession | undefined {
  return session?.view.id === sessionId ? session.view : undefined;
}

/** The pre-rendered polls of this session, if the page started with them. */
export function prerenderedPolls(sessionId: number): Poll[] | undefined {
  return session?.view.id === sessionId ? session.polls : undefined;
}

/** The pre-rendered embedded poll, if the page started with it. */
export function prerenderedEmbedPoll(pollId: number | null): EmbedPoll | undefined {
  return embedPoll?.id === pollId ? embedPoll : undefined;
}

/** The pre-rendered agenda of this event, if the page started with it. */
export function prerenderedEvent(slug: string): PublicEvent | undefined {
  return event?.slug === slug ? event : undefined;
}
