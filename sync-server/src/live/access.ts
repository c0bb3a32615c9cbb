/**
 * What the hub may know of polls, sessions and who is asking, given to it by the app
 * (live-access.ts): the hub reads no table and checks no cookie itself, so live/ depends on no
 * feature folder and each rule of access stays where the routes apply it too.
 */
import type {
  ClientMessage,
  DeckPage,
  PollResults,
  ReactionCounts,
  ServerMessage,
  SessionRole,
  Stage,
} from "@lectern/shared";

/** A poll as its subscribers are sent it. */
export interface LivePoll {
  results: PollResults;
  ownerId: number;
  sessionId: number;
  /** Whether the audience sees the totals alone while the poll is open (docs/product.md, Polls). */
  hideResultsUntilClosed: boolean;
}

/** A session as the stage's checks read it once. */
export interface LiveSession {
  ownerId: number;
  /** The hash of the presenter link's current key; null when there is none. */
  presenterKeyHash: string | null;
  /** Whether `key` is the presenter link's current key. */
  presenterKeyMatches(key: string): boolean;
  /** The session's stage now, with the page of the deck on it, if any. */
  readStage(): Promise<{ stage: Stage; slide?: DeckPage }>;
}

export interface LiveAccess {
  /** The poll with its results now; null when it is gone. */
  poll(pollId: number): Promise<LivePoll | null>;
  /** The session; null when there is no such session. */
  session(sessionId: number): Promise<LiveSession | null>;
  /** How many of each reaction the session got so far (docs/product.md, Reactions). */
  reactionTotals(sessionId: number): Promise<ReactionCounts>;
  /** The role of the user `userId` in the session (docs/product.md, Team); null for none. */
  roleOf(sessionId: number, userId: number): Promise<SessionRole | null>;
  /** The signed-in user of a handshake's Cookie header; null when it carries no live sign-in. */
  userOf(cookieHeader: string): Promise<number | null>;
  /** The visitor id a signed one stands for; null when the signature does not hold. */
  verifyVisitor: (signed: string) => string | null;
  /**
   * Takes a reaction sent on a socket as its POST would be taken (docs/decisions.md, Reactions on
   * the live socket): `actor` is who the socket counts as ("u:{user id}" signed in, "v:{visitor
   * id}"), null for neither; `crossSite`, a handshake from another site's page, refused as its
   * POST would be. `counted`: the tap is new, so the stage's totals changed.
   */
  react(
    message: Extract<ClientMessage, { type: "react" }>,
    reactor: { actor: string | null; userId: number | null; network: string; crossSite: boolean },
  ): Promise<{ answer: Extract<ServerMessage, { type: "reaction_answer" }>; counted: boolean }>;
  /** The texts the hub refuses with, the same as the routes'. */
  refusals: { pollNotFound: string; sessionNotFound: string; wrongPresenterKey: string };
}
