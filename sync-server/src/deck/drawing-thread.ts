/**
 * A PDF opened in a worker thread of its own (drawing-worker.ts), whose pages are drawn there one
 * at a time: drawing a page takes a few hundred milliseconds of CPU that would otherwise stop the
 * live channel of a room in full voice. One thread per deck being rendered; closed when done.
 */
import { Worker } from "node:worker_threads";
import { UnreadablePdf, type RenderedPage } from "./page-drawing.ts";

export type DrawingRequest = { type: "draw"; n: number } | { type: "close" };
export type DrawingAnswer =
  | { type: "opened"; pages: number }
  | { type: "drawn"; n: number; image: Uint8Array; thumb: Uint8Array; text: string }
  | { type: "failed"; message: string; unreadable: boolean };

export interface Drawing {
  /** Draws page n (1 for the first); rejects with UnreadablePdf when the page cannot be drawn. */
  draw(n: number): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * The thread runs TypeScript as the server does, through tsx's loader, which it starts itself: a
 * worker thread does not take over the loader of the thread that made it.
 */
const BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(
  new URL("./drawing-worker.ts", import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`;

/** Opens the PDF `bytes` in a new drawing thread; rejects with UnreadablePdf when it cannot be read. */
export function openDrawing(bytes: Uint8Array): Promise<Drawing> {
  const worker = new Worker(BOOT, { eval: true, workerData: bytes });
  let waiting: ((answer: DrawingAnswer) => void) | null = null;
  let ended: Error | null = null;
  const next = () =>
    new Promise<DrawingAnswer>((resolve, reject) => {
      if (ended) reject(ended);
      else waiting = resolve;
    });
  worker.on("message", (message: DrawingAnswer) => {
    const resolve = waiting;
    waiting = null;
    resolve?.(message);
  });
  const end = (error: Error) => {
    ended = error;
    const resolve = waiting;
    waiting = null;
    resolve?.({ type: "failed", message: error.message, unreadable: false });
  };
  worker.on("error", end);
  worker.on("exit", () => end(new Error("the drawing thread stopped")));

  const failure = (answer: Extract<DrawingAnswer, { type: "failed" }>) =>
    answer.unreadable ? new UnreadablePdf(answer.message) : new Error(answer.message);

  const close = async () => {
    if (ended) return;
    worker.postMessage({ type: "close" } satisfies DrawingRequest);
    await new Promise((resolve) => worker.once("exit", resolve));
  };

  return next().then(async (opened) => {
    if (opened.type !== "opened") {
      await worker.terminate();
      throw opened.type === "failed" ? failure(opened) : new Error("unexpected drawing answer");
    }
    return {
      async draw(n) {
        worker.postMessage({ type: "draw", n } satisfies DrawingRequest);
        const answer = await next();
        if (answer.type === "failed") throw failure(answer);
        if (answer.type !== "drawn" || answer.n !== n) throw new Error("unexpected drawing answer");
        return {
          image: Buffer.from(answer.image.buffer, answer.image.byteOffset, answer.image.length),
          thumb: Buffer.from(answer.thumb.buffer, answer.thumb.byteOffset, answer.thumb.length),
          text: answer.text,
        };
      },
      close,
    };
  });
}
