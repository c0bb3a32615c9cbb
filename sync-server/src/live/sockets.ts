/**
 * The hub's sockets and the topics they follow: every byte the hub sends leaves through here, so
 * a push is serialised once and the same buffer goes to every subscriber of its topic
 * (`broadcast`), and a socket that lets too much pile up unread is dropped (it reconnects and
 * subscribes again).
 */
import type { ServerMessage } from "@lectern/shared";
import { WebSocket } from "ws";
import type { LiveAccess } from "./access.ts";

/** A client that lets this much pile up unread is dropped; it reconnects and resubscribes. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_SUBSCRIPTIONS_PER_CLIENT = 100;

export interface Client {
  socket: WebSocket;
  alive: boolean;
  topics: Set<string>;
  /** A client's messages are handled one after another, so subscribe then unsubscribe ends unsubscribed. */
  queue: Promise<void>;
  pending: number;
  /** The handshake's Cookie header, when it came from Lectern's own origin (or a non-browser). */
  cookie: string | undefined;
  /**
   * Whether the handshake came from Lectern's own origin (or a non-browser): only such a socket
   * may react, as only such a page may POST (http/origin-guard.ts).
   */
  ownOrigin: boolean;
  /** Sessions whose stage this socket follows: null as the owner, else the presenter key's hash. */
  stages: Map<number, string | null>;
  /** The session this socket attends (one at most), or null. */
  attending: number | null;
  /**
   * Who it counts as in attendance: "v:{visitor id}" when its handshake carried a signed id, so
   * one visitor's tabs and reconnects count once; "s:{n}", the socket alone, for a page of
   * Lectern's own origin that has no id yet (a first visit); null, not counted, otherwise.
   */
  attendee: string | null;
  /** The handshake's network, whose sockets are capped (NETWORK_SOCKETS). */
  network: string;
  /** The signed-in user of the handshake's cookie, read once when a poll's owner must be known. */
  user: Promise<number | null> | undefined;
  /** Polls this socket subscribed to as their owner or a member: it gets their results whole. */
  ownPolls: Set<number>;
  /**
   * Sessions where a member's role (not ownership) granted this socket more than the audience
   * gets: a change of that session's members closes it (live/members.ts).
   */
  memberOf: Set<number>;
}

/** The signed-in user of the socket's handshake, read once per socket; null when none. */
export function userOf(access: Pick<LiveAccess, "userOf">, client: Client): Promise<number | null> {
  if (!client.cookie) return Promise.resolve(null);
  client.user ??= access.userOf(client.cookie).catch(() => null);
  return client.user;
}

export const pollTopic = (pollId: number) => `poll:${pollId}`;
export const questionsTopic = (sessionId: number) => `questions:${sessionId}`;
export const stageTopic = (sessionId: number) => `stage:${sessionId}`;

/** A topic's kind ("poll", "questions", "stage") and its poll's or session's id. */
export function topicOf(topic: string): { kind: string; id: number } {
  const [kind, id] = topic.split(":") as [string, string];
  return { kind, id: Number(id) };
}

export function sendTo(client: Client, data: Buffer | string): void {
  const socket = client.socket;
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(data, { binary: false });
}

export function send(client: Client, message: ServerMessage): void {
  sendTo(client, JSON.stringify(message));
}

/** A message serialised once, to send to many sockets. */
export const serialised = (message: ServerMessage): Buffer => Buffer.from(JSON.stringify(message));

const NOBODY: ReadonlySet<Client> = new Set();

/**
 * Who follows which topic. `onEmpty` runs when a topic's last subscriber leaves, so what the hub
 * keeps for it can go.
 */
export function createTopics(onEmpty: (topic: string) => void) {
  const subscribers = new Map<string, Set<Client>>();
  return {
    has: (topic: string) => subscribers.has(topic),
    /** The topic's subscribers now. */
    of: (topic: string): ReadonlySet<Client> => subscribers.get(topic) ?? NOBODY,
    /** Every topic someone follows. */
    names: () => [...subscribers.keys()],
    subscribe(client: Client, topic: string): void {
      if (client.topics.has(topic) || client.topics.size >= MAX_SUBSCRIPTIONS_PER_CLIENT) return;
      client.topics.add(topic);
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(client);
    },
    unsubscribe(client: Client, topic: string): void {
      client.topics.delete(topic);
      const set = subscribers.get(topic);
      if (!set) return;
      set.delete(client);
      if (set.size === 0) {
        subscribers.delete(topic);
        onEmpty(topic);
      }
    },
    /** One serialisation, one buffer, shared by every subscriber of the topic. */
    broadcast(topic: string, payload: Buffer): void {
      for (const client of subscribers.get(topic) ?? []) sendTo(client, payload);
    },
    clear: () => subscribers.clear(),
  };
}

export type Topics = ReturnType<typeof createTopics>;
