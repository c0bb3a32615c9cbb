/**
 * One WebSocket to /ws per page, shared by every poll card and the Q&A forum. Venue Wi-Fi drops:
 * the socket reconnects with exponential backoff (at once, from the first step, when the browser
 * comes back online or the page is shown again), sends every active subscription again, tells
 * subscribers it reconnected so they can fetch whatever they missed while it was down, and has the
 * outbox send what waited. A path can also die without either end being told (an access point that
 * forgets the flow): a socket that has heard nothing for HEARTBEAT_INTERVAL_MS sends a ping, and
 * one whose ping gets no answer within ANSWER_DEADLINE_MS (or whose handshake does not finish
 * within HEARTBEAT_INTERVAL_MS) is replaced, so a silent dead socket is noticed within 12 s
 * (docs/decisions.md, Live updates). It closes itself when nothing is subscribed, and while the
 * page sits in the back/forward cache, reconnecting (as after a drop) when the page is shown again.
 * The outbox sends reactions on it while it is open (react()), cheaper for a hall than a request
 * each (docs/decisions.md, Reactions on the live socket).
 */
import { WS_PATH } from "@lectern/shared";
import type { ClientMessage, ServerMessage } from "@lectern/shared";
import { flushOutbox } from "../offline/outbox.ts";

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** A socket that has heard nothing for this long asks the server for a pong. */
export const HEARTBEAT_INTERVAL_MS = 8_000;
/**
 * A ping unanswered for this long (a handshake: for HEARTBEAT_INTERVAL_MS) means the path is dead:
 * the socket is replaced.
 */
export const ANSWER_DEADLINE_MS = 4_000;
/** Back online or shown again, a socket that has heard nothing for this long is pinged at once. */
export const QUIET_MS = 4_000;
/** A reaction on the socket unanswered for this long is sent over HTTP instead, with its key. */
export const REACTION_ANSWER_MS = 5_000;

type ReactMessage = Extract<ClientMessage, { type: "react" }>;
type ReactionAnswer = Extract<ServerMessage, { type: "reaction_answer" }>;

export interface LiveSubscriber {
  /** What to send the server, after every (re)connect. */
  message: ClientMessage;
  onMessage(message: ServerMessage): void;
  /** Called after a reconnect: pushes may have been missed while the socket was down. */
  onReconnect?(): void;
  /** Called when the socket opens (true) and when it drops or fails to connect (false). */
  onConnectionChange?(connected: boolean): void;
}

function isServerMessage(value: unknown): value is ServerMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string"
  );
}

