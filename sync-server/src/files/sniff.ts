/**
 * Tells a file's type from its first bytes (docs/decisions.md, Files): PDF, PNG, JPEG, GIF, WebP.
 * The uploaded name and the browser's claimed type are never trusted.
 */
export interface SniffedType {
  mime: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  ext: "pdf" | "png" | "jpg" | "gif" | "webp";
}

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffFileType(buf: Uint8Array): SniffedType | null {
  if (startsWith(buf, ascii("%PDF-"))) return { mime: "application/pdf", ext: "pdf" };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: "image/png", ext: "png" };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(buf, ascii("GIF87a")) || startsWith(buf, ascii("GIF89a")))
    return { mime: "image/gif", ext: "gif" };
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8))
    return { mime: "image/webp", ext: "webp" };
  return null;
}

export function isImage(type: SniffedType): boolean {
  return type.mime.startsWith("image/");
}
