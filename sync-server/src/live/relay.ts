/**
 * Carries "this poll changed", "this session's question list changed", "this session's stage
 * changed", "this session's presenter link was replaced", "this session's attendee count
 * changed", "this session's deck changed", "this session's members changed" and "this session got
 * reactions" between the live hubs of several instances through Redis pub/sub (docs/decisions.md,
 * Several instances). Only ids travel: each hub reads the totals, the stage and the key from the
 * database and the counts from Redis (live/attendance.ts), and keeps its own coalescing and pacing. Notices of
 * one event-loop turn go out as one message; notices that could not be sent while Redis was away
 * are sent when it is back, and a hub that lost its subscription refreshes everything it watches.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";

/** What one notice says changed, by kind: poll ids, and session ids for the others. */
export interface Changes {
  polls: number[];
  questions: number[];
  stages: number[];
  revoked: number[];
  attendance: number[];
  decks: number[];
  members: number[];
  feedback: number[];
  reactions: number[];
}

const KINDS = [
  "polls",
  "questions",
  "stages",
  "revoked",
  "attendance",
  "decks",
  "members",
  "feedback",
  "reactions",
] as const;
type Kind = (typeof KINDS)[number];

export interface RelayHandlers {
  /** Another instance made these changes. */
  changed(changes: Changes): void;
  /** Notices may have been missed: refresh every watched poll and question list. */
  refreshAll(): void;
  /** Another instance's notice arrived this long after it was sent (0 when the clocks disagree). */
  lag?(seconds: number): void;
}

export interface LiveRelay {
  /** Tells the other instances about a change of `kind` to `id`. */
  changed(kind: Kind, id: number): void;
  close(): void;
}

/**
 * Kinds an older instance does not send read as empty, and its notices carry no time they were
 * sent (`sentAt`, ms since the epoch), so a rollout can mix versions.
 */
const ids = z.array(z.number().int()).default([]);
const noticeSchema = z.object({
  from: z.string(),
  sentAt: z.number().optional(),
  polls: ids,
  questions: ids,
  stages: ids,
  revoked: ids,
  attendance: ids,
  decks: ids,
  members: ids,
  feedback: ids,
  reactions: ids,
});

export function createLiveRelay(
  redis: SharedRedis,
  handlers: RelayHandlers,
  log: Logger,
): LiveRelay {
  const self = randomUUID();
  const pending = Object.fromEntries(KINDS.map((kind) => [kind, new Set<number>()])) as Record<
    Kind,
    Set<number>
  >;
  let scheduled = false;
  let closed = false;

  function send(): void {
    scheduled = false;
    if (closed || KINDS.every((kind) => pending[kind].size === 0)) return;
    const changes = Object.fromEntries(
      KINDS.map((kind) => [kind, [...pending[kind]]]),
    ) as unknown as Changes;
    for (const kind of KINDS) pending[kind].clear();
    redis
      .publishLive(JSON.stringify({ from: self, sentAt: Date.now(), ...changes }))
      .catch((error: unknown) => {
        // Kept for when the connection is back (onCommandsBack), so no other instance misses it.
        for (const kind of KINDS) for (const id of changes[kind]) pending[kind].add(id);
        log.debug("live notice kept until Redis is back", error);
      });
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(send);
  }

  const stopListening = redis.onLive({
    message(text) {
      let notice: z.infer<typeof noticeSchema>;
      try {
        notice = noticeSchema.parse(JSON.parse(text));
      } catch (error) {
        log.warn("ignored a live notice outside the format", error);
        return;
      }
      if (notice.from !== self) {
        const { from: _from, sentAt, ...changes } = notice;
        if (sentAt !== undefined) handlers.lag?.(Math.max(0, Date.now() - sentAt) / 1000);
        handlers.changed(changes);
      }
    },
    resubscribed: () => handlers.refreshAll(),
  });
  const stopResending = redis.onCommandsBack(schedule);

  return {
    changed(kind, id) {
      pending[kind].add(id);
      schedule();
    },
    close() {
      closed = true;
      stopListening();
      stopResending();
    },
  };
}
