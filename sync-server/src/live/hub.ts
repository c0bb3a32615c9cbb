/**
 * The live channel /ws (docs/decisions.md, Live updates): clients subscribe to polls and to a
 * session's questions; the server pushes poll_update and questions_update. Pushes are coalesced per
 * topic (at most one every PUBLISH_INTERVAL_MS), and each push is computed and serialised once and
 * the same bytes are sent to every subscriber, so a room of thousands costs one query per interval.
 * Handshakes from any Origin are accepted on purpose: embeds on other sites use /ws, and nothing
 * owner-only flows to them (drafts are refused to everyone; a quiz's right answer is in
 * poll_update only once revealed; hidden words never are; questions_update is a bare ping), so a
 * foreign page gains nothing by opening one (test/hardening.test.ts). A poll whose results the
 * audience may not see yet (a quiz before its reveal, a poll hiding them until it closes) gets two
 * updates, serialised once each: the whole results to the sockets of its owner's signed-in
 * handshake, the totals alone to every other. A page's ping is answered with
 * a pong at once, so the page can tell a live path from a silently dead one.
 * The room (docs/product.md, The room) adds what only the owner and the presenter link see: the
 * stage (stage_update) and the attendee count (attendance), to sockets that subscribe_stage as the
 * owner (the session cookie of a handshake from Lectern's own origin; a foreign page's handshake
 * is never taken as the owner's) or with the current presenter key. A replaced key's sockets get
 * presenter_link_revoked and nothing more. Attendance is an estimate (docs/decisions.md, Visitor
 * identity): a socket attends one session, its handshake's signed visitor id is one attendee however
 * many tabs it has (a socket without one counts alone), each network may hold NETWORK_SOCKETS
 * sockets, and counts are summed across instances (live/attendance.ts).
 * With several instances, changes made elsewhere arrive through the relay (live/relay.ts) and are
 * pushed here like local ones.
 */
import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { Duplex } from "node:stream";
import {
  MESSAGES,
  VISITOR_ID_COOKIE,
  VISITOR_ID_PARTITIONED_COOKIE,
  WS_PATH,
  clientMessageSchema,
  type PollResults,
  type PollState,
  type ServerMessage,
} from "@lectern/shared";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import express from "express";
import { userFromCookieHeader } from "../auth/middleware.ts";
import { networkLimitsOf } from "../config.ts";
import { networkOf } from "../http/client-network.ts";
import type { AppContext } from "../context.ts";
import { emptyResults, resultsFor } from "../polls/presenter.ts";
import { findPoll, POLL_NOT_FOUND } from "../polls/repo.ts";
import { findSession, SESSION_NOT_FOUND } from "../sessions/access.ts";
import { presenterKeyMatches, readStage } from "../stage/repo.ts";
import { WRONG_PRESENTER_KEY } from "../stage/routes.ts";
import { createAttendanceShare } from "./attendance.ts";
import { observedFlush, type LiveObserver } from "./observer.ts";
import { createLiveRelay } from "./relay.ts";

export interface LiveHub {
  publishPoll(pollId: number): void;
  publishQuestions(sessionId: number): void;
  /** The session's stage changed (or may have: a staged poll or question went away). */
  publishStage(sessionId: number): void;
  /** The session has a new presenter key: sockets that used an older one are told and dropped. */
  revokePresenterLinks(sessionId: number): void;
  clientCount(): number;
  /** Closes every socket with 1012 (service restart) so clients reconnect, to another instance. */
  close(): Promise<void>;
}

export const PUBLISH_INTERVAL_MS = 100;
/** Attendee counts change with every page opened or closed: sent at most this often per session. */
export const ATTENDANCE_INTERVAL_MS = 500;
/**
 * A topic's flushes start at least this many times their own duration apart (see createCoalescer).
 * Measured at 10,000 subscribers and 200 votes/s (README, Benchmarks), four runs each on
 * 2026-11-24: 2 gives p99 vote-to-screen 367 to 419 ms on one SQLite instance and 398 to 463 ms on
 * two PostgreSQL instances; 1.5 gave 333 to 384 ms and 492 to 537 ms, the two instances' more
 * frequent broadcasts crowding out their votes; 1.25 let votes queue behind broadcasts.
 */
