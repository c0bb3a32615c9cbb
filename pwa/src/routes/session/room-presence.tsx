/**
 * The session page's part in the room (docs/product.md, The room): while the page is open it counts
 * as an attendee on the projector and follows the stage (`attend`, sent again after every
 * reconnect; attendee/stage-follow.tsx), and the question the speaker is answering ("Now
 * answering", which session-page.tsx shows from the public view) is set and cleared live: a
 * questions_update makes the page read the public session again; a page of the deck on stage is
 * the Slides tab's live page. Loaded after the page's first
 * render, so the attendee's first load stays small.
 */
import { useLiveQuestions } from "../../attendee/live-hooks.ts";
import { attendeePaths } from "../../attendee/queries.ts";
import { StageFollow } from "../../attendee/stage-follow.tsx";

export function RoomPresence({
  sessionId,
  onPoll,
  onSlide,
}: {
  sessionId: number;
  /** Brings the poll the stage shows to the top of the page. */
  onPoll: (pollId: number) => void;
  /** Gets the page of the deck the stage shows. */
  onSlide: (page: number) => void;
}) {
  useLiveQuestions(sessionId, attendeePaths.publicSession(sessionId));
  return <StageFollow sessionId={sessionId} onPoll={onPoll} onSlide={onSlide} />;
}
