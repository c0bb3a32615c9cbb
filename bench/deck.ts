/**
 * Benchmark `deck` (docs/benchmarks.md): how fast this machine renders a deck, and what a phone
 * fetches to follow it. A PDF of PAGES slides like a talk's (a title bar, six lines of text and a
 * photo-like picture on each), made with pdf-lib, goes through the server's own renderer
 * (deck/renderer.ts) on a fresh SQLite database and local file storage, as an upload does: pages
 * per second, the time from queueing to the first page recorded, the longest the event loop was
 * held meanwhile (what a vote arriving then would wait), and the sizes of the pages at both widths.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import { openSqlite } from "../sync-server/src/db/sqlite/open.ts";
import { startDeckRenderer } from "../sync-server/src/deck/renderer.ts";
import { countPages, findDeck, insertDeck, pagesOf } from "../sync-server/src/deck/repo.ts";
import { createFileStorage } from "../sync-server/src/files/open-storage.ts";
import { createLogger } from "../sync-server/src/log.ts";
import { round } from "./lib/stats.ts";

export interface DeckOptions {
  pages: number;
}

export interface DeckResult {
  options: DeckOptions;
  pagesPerSecond: number;
  firstPageMs: number;
  totalMs: number;
  /** The longest the event loop was held while the deck rendered. */
  maxEventLoopDelayMs: number;
  medianThumbBytes: number;
  totalThumbBytes: number;
  medianImageBytes: number;
  pdfBytes: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A talk's slide: a title bar, six lines of text and a picture with a photo's gradients. */
async function talkPdf(pages: number): Promise<Uint8Array> {
  const width = 640;
  const height = 360;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + 127 * Math.sin((x + y) / 23);
    }
  const picture = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const image = await doc.embedJpg(picture);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([960, 540]);
    page.drawRectangle({ x: 0, y: 450, width: 960, height: 90, color: rgb(0.1, 0.25, 0.55) });
    page.drawText(`${n}. Offline-first web apps`, {
      x: 40,
      y: 480,
      size: 36,
      font,
      color: rgb(1, 1, 1),
    });
    for (let line = 0; line < 6; line++)
      page.drawText(`Point ${line + 1}: what venue Wi-Fi does to slide ${n}`, {
        x: 40,
        y: 390 - line * 48,
        size: 22,
        font,
      });
    page.drawImage(image, { x: 560, y: 60, width: 360, height: 202 });
  }
  return doc.save();
}

export async function runDeck(
  options: DeckOptions,
  log: (line: string) => void,
): Promise<DeckResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-deck-"));
  const { db } = await openSqlite(dataDir);
  try {
    const storage = createFileStorage({ dataDir, fileStorage: "local" }, db);
    const user = await db
      .insertInto("users")
      .values({
        email: "bench@lectern.test",
        firstName: "Bench",
        lastName: "Speaker",
        designation: null,
        company: null,
        bio: null,
        linkedinUrl: null,
        profilePicture: null,
        profileCompleted: 1,
        createdAt: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = await db
      .insertInto("sessions")
      .values({
        userId: user.id,
        eventName: "Bench",
        title: "A deck",
        description: "",
        qaEnabled: 1,
        createdAt: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const pdf = await talkPdf(options.pages);
    log(`deck: rendering a ${options.pages}-page PDF of ${Math.round(pdf.length / 1024)} kB`);
    const renderer = startDeckRenderer({
      db,
      storage,
      log: createLogger("error"),
      // Nobody listens to the bench's deck.
      onFinished: () => undefined,
    });
    await renderer.idle();
    const sourceStoredName = await storage.save(pdf, { mime: "application/pdf", ext: "pdf" });
    const deck = await insertDeck(db, session.id, {
      status: "rendering",
      sourceStoredName,
      sourceOwned: true,
      pageCount: options.pages,
    });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    renderer.enqueue(deck.id);
    while ((await countPages(db, deck.id)) === 0) await sleep(5);
    const firstPageMs = performance.now() - started;
    await renderer.idle();
    const totalMs = performance.now() - started;
    delay.disable();
    const status = (await findDeck(db, deck.id))?.status;
    if (status !== "ready") throw new Error(`the deck ended ${status ?? "gone"}`);
    await renderer.stop();

    const pages = await pagesOf(db, deck.id);
    const sizes = async (name: (page: (typeof pages)[number]) => string) =>
      Promise.all(
        pages.map(
          async (page) => (await fs.promises.stat(path.join(dataDir, "uploads", name(page)))).size,
        ),
      );
    const thumbs = await sizes((page) => page.thumbName);
    const images = await sizes((page) => page.imageName);
    return {
      options,
      pagesPerSecond: round(options.pages / (totalMs / 1000), 1),
      firstPageMs: Math.round(firstPageMs),
      totalMs: Math.round(totalMs),
      maxEventLoopDelayMs: Math.round(delay.max / 1e6),
      medianThumbBytes: median(thumbs),
      totalThumbBytes: thumbs.reduce((sum, size) => sum + size, 0),
      medianImageBytes: median(images),
      pdfBytes: pdf.length,
    };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