const BUSY_FACTOR = 2;
const MAX_PAYLOAD_BYTES = 16 * 1024;
/** The close code that tells a client the server restarts and it should reconnect (RFC 6455, 7.4). */
const SERVICE_RESTART = 1012;
/** A client that has not answered the close handshake within this long is cut off. */
const CLOSE_GRACE_MS = 1_000;
/** A client that lets this much pile up unread is dropped; it reconnects and resubscribes. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_SUBSCRIPTIONS_PER_CLIENT = 100;
/** Messages of one client waiting to be handled; beyond this a flooding client's messages are dropped. */
const MAX_PENDING_MESSAGES = 50;
/**
 * The page's heartbeat, byte for byte as it sends it, and the answer (docs/decisions.md, Live
 * updates). It is answered as it arrives, ahead of the client's queue: a subscribe waiting on a
 * slow database must not make a live socket look dead to the page.
 */
const PING = Buffer.from(JSON.stringify({ type: "ping" }));
const PONG = Buffer.from(JSON.stringify({ type: "pong" } satisfies ServerMessage));

interface Client {
  socket: WebSocket;
  alive: boolean;
  topics: Set<string>;
  /** A client's messages are handled one after another, so subscribe then unsubscribe ends unsubscribed. */
  queue: Promise<void>;
  pending: number;
  /** The handshake's Cookie header, when it came from Lectern's own origin (or a non-browser). */
  cookie: string | undefined;
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
  /** Polls this socket subscribed to as their owner: it gets their results whole. */
  ownPolls: Set<number>;
}

interface PollSnapshot {
  state: PollState;
  /** The serialised poll_update message, as the audience may see it (polls/presenter.ts, resultsFor). */
  payload: Buffer;
  /** The same for the poll's owner: every figure, even while the audience's are hidden. */
  ownerPayload: Buffer;
  ownerId: number;
  /** The hub's clock when its query started. */
  at: number;
}

const pollTopic = (pollId: number) => `poll:${pollId}`;
const questionsTopic = (sessionId: number) => `questions:${sessionId}`;
const stageTopic = (sessionId: number) => `stage:${sessionId}`;
const attendanceTopic = (sessionId: number) => `attendance:${sessionId}`;
const FORBIDDEN_STAGE = "Only the session's owner or its presenter link can follow the stage";

/**
 * Coalesces publishes per topic: the first publish after a quiet period flushes on the next tick,
 * later ones wait until the topic's interval has passed since the previous flush started; any
 * number of publishes in between become that one flush. The interval is PUBLISH_INTERVAL_MS, or
 * BUSY_FACTOR times as long as the last flush took when that is longer (`minInterval` replaces
 * PUBLISH_INTERVAL_MS for slower topics): a broadcast to a hall of
 * 10,000 sockets takes long enough that back-to-back flushes would leave no time to take votes.
 */
