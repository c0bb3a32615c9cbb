/**
 * The live channel /ws (docs/decisions.md, Live updates): clients subscribe to polls and to a
 * session's questions; the server pushes poll_update and questions_update. Pushes are coalesced per
 * topic (coalescer.ts), and each push is computed and serialised once and the same bytes are sent
 * to every subscriber (sockets.ts), so a room of thousands costs one query per interval.
 * Handshakes from any Origin are accepted on purpose: embeds on other sites use /ws, and nothing
 * owner-only flows to them (drafts are refused to everyone; a quiz's right answer is in
 * poll_update only once revealed; hidden words never are; questions_update is a bare ping), so a
 * foreign page gains nothing by opening one (test/hardening.test.ts). The room (docs/product.md,
 * The room) adds what only the owner and the presenter link see: the stage (stage-updates.ts) and
 * the attendee count (attending.ts), each network holding at most NETWORK_SOCKETS sockets.
 * This module opens and closes the sockets and wires the parts together; what the hub may know of
 * polls and sessions comes from the app (access.ts). With several instances, changes made
 * elsewhere arrive through the relay (relay.ts) and are pushed here like local ones.
 */
import type http from "node:http";
import type { Duplex } from "node:stream";
import { REACTION_PUSH_MS, WS_PATH } from "@lectern/shared";
import { WebSocketServer, type WebSocket } from "ws";
import { networkOf } from "../http/client-network.ts";
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";
import type { LiveAccess } from "./access.ts";
import { createAttending } from "./attending.ts";
import { createMessageHandler, PING, PONG } from "./client-messages.ts";
import { createCoalescer } from "./coalescer.ts";
import { addressOf, ownOrigin, visitorOf } from "./handshake.ts";
import { createPollUpdates } from "./poll-updates.ts";
import { observedFlush, type LiveObserver } from "./observer.ts";
import { createLiveRelay } from "./relay.ts";
import {
  createTopics,
  pollTopic,
  questionsTopic,
  sendTo,
  serialised,
  stageTopic,
  topicOf,
  type Client,
} from "./sockets.ts";
import { createStageUpdates } from "./stage-updates.ts";

export interface LiveHub {
  publishPoll(pollId: number): void;
  publishQuestions(sessionId: number): void;
  /** The session's stage changed (or may have: a staged poll or question went away). */
  publishStage(sessionId: number): void;
  /** The session's deck changed: a new deck ready, its settings, the pages shown. */
  publishDeck(sessionId: number): void;
  /** The session's feedback opened, closed or got new chips: its open pages read it again. */
  publishFeedback(sessionId: number): void;
  /** The session got reactions: the stage's sockets get the totals, every REACTION_PUSH_MS at most. */
  publishReactions(sessionId: number): void;
  /**
   * The session's members changed (docs/product.md, Team): sockets a member's role let see more
   * than the audience are told access_changed and closed, on every instance; they reconnect and
   * subscribe again as the role is now.
   */
  publishMembers(sessionId: number): void;
  /** The session has a new presenter key: sockets that used an older one are told and dropped. */
  revokePresenterLinks(sessionId: number): void;
  clientCount(): number;
  /** Each session someone attends on this instance, with its count across every instance. */
  audience(): Promise<{ sessionId: number; count: number }[]>;
  /** Closes every socket with 1012 (service restart) so clients reconnect, to another instance. */
  close(): Promise<void>;
}

export interface LiveHubOptions {
  access: LiveAccess;
  redis: SharedRedis | null;
  log: Logger;
  /** PUBLIC_URL: a handshake from its origin may carry the owner's cookie. */
  publicUrl: string;
  /** Express's compiled TRUST_PROXY, to read a handshake's client address. */
  trustProxy: (address: string, hop: number) => boolean;
  /** How often every socket is pinged; one that did not answer the last ping is cut off. */
  pingMs: number;
  /** NETWORK_SOCKETS: open sockets one network may hold. */
  socketsPerNetwork: number;
  /** Who watches broadcasts and the relay's lag (metrics/); none measures nothing. */
  observer?: LiveObserver;
}

const MAX_PAYLOAD_BYTES = 16 * 1024;
/** The close code that tells a client the server restarts and it should reconnect (RFC 6455, 7.4). */
const SERVICE_RESTART = 1012;
/** The close code after access_changed: the client reads its role again and reconnects. */
const ACCESS_CHANGED = 4403;
/** A client that has not answered the close handshake within this long is cut off. */
const CLOSE_GRACE_MS = 1_000;
/** Messages of one client waiting to be handled; beyond this a flooding client's messages are dropped. */
const MAX_PENDING_MESSAGES = 50;

