/**
 * Presenting the deck (docs/product.md, The deck): a page put on stage is what attendees may then
 * fetch, and the live channel carries it to every phone with the stage; a page outside the deck is
 * refused; a poll pinned to a page opens when the page is shown, if the speaker asked for that;
 * the settings and a poll's slidePage are the owner's to change.
 */
import type { DeckResponse, Poll, PublicSession, ServerMessage, Stage } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  createPoll,
  createSession,
  deckPdf,
  errorOf,
  fileForm,
  must,
  signedInSpeaker,
  visitor,
} from "../test/seed.ts";

const SLIDES = ["Title", "Agenda", "Demo", "Thanks"];

let server: TestServer;
let owner: TestClient;
let other: TestClient;
let attendee: TestClient;
let pdf: Uint8Array;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  pdf = await deckPdf(SLIDES);
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  other = await signedInSpeaker(server, { firstName: "Oscar", lastName: "Other" });
  attendee = await visitor(server);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

async function sessionWithDeck(): Promise<number> {
  const sessionId = (await createSession(owner)).id;
  must(
    await owner.request("POST", `/api/sessions/${sessionId}/deck`, {
      form: fileForm({}, { bytes: pdf, name: "deck.pdf", type: "application/pdf" }),
    }),
    202,
    "upload deck",
  );
  await server.lectern.decks.idle();
  return sessionId;
}

const deckOf = async (client: TestClient, sessionId: number) =>
  must(await client.get<DeckResponse>(`/api/sessions/${sessionId}/deck`), 200, "deck");

const putStage = (sessionId: number, stage: Stage) =>
  owner.put<Stage>(`/api/sessions/${sessionId}/stage`, stage);

describe("a page on stage", () => {
  it("is read back as the stage, and attendees may then fetch the pages up to it", async () => {
    const sessionId = await sessionWithDeck();
    const before = await deckOf(attendee, sessionId);
    expect([before.pages, before.pageCount, before.shownUpTo]).toEqual([[], 4, 0]);

    must(await putStage(sessionId, { panel: "slide", page: 2 }), 200, "stage");
    expect((await owner.get(`/api/sessions/${sessionId}/stage`)).body).toEqual({
      panel: "slide",
      page: 2,
    });
    const after = await deckOf(attendee, sessionId);
    expect(after.pages.map((page) => page.text)).toEqual(["Title", "Agenda"]);
    expect(after.shownUpTo).toBe(2);
    const full = await deckOf(owner, sessionId);
    const image = (n: number) =>
      fetch(server.baseUrl + full.pages[n - 1]!.thumb, {
        headers: { cookie: attendee.cookieHeader() },
      });
    expect((await image(2)).status).toBe(200);
    expect((await image(3)).status).toBe(404);

    // Going back shows nothing less.
    must(await putStage(sessionId, { panel: "slide", page: 1 }), 200, "back");
    expect((await deckOf(attendee, sessionId)).shownUpTo).toBe(2);
  });

  it("refuses a page outside the deck, a session without a deck, and a slide without a page", async () => {
    const sessionId = await sessionWithDeck();
    const past = await putStage(sessionId, { panel: "slide", page: 5 });
    expect([past.status, errorOf(past).code]).toEqual([404, "deck_page_not_found"]);
    const bare = (await createSession(owner)).id;
    const none = await putStage(bare, { panel: "slide", page: 1 });
    expect([none.status, errorOf(none).code]).toEqual([404, "deck_not_found"]);
    const pageless = await owner.put(`/api/sessions/${sessionId}/stage`, { panel: "slide" });
    expect(pageless.status).toBe(400);
    const stray = await owner.put(`/api/sessions/${sessionId}/stage`, { panel: "join", page: 1 });
    expect(stray.status).toBe(400);
    expect((await owner.get(`/api/sessions/${sessionId}/stage`)).body).toEqual({ panel: "join" });
  });

  it("reaches attendees' sockets with the page itself, so a phone shows it without reading the deck", async () => {
    const sessionId = await sessionWithDeck();
    const phone = await openLive(server, attendee);
    sockets.push(phone);
    phone.send({ type: "attend", sessionId });
    await phone.waitFor((m) => m.type === "stage_update" && m.sessionId === sessionId);
    must(await putStage(sessionId, { panel: "slide", page: 3 }), 200, "stage");
    const isSlide = (m: ServerMessage) =>
      m.type === "stage_update" && m.stage.panel === "slide" && m.stage.page === 3;
    const message = await phone.waitFor(isSlide);
    expect(message.type === "stage_update" && message.slide).toMatchObject({
      n: 3,
      text: "Demo",
    });
    const slide = message.type === "stage_update" ? message.slide! : null;
    const image = await fetch(server.baseUrl + slide!.thumb, {
      headers: { cookie: attendee.cookieHeader() },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("says a session has a deck once one is ready, so its page shows the Slides tab", async () => {
    const bare = (await createSession(owner)).id;
    const read = async (id: number) =>
      must(await attendee.get<PublicSession>(`/api/sessions/${id}/public`), 200, "public").hasDeck;
    expect(await read(bare)).toBe(false);
    expect(await read(await sessionWithDeck())).toBe(true);
  });
});

describe("polls pinned to a page", () => {
  it("open when their page is shown with Open polls on their slide on, and not before", async () => {
    const sessionId = await sessionWithDeck();
    const draft = await createPoll(owner, sessionId, "draft");
    const pinned = must(
      await owner.put<Poll>(`/api/polls/${draft.id}`, { slidePage: 3 }),
      200,
      "pin",
    );
    expect(pinned.slidePage).toBe(3);
    const stateOf = async () =>
      must(await owner.get<Poll[]>(`/api/sessions/${sessionId}/polls`), 200, "polls").find(
        (poll) => poll.id === draft.id,
      )!.state;

    // Off by default: showing the page leaves the poll a draft.
    must(await putStage(sessionId, { panel: "slide", page: 3 }), 200, "stage");
    expect(await stateOf()).toBe("draft");

    const settings = must(
      await owner.patch<DeckResponse>(`/api/sessions/${sessionId}/deck`, {
        openPollsOnSlide: true,
      }),
      200,
      "settings",
    );
    expect(settings).toMatchObject({ openPollsOnSlide: true, followAlong: "shown" });
    must(await putStage(sessionId, { panel: "slide", page: 2 }), 200, "page 2");
    expect(await stateOf()).toBe("draft");
    must(await putStage(sessionId, { panel: "slide", page: 3 }), 200, "page 3");
    expect(await stateOf()).toBe("open");
    // The next step, its live results, is a poll panel the stage takes.
    must(await putStage(sessionId, { panel: "poll", pollId: draft.id }), 200, "results");
  });

  it("keeps slidePage within a deck's pages and to the owner", async () => {
    const sessionId = await sessionWithDeck();
    const poll = await createPoll(owner, sessionId, "draft");
    const tooFar = await owner.put(`/api/polls/${poll.id}`, { slidePage: 301 });
    expect(tooFar.status).toBe(400);
    expect((await other.put(`/api/polls/${poll.id}`, { slidePage: 1 })).status).toBe(403);
    must(await owner.put(`/api/polls/${poll.id}`, { slidePage: 2 }), 200, "pin");
    const unpinned = must(
      await owner.put<Poll>(`/api/polls/${poll.id}`, { slidePage: null }),
      200,
      "unpin",
    );
    expect(unpinned.slidePage).toBeNull();
    const settings = await other.patch(`/api/sessions/${sessionId}/deck`, {
      openPollsOnSlide: true,
    });
    expect(settings.status).toBe(403);
  });
});
