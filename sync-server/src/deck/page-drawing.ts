/**
 * Draws a PDF's pages (docs/product.md, The deck): each page to WebP at IMAGE_WIDTH and THUMB_WIDTH
 * px wide, with its text, by pdfjs on @napi-rs/canvas and sharp, all from npm. Used by the drawing
 * thread (drawing-worker.ts), so a page's few hundred milliseconds of drawing never hold up the
 * server's event loop; the upload route opens a PDF here only to count its pages.
 */
import crypto from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";

/** The projector's page: a 1080p screen's width. */
export const IMAGE_WIDTH = 1920;
/** A phone's page and the console's thumbnails. */
export const THUMB_WIDTH = 960;
const WEBP_QUALITY = 80;
/** A page at most this many times as tall as wide: a taller one would not fit in memory drawn. */
const MAX_ASPECT = 4;

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

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A content hash for an image's URL: the same URL never stands for other bytes. */
export function hashOf(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}

export interface RenderedPage {
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
