/**
 * Benchmark `deck` (docs/benchmarks.md): how fast this machine renders a deck, and what a phone
 * fetches to follow it. A PDF of PAGES slides like a talk's (bench/lib/talk-pdf.ts) goes through the server's own renderer
 * (deck/renderer.ts) on a fresh SQLite database and local file storage, as an upload does: pages
 * per second, the time from queueing to the first page recorded, the longest the event loop was
 * held meanwhile (what a vote arriving then would wait), and the sizes of the pages at both widths.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { openSqlite } from "../sync-server/src/db/sqlite/open.ts";
import { startDeckRenderer } from "../sync-server/src/deck/renderer.ts";
import { countPages, findDeck, insertDeck, pagesOf } from "../sync-server/src/deck/repo.ts";
import { createFileStorage } from "../sync-server/src/files/open-storage.ts";
import { createLogger } from "../sync-server/src/log.ts";
import { round } from "./lib/stats.ts";
import { talkPdf } from "./lib/talk-pdf.ts";

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
  /** The pages at 960 px, what a phone fetches to follow the whole deck: median, largest, all. */
  medianThumbBytes: number;
  largestThumbBytes: number;
  totalThumbBytes: number;
  medianImageBytes: number;
  pdfBytes: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
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
      largestThumbBytes: Math.max(...thumbs),
      totalThumbBytes: thumbs.reduce((sum, size) => sum + size, 0),
      medianImageBytes: median(images),
      pdfBytes: pdf.length,
    };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
