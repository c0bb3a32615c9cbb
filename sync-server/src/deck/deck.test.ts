/**
 * The deck through the real server (docs/product.md, The deck): PDFs made here with pdf-lib are
 * rendered to WebP pages at both widths with their text; a PDF that cannot be read fails and leaves
 * the previous deck served; one of 301 pages is refused; attendees get only the pages shown unless
 * the owner opens the whole deck; notes reach the owner alone; a deck left rendering resumes when
 * the server starts again.
 */
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { OWNER_VIEW_HEADER, OWNER_VIEW_VALUE } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORPHAN_MIN_AGE_MS, runHousekeepingPass } from "../housekeeping/housekeeping.ts";
import {
  isStored,
  startTestServer,
  storedFileCount,
  type TestClient,
  type TestServer,
} from "../test/harness.ts";
import {
  createSession,
  deckPdf,
  errorOf,
  fileForm,
  must,
  signedInSpeaker,
  TINY_PNG,
  uploadPdf,
  visitor,
} from "../test/seed.ts";
import { IMAGE_WIDTH, THUMB_WIDTH } from "./page-drawing.ts";
import { startDeckRenderer } from "./renderer.ts";
import { insertDeck, markShown } from "./repo.ts";
import type { DeckAccepted, DeckResponse } from "@lectern/shared";

let server: TestServer;
let owner: TestClient;
let attendee: TestClient;

const SLIDES = ["Welcome to offline-first", "Why venue Wi-Fi fails", "Questions please"];
let threePages: Uint8Array;
const MALFORMED = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF\n%%EOF\n");

function uploadDeck(client: TestClient, sessionId: number, bytes: Uint8Array) {
  return client.request<DeckAccepted>("POST", `/api/sessions/${sessionId}/deck`, {
    form: fileForm({}, { bytes, name: "deck.pdf", type: "application/pdf" }),
  });
}

async function deckOf(client: TestClient, sessionId: number): Promise<DeckResponse> {
  return must(await client.get<DeckResponse>(`/api/sessions/${sessionId}/deck`), 200, "deck");
}

/** A session whose deck of SLIDES is rendered. */
async function sessionWithDeck(): Promise<number> {
  const sessionId = (await createSession(owner)).id;
  must(await uploadDeck(owner, sessionId, threePages), 202, "upload deck");
  await server.lectern.decks.idle();
  return sessionId;
}

/** Fetches a page image with `client`'s cookies, for its bytes. */
function fetchImage(client: TestClient, url: string): Promise<Response> {
  return fetch(server.baseUrl + url, { headers: { cookie: client.cookieHeader() } });
}

beforeAll(async () => {
  threePages = await deckPdf(SLIDES);
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  attendee = await visitor(server);
});
afterAll(() => server.close());

