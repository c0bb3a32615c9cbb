/**
 * Attachment rules and the simulated upload progress (docs/product.md, Create session): PDF or
 * image, at most 20MB; progress ticks every 200 ms by 20 up to 80, then 100 on success, 0 on
 * failure.
 */
import {
  ATTACHMENT_MAX_BYTES,
  MAX_LENGTH,
  MESSAGES,
  msg,
  UPLOAD_PROGRESS_CAP,
  UPLOAD_PROGRESS_STEP,
  UPLOAD_PROGRESS_TICK_MS,
} from "@lectern/shared";

const ALLOWED_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"];
export const ATTACHMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.gif,.webp,application/pdf,image/png,image/jpeg,image/gif,image/webp";
/** The edit screen's picker: pdf, png, jpg, jpeg (docs/product.md, Edit session). */
export const EDIT_UPLOAD_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/** Why a file cannot be attached, in English (shown through t()); or null. */
export function attachmentProblem(file: File): { title: string; description: string } | null {
  if (!ALLOWED_TYPES.includes(file.type))
    return { title: msg("Unsupported file"), description: MESSAGES.fileTypeNotAllowed };
  if (file.size > ATTACHMENT_MAX_BYTES)
    return { title: MESSAGES.fileTooLargeTitle, description: MESSAGES.attachmentTooLarge };
  return null;
}

/**
 * Splits picked files into those that may be attached and the refusals to show: one per kind of
 * problem, with the exact text of docs/product.md (several oversized files give one "File too
 * large" / "File size must be less than 20MB", not one toast per file).
 */
export function sortAttachments(files: readonly File[]): {
  accepted: File[];
  refusals: Array<{ title: string; description: string }>;
} {
  const accepted: File[] = [];
  const refusals: Array<{ title: string; description: string }> = [];
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (!problem) accepted.push(file);
    else if (
      !refusals.some((r) => r.title === problem.title && r.description === problem.description)
    )
      refusals.push(problem);
  }
  return { accepted, refusals };
}

/**
 * A default title for a file, tidied from its name: no extension, underscores, dashes and dots
 * between words as spaces, one space at a time, the first letter capital ("q3_sales-deck.v2.pdf":
 * "Q3 sales deck v2"); the name itself when nothing is left; at most the title's length.
 */
export function titleFromFileName(name: string): string {
  const tidy = name
    .replace(/\.[\p{L}\p{N}]{1,5}$/u, "")
    .replace(/[_\s]+/g, " ")
    // A dash or dot next to a letter parts words; between digits (a date, a version) it stays.
    .replace(/(?<=\p{L})[-.](?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])[-.](?=\p{L})/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const title = tidy === "" ? name.trim() : tidy.charAt(0).toUpperCase() + tidy.slice(1);
  return title.slice(0, MAX_LENGTH.title);
}

/** A file size as `locale` writes it: bytes, whole kilobytes, or megabytes with one decimal. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, value, digits] =
    bytes < 1024
      ? (["byte", bytes, 0] as const)
      : bytes < 1024 * 1024
        ? (["kilobyte", Math.round(bytes / 1024), 0] as const)
        : (["megabyte", bytes / (1024 * 1024), 1] as const);
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Starts the simulated progress; call the returned function to stop it. */
export function simulateProgress(onProgress: (percent: number) => void): () => void {
  let percent = 0;
  onProgress(percent);
  const timer = setInterval(() => {
    percent = Math.min(UPLOAD_PROGRESS_CAP, percent + UPLOAD_PROGRESS_STEP);
    onProgress(percent);
    if (percent >= UPLOAD_PROGRESS_CAP) clearInterval(timer);
  }, UPLOAD_PROGRESS_TICK_MS);
  return () => clearInterval(timer);
}

export type UploadStatus = "attached" | "uploading" | "uploaded" | "failed";
