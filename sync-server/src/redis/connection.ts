/**
 * The Redis that several instances share (docs/decisions.md, Several instances): one connection for
 * commands (rate limits, publishing) and one in subscriber mode for the live channel, both
 * reconnecting on their own. Nothing here ever makes a request wait for Redis: commands fail at once
 * while it is away, and their callers fall back (rate limits to memory, live notices to a resend).
 */
import { Redis } from "ioredis";
import type { Logger } from "../log.ts";

/** What the live hub hears on the shared channel. */
export interface LiveListener {
  message(text: string): void;
  /** The subscriber is subscribed again after losing its connection: notices may have been missed. */
  resubscribed(): void;
}

export interface SharedRedis {
  /** Commands fail at once while disconnected (no offline queue), and after COMMAND_TIMEOUT_MS. */
  readonly commands: Redis;
  readonly keyPrefix: string;
  /** Sends a notice to every instance's live hub, this one's included. */
  publishLive(text: string): Promise<void>;
  /** Registers a listener of the live channel; returns its removal. */
  onLive(listener: LiveListener): () => void;
  /** Calls `listener` each time the command connection becomes ready. */
  onCommandsBack(listener: () => void): () => void;
  /** Whether Redis answers a PING (for /api/health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A Redis that does not answer within this long counts as away for that command. */
const COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis before serving without it (it keeps reconnecting). */
const START_WAIT_MS = 2_000;
/** ioredis's reconnect delays: 50 ms more per attempt, at most 2 s. */
const retryStrategy = (attempt: number) => Math.min(attempt * 50, 2_000);

export async function openSharedRedis(
  url: string,
  keyPrefix: string,
  log: Logger,
): Promise<SharedRedis> {
  const liveChannel = `${keyPrefix}live`;
  const commands = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy,
  });
  // Subscribing again is done by hand below, so the hub refreshes only once it is subscribed.
  const subscriber = new Redis(url, {
    maxRetriesPerRequest: null,
    autoResubscribe: false,
    retryStrategy,
  });
  const liveListeners = new Set<LiveListener>();
  const commandsBack = new Set<() => void>();
  let closing = false;

  for (const [name, connection] of [
    ["commands", commands],
    ["subscriber", subscriber],
  ] as const) {
    let ready = false;
    let lost = false;
    connection.on("error", (error: Error) => log.debug(`Redis ${name}: ${error.message}`));
    connection.on("close", () => {
      if (closing || !ready) return;
      ready = false;
      lost = true;
      log.warn(`Redis ${name} connection lost; reconnecting`);
    });
    connection.on("ready", () => {
      ready = true;
      if (lost) log.info(`Redis ${name} connection back`);
      lost = false;
      if (connection === commands) for (const listener of commandsBack) listener();
    });
  }

  subscriber.on("message", (channel: string, text: string) => {
    if (channel === liveChannel) for (const listener of liveListeners) listener.message(text);
  });
  let subscribedOnce = false;
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on("ready", () => {
      subscriber.subscribe(liveChannel).then(
        () => {
          if (subscribedOnce) for (const listener of liveListeners) listener.resubscribed();
          subscribedOnce = true;
          resolve();
        },
        (error: unknown) => log.warn("Redis subscribe failed", error),
      );
    });
  });
  const waited = await Promise.race([
    subscribed.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, START_WAIT_MS, false).unref()),
  ]);
  if (!waited)
    log.warn(
      "Redis does not answer yet: rate limits stay in this instance's memory and live updates on " +
        "this instance until it does",
    );

  return {
    commands,
    keyPrefix,
    async publishLive(text) {
      await commands.publish(liveChannel, text);
    },
    onLive(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
    onCommandsBack(listener) {
      commandsBack.add(listener);
      return () => commandsBack.delete(listener);
    },
    async ping() {
      try {
        return (await commands.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      closing = true;
      liveListeners.clear();
      commandsBack.clear();
      await Promise.all(
        [commands, subscriber].map((connection) =>
          connection.quit().catch(() => connection.disconnect()),
        ),
      );
    },
  };
}
