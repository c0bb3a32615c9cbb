/**
 * Each watched poll's poll_update, computed and serialised once per change (docs/decisions.md, Live
 * updates), so a crowd subscribing at once costs no queries and a push costs one. A poll whose
 * results the audience may not see yet (a quiz before its reveal, a poll hiding them until it
 * closes) gets two updates, serialised once each: the whole results to the sockets of its owner's
 * signed-in handshake, the totals alone to every other. A poll gone back to draft shows its
 * subscribers its state, never its content.
 */
import {
  emptyResults,
  roleCan,
  resultsFor,
  type PollResults,
  type PollState,
  type ServerMessage,
} from "@lectern/shared";
import type { LiveAccess } from "./access.ts";
import { pollTopic, sendTo, serialised, userOf, type Client, type Topics } from "./sockets.ts";

export interface PollSnapshot {
  state: PollState;
  /** The serialised poll_update message, as the audience may see it (resultsFor). */
  payload: Buffer;
  /** The same for the poll's owner: every figure, even while the audience's are hidden. */
  ownerPayload: Buffer;
  ownerId: number;
  sessionId: number;
  /** The hub's clock when its query started. */
  at: number;
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

export function createPollUpdates(access: LiveAccess, topics: Topics) {
  /** The latest snapshot of each watched poll; valid when computed after the poll's last change. */
  const snapshots = new Map<number, PollSnapshot>();
  const changedAt = new Map<number, number>();
  let clock = 0;

  function isFresh(pollId: number, snapshot: PollSnapshot): boolean {
    return snapshot.at > (changedAt.get(pollId) ?? 0);
  }

  async function snapshot(pollId: number): Promise<PollSnapshot | null> {
    const cached = snapshots.get(pollId);
    if (cached && isFresh(pollId, cached)) return cached;
    const at = ++clock;
    const poll = await access.poll(pollId);
    if (!poll) return null;
    const { results } = poll;
    const serialise = (owner: boolean) =>
      serialised({
        type: "poll_update",
        pollId,
        data:
          results.state === "draft"
            ? hiddenResults(results)
            : resultsFor(results, poll.hideResultsUntilClosed, owner),
      });
    const payload = serialise(false);
    return {
      state: results.state,
      payload,
      ownerPayload: results.state === "draft" ? payload : serialise(true),
      ownerId: poll.ownerId,
      sessionId: poll.sessionId,
      at,
    };
  }

  function remember(pollId: number, snapshot: PollSnapshot): void {
    if (topics.has(pollTopic(pollId)) && isFresh(pollId, snapshot)) snapshots.set(pollId, snapshot);
  }

  return {
    snapshot,
    remember,
    /**
     * Whether this socket's handshake was signed in as the poll's owner or a member of its session
     * who may read its results whole (the user is read once per socket).
     */
    async readsWhole(client: Client, poll: Pick<PollSnapshot, "ownerId" | "sessionId">) {
      const user = await userOf(access, client);
      if (user === null) return false;
      if (user === poll.ownerId) return true;
      if (!roleCan(await access.roleOf(poll.sessionId, user), "read")) return false;
      client.memberOf.add(poll.sessionId);
      return true;
    },
    /** The poll changed: a snapshot computed before is stale. */
    changed(pollId: number): void {
      changedAt.set(pollId, ++clock);
      snapshots.delete(pollId);
    },
    /**
     * Sends the poll's update to each subscriber: whole to its owner, as the audience sees it to the
     * rest; a poll that is gone is said so, and its subscribers let go.
     */
    async flush(pollId: number): Promise<void> {
      const topic = pollTopic(pollId);
      const fresh = await snapshot(pollId);
      if (fresh) {
        remember(pollId, fresh);
        for (const client of topics.of(topic))
          sendTo(client, client.ownPolls.has(pollId) ? fresh.ownerPayload : fresh.payload);
        return;
      }
      const gone: ServerMessage = { type: "error", message: access.refusals.pollNotFound };
      topics.broadcast(topic, serialised(gone));
      for (const client of [...topics.of(topic)]) topics.unsubscribe(client, topic);
    },
    forget: (pollId: number) => snapshots.delete(pollId),
    clear: () => snapshots.clear(),
  };
}

export type PollUpdates = ReturnType<typeof createPollUpdates>;
