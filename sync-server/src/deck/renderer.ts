/**
 * Renders decks (docs/product.md, The deck; docs/decisions.md, The deck): each page of a session's
 * PDF once, to WebP at two widths with its text (page-drawing.ts), into the file storage, so every
 * instance serves the pages. One deck at a time per instance, in the background, one page at a
 * time, drawn in a worker thread (drawing-thread.ts) so the event loop stays free for the room.
 * The state is in the database: an instance that starts resumes the decks left "rendering",
 * skipping the pages already done; two instances that resume the same deck keep the page drawn
 * first. A PDF that cannot
 * be read fails its deck with a message for the speaker, and the session's previous deck stays
 * served; once a deck is ready, the session's older decks and their files go.
 */
import type { Db } from "../db/database.ts";
import type { DeckRow } from "../db/schema.ts";
import type { FileStorage } from "../files/storage.ts";
import type { SniffedType } from "../files/sniff.ts";
import type { Logger } from "../log.ts";
import { openDrawing, type Drawing } from "./drawing-thread.ts";
import { hashOf, messageOf, type RenderedPage } from "./page-drawing.ts";
import {
  deleteDecks,
  decksLeftRendering,
  findDeck,
  finishDeck,
  insertPage,
  otherDecks,
  pagesOf,
} from "./repo.ts";

const WEBP: SniffedType = { mime: "image/webp", ext: "webp" };

export interface DeckRenderer {
  /** Queues a deck for rendering, after the decks already queued. */
  enqueue(deckId: number): void;
  /** Resolves once every deck queued so far is done (tests and the bench wait on it). */
  idle(): Promise<void>;
  /** Stops after the page in progress; a deck not done stays "rendering" for the next start. */
  stop(): Promise<void>;
}

export interface DeckRendererDeps {
  db: Db;
  storage: FileStorage;
  log: Logger;
  /** A session's deck became ready or failed (the live channel's deck_update). */
  onFinished: (sessionId: number) => void;
}

/** Removes a deck's stored files after its rows are gone; a failure is logged, the sweep retries. */
export async function removeDeckFiles(
  { storage, log }: Pick<DeckRendererDeps, "storage" | "log">,
  names: readonly string[],
): Promise<void> {
  for (const name of names)
    await storage.remove(name).catch((error: unknown) => {
      log.warn(`Could not remove deck file ${name}`, error);
    });
}

export function startDeckRenderer({
  db,
  storage,
  log,
  onFinished,
}: DeckRendererDeps): DeckRenderer {
  const queued = new Set<number>();
  let tail: Promise<void> = Promise.resolve();
  let stopping = false;
  const removeFiles = (names: readonly string[]) => removeDeckFiles({ storage, log }, names);

  async function fail(deck: DeckRow, message: string): Promise<void> {
    log.info(`Deck ${deck.id} of session ${deck.sessionId} failed: ${message}`);
    if (!(await finishDeck(db, deck.id, { status: "failed", error: message }))) return;
    onFinished(deck.sessionId);
    const pages = await pagesOf(db, deck.id);
    await db.deleteFrom("deckPages").where("deckId", "=", deck.id).execute();
    await removeFiles(pages.flatMap((page) => [page.imageName, page.thumbName]));
  }

  async function render(deckId: number): Promise<void> {
    const deck = await findDeck(db, deckId);
    if (deck?.status !== "rendering") return;
    const bytes = deck.sourceStoredName && (await storage.read(deck.sourceStoredName));
    if (!bytes) return fail(deck, "The PDF is no longer stored. Please upload it again.");
    let drawing: Drawing;
    try {
      drawing = await openDrawing(bytes);
    } catch (error) {
      return fail(deck, messageOf(error));
    }
    try {
      const done = new Set((await pagesOf(db, deck.id)).map((page) => page.n));
      for (let n = 1; n <= deck.pageCount; n++) {
        if (stopping) return;
        if (done.has(n)) continue;
        let page: RenderedPage;
        try {
          page = await drawing.draw(n);
        } catch (error) {
          return fail(deck, `Page ${n} of this PDF could not be drawn (${messageOf(error)})`);
        }
        const imageName = await storage.save(page.image, WEBP);
        const thumbName = await storage.save(page.thumb, WEBP);
        // The speaker may have replaced the deck meanwhile: then its pages are not kept.
        if ((await findDeck(db, deck.id))?.status !== "rendering")
          return removeFiles([imageName, thumbName]);
        const recorded = await insertPage(db, {
          deckId: deck.id,
          n,
          imageName,
          imageHash: hashOf(page.image),
          thumbName,
          thumbHash: hashOf(page.thumb),
          text: page.text,
        });
        if (!recorded) await removeFiles([imageName, thumbName]);
      }
      if (!(await finishDeck(db, deck.id, { status: "ready", error: null }))) return;
      onFinished(deck.sessionId);
      await removeFiles(await deleteDecks(db, await otherDecks(db, deck.sessionId, deck.id)));
    } finally {
      await drawing.close();
    }
  }

  function enqueue(deckId: number): void {
    if (stopping || queued.has(deckId)) return;
    queued.add(deckId);
    tail = tail
      .then(() => render(deckId))
      .catch((error: unknown) => log.error(`Rendering deck ${deckId} failed`, error))
      .finally(() => queued.delete(deckId));
  }

  const resumed = decksLeftRendering(db).then(
    (ids) => ids.forEach(enqueue),
    (error: unknown) => log.error("Could not resume the decks left rendering", error),
  );

  async function idle(): Promise<void> {
    await resumed;
    let seen: Promise<void>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
  }

  return {
    enqueue,
    idle,
    stop() {
      stopping = true;
      return idle();
    },
  };
}