describe("uploading a deck", () => {
  it("renders each page of a 3-page PDF to WebP at 1920 and 960 px, with its text", async () => {
    const sessionId = (await createSession(owner)).id;
    const accepted = await uploadDeck(owner, sessionId, threePages);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ status: "rendering", pages: 3 });
    await server.lectern.decks.idle();

    const deck = await deckOf(owner, sessionId);
    expect(deck.status).toBe("ready");
    expect(deck.pages.map((page) => [page.n, page.text])).toEqual(
      SLIDES.map((line, i) => [i + 1, line]),
    );
    for (const page of deck.pages) {
      for (const [url, width] of [
        [page.image, IMAGE_WIDTH],
        [page.thumb, THUMB_WIDTH],
      ] as const) {
        const res = await fetchImage(owner, url);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: "webp", width, height: (width * 540) / 960 });
      }
    }
  });

  it("renders a PDF resource already on the session page", async () => {
    const sessionId = (await createSession(owner)).id;
    const resource = await uploadPdf(owner, sessionId, "Slides", threePages);
    const accepted = await owner.post(`/api/sessions/${sessionId}/deck`, {
      resourceId: resource.id,
    });
    expect(accepted.status).toBe(202);
    await server.lectern.decks.idle();
    expect((await deckOf(owner, sessionId)).pages).toHaveLength(3);

    const elsewhere = (await createSession(owner)).id;
    const refused = await owner.post(`/api/sessions/${elsewhere}/deck`, {
      resourceId: resource.id,
    });
    expect(refused.status).toBe(404);
    const pastInteger = await owner.post(`/api/sessions/${sessionId}/deck`, {
      resourceId: 2_147_483_648,
    });
    expect(pastInteger.status).toBe(400);
  });

  it("answers 404 JSON for a session without a deck, and refuses a file that is not a PDF", async () => {
    const sessionId = (await createSession(owner)).id;
    const none = await attendee.get(`/api/sessions/${sessionId}/deck`);
    expect(none.status).toBe(404);
    expect(errorOf(none).code).toBe("deck_not_found");

    const png = await owner.request("POST", `/api/sessions/${sessionId}/deck`, {
      form: fileForm({}, { bytes: TINY_PNG, name: "deck.pdf", type: "application/pdf" }),
    });
    expect(png.status).toBe(415);
  });

  it("lets only the owner upload", async () => {
    const sessionId = (await createSession(owner)).id;
    const other = await signedInSpeaker(server, { firstName: "Mallory", lastName: "Other" });
    expect((await uploadDeck(other, sessionId, threePages)).status).toBe(403);
    expect((await uploadDeck(attendee, sessionId, threePages)).status).toBe(401);
  });

  it("fails a malformed PDF clearly and keeps serving the previous deck", async () => {
    const sessionId = await sessionWithDeck();
    const refused = await uploadDeck(owner, sessionId, MALFORMED);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: "pdf_unreadable" });
    expect(errorOf(refused).message).toMatch(/could not be read/);

    const deck = await deckOf(owner, sessionId);
    expect(deck.status).toBe("failed");
    expect(deck.error).toMatch(/could not be read/);
    expect(deck.pages.map((page) => page.text)).toEqual(SLIDES);
    const image = await fetchImage(owner, deck.pages[0]!.image);
    expect(image.status).toBe(200);

    // A good deck afterwards replaces the failed upload and the previous deck.
    must(await uploadDeck(owner, sessionId, await deckPdf(["Second take"])), 202, "new deck");
    await server.lectern.decks.idle();
    const replaced = await deckOf(owner, sessionId);
    expect(replaced.status).toBe("ready");
    expect(replaced.pages.map((page) => page.text)).toEqual(["Second take"]);
    expect((await fetchImage(owner, deck.pages[0]!.image)).status).toBe(404);
  });

  it("fails a deck whose page cannot be drawn, once rendering reaches it, and keeps the deck", async () => {
    const sessionId = await sessionWithDeck();
    const doc = await PDFDocument.create();
    doc.addPage([960, 540]);
    doc.addPage([100, 2_000]);
    const accepted = await uploadDeck(owner, sessionId, await doc.save());
    expect(accepted.body).toEqual({ status: "rendering", pages: 2 });
    await server.lectern.decks.idle();

    const deck = await deckOf(owner, sessionId);
    expect(deck.status).toBe("failed");
    expect(deck.error).toBe("Page 2 of this PDF could not be drawn (the page is too tall to show)");
    expect(deck.pages.map((page) => page.text)).toEqual(SLIDES);
    // The first page, drawn before the failure, is not kept.
    const { db } = server.lectern.ctx;
    const failed = await db
      .selectFrom("decks")
      .select("id")
      .where("sessionId", "=", sessionId)
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow();
    const kept = await db
      .selectFrom("deckPages")
      .where("deckId", "=", failed.id)
      .selectAll()
      .execute();
    expect(kept).toEqual([]);
  });

  it("refuses a 301-page PDF at once and keeps the deck", async () => {
    const sessionId = await sessionWithDeck();
    const refused = await uploadDeck(
      owner,
      sessionId,
      await deckPdf(Array.from({ length: 301 }, (_, i) => `Page ${i + 1}`)),
    );
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: "deck_too_many_pages" });
    expect(errorOf(refused).message).toMatch(/300 pages/);
    const deck = await deckOf(owner, sessionId);
    expect(deck.status).toBe("ready");
    expect(deck.pages).toHaveLength(3);
  });
});

describe("what attendees see", () => {
  it("serves attendees the pages up to the furthest shown, or the whole deck when allowed", async () => {
    const sessionId = await sessionWithDeck();
    const all = (await deckOf(owner, sessionId)).pages;
    expect(all).toHaveLength(3);
    expect((await deckOf(attendee, sessionId)).pages).toEqual([]);

    const { db } = server.lectern.ctx;
    await markShown(db, sessionId, 2);
    await markShown(db, sessionId, 1);
    const shown = await deckOf(attendee, sessionId);
    expect(shown).toMatchObject({ shownUpTo: 2, followAlong: "shown" });
    expect(shown.pages.map((page) => page.n)).toEqual([1, 2]);

    const second = await fetchImage(attendee, all[1]!.thumb);
    expect(second.status).toBe(200);
    expect(second.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const third = await fetchImage(attendee, all[2]!.thumb);
    expect(third.status).toBe(404);
    expect(await third.json()).toMatchObject({ code: "file_not_found" });
    // The owner sees ahead, but that page is never left in a shared cache.
    const ownersThird = await fetchImage(owner, all[2]!.image);
    expect(ownersThird.status).toBe(200);
    expect(ownersThird.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");

    const path = `/api/sessions/${sessionId}/deck`;
    expect((await attendee.patch(path, { followAlong: "whole-deck" })).status).toBe(401);
    must(await owner.patch(path, { followAlong: "whole-deck" }), 200, "whole deck");
    expect((await deckOf(attendee, sessionId)).pages).toHaveLength(3);
    expect((await fetchImage(attendee, all[2]!.thumb)).status).toBe(200);

    must(await owner.patch(path, { followAlong: "shown" }), 200, "shown only");
    expect((await fetchImage(attendee, all[2]!.thumb)).status).toBe(404);
    expect((await owner.patch(path, { followAlong: "everything" })).status).toBe(400);
  });

  it("gives speaker notes to the owner alone, up to 5,000 characters", async () => {
    const sessionId = await sessionWithDeck();
    const notesPath = (n: number) => `/api/sessions/${sessionId}/deck/pages/${n}/notes`;
    must(await owner.put(notesPath(1), { text: "Smile. Ask who lost Wi-Fi today." }), 200, "notes");
    must(await owner.put(notesPath(3), { text: "x".repeat(5_000) }), 200, "long notes");
    const tooLong = await owner.put(notesPath(2), { text: "x".repeat(5_001) });
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong).code).toBe("invalid");
    expect((await attendee.put(notesPath(2), { text: "Mine now" })).status).toBe(401);

    const read = await owner.get<DeckResponse>(`/api/sessions/${sessionId}/deck`);
    expect(read.body.notes).toEqual({
      1: "Smile. Ask who lost Wi-Fi today.",
      3: "x".repeat(5_000),
    });
    // Marked as the owner's view: no service worker or shared cache keeps the notes.
    expect(read.headers.get(OWNER_VIEW_HEADER)).toBe(OWNER_VIEW_VALUE);
    must(
      await owner.patch(`/api/sessions/${sessionId}/deck`, { followAlong: "whole-deck" }),
      200,
      "whole deck",
    );
    const seen = await attendee.get<DeckResponse>(`/api/sessions/${sessionId}/deck`);
    expect(seen.body).not.toHaveProperty("notes");
    expect(seen.headers.has(OWNER_VIEW_HEADER)).toBe(false);
  });
});

