/**
 * The room on several instances (docs/product.md, The room; docs/decisions.md, Several instances):
 * two processes of the real entry point on one database and one Redis (cluster.ts). Attendees on A
 * and on B count together for a projector on either; the stage set through one reaches sockets on
 * the other, attendee pages included, and so does a change of the deck; a link replaced through A
 * revokes the projector on B at once; a member's role changed through A holds at their next
 * request to B, and their console on B is told access_changed and closed when A removes them
 * (docs/product.md, Team); and the attendees of an instance that dies stop counting once its
 * heartbeat expires. That one comes last: it kills B.
 */
import {
  PRESENTER_KEY_HEADER,
  type PresenterLink,
  type Question,
  type ServerMessage,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEARTBEAT_MS, INSTANCE_TTL_MS } from "../live/attendance.ts";
import { TestClient } from "./client.ts";
import { clusterUnavailable, startCluster, type Cluster, type Instance } from "./cluster.ts";
import { openLive, type LiveClient } from "./live-client.ts";
import { addMember, createSession, errorOf, must, signedInSpeaker, visitor } from "./seed.ts";

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

/** An attendance message of `count`; with `socket`, only one it got from its `from`th message on. */
const countIs =
  (sessionId: number, count: number, socket?: LiveClient, from = 0) =>
  (m: ServerMessage) =>
    m.type === "attendance" &&
    m.sessionId === sessionId &&
    m.count === count &&
    (!socket || socket.messages.indexOf(m) >= from);

