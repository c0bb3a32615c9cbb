/**
 * Carries "this poll changed" and "this session's question list changed" between the live hubs of
 * several instances through Redis pub/sub (docs/decisions.md, Several instances). Only ids travel:
 * each hub reads the totals from the database and keeps its own coalescing and pacing. Notices of
 * one event-loop turn go out as one message; notices that could not be sent while Redis was away
 * are sent when it is back, and a hub that lost its subscription refreshes everything it watches.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";

export interface RelayHandlers {
  /** Another instance changed these polls and question lists. */
  changed(pollIds: readonly number[], sessionIds: readonly number[]): void;
  /** Notices may have been missed: refresh every watched poll and question list. */
  refreshAll(): void;
}

export interface LiveRelay {
  pollChanged(pollId: number): void;
  questionsChanged(sessionId: number): void;
  close(): void;
}

const noticeSchema = z.object({
  from: z.string(),
  polls: z.array(z.number().int()),
  questions: z.array(z.number().int()),
});

export function createLiveRelay(
  redis: SharedRedis,
  handlers: RelayHandlers,
  log: Logger,
): LiveRelay {
  const self = randomUUID();
  const polls = new Set<number>();
  const questions = new Set<number>();
  let scheduled = false;
  let closed = false;

  function send(): void {
    scheduled = false;
    if (closed || (polls.size === 0 && questions.size === 0)) return;
    const pollIds = [...polls];
    const sessionIds = [...questions];
    polls.clear();
    questions.clear();
    const text = JSON.stringify({ from: self, polls: pollIds, questions: sessionIds });
    redis.publishLive(text).catch((error: unknown) => {
      // Kept for when the connection is back (onCommandsBack), so no other instance misses it.
      for (const id of pollIds) polls.add(id);
      for (const id of sessionIds) questions.add(id);
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
      if (notice.from !== self) handlers.changed(notice.polls, notice.questions);
    },
    resubscribed: () => handlers.refreshAll(),
  });
  const stopResending = redis.onCommandsBack(schedule);

  return {
    pollChanged(pollId) {
      polls.add(pollId);
      schedule();
    },
    questionsChanged(sessionId) {
      questions.add(sessionId);
      schedule();
    },
    close() {
      closed = true;
      stopListening();
      stopResending();
    },
  };
}