/** The stored files of the session's decks: page images and uploaded PDFs. */
async function deckFiles(sessionId: number): Promise<string[]> {
  const pages = await server.lectern.ctx.db
    .selectFrom("deckPages")
    .innerJoin("decks", "decks.id", "deckPages.deckId")
    .select(["imageName", "thumbName", "sourceStoredName"])
    .where("sessionId", "=", sessionId)
    .execute();
  return [
    ...new Set(pages.flatMap((page) => [page.imageName, page.thumbName, page.sourceStoredName!])),
  ];
}

describe("deleting", () => {
  it("keeps a deck's files through housekeeping's orphan sweep", async () => {
    const sessionId = await sessionWithDeck();
    const files = await deckFiles(sessionId);
    expect(files).toHaveLength(7);
    const { db, config, storage } = server.lectern.ctx;
    await runHousekeepingPass({
      db,
      config,
      storage,
      idempotencyKeyDays: 1,
      now: () => Date.now() + 2 * ORPHAN_MIN_AGE_MS,
    });
    for (const name of files) expect(await isStored(server, name)).toBe(true);
  });

  it("removes the deck's files with its session", async () => {
    const sessionId = await sessionWithDeck();
    const files = await deckFiles(sessionId);
    expect(files).toHaveLength(7);
    for (const name of files) expect(await isStored(server, name)).toBe(true);

    must(await owner.request("DELETE", `/api/sessions/${sessionId}`), 200, "delete the session");
    for (const name of files) expect(await isStored(server, name)).toBe(false);
  });
});

describe("a restart", () => {
  it("resumes a deck left rendering", async () => {
    const sessionId = (await createSession(owner)).id;
    const { db, storage } = server.lectern.ctx;
    // As a crash leaves it: the PDF stored and the deck "rendering", with no renderer on it.
    const sourceStoredName = await storage.save(threePages, {
      mime: "application/pdf",
      ext: "pdf",
    });
    await insertDeck(db, sessionId, {
      status: "rendering",
      sourceStoredName,
      sourceOwned: true,
      pageCount: 3,
    });
    const before = await deckOf(owner, sessionId);
    expect(before).toMatchObject({ status: "rendering", progress: { rendered: 0, total: 3 } });

    await server.restart();
    await server.lectern.decks.idle();
    const after = await deckOf(owner, sessionId);
    expect(after).toMatchObject({ status: "ready" });
    expect(after).not.toHaveProperty("error");
    expect(after.pages.map((page) => page.text)).toEqual(SLIDES);
  });

  it("renders a deck that two instances resume at once into one set of pages", async () => {
    const sessionId = (await createSession(owner)).id;
    const { db, storage, log } = server.lectern.ctx;
    const sourceStoredName = await storage.save(threePages, {
      mime: "application/pdf",
      ext: "pdf",
    });
    const deck = await insertDeck(db, sessionId, {
      status: "rendering",
      sourceStoredName,
      sourceOwned: true,
      pageCount: 3,
    });
    const storedBefore = await storedFileCount(server);
    const finished: number[] = [];
    const instances = [1, 2].map(() =>
      startDeckRenderer({ db, storage, log, onFinished: (id) => finished.push(id) }),
    );
    instances.forEach((instance) => instance.enqueue(deck.id));
    await Promise.all(instances.map((instance) => instance.idle()));
    await Promise.all(instances.map((instance) => instance.stop()));

    const after = await deckOf(owner, sessionId);
    expect(after.status).toBe("ready");
    expect(after.pages.map((page) => page.text)).toEqual(SLIDES);
    expect(finished).toEqual([sessionId]);
    // Only the pages recorded stay stored: the drawings that lost the race were removed.
    expect(await storedFileCount(server)).toBe(storedBefore + 2 * SLIDES.length);
  });
});
