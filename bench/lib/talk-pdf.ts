/**
 * A talk's deck as a PDF, for the benchmarks that render one (bench/deck.ts) or present one to a
 * hall (bench/slides.ts): on each slide a title bar, six lines of text and a picture with a
 * photo's gradients, made with pdf-lib, so its pages weigh what a real talk's pages weigh.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";

export async function talkPdf(pages: number): Promise<Uint8Array> {
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
