/**
 * The drawing thread's body (drawing-thread.ts): opens one PDF and draws the pages it is asked for,
 * one at a time, answering each page's images (their memory moved, not copied) and text, or why it
 * could not. Runs in a worker thread so drawing never holds up the server's event loop.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { messageOf, openPdf, renderPage, UnreadablePdf } from "./page-drawing.ts";
import type { DrawingAnswer, DrawingRequest } from "./drawing-thread.ts";

const port = parentPort!;
const answer = (message: DrawingAnswer, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

let pdf: PDFDocumentProxy | null = null;
try {
  pdf = await openPdf(workerData as Uint8Array);
  answer({ type: "opened", pages: pdf.numPages });
} catch (error) {
  answer({ type: "failed", message: messageOf(error), unreadable: error instanceof UnreadablePdf });
}

port.on("message", (request: DrawingRequest) => {
  if (request.type === "close") {
    void Promise.resolve(pdf?.destroy()).finally(() => port.close());
    return;
  }
  if (!pdf) return;
  renderPage(pdf, request.n).then(
    (page) => {
      const image = new Uint8Array(page.image);
      const thumb = new Uint8Array(page.thumb);
      answer({ type: "drawn", n: request.n, image, thumb, text: page.text }, [
        image.buffer,
        thumb.buffer,
      ]);
    },
    (error: unknown) =>
      answer({
        type: "failed",
        message: messageOf(error),
        unreadable: error instanceof UnreadablePdf,
      }),
  );
});