export function createLiveHub(options: LiveHubOptions, server: http.Server): LiveHub {
  const { access, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const clients = new Set<Client>();
  /** Open sockets per network, capped at NETWORK_SOCKETS. */
  const socketsPerNetwork = new Map<string, number>();
  let socketSerial = 0;

  const topics = createTopics((topic) => {
    const { kind, id } = topicOf(topic);
    if (kind === "stage") {
      attending.unheard(id);
      stage.forgetIfUnheard(id);
      reactions.forget(topic);
      return;
    }
    if (kind === "poll") polls.forget(id);
    coalescer.forget(topic);
  });

  async function flush(topic: string): Promise<void> {
    const { kind, id } = topicOf(topic);
    if (kind === "stage") return stage.flush(id);
    if (!topics.has(topic)) return;
    if (kind === "questions")
      topics.broadcast(topic, serialised({ type: "questions_update", sessionId: id }));
    else await polls.flush(id);
  }

  const coalescer = createCoalescer(observedFlush(flush, options.observer), (error) =>
    log.error("live update failed", error),
  );
  /** Reactions have their own pace: a hall tapping away costs one read and push per session. */
  const reactions = createCoalescer(
    observedFlush(async (topic) => {
      const { id } = topicOf(topic);
      if (!topics.has(topic)) return;
      const totals = await access.reactionTotals(id);
      topics.broadcast(topic, serialised({ type: "reactions", sessionId: id, totals }));
    }, options.observer),
    (error) => log.error("reaction update failed", error),
    REACTION_PUSH_MS,
  );
  const polls = createPollUpdates(access, topics);
  const attending = createAttending({
    topics,
    redis: options.redis,
    log,
    observer: options.observer,
    publish: (sessionId) => relay?.changed("attendance", sessionId),
    onEmpty: (sessionId) => stage.forgetIfUnheard(sessionId),
  });
  const stage = createStageUpdates({
    access,
    topics,
    attending,
    schedule: (topic) => coalescer.schedule(topic),
    forget: (topic) => coalescer.forget(topic),
  });
  const handleMessage = createMessageHandler({
    access,
    topics,
    polls,
    stage,
    attending,
    reacted: (sessionId) => hub.publishReactions(sessionId),
  });

  wss.on("connection", (socket: WebSocket, req: http.IncomingMessage) => {
    const fromOwnOrigin = ownOrigin(req, options.publicUrl);
    const client: Client = {
      socket,
      alive: true,
      topics: new Set(),
      queue: Promise.resolve(),
      pending: 0,
      cookie: fromOwnOrigin ? req.headers.cookie : undefined,
      ownOrigin: fromOwnOrigin,
      stages: new Map(),
      attending: null,
      attendee: null,
      network: networkOf(addressOf(req, options.trustProxy)) ?? "unknown",
      user: undefined,
      ownPolls: new Set(),
      memberOf: new Set(),
    };
    const visitor = visitorOf(req.headers.cookie, access.verifyVisitor);
    if (visitor) client.attendee = `v:${visitor}`;
    else if (fromOwnOrigin) client.attendee = `s:${++socketSerial}`;
    socketsPerNetwork.set(client.network, (socketsPerNetwork.get(client.network) ?? 0) + 1);
    clients.add(client);
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (raw, isBinary) => {
      if (!isBinary && Buffer.isBuffer(raw) && raw.equals(PING)) {
        sendTo(client, PONG);
        return;
      }
      if (client.pending >= MAX_PENDING_MESSAGES) return;
      client.pending++;
      client.queue = client.queue
        .then(() => handleMessage(client, raw, isBinary))
        .catch((error: unknown) => log.error("live message failed", error))
        .finally(() => {
          client.pending--;
        });
    });
    socket.on("error", () => socket.terminate());
    socket.on("close", () => {
      clients.delete(client);
      for (const topic of [...client.topics]) topics.unsubscribe(client, topic);
      attending.leave(client);
      const open = (socketsPerNetwork.get(client.network) ?? 1) - 1;
      if (open > 0) socketsPerNetwork.set(client.network, open);
      else socketsPerNetwork.delete(client.network);
    });
  });

  function onUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? "").split("?")[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    // A network past its ceiling of open sockets is refused before the handshake (docs/product.md,
    // Limits): one address cannot fill the attendee count or the hub.
    const network = networkOf(addressOf(req, options.trustProxy)) ?? "unknown";
    if ((socketsPerNetwork.get(network) ?? 0) >= options.socketsPerNetwork) {
      socket.end(
        "HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  }
  server.on("upgrade", onUpgrade);

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.pingMs);
  pinger.unref();

  /** A change of the poll, made here or by another instance: subscribers get new totals. */
  function pollChanged(pollId: number): void {
    polls.changed(pollId);
    if (topics.has(pollTopic(pollId))) coalescer.schedule(pollTopic(pollId));
  }

  function questionsChanged(sessionId: number): void {
    if (topics.has(questionsTopic(sessionId))) coalescer.schedule(questionsTopic(sessionId));
  }

  function reactionsChanged(sessionId: number): void {
    if (topics.has(stageTopic(sessionId))) reactions.schedule(stageTopic(sessionId));
  }

  function membersChanged(sessionId: number): void {
    const notice = serialised({ type: "access_changed", sessionId });
    for (const client of clients) {
      if (!client.memberOf.has(sessionId)) continue;
      sendTo(client, notice);
      client.socket.close(ACCESS_CHANGED, "Access changed");
    }
  }

  function presenterKeyChanged(sessionId: number): void {
    stage
      .checkPresenterKeys(sessionId)
      .catch((error: unknown) => log.error("presenter link check failed", error));
  }

  const relay = options.redis
    ? createLiveRelay(
        options.redis,
        {
          changed(changes) {
            changes.polls.forEach(pollChanged);
            changes.questions.forEach(questionsChanged);
            changes.stages.forEach((id) => stage.changed(id));
            changes.revoked.forEach(presenterKeyChanged);
            changes.attendance.forEach(attending.changed);
            changes.decks.forEach((id) => stage.deckChanged(id));
            changes.members.forEach(membersChanged);
            changes.feedback.forEach((id) => stage.feedbackChanged(id));
            changes.reactions.forEach(reactionsChanged);
          },
          refreshAll() {
            for (const topic of topics.names()) {
              const { kind, id } = topicOf(topic);
              if (kind === "poll") pollChanged(id);
              else if (kind === "questions") questionsChanged(id);
              else {
                stage.changed(id);
                attending.changed(id);
                presenterKeyChanged(id);
              }
            }
            // Sessions only attendees follow here: their stage may have changed meanwhile too.
            for (const sessionId of attending.sessions())
              if (!topics.has(stageTopic(sessionId))) stage.changed(sessionId);
          },
          lag: (seconds) => options.observer?.relayLag(seconds),
        },
        log,
      )
    : null;

  const hub: LiveHub = {
    audience: () =>
      Promise.all(
        [...attending.sessions()].map(async (sessionId) => ({
          sessionId,
          count: await attending.total(sessionId),
        })),
      ),
    publishPoll(pollId) {
      pollChanged(pollId);
      relay?.changed("polls", pollId);
    },
    publishQuestions(sessionId) {
      questionsChanged(sessionId);
      relay?.changed("questions", sessionId);
    },
    publishStage(sessionId) {
      stage.changed(sessionId);
      relay?.changed("stages", sessionId);
    },
    publishDeck(sessionId) {
      stage.deckChanged(sessionId);
      relay?.changed("decks", sessionId);
    },
    publishFeedback(sessionId) {
      stage.feedbackChanged(sessionId);
      relay?.changed("feedback", sessionId);
    },
    publishReactions(sessionId) {
      reactionsChanged(sessionId);
      relay?.changed("reactions", sessionId);
    },
    publishMembers(sessionId) {
      membersChanged(sessionId);
      relay?.changed("members", sessionId);
    },
    revokePresenterLinks(sessionId) {
      presenterKeyChanged(sessionId);
      relay?.changed("revoked", sessionId);
    },
    clientCount() {
      return clients.size;
    },
    async close() {
      clearInterval(pinger);
      relay?.close();
      coalescer.close();
      reactions.close();
      await attending.close();
      server.off("upgrade", onUpgrade);
      for (const client of clients) client.socket.close(SERVICE_RESTART, "Service restart");
      const cutOff = setTimeout(() => {
        for (const client of clients) client.socket.terminate();
      }, CLOSE_GRACE_MS);
      topics.clear();
      polls.clear();
      stage.clear();
      return new Promise<void>((resolve) =>
        wss.close(() => {
          clearTimeout(cutOff);
          resolve();
        }),
      );
    },
  };
  return hub;
}
