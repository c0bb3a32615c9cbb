/**
 * Renders decks (docs/product.md, The deck; docs/decisions.md, The deck): each page of a session's
 * PDF once, to WebP at IMAGE_WIDTH and THUMB_WIDTH px wide with its text, into the file storage, so
 * every instance serves the pages. One deck at a time per instance, in the background, one page at
 * a time with a turn of the event loop between pages. The state is in the database: an instance
 * that starts resumes the decks left "rendering", skipping the pages already done. A PDF that cannot
 * be read fails its deck with a message for the speaker, and the session's previous deck stays
 * served; once a deck is ready, the session's older decks and their files go.
 */
import crypto from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import type { Db } from "../db/database.ts";
import type { DeckRow } from "../db/schema.ts";
import type { FileStorage } from "../files/storage.ts";
import type { SniffedType } from "../files/sniff.ts";
import type { Logger } from "../log.ts";
import {
  deleteDecks,
  decksLeftRendering,
  findDeck,
  finishDeck,
  insertPage,
  otherDecks,
  pagesOf,
} from "./repo.ts";

/** The projector's page: a 1080p screen's width. */
export const IMAGE_WIDTH = 1920;
/** A phone's page and the console's thumbnails. */
export const THUMB_WIDTH = 960;
const WEBP_QUALITY = 80;
/** A page at most this many times as tall as wide: a taller one would not fit in memory drawn. */
const MAX_ASPECT = 4;
const WEBP: SniffedType = { mime: "image/webp", ext: "webp" };

/** pdfjs draws the 14 standard PDF fonts from these files when a PDF does not embed them. */
const STANDARD_FONTS =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
    "standard_fonts",
  ) + path.sep;

/** Why a PDF cannot be a deck, in words for the speaker. */
export class UnreadablePdf extends Error {}

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      // pdfjs may take the buffer over, so it gets a copy.
      data: new Uint8Array(bytes),
      standardFontDataUrl: STANDARD_FONTS,
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new UnreadablePdf(`This PDF could not be read (${messageOf(error)})`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A content hash for an image's URL: the same URL never stands for other bytes. */
function hashOf(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}

interface RenderedPage {
  image: Buffer;
  thumb: Buffer;
  text: string;
}

export async function renderPage(pdf: PDFDocumentProxy, n: number): Promise<RenderedPage> {
  const page = await pdf.getPage(n);
  try {
    const viewport = page.getViewport({
      scale: IMAGE_WIDTH / page.getViewport({ scale: 1 }).width,
    });
    const width = Math.round(viewport.width);
    const height = Math.round(viewport.height);
    if (height > width * MAX_ASPECT) throw new UnreadablePdf("the page is too tall to show");
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    await page.render({
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const raw = { raw: { width, height, channels: 4 as const } };
    const pixels = context.getImageData(0, 0, width, height).data;
    const [image, thumb, content] = await Promise.all([
      sharp(pixels, raw).webp({ quality: WEBP_QUALITY }).toBuffer(),
      sharp(pixels, raw).resize({ width: THUMB_WIDTH }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      page.getTextContent(),
    ]);
    const text = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
      .join("")
      .replace(/[ \t]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .trim();
    return { image, thumb, text };
  } finally {
    page.cleanup();
  }
}

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
    let pdf: PDFDocumentProxy;
    try {
      pdf = await openPdf(bytes);
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
          page = await renderPage(pdf, n);
        } catch (error) {
          return fail(deck, `Page ${n} of this PDF could not be drawn (${messageOf(error)})`);
        }
        const imageName = await storage.save(page.image, WEBP);
        const thumbName = await storage.save(page.thumb, WEBP);
        // The speaker may have replaced the deck meanwhile: then its pages are not kept.
        if ((await findDeck(db, deck.id))?.status !== "rendering")
          return removeFiles([imageName, thumbName]);
        await insertPage(db, {
          deckId: deck.id,
          n,
          imageName,
          imageHash: hashOf(page.image),
          thumbName,
          thumbHash: hashOf(page.thumb),
          text: page.text,
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!(await finishDeck(db, deck.id, { status: "ready", error: null }))) return;
      onFinished(deck.sessionId);
      await removeFiles(await deleteDecks(db, await otherDecks(db, deck.sessionId, deck.id)));
    } finally {
      await pdf.destroy();
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
