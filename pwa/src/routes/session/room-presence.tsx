/**
 * The session page's part in the room (docs/product.md, The room): while the page is open it counts
 * as an attendee on the projector (`attend`, sent again after every reconnect), and the question
 * the speaker is answering ("Now answering", which session-page.tsx shows from the public view) is
 * set and cleared live: a questions_update makes the page read the public session again. Loaded
 * after the page's first render, so the attendee's first load stays small.
 */
import { useAttend, useLiveQuestions } from "../../attendee/live-hooks.ts";
import { attendeePaths } from "../../attendee/queries.ts";

export function RoomPresence({ sessionId }: { sessionId: number }) {
  useAttend(sessionId);
  useLiveQuestions(sessionId, attendeePaths.publicSession(sessionId));
  return null;
}
