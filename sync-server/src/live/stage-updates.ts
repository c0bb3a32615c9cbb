/**
 * The stage, live (docs/product.md, The room): each session's stage_update read once per change
 * and serialised once, for its projector and console sockets (subscribe_stage) and every socket
 * attending it; who may follow it (the owner's signed-in handshake from Lectern's own origin, or the
 * presenter link's current key); a replaced key's sockets told presenter_link_revoked and
 * dropped; and deck_update, when the session's deck changed, and feedback_update, when its
 * feedback opened, closed or got new chips, to the same sockets.
 */
import type { LiveAccess } from "./access.ts";
import type { Attending } from "./attending.ts";
import { roleCan } from "@lectern/shared";
import { sendTo, serialised, stageTopic, userOf, type Client, type Topics } from "./sockets.ts";

export interface StageOptions {
  access: LiveAccess;
  topics: Topics;
  attending: Attending;
  /** The session's stage topic is to be pushed, or no longer. */
  schedule: (topic: string) => void;
  forget: (topic: string) => void;
}

export function createStageUpdates({ access, topics, attending, schedule, forget }: StageOptions) {
  /**
   * Each session's stage_update as last read, serialised, with the stage's version it was read at:
   * a crowd attending at once costs one read, and a read that a change overtook is not kept.
   */
  const snapshots = new Map<number, { payload: Buffer; version: number }>();
  const versions = new Map<number, number>();

  const versionOf = (sessionId: number) => versions.get(sessionId) ?? 0;

  /** Who hears the session's stage: its projector and console sockets, and its attendees' sockets. */
  function audience(sessionId: number): Set<Client> {
    const heard = new Set(topics.of(stageTopic(sessionId)));
    for (const client of attending.socketsOf(sessionId)) heard.add(client);
    return heard;
  }

  async function snapshot(sessionId: number): Promise<Buffer | null> {
    const version = versionOf(sessionId);
    const cached = snapshots.get(sessionId);
    if (cached?.version === version) return cached.payload;
    const session = await access.session(sessionId);
    if (!session) return null;
    const payload = serialised({ type: "stage_update", sessionId, ...(await session.readStage()) });
    if (versionOf(sessionId) === version && audience(sessionId).size > 0)
      snapshots.set(sessionId, { payload, version });
    return payload;
  }

  /** Tells sockets that follow the stage with a key other than the current one, and drops them. */
  async function checkPresenterKeys(sessionId: number): Promise<void> {
    const topic = stageTopic(sessionId);
    if (!topics.has(topic)) return;
    const session = await access.session(sessionId);
    const current = session?.presenterKeyHash ?? null;
    const revoked = serialised({ type: "presenter_link_revoked", sessionId });
    for (const client of [...topics.of(topic)]) {
      const grant = client.stages.get(sessionId);
      if (grant === null || grant === undefined || grant === current) continue;
      sendTo(client, revoked);
      client.stages.delete(sessionId);
      topics.unsubscribe(client, topic);
    }
  }

  /** A bare "read again" of `type` to everyone who hears the session's stage. */
  function tellAudience(sessionId: number, type: "deck_update" | "feedback_update"): void {
    const heard = audience(sessionId);
    if (heard.size === 0) return;
    const payload = serialised({ type, sessionId });
    for (const client of heard) sendTo(client, payload);
  }

  return {
    snapshot,
    versionOf,
    checkPresenterKeys,
    /** Tells everyone who hears the session's stage that its deck changed (deck_update). */
    deckChanged: (sessionId: number) => tellAudience(sessionId, "deck_update"),
    /** Tells them feedback opened, closed or has new chips (feedback_update). */
    feedbackChanged: (sessionId: number) => tellAudience(sessionId, "feedback_update"),
    /** Sends the session's stage to everyone who hears it. */
    async flush(sessionId: number): Promise<void> {
      if (audience(sessionId).size === 0) return;
      const payload = await snapshot(sessionId);
      if (payload) for (const client of audience(sessionId)) sendTo(client, payload);
    },
    /** The session's stage changed (or may have): it is read again and pushed to who hears it. */
    changed(sessionId: number): void {
      versions.set(sessionId, versionOf(sessionId) + 1);
      snapshots.delete(sessionId);
      if (topics.has(stageTopic(sessionId)) || attending.has(sessionId))
        schedule(stageTopic(sessionId));
      else versions.delete(sessionId);
    },
    /**
     * How this socket may follow the session's stage: null as its owner or a member whose role
     * runs the stage, the key's hash with the
     * current presenter key, undefined when refused (or there is no such session).
     */
    async grant(
      client: Client,
      sessionId: number,
      presenterKey: string | undefined,
    ): Promise<string | null | undefined> {
      const session = await access.session(sessionId);
      if (!session) return undefined;
      const user = await userOf(access, client);
      if (user === session.ownerId) return null;
      if (user !== null && roleCan(await access.roleOf(sessionId, user), "present")) {
        client.memberOf.add(sessionId);
        return null;
      }
      if (presenterKey !== undefined && session.presenterKeyMatches(presenterKey))
        return session.presenterKeyHash;
      return undefined;
    },
    /** Forgets the session's stage once nobody on this instance hears it. */
    forgetIfUnheard(sessionId: number): void {
      if (topics.has(stageTopic(sessionId)) || attending.has(sessionId)) return;
      snapshots.delete(sessionId);
      versions.delete(sessionId);
      forget(stageTopic(sessionId));
    },
    clear: () => snapshots.clear(),
  };
}

export type StageUpdates = ReturnType<typeof createStageUpdates>;