export function backoffDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private readonly subscribers = new Set<LiveSubscriber>();
  private attempt = 0;
  private everOpened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Runs the heartbeat of the current socket, or its handshake's deadline. */
  private watchTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the current socket last received anything (or opened), by Date.now(). */
  private lastHeard = 0;
  /** A ping went out and nothing has arrived since. */
  private awaitingAnswer = false;
  /** Reactions sent on the current socket and not answered yet, by key. */
  private readonly answering = new Map<string, (answer: ReactionAnswer | null) => void>();
  private readonly onOnline = () => this.wake();
  private readonly onVisibilityChange = () => {
    if (document.visibilityState === "visible") this.wake();
  };
  private readonly onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) this.closeSocket();
  };
  private readonly onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) this.wake();
  };

  constructor(private readonly url: () => string) {}

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.send(subscriber.message);
      subscriber.onConnectionChange?.(true);
    } else if (this.socket === null && this.retryTimer === null) this.connectNow();
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.shutDown();
      else if (
        subscriber.message.type === "subscribe_poll" &&
        this.socket?.readyState === WebSocket.OPEN
      ) {
        const { pollId } = subscriber.message;
        const stillWanted = [...this.subscribers].some(
          (s) => s.message.type === "subscribe_poll" && s.message.pollId === pollId,
        );
        if (!stillWanted) this.send({ type: "unsubscribe_poll", pollId });
      }
    };
  }

  /**
   * Sends a reaction on the open socket; resolves with the server's answer, or null when none came
   * within REACTION_ANSWER_MS or before the socket dropped. Undefined when no socket is open.
   */
  react(message: ReactMessage): Promise<ReactionAnswer | null> | undefined {
    const socket = this.socket;
    if (socket?.readyState !== WebSocket.OPEN) return undefined;
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), REACTION_ANSWER_MS);
      const settle = (answer: ReactionAnswer | null) => {
        clearTimeout(timer);
        this.answering.delete(message.key);
        resolve(answer);
      };
      this.answering.set(message.key, settle);
      socket.send(JSON.stringify(message));
    });
  }

  private send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  /**
   * The network is back or the page is shown: whatever waits for the backoff goes now, a retry that
   * fails starts again from the shortest delay, and a socket quiet for QUIET_MS is checked at once.
   */
  private wake(): void {
    if (this.subscribers.size === 0) return;
    this.attempt = 0;
    if (this.socket === null) this.connectNow();
    else if (
      this.socket.readyState === WebSocket.OPEN &&
      !this.awaitingAnswer &&
      Date.now() - this.lastHeard >= QUIET_MS
    )
      this.ping();
  }

  private connectNow(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    window.addEventListener("online", this.onOnline);
    document.addEventListener("visibilitychange", this.onVisibilityChange);
    window.addEventListener("pagehide", this.onPageHide);
    window.addEventListener("pageshow", this.onPageShow);
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.watch(HEARTBEAT_INTERVAL_MS);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.heard();
      const sent = new Set<string>();
      for (const subscriber of this.subscribers) {
        const text = JSON.stringify(subscriber.message);
        if (!sent.has(text)) socket.send(text);
        sent.add(text);
      }
      for (const subscriber of this.subscribers) {
        subscriber.onConnectionChange?.(true);
        if (reconnected) subscriber.onReconnect?.();
      }
      if (reconnected) void flushOutbox().catch(() => undefined);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.heard();
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!isServerMessage(parsed) || parsed.type === "pong") return;
      if (parsed.type === "reaction_answer") return this.answering.get(parsed.key)?.(parsed);
      for (const subscriber of [...this.subscribers]) subscriber.onMessage(parsed);
    };
    socket.onclose = () => this.lost(socket);
  }

  /** The socket closed, or stopped answering: subscribers are told, and another one is opened. */
  private lost(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.stopWatching();
    this.socket = null;
    for (const settle of [...this.answering.values()]) settle(null);
    for (const subscriber of this.subscribers) subscriber.onConnectionChange?.(false);
    if (this.subscribers.size > 0) this.scheduleReconnect();
  }

  /** The watch timer reads these when it runs, so a busy socket costs no timer per message. */
  private heard(): void {
    this.lastHeard = Date.now();
    this.awaitingAnswer = false;
  }

  private ping(): void {
    this.send({ type: "ping" });
    this.awaitingAnswer = true;
    this.watch(ANSWER_DEADLINE_MS);
  }

  private watch(delay: number): void {
    if (this.watchTimer !== null) clearTimeout(this.watchTimer);
    this.watchTimer = setTimeout(() => this.checkIn(), delay);
  }

  private stopWatching(): void {
    if (this.watchTimer !== null) clearTimeout(this.watchTimer);
    this.watchTimer = null;
    this.awaitingAnswer = false;
  }

  /**
   * The watch timer ran out: a handshake or a ping went unanswered (the socket is replaced), or the
   * socket has been quiet for the heartbeat interval (it pings).
   */
  private checkIn(): void {
    this.watchTimer = null;
    const socket = this.socket;
    if (socket === null) return;
    if (socket.readyState !== WebSocket.OPEN || this.awaitingAnswer) {
      socket.close();
      this.lost(socket);
      return;
    }
    const quiet = Date.now() - this.lastHeard;
    if (quiet >= HEARTBEAT_INTERVAL_MS) this.ping();
    else this.watch(HEARTBEAT_INTERVAL_MS - quiet);
  }

  private scheduleReconnect(): void {
    this.socket = null;
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connectNow(), delay);
  }

  /** Closes the socket and stops retrying, keeping the subscribers for the next connect. */
  private closeSocket(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopWatching();
    for (const settle of [...this.answering.values()]) settle(null);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close();
      else socket.close();
    }
  }

  private shutDown(): void {
    window.removeEventListener("online", this.onOnline);
    document.removeEventListener("visibilitychange", this.onVisibilityChange);
    window.removeEventListener("pagehide", this.onPageHide);
    window.removeEventListener("pageshow", this.onPageShow);
    this.closeSocket();
    this.everOpened = false;
    this.attempt = 0;
  }
}

function pageSocketUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${WS_PATH}`;
}

export const liveSocket = new LiveSocket(pageSocketUrl);