describe.skipIf(skipped !== null)(title("the room across two real instances"), () => {
  const sockets: LiveClient[] = [];
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let owner: TestClient;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
    [a, b] = cluster.instances as [Instance, Instance];
    owner = await signedInSpeaker(cluster, { firstName: "Olivia", lastName: "Owner" });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await cluster?.close();
  });

  async function live(instance: Instance, as?: TestClient): Promise<LiveClient> {
    const socket = await openLive(instance, as);
    sockets.push(socket);
    return socket;
  }

  async function linkKey(sessionId: number): Promise<string> {
    const res = await owner.post<PresenterLink>(`/api/sessions/${sessionId}/presenter-link`);
    return new URL(must(res, 201, "presenter link").url).hash.replace("#key=", "");
  }

  it("an attendee on A and one on B count 2 for a projector on either; one leaving counts 1", async () => {
    const session = await createSession(owner, { title: "Two-instance room" });
    const key = await linkKey(session.id);
    const projectorA = await live(a);
    projectorA.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    const consoleB = await live(b, owner);
    consoleB.send({ type: "subscribe_stage", sessionId: session.id });
    await projectorA.waitFor(countIs(session.id, 0));
    await consoleB.waitFor(countIs(session.id, 0));

    const onA = await live(a, await visitor(a));
    onA.send({ type: "attend", sessionId: session.id });
    const onB = await live(b, await visitor(b));
    onB.send({ type: "attend", sessionId: session.id });
    await projectorA.waitFor(countIs(session.id, 2));
    await consoleB.waitFor(countIs(session.id, 2));

    const marks = [projectorA.messages.length, consoleB.messages.length];
    await onB.close();
    await projectorA.waitFor(countIs(session.id, 1, projectorA, marks[0]));
    await consoleB.waitFor(countIs(session.id, 1, consoleB, marks[1]));
  });

  it("the stage set through A reaches a projector on B", async () => {
    const session = await createSession(owner, { title: "Stage across" });
    const key = await linkKey(session.id);
    const projectorB = await live(b);
    projectorB.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    await projectorB.waitFor((m) => m.type === "stage_update" && m.stage.panel === "join");
    const viaA = new TestClient(a.baseUrl, owner.cookieHeader());
    must(await viaA.put(`/api/sessions/${session.id}/stage`, { panel: "questions" }), 200, "stage");
    await projectorB.waitFor((m) => m.type === "stage_update" && m.stage.panel === "questions");
  });

  it("the stage moved through A with the presenter key reaches attendee pages on A and B", async () => {
    const session = await createSession(owner, { title: "Phones across" });
    const key = await linkKey(session.id);
    const onA = await live(a, await visitor(a));
    onA.send({ type: "attend", sessionId: session.id });
    const onB = await live(b, await visitor(b));
    onB.send({ type: "attend", sessionId: session.id });
    for (const page of [onA, onB])
      await page.waitFor((m) => m.type === "stage_update" && m.stage.panel === "join");
    const projector = a.client();
    must(
      await projector.put(
        `/api/sessions/${session.id}/stage`,
        { panel: "questions" },
        { headers: { [PRESENTER_KEY_HEADER]: key } },
      ),
      200,
      "stage by key",
    );
    for (const page of [onA, onB])
      await page.waitFor((m) => m.type === "stage_update" && m.stage.panel === "questions");
  });

  it("a deck's settings changed through A reach attendee pages on B as deck_update", async () => {
    const session = await createSession(owner, { title: "Deck across" });
    const onB = await live(b, await visitor(b));
    onB.send({ type: "attend", sessionId: session.id });
    await onB.waitFor((m) => m.type === "stage_update");
    const viaA = new TestClient(a.baseUrl, owner.cookieHeader());
    const path = `/api/sessions/${session.id}/deck`;
    must(await viaA.patch(path, { followAlong: "whole-deck" }), 200, "settings");
    await onB.waitFor((m) => m.type === "deck_update" && m.sessionId === session.id);
  });

  it("a link replaced through A revokes the projector on B, whose key B then refuses", async () => {
    const session = await createSession(owner, { title: "Revoked across" });
    const key = await linkKey(session.id);
    const projectorB = await live(b);
    projectorB.send({ type: "subscribe_stage", sessionId: session.id, presenterKey: key });
    await projectorB.waitFor((m) => m.type === "stage_update");
    const viaA = new TestClient(a.baseUrl, owner.cookieHeader());
    must(await viaA.post(`/api/sessions/${session.id}/presenter-link`), 201, "new link");
    await projectorB.waitFor(
      (m) => m.type === "presenter_link_revoked" && m.sessionId === session.id,
    );
    const read = await b
      .client()
      .get(`/api/sessions/${session.id}/stage`, { headers: { [PRESENTER_KEY_HEADER]: key } });
    expect([read.status, errorOf(read).code]).toEqual([403, "forbidden"]);
  });

  it("a role changed through A holds at the member's next request to B", async () => {
    const session = await createSession(owner, { title: "Team across", questionReview: true });
    const member = await addMember(cluster, owner, session.id, "moderator");
    const modOnB = new TestClient(b.baseUrl, member.client.cookieHeader());
    const attendee = await visitor(a);
    const ask = async (text: string) =>
      must(
        await attendee.post<Question>(`/api/sessions/${session.id}/questions`, {
          questionText: text,
          isAnonymous: true,
        }),
        201,
        "ask",
      );
    const first = await ask("Moderated on B?");
    const second = await ask("Still moderated on B?");
    must(await modOnB.post(`/api/questions/${first.id}/approve`), 200, "approve on B");

    const ownerOnA = new TestClient(a.baseUrl, owner.cookieHeader());
    must(
      await ownerOnA.patch(`/api/sessions/${session.id}/members/${member.memberId}`, {
        role: "viewer",
      }),
      200,
      "to viewer on A",
    );
    const refused = await modOnB.post(`/api/questions/${second.id}/approve`);
    expect([refused.status, errorOf(refused).code]).toEqual([403, "role_forbidden"]);
  });

  it("a moderator's console on B is told access_changed and closed when the owner removes them through A", async () => {
    const session = await createSession(owner, { title: "Removed across" });
    const member = await addMember(cluster, owner, session.id, "moderator");
    const consoleB = await live(b, member.client);
    consoleB.send({ type: "subscribe_stage", sessionId: session.id });
    await consoleB.waitFor((m) => m.type === "stage_update" && m.sessionId === session.id);

    const ownerOnA = new TestClient(a.baseUrl, owner.cookieHeader());
    must(
      await ownerOnA.delete(`/api/sessions/${session.id}/members/${member.memberId}`),
      200,
      "remove on A",
    );
    // docs/product.md, Team: "its socket is closed within 2 s".
    await consoleB.waitFor((m) => m.type === "access_changed" && m.sessionId === session.id, 2_000);
    expect(await consoleB.closed(2_000)).toBe(4403);
  });

  it("the attendees of a killed instance stop counting once its heartbeat expires", async () => {
    const session = await createSession(owner, { title: "Instance lost" });
    const console_ = await live(a, owner);
    console_.send({ type: "subscribe_stage", sessionId: session.id });
    const onA = await live(a, await visitor(a));
    onA.send({ type: "attend", sessionId: session.id });
    const onB = await live(b, await visitor(b));
    onB.send({ type: "attend", sessionId: session.id });
    await console_.waitFor(countIs(session.id, 2));
    const before = console_.messages.length;
    b.child.kill("SIGKILL");
    await console_.waitFor(
      countIs(session.id, 1, console_, before),
      INSTANCE_TTL_MS + 3 * HEARTBEAT_MS,
    );
  }, 60_000);
});
