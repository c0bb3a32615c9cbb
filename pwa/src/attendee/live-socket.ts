/**
 * One WebSocket to /ws per page, shared by every poll card and the Q&A forum. Venue Wi-Fi drops:
 * the socket reconnects with exponential backoff (and at once when the browser comes back online),
 * sends every active subscription again, tells subscribers it reconnected so they can fetch
 * whatever they missed while it was down, and has the outbox send what waited. It closes itself
 * when nothing is subscribed, and while the page sits in the back/forward cache, reconnecting (as
 * after a drop) when the page is shown again.
 */
import { WS_PATH } from "@lectern/shared";
import type { ClientMessage, ServerMessage } from "@lectern/shared";
import { flushOutbox } from "../offline/outbox.ts";

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;

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
  private readonly onOnline = () => {
    if (this.socket === null && this.subscribers.size > 0) this.connectNow();
  };
  private readonly onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) this.closeSocket();
  };
  private readonly onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) this.onOnline();
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

  private send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private connectNow(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    window.addEventListener("online", this.onOnline);
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
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
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
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!isServerMessage(parsed)) return;
      for (const subscriber of [...this.subscribers]) subscriber.onMessage(parsed);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const subscriber of this.subscribers) subscriber.onConnectionChange?.(false);
      if (this.subscribers.size > 0) this.scheduleReconnect();
    };
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