export function createCoalescer(
  flush: (topic: string) => Promise<void>,
  onError: (error: unknown) => void,
  minInterval = PUBLISH_INTERVAL_MS,
) {
  const timers = new Map<string, NodeJS.Timeout>();
  const lastFlush = new Map<string, { at: number; took: number }>();
  let closed = false;

  function run(topic: string): void {
    timers.delete(topic);
    const at = performance.now();
    const last = { at, took: 0 };
    lastFlush.set(topic, last);
    flush(topic)
      .catch(onError)
      .finally(() => {
        last.took = performance.now() - at;
      });
  }

  return {
    schedule(topic: string): void {
      if (closed || timers.has(topic)) return;
      const last = lastFlush.get(topic);
      const interval = Math.max(minInterval, BUSY_FACTOR * (last?.took ?? 0));
      const wait = last ? Math.max(0, last.at + interval - performance.now()) : 0;
      timers.set(topic, setTimeout(run, wait, topic));
    },
    forget(topic: string): void {
      const timer = timers.get(topic);
      if (timer) clearTimeout(timer);
      timers.delete(topic);
      lastFlush.delete(topic);
    },
    close(): void {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * What a subscriber may see of a poll that went back to draft: its state and kind, not its
 * content (no choice, word or vote).
 */
function hiddenResults(results: PollResults): PollResults {
  return emptyResults({
    pollId: results.pollId,
    state: "draft",
    kind: results.kind,
    revealed: false,
    maxChoices: results.kind === "multiple" ? results.maxChoices : null,
    scale: results.kind === "rating" ? results.scale : null,
  });
}

/**
 * Whether a handshake's cookie may stand for the owner: no Origin (not a browser) or Lectern's own,
 * so a page on another site cannot open the stage with a visitor's session cookie.
 */
function ownOrigin(req: http.IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host ?? "";
  return [new URL(publicUrl).origin, `http://${host}`, `https://${host}`].includes(origin);
}

export function createLiveHub(
  ctx: AppContext,
  server: http.Server,
  observer?: LiveObserver,
): LiveHub {
  const { db, log } = ctx;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const clients = new Set<Client>();
  const subscribers = new Map<string, Set<Client>>();
  /** Each session's attendees on this instance, each with the sockets it attends with. */
  const attendees = new Map<number, Map<string, Set<Client>>>();
  /** Open sockets per network, capped at NETWORK_SOCKETS. */
  const socketsPerNetwork = new Map<string, number>();
  const { sockets: socketsPerNetworkLimit } = networkLimitsOf(ctx.config);
  const trustProxy = express().set("trust proxy", ctx.config.trustProxy).get("trust proxy fn") as (
    address: string,
    hop: number,
  ) => boolean;
  let socketSerial = 0;
  /** The last count sent to each session's stage subscribers. */
  const sentCounts = new Map<number, number>();

  function subscribe(client: Client, topic: string): void {
    if (client.topics.has(topic) || client.topics.size >= MAX_SUBSCRIPTIONS_PER_CLIENT) return;
    client.topics.add(topic);
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(client);
  }

  function unsubscribe(client: Client, topic: string): void {
    client.topics.delete(topic);
    const set = subscribers.get(topic);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) {
      subscribers.delete(topic);
      if (topic.startsWith("poll:")) snapshots.delete(Number(topic.slice("poll:".length)));
      if (topic.startsWith("stage:")) {
        const sessionId = Number(topic.slice("stage:".length));
        attendanceCoalescer.forget(attendanceTopic(sessionId));
        sentCounts.delete(sessionId);
        forgetStageIfUnheard(sessionId);
      } else coalescer.forget(topic);
    }
  }

  function sendTo(client: Client, data: Buffer | string): void {
    const socket = client.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(data, { binary: false });
  }

  function send(client: Client, message: ServerMessage): void {
    sendTo(client, JSON.stringify(message));
  }

  /** One serialisation, one buffer, shared by every subscriber of the topic. */
  function broadcast(topic: string, payload: Buffer): void {
    for (const client of subscribers.get(topic) ?? []) sendTo(client, payload);
  }

  /**
   * The latest poll_update of each watched poll, serialised, so a crowd subscribing at once costs
   * no queries. A snapshot is valid when it was computed after the poll's last change.
   */
  const snapshots = new Map<number, PollSnapshot>();
  const changedAt = new Map<number, number>();
  let clock = 0;

  function isFresh(pollId: number, snapshot: PollSnapshot): boolean {
    return snapshot.at > (changedAt.get(pollId) ?? 0);
  }

  async function pollSnapshot(pollId: number): Promise<PollSnapshot | null> {
    const cached = snapshots.get(pollId);
    if (cached && isFresh(pollId, cached)) return cached;
    const at = ++clock;
    const [results, poll] = await Promise.all([ctx.votes.results(pollId), findPoll(db, pollId)]);
    if (!results || !poll) return null;
    const serialise = (owner: boolean) => {
      const data =
        results.state === "draft"
          ? hiddenResults(results)
          : resultsFor(results, Boolean(poll.hideResultsUntilClosed), owner);
      const message: ServerMessage = { type: "poll_update", pollId, data };
      return Buffer.from(JSON.stringify(message));
    };
    const payload = serialise(false);
    return {
      state: results.state,
      payload,
      ownerPayload: results.state === "draft" ? payload : serialise(true),
      ownerId: poll.ownerId,
      at,
    };
  }

  /** Whether this socket's handshake was signed in as `ownerId` (read once per socket). */
  async function isOwner(client: Client, ownerId: number): Promise<boolean> {
    if (!client.cookie) return false;
    client.user ??= userFromCookieHeader(ctx, client.cookie).then(
      (user) => user?.id ?? null,
      () => null,
    );
    return (await client.user) === ownerId;
  }

  /** A poll's update to each subscriber: whole to its owner, as the audience sees it to the rest. */
  function broadcastPoll(pollId: number, snapshot: PollSnapshot): void {
    for (const client of subscribers.get(pollTopic(pollId)) ?? [])
      sendTo(client, client.ownPolls.has(pollId) ? snapshot.ownerPayload : snapshot.payload);
  }

  function remember(pollId: number, snapshot: PollSnapshot): void {
    if (subscribers.has(pollTopic(pollId)) && isFresh(pollId, snapshot))
      snapshots.set(pollId, snapshot);
  }

  /**
   * Each session's stage_update as last read, serialised, with the stage's version it was read at:
   * a crowd attending at once costs one read, and a read that a change overtook is not kept.
   */
  const stageSnapshots = new Map<number, { payload: Buffer; version: number }>();
  const stageVersions = new Map<number, number>();

  /** Who hears the session's stage: its projector and console sockets, and its attendees' sockets. */
  function stageAudience(sessionId: number): Set<Client> {
    const audience = new Set(subscribers.get(stageTopic(sessionId)));
    for (const sockets of attendees.get(sessionId)?.values() ?? [])
      for (const client of sockets) audience.add(client);
    return audience;
  }

  async function stageSnapshot(sessionId: number): Promise<Buffer | null> {
    const version = stageVersions.get(sessionId) ?? 0;
    const cached = stageSnapshots.get(sessionId);
    if (cached?.version === version) return cached.payload;
    const session = await findSession(db, sessionId);
    if (!session) return null;
    const message: ServerMessage = {
      type: "stage_update",
      sessionId,
      stage: await readStage(db, session),
    };
    const payload = Buffer.from(JSON.stringify(message));
    if ((stageVersions.get(sessionId) ?? 0) === version && stageAudience(sessionId).size > 0)
      stageSnapshots.set(sessionId, { payload, version });
    return payload;
  }

  /** Forgets the session's stage once nobody on this instance hears it. */
  function forgetStageIfUnheard(sessionId: number): void {
    if (subscribers.has(stageTopic(sessionId)) || attendees.has(sessionId)) return;
    stageSnapshots.delete(sessionId);
    stageVersions.delete(sessionId);
    coalescer.forget(stageTopic(sessionId));
  }

  async function flush(topic: string): Promise<void> {
    const [kind, id] = topic.split(":") as [string, string];
    const numericId = Number(id);
    if (kind === "stage") {
      if (stageAudience(numericId).size === 0) return;
      const payload = await stageSnapshot(numericId);
      if (payload) for (const client of stageAudience(numericId)) sendTo(client, payload);
      return;
    }
    if (!subscribers.has(topic)) return;
    if (kind === "questions") {
      broadcast(
        topic,
        Buffer.from(
          JSON.stringify({
            type: "questions_update",
            sessionId: numericId,
          } satisfies ServerMessage),
        ),
      );
      return;
    }
    const snapshot = await pollSnapshot(numericId);
    if (snapshot) {
      remember(numericId, snapshot);
      broadcastPoll(numericId, snapshot);
      return;
    }
    broadcast(
      topic,
      Buffer.from(
        JSON.stringify({ type: "error", message: POLL_NOT_FOUND } satisfies ServerMessage),
      ),
    );
    for (const client of [...(subscribers.get(topic) ?? [])]) unsubscribe(client, topic);
  }

  const coalescer = createCoalescer(observedFlush(flush, observer), (error) =>
    log.error("live update failed", error),
  );

  function localCount(sessionId: number): number {
    return attendees.get(sessionId)?.size ?? 0;
  }

  function attendanceMessage(sessionId: number, count: number): ServerMessage {
    return { type: "attendance", sessionId, count };
  }

  /** Sends the session's count to its stage subscribers when it differs from the last one sent. */
  async function flushAttendance(topic: string): Promise<void> {
    const sessionId = Number(topic.slice("attendance:".length));
    if (!subscribers.has(stageTopic(sessionId))) return;
    const count = await share.total(sessionId, localCount(sessionId));
    if (sentCounts.get(sessionId) === count || !subscribers.has(stageTopic(sessionId))) return;
    sentCounts.set(sessionId, count);
    broadcast(
      stageTopic(sessionId),
      Buffer.from(JSON.stringify(attendanceMessage(sessionId, count))),
    );
  }

  const attendanceCoalescer = createCoalescer(
    observedFlush(flushAttendance, observer),
    (error) => log.error("attendance update failed", error),
    ATTENDANCE_INTERVAL_MS,
  );

  function attendanceChanged(sessionId: number): void {
    if (subscribers.has(stageTopic(sessionId)))
      attendanceCoalescer.schedule(attendanceTopic(sessionId));
  }

  /** This instance's attendees of the session changed: record the count, tell everyone. */
  function localAttendanceChanged(sessionId: number): void {
    share.set(sessionId, localCount(sessionId));
    attendanceChanged(sessionId);
    relay?.changed("attendance", sessionId);
  }

  /** A socket attends one session: attending another leaves the first. */
  function attend(client: Client, sessionId: number): void {
    if (client.attending === sessionId || client.attendee === null) return;
    leave(client);
    client.attending = sessionId;
    let session = attendees.get(sessionId);
    if (!session) attendees.set(sessionId, (session = new Map<string, Set<Client>>()));
    let sockets = session.get(client.attendee);
    if (!sockets) session.set(client.attendee, (sockets = new Set()));
    sockets.add(client);
    if (sockets.size === 1) localAttendanceChanged(sessionId);
  }

  function leave(client: Client): void {
    const sessionId = client.attending;
    if (sessionId === null) return;
    client.attending = null;
    const session = attendees.get(sessionId);
    const sockets = session?.get(client.attendee!);
    if (!session || !sockets?.delete(client) || sockets.size > 0) return;
    session.delete(client.attendee!);
    if (session.size === 0) {
      attendees.delete(sessionId);
      forgetStageIfUnheard(sessionId);
    }
    localAttendanceChanged(sessionId);
  }

  /** The handshake's client address, through the proxies TRUST_PROXY names (as Express does). */
  function addressOf(req: http.IncomingMessage): string | undefined {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .reverse();
    const hops = [req.socket.remoteAddress ?? "", ...forwarded];
    for (let i = 0; i < hops.length - 1; i++) if (!trustProxy(hops[i]!, i)) return hops[i];
    return hops.at(-1);
  }

  /** The signed visitor id in the handshake's cookies, first-party or partitioned. */
  function visitorOf(cookieHeader: string | undefined): string | null {
    for (const pair of (cookieHeader ?? "").split(";")) {
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (name !== VISITOR_ID_COOKIE && name !== VISITOR_ID_PARTITIONED_COOKIE) continue;
      const id = ctx.visitorIds.verify(decodeURIComponent(pair.slice(eq + 1).trim()));
      if (id) return id;
    }
    return null;
  }

  const share = createAttendanceShare(
    ctx.redis,
    randomUUID(),
    () => new Map([...attendees].map(([id, session]) => [id, session.size])),
    () => {
      for (const topic of subscribers.keys())
        if (topic.startsWith("stage:")) attendanceChanged(Number(topic.slice("stage:".length)));
    },
    log,
  );

  /** How this socket may follow the session's stage: null as its owner, the key's hash, or refused. */
  async function stageGrant(
    client: Client,
    sessionId: number,
    presenterKey: string | undefined,
  ): Promise<string | null | undefined> {
    const session = await findSession(db, sessionId);
    if (!session) return undefined;
    if (client.cookie) {
      const user = await userFromCookieHeader(ctx, client.cookie);
      if (user?.id === session.userId) return null;
    }
    if (presenterKey !== undefined && presenterKeyMatches(session, presenterKey))
      return session.presenterKeyHash;
    return undefined;
  }

  /** Tells sockets that follow the stage with a key other than the current one, and drops them. */
  async function checkPresenterKeys(sessionId: number): Promise<void> {
    const topic = stageTopic(sessionId);
    if (!subscribers.has(topic)) return;
    const session = await findSession(db, sessionId);
    const current = session?.presenterKeyHash ?? null;
    const revoked = Buffer.from(
      JSON.stringify({ type: "presenter_link_revoked", sessionId } satisfies ServerMessage),
    );
    for (const client of [...(subscribers.get(topic) ?? [])]) {
      const grant = client.stages.get(sessionId);
      if (grant === null || grant === undefined || grant === current) continue;
      sendTo(client, revoked);
      client.stages.delete(sessionId);
      unsubscribe(client, topic);
    }
  }

  function presenterKeyChanged(sessionId: number): void {
    checkPresenterKeys(sessionId).catch((error: unknown) =>
      log.error("presenter link check failed", error),
    );
  }

  async function handleMessage(client: Client, raw: RawData, isBinary: boolean): Promise<void> {
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
        const snapshot = await pollSnapshot(message.pollId);
        if (!snapshot || snapshot.state === "draft") {
          send(client, { type: "error", message: snapshot ? MESSAGES.pollDraft : POLL_NOT_FOUND });
          return;
        }
        const owner = await isOwner(client, snapshot.ownerId);
        if (client.socket.readyState !== WebSocket.OPEN) return;
        if (owner) client.ownPolls.add(message.pollId);
        subscribe(client, pollTopic(message.pollId));
        remember(message.pollId, snapshot);
        sendTo(client, owner ? snapshot.ownerPayload : snapshot.payload);
        return;
      }
      case "unsubscribe_poll":
        unsubscribe(client, pollTopic(message.pollId));
        client.ownPolls.delete(message.pollId);
        return;
      case "subscribe_questions": {
        const session = await findSession(db, message.sessionId);
        if (!session) {
          send(client, { type: "error", message: SESSION_NOT_FOUND });
          return;
        }
        if (client.socket.readyState !== WebSocket.OPEN) return;
        subscribe(client, questionsTopic(message.sessionId));
        return;
      }
      case "attend": {
        const session = await findSession(db, message.sessionId);
        if (!session) {
          send(client, { type: "error", message: SESSION_NOT_FOUND });
          return;
        }
        if (client.socket.readyState !== WebSocket.OPEN) return;
        attend(client, message.sessionId);
        // The page follows the stage from the start (docs/product.md, The room). A change made
        // meanwhile reaches it through the flush, which this older read must not overtake.
        if (client.attending !== message.sessionId) return;
        const version = stageVersions.get(message.sessionId) ?? 0;
        const stage = await stageSnapshot(message.sessionId);
        if (
          stage &&
          client.attending === message.sessionId &&
          (stageVersions.get(message.sessionId) ?? 0) === version
        )
          sendTo(client, stage);
        return;
      }
      case "ping":
        sendTo(client, PONG);
        return;
      case "subscribe_stage": {
        const { sessionId, presenterKey } = message;
        const grant = await stageGrant(client, sessionId, presenterKey);
        if (grant === undefined) {
          const text = presenterKey === undefined ? FORBIDDEN_STAGE : WRONG_PRESENTER_KEY;
          send(client, { type: "error", message: text, code: "forbidden" });
          return;
        }
        const session = await findSession(db, sessionId);
        if (!session || client.socket.readyState !== WebSocket.OPEN) return;
        const [stage, count] = await Promise.all([
          readStage(db, session),
          share.total(sessionId, localCount(sessionId)),
        ]);
        if (client.socket.readyState !== WebSocket.OPEN) return;
        client.stages.set(sessionId, grant);
        subscribe(client, stageTopic(sessionId));
        send(client, { type: "stage_update", sessionId, stage });
        send(client, attendanceMessage(sessionId, count));
        return;
      }
    }
  }

  wss.on("connection", (socket: WebSocket, req: http.IncomingMessage) => {
    const client: Client = {
      socket,
      alive: true,
      topics: new Set(),
      queue: Promise.resolve(),
      pending: 0,
      cookie: ownOrigin(req, ctx.config.publicUrl) ? req.headers.cookie : undefined,
      stages: new Map(),
      attending: null,
      attendee: null,
      network: networkOf(addressOf(req)) ?? "unknown",
      user: undefined,
      ownPolls: new Set(),
    };
    const visitor = visitorOf(req.headers.cookie);
    if (visitor) client.attendee = `v:${visitor}`;
    else if (ownOrigin(req, ctx.config.publicUrl)) client.attendee = `s:${++socketSerial}`;
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
      for (const topic of [...client.topics]) unsubscribe(client, topic);
      leave(client);
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
    const network = networkOf(addressOf(req)) ?? "unknown";
    if ((socketsPerNetwork.get(network) ?? 0) >= socketsPerNetworkLimit) {
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
  }, ctx.config.livePingMs);
  pinger.unref();

  /** A change of the poll, made here or by another instance: subscribers get new totals. */
  function pollChanged(pollId: number): void {
    changedAt.set(pollId, ++clock);
    snapshots.delete(pollId);
    if (subscribers.has(pollTopic(pollId))) coalescer.schedule(pollTopic(pollId));
  }

  function questionsChanged(sessionId: number): void {
    if (subscribers.has(questionsTopic(sessionId))) coalescer.schedule(questionsTopic(sessionId));
  }

  function stageChanged(sessionId: number): void {
    stageVersions.set(sessionId, (stageVersions.get(sessionId) ?? 0) + 1);
    stageSnapshots.delete(sessionId);
    if (subscribers.has(stageTopic(sessionId)) || attendees.has(sessionId))
      coalescer.schedule(stageTopic(sessionId));
    else stageVersions.delete(sessionId);
  }

  const relay = ctx.redis
    ? createLiveRelay(
        ctx.redis,
        {
          changed(changes) {
            changes.polls.forEach(pollChanged);
            changes.questions.forEach(questionsChanged);
            changes.stages.forEach(stageChanged);
            changes.revoked.forEach(presenterKeyChanged);
            changes.attendance.forEach(attendanceChanged);
          },
          refreshAll() {
            for (const topic of [...subscribers.keys()]) {
              const [kind, id] = topic.split(":") as [string, string];
              if (kind === "poll") pollChanged(Number(id));
              else if (kind === "questions") questionsChanged(Number(id));
              else {
                stageChanged(Number(id));
                attendanceChanged(Number(id));
                presenterKeyChanged(Number(id));
              }
            }
            // Sessions only attendees follow here: their stage may have changed meanwhile too.
            for (const sessionId of attendees.keys())
              if (!subscribers.has(stageTopic(sessionId))) stageChanged(sessionId);
          },
          lag: (seconds) => observer?.relayLag(seconds),
        },
        log,
      )
    : null;

  return {
    publishPoll(pollId) {
      pollChanged(pollId);
      relay?.changed("polls", pollId);
    },
    publishQuestions(sessionId) {
      questionsChanged(sessionId);
      relay?.changed("questions", sessionId);
    },
    publishStage(sessionId) {
      stageChanged(sessionId);
      relay?.changed("stages", sessionId);
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
      attendanceCoalescer.close();
      await share.close();
      server.off("upgrade", onUpgrade);
      for (const client of clients) client.socket.close(SERVICE_RESTART, "Service restart");
      const cutOff = setTimeout(() => {
        for (const client of clients) client.socket.terminate();
      }, CLOSE_GRACE_MS);
      subscribers.clear();
      snapshots.clear();
      stageSnapshots.clear();
      return new Promise<void>((resolve) =>
        wss.close(() => {
          clearTimeout(cutOff);
          resolve();
        }),
      );
    },
  };
}
