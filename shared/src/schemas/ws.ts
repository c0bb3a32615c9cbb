import { z } from "zod";
import { IDEMPOTENCY_KEY_PATTERN } from "../constants.ts";
import { ERROR_CODES } from "../error-codes.ts";
import { idSchema } from "./common.ts";
import { deckPageSchema } from "./deck.ts";
import { pollResultsSchema } from "./poll.ts";
import { reactionCountsSchema, reactionEmojiSchema } from "./reaction.ts";
import { stageSchema } from "./stage.ts";

/** Messages on the live channel /ws (docs/product.md, API; docs/decisions.md, Live updates). */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe_poll"), pollId: idSchema }),
  z.object({ type: z.literal("unsubscribe_poll"), pollId: idSchema }),
  z.object({ type: z.literal("subscribe_questions"), sessionId: idSchema }),
  /**
   * This socket is an attendee's session page or embed of the session: it counts as present, and
   * hears the session's stage (stage_update) at once and on every change.
   */
  z.object({ type: z.literal("attend"), sessionId: idSchema }),
  /**
   * The projector and the console: the stage and the attendee count. Allowed for the owner (their
   * session cookie on the socket) or with the presenter link's key.
   */
  z.object({
    type: z.literal("subscribe_stage"),
    sessionId: idSchema,
    presenterKey: z.string().max(200).optional(),
  }),
  /** The page's heartbeat on a socket that has been quiet: the server answers pong at once. */
  z.object({ type: z.literal("ping") }),
  /**
   * A reaction sent on the socket the page already holds, as `POST /api/sessions/{id}/reactions`
   * with `key` as its Idempotency-Key: counted once, whichever way it goes, however often
   * (docs/decisions.md, Reactions on the live socket). Answered with reaction_answer.
   */
  z.object({
    type: z.literal("react"),
    sessionId: idSchema,
    emoji: reactionEmojiSchema,
    key: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("poll_update"), pollId: idSchema, data: pollResultsSchema }),
  z.object({ type: z.literal("questions_update"), sessionId: idSchema }),
  /**
   * The stage; with a page of the deck on it, that page (`slide`), so a phone shows it without
   * reading the deck again.
   */
  z.object({
    type: z.literal("stage_update"),
    sessionId: idSchema,
    stage: stageSchema,
    slide: deckPageSchema.optional(),
  }),
  /**
   * The session's deck changed (a new deck ready, a failed upload, its settings): readers of GET
   * /api/sessions/{id}/deck read it again. Sent to the stage's sockets and to attendees. A page
   * newly shown comes with stage_update instead.
   */
  z.object({ type: z.literal("deck_update"), sessionId: idSchema }),
  /**
   * The session's feedback opened, closed or got new chips: readers of GET
   * /api/sessions/{id}/feedback/state read it again. Sent to the same sockets as deck_update.
   */
  z.object({ type: z.literal("feedback_update"), sessionId: idSchema }),
  /**
   * The session's reactions so far, every REACTION_PUSH_MS at most while some come in, across every
   * instance; sent to the stage's sockets, which show what grew since the last one.
   */
  z.object({ type: z.literal("reactions"), sessionId: idSchema, totals: reactionCountsSchema }),
  /** Attendees with the session page or an embed of it open now, across every instance. */
  z.object({ type: z.literal("attendance"), sessionId: idSchema, count: z.number().int() }),
  /** The presenter link this socket used was replaced: nothing more is sent to it. */
  z.object({ type: z.literal("presenter_link_revoked"), sessionId: idSchema }),
  /**
   * The reader's role in the session changed or was taken away (docs/product.md, Team): the socket
   * is closed right after (4403), and the page reads the session again and subscribes with its new
   * role.
   */
  z.object({ type: z.literal("access_changed"), sessionId: idSchema }),
  /** The answer to ping: the path to the server still carries messages. */
  z.object({ type: z.literal("pong") }),
  /**
   * The answer to react, as the POST would answer: its status, and for a refusal its code and
   * message (with `retryAfterSeconds` for a rate limit).
   */
  z.object({
    type: z.literal("reaction_answer"),
    key: z.string(),
    status: z.number().int(),
    code: z.enum(ERROR_CODES).optional(),
    message: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
  }),
  z.object({
    type: z.literal("error"),
    message: z.string(),
    /** Set when a subscription is refused: `forbidden` (not the owner, no valid presenter key). */
    code: z.enum(["forbidden"]).optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
