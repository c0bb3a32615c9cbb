/**
 * Who attends each session on this instance, and the attendee count its stage subscribers see
 * (docs/product.md, The room). Attendance is an estimate (docs/decisions.md, Visitor identity): a
 * socket attends one session, its handshake's signed visitor id is one attendee however many tabs
 * it has (a socket without one counts alone), and counts are summed across instances
 * (attendance.ts). A count is sent at most every ATTENDANCE_INTERVAL_MS, and only when it changed.
 */
import { randomUUID } from "node:crypto";
import type { ServerMessage } from "@lectern/shared";
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";
import { createAttendanceShare } from "./attendance.ts";
import { createCoalescer } from "./coalescer.ts";
import { observedFlush, type LiveObserver } from "./observer.ts";
import { serialised, stageTopic, topicOf, type Client, type Topics } from "./sockets.ts";

/** Attendee counts change with every page opened or closed: sent at most this often per session. */
export const ATTENDANCE_INTERVAL_MS = 500;

const attendanceTopic = (sessionId: number) => `attendance:${sessionId}`;

export const attendanceMessage = (sessionId: number, count: number): ServerMessage => ({
  type: "attendance",
  sessionId,
  count,
});

export interface AttendingOptions {
  topics: Topics;
  redis: SharedRedis | null;
  log: Logger;
  /** This instance's attendees of the session changed: other instances are told (the relay). */
  publish: (sessionId: number) => void;
  /** The session has no attendee left here. */
  onEmpty: (sessionId: number) => void;
  /** Who watches the count's broadcasts (metrics/). */
  observer?: LiveObserver;
}

export function createAttending({
  topics,
  redis,
  log,
  publish,
  onEmpty,
  observer,
}: AttendingOptions) {
  /** Each session's attendees on this instance, each with the sockets it attends with. */
  const attendees = new Map<number, Map<string, Set<Client>>>();
  /** The last count sent to each session's stage subscribers. */
  const sentCounts = new Map<number, number>();

  const localCount = (sessionId: number) => attendees.get(sessionId)?.size ?? 0;

  const share = createAttendanceShare(
    redis,
    randomUUID(),
    () => new Map([...attendees].map(([id, session]) => [id, session.size])),
    () => {
      for (const topic of topics.names()) {
        const { kind, id } = topicOf(topic);
        if (kind === "stage") changed(id);
      }
    },
    log,
  );

  /** Sends the session's count to its stage subscribers when it differs from the last one sent. */
  async function flush(topic: string): Promise<void> {
    const sessionId = Number(topic.slice("attendance:".length));
    if (!topics.has(stageTopic(sessionId))) return;
    const count = await share.total(sessionId, localCount(sessionId));
    if (sentCounts.get(sessionId) === count || !topics.has(stageTopic(sessionId))) return;
    sentCounts.set(sessionId, count);
    topics.broadcast(stageTopic(sessionId), serialised(attendanceMessage(sessionId, count)));
  }

  const coalescer = createCoalescer(
    observedFlush(flush, observer),
    (error) => log.error("attendance update failed", error),
    ATTENDANCE_INTERVAL_MS,
  );

  /** The session's count may have changed, here or elsewhere: its stage subscribers will hear. */
  function changed(sessionId: number): void {
    if (topics.has(stageTopic(sessionId))) coalescer.schedule(attendanceTopic(sessionId));
  }

  /** This instance's attendees of the session changed: record the count, tell everyone. */
  function localChanged(sessionId: number): void {
    share.set(sessionId, localCount(sessionId));
    changed(sessionId);
    publish(sessionId);
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
      onEmpty(sessionId);
    }
    localChanged(sessionId);
  }

  return {
    changed,
    leave,
    /** A socket attends one session: attending another leaves the first. */
    attend(client: Client, sessionId: number): void {
      if (client.attending === sessionId || client.attendee === null) return;
      leave(client);
      client.attending = sessionId;
      let session = attendees.get(sessionId);
      if (!session) attendees.set(sessionId, (session = new Map<string, Set<Client>>()));
      let sockets = session.get(client.attendee);
      if (!sockets) session.set(client.attendee, (sockets = new Set()));
      sockets.add(client);
      if (sockets.size === 1) localChanged(sessionId);
    },
    /** The session's count across instances. */
    total: (sessionId: number) => share.total(sessionId, localCount(sessionId)),
    has: (sessionId: number) => attendees.has(sessionId),
    /** Sessions someone attends here. */
    sessions: () => attendees.keys(),
    /** Every socket attending the session here. */
    *socketsOf(sessionId: number): Iterable<Client> {
      for (const sockets of attendees.get(sessionId)?.values() ?? []) yield* sockets;
    },
    /** Nobody follows the session's stage here any more: its count is no longer sent. */
    unheard(sessionId: number): void {
      coalescer.forget(attendanceTopic(sessionId));
      sentCounts.delete(sessionId);
    },
    async close(): Promise<void> {
      coalescer.close();
      await share.close();
    },
  };
}

export type Attending = ReturnType<typeof createAttending>;
