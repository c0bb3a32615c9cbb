/**
 * A real WebSocket client of /ws for tests: keeps every message it receives and waits for one that
 * matches, as the browser's live poll view would see them.
 */
import {
  VISITOR_ID_HEADER,
  WS_PATH,
  serverMessageSchema,
  type ServerMessage,
} from "@lectern/shared";
import { WebSocket, type RawData } from "ws";
import type { LecternEndpoint, TestClient } from "./client.ts";

export interface LiveClient {
  messages: ServerMessage[];
  send(message: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  isOpen(): boolean;
  /** The close code once the socket is closed, by either side; rejects after `timeoutMs`. */
  closed(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

/** A ws message's text, whichever of ws's forms (a Buffer, an ArrayBuffer, fragments) it came in. */
export function messageText(raw: RawData): string {
  const bytes = Array.isArray(raw)
    ? Buffer.concat(raw)
    : Buffer.isBuffer(raw)
      ? raw
      : Buffer.from(raw);
  return bytes.toString();
}

/** A socket as `as`'s browser opens it: with its visitor id and its cookies (a speaker's sign-in). */
export async function openLive(server: LecternEndpoint, as?: TestClient): Promise<LiveClient> {
  const headers: Record<string, string> = {};
  if (as?.visitorId) headers[VISITOR_ID_HEADER] = as.visitorId;
  if (as && as.cookieHeader() !== "") headers.cookie = as.cookieHeader();
  const socket = new WebSocket(server.baseUrl.replace(/^http/, "ws") + WS_PATH, { headers });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const closeCode = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  socket.on("message", (raw) => {
    const text = messageText(raw);
    const parsed = serverMessageSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`The server sent a message outside the contract: ${text}`);
    messages.push(parsed.data);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });

  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    isOpen: () => socket.readyState === WebSocket.OPEN,
    closed(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The socket was still open after ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      return Promise.race([closeCode, late]).finally(() => clearTimeout(timer));
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}

/** Matches the poll_update of `pollId`, and what `predicate` asks of it. */
export const isUpdate =
  (
    pollId: number,
    predicate: (m: Extract<ServerMessage, { type: "poll_update" }>) => boolean = () => true,
  ) =>
  (m: ServerMessage) =>
    m.type === "poll_update" && m.pollId === pollId && predicate(m);
