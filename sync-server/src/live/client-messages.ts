/**
 * What a socket may ask of the hub (clientMessageSchema): subscribe to a poll or a session's
 * questions, attend a session, follow its stage, and ping. Each message is checked against what the
 * app says of the poll or session (access.ts) before the socket hears anything; a draft poll is
 * refused to everyone, and only the owner or the presenter link's key follows the stage. A
 * reaction may come this way too, from a page of Lectern's own origin, and is answered as its POST.
 */
import { MESSAGES, clientMessageSchema, type ServerMessage } from "@lectern/shared";
import { WebSocket, type RawData } from "ws";
import type { LiveAccess } from "./access.ts";
import { attendanceMessage, type Attending } from "./attending.ts";
import type { PollUpdates } from "./poll-updates.ts";
import {
  pollTopic,
  questionsTopic,
  send,
  sendTo,
  stageTopic,
  userOf,
  type Client,
  type Topics,
} from "./sockets.ts";
import type { StageUpdates } from "./stage-updates.ts";

/**
 * The page's heartbeat, byte for byte as it sends it, and the answer (docs/decisions.md, Live
 * updates). It is answered as it arrives, ahead of the client's queue: a subscribe waiting on a
 * slow database must not make a live socket look dead to the page.
 */
export const PING = Buffer.from(JSON.stringify({ type: "ping" }));
export const PONG = Buffer.from(JSON.stringify({ type: "pong" } satisfies ServerMessage));

const FORBIDDEN_STAGE = "Only the session's owner or its presenter link can follow the stage";

export interface ClientMessageOptions {
  access: LiveAccess;
  topics: Topics;
  polls: PollUpdates;
  stage: StageUpdates;
  attending: Attending;
  /** A reaction was counted: the stage's sockets get the new totals (hub.publishReactions). */
  reacted: (sessionId: number) => void;
}

export function createMessageHandler({
  access,
  topics,
  polls,
  stage,
  attending,
  reacted,
}: ClientMessageOptions) {
  const open = (client: Client) => client.socket.readyState === WebSocket.OPEN;

  return async function handleMessage(
    client: Client,
    raw: RawData,
    isBinary: boolean,
  ): Promise<void> {
    if (isBinary) return;
    let json: unknown;
    try {
      const bytes = Array.isArray(raw)
        ? Buffer.concat(raw)
        : Buffer.isBuffer(raw)
          ? raw
          : Buffer.from(raw);
      json = JSON.parse(bytes.toString());
    } catch {
      return;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case "subscribe_poll": {
        const snapshot = await polls.snapshot(message.pollId);
        if (!snapshot || snapshot.state === "draft") {
          const text = snapshot ? MESSAGES.pollDraft : access.refusals.pollNotFound;
          send(client, { type: "error", message: text });
          return;
        }
        const owner = await polls.readsWhole(client, snapshot);
        if (!open(client)) return;
        if (owner) client.ownPolls.add(message.pollId);
        topics.subscribe(client, pollTopic(message.pollId));
        polls.remember(message.pollId, snapshot);
        sendTo(client, owner ? snapshot.ownerPayload : snapshot.payload);
        return;
      }
      case "unsubscribe_poll":
        topics.unsubscribe(client, pollTopic(message.pollId));
        client.ownPolls.delete(message.pollId);
        return;
      case "subscribe_questions": {
        const session = await access.session(message.sessionId);
        if (!session) {
          send(client, { type: "error", message: access.refusals.sessionNotFound });
          return;
        }
        if (!open(client)) return;
        topics.subscribe(client, questionsTopic(message.sessionId));
        return;
      }
      case "attend": {
        const session = await access.session(message.sessionId);
        if (!session) {
          send(client, { type: "error", message: access.refusals.sessionNotFound });
          return;
        }
        if (!open(client)) return;
        attending.attend(client, message.sessionId);
        // The page follows the stage from the start (docs/product.md, The room). A change made
        // meanwhile reaches it through the flush, which this older read must not overtake.
        if (client.attending !== message.sessionId) return;
        const version = stage.versionOf(message.sessionId);
        const payload = await stage.snapshot(message.sessionId);
        if (
          payload &&
          client.attending === message.sessionId &&
          stage.versionOf(message.sessionId) === version
        )
          sendTo(client, payload);
        return;
      }
      case "ping":
        sendTo(client, PONG);
        return;
      case "react": {
        const userId = await userOf(access, client);
        const visitor = client.attendee?.startsWith("v:") ? client.attendee : null;
        const { answer, counted } = await access.react(message, {
          actor: userId !== null ? `u:${userId}` : visitor,
          userId,
          network: client.network,
          crossSite: !client.ownOrigin,
        });
        if (counted) reacted(message.sessionId);
        send(client, answer);
        return;
      }
      case "subscribe_stage": {
        const { sessionId, presenterKey } = message;
        const grant = await stage.grant(client, sessionId, presenterKey);
        if (grant === undefined) {
          const text =
            presenterKey === undefined ? FORBIDDEN_STAGE : access.refusals.wrongPresenterKey;
          send(client, { type: "error", message: text, code: "forbidden" });
          return;
        }
        const session = await access.session(sessionId);
        if (!session || !open(client)) return;
        const [now, count, totals] = await Promise.all([
          session.readStage(),
          attending.total(sessionId),
          access.reactionTotals(sessionId),
        ]);
        if (!open(client)) return;
        client.stages.set(sessionId, grant);
        topics.subscribe(client, stageTopic(sessionId));
        send(client, { type: "stage_update", sessionId, ...now });
        send(client, attendanceMessage(sessionId, count));
        // The totals so far, from which the screen shows only what comes in next.
        send(client, { type: "reactions", sessionId, totals });
        return;
      }
    }
  };
}
