/**
 * The attendee count as an estimate that one script cannot inflate (docs/decisions.md, Visitor
 * identity): the review's reproduction (sockets from a foreign page with no visitor id attending)
 * counts nothing; one visitor's several tabs count once; a socket attends one session; a network
 * past NETWORK_SOCKETS open sockets is refused the handshake.
 */
import { type ServerMessage, WS_PATH } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import { createSession, signedInSpeaker, visitor } from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ networkLimits: { sockets: 12 } });
  owner = await signedInSpeaker(server, { firstName: "Cora", lastName: "Count" });
});

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server.close();
});

const countIs =
  (sessionId: number, count: number, from = 0) =>
  (m: ServerMessage) =>
    m.type === "attendance" && m.sessionId === sessionId && m.count === count && from >= 0;

async function live(as?: TestClient): Promise<LiveClient> {
  const socket = await openLive(server, as);
  sockets.push(socket);
  return socket;
}

/** The owner's console on `sessionId`, which receives its attendance. */
async function consoleOf(sessionId: number): Promise<LiveClient> {
  const console_ = await live(owner);
  console_.send({ type: "subscribe_stage", sessionId });
  await console_.waitFor(countIs(sessionId, 0));
  return console_;
}

/** A socket from another site's page, with no Lectern cookie. */
function foreignSocket(): Promise<WebSocket> {
  const socket = new WebSocket(server.baseUrl.replace(/^http/, "ws") + WS_PATH, {
    headers: { Origin: "https://evil.example" },
  });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

describe("the attendee count", () => {
  it("counts a visitor once however many sockets, and foreign sockets without an id not at all", async () => {
    const sessionId = (await createSession(owner, { title: "Counted" })).id;
    const console_ = await consoleOf(sessionId);
    const foreign = await Promise.all(Array.from({ length: 5 }, foreignSocket));
    for (const socket of foreign) socket.send(JSON.stringify({ type: "attend", sessionId }));
    const attendee = await visitor(server);
    const tabs = await Promise.all([live(attendee), live(attendee), live(attendee)]);
    for (const tab of tabs) tab.send({ type: "attend", sessionId });
    const other = await live(await visitor(server));
    other.send({ type: "attend", sessionId });
    await console_.waitFor(countIs(sessionId, 2));
    expect(
      console_.messages
        .filter((m) => m.type === "attendance" && m.sessionId === sessionId)
        .map((m) => (m.type === "attendance" ? m.count : null))
        .every((count) => count !== null && count <= 2),
    ).toBe(true);
    for (const socket of foreign) socket.close();
    await Promise.all(tabs.map((t) => t.close()));
    await other.close();
  });

  it("lets a socket attend one session: attending another leaves the first", async () => {
    const first = (await createSession(owner, { title: "First room" })).id;
    const second = (await createSession(owner, { title: "Second room" })).id;
    const console1 = await consoleOf(first);
    const console2 = await consoleOf(second);
    const page = await live(await visitor(server));
    page.send({ type: "attend", sessionId: first });
    await console1.waitFor(countIs(first, 1));
    page.send({ type: "attend", sessionId: second });
    await console2.waitFor(countIs(second, 1));
    const mark = console1.messages.length;
    await console1.waitFor(
      (m) =>
        m.type === "attendance" &&
        m.sessionId === first &&
        m.count === 0 &&
        console1.messages.indexOf(m) >= mark,
    );
    await page.close();
  });

  it("refuses the handshake of a network past its open sockets", async () => {
    const open: WebSocket[] = [];
    let refused: unknown = null;
    for (let i = 0; i < 20 && refused === null; i++) {
      try {
        open.push(await foreignSocket());
      } catch (error) {
        refused = error;
      }
    }
    expect(String(refused)).toContain("429");
    expect(open.length).toBeLessThanOrEqual(12);
    for (const socket of open) socket.close();
  });
});
