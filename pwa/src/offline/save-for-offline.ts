/**
 * Keeping a session's files on the device: each file is a download like a tap on it (recorded for
 * the speaker through the outbox, docs/decisions.md, Attendee data), fetched with the download
 * token the answer carries and kept in the files cache under the file's plain address, with
 * progress. Loaded when the attendee taps Save for offline, not with the page.
 */
import type { DownloadResponse, Locale } from "@lectern/shared";
import { sendAction } from "../attendee/send-action.ts";
import { FILES_CACHE, resourceFileUrl } from "./cache-rules.ts";
import type { SavableFile } from "./saved-files.ts";

/** Why a save stopped before fetching a file: the server wants an e-mail, or its confirmation. */
export class SaveNeedsEmail extends Error {
  constructor(readonly reason: "email_required" | "confirm") {
    super(reason);
  }
}

export interface SaveRequest {
  sessionId: number;
  /** The e-mail the dialog just took, sent with the first file's download; else the one given before. */
  email?: string;
  locale: Locale;
}

/** The tokened address of one file, from a recorded download. */
async function tokenedUrl(
  file: SavableFile,
  request: SaveRequest,
  first: boolean,
): Promise<string> {
  const email = first ? request.email : undefined;
  const outcome = await sendAction({
    kind: "download",
    sessionId: request.sessionId,
    resourceId: file.id,
    email,
    ...(email === undefined ? {} : { locale: request.locale }),
  });
  if (outcome.status === "failed" && outcome.code === "email_required")
    throw new SaveNeedsEmail("email_required");
  if (outcome.status !== "sent" || outcome.response === null)
    throw new Error(`${file.title} could not be recorded`);
  const answer = outcome.response as DownloadResponse;
  if (answer.kind === "confirm") throw new SaveNeedsEmail("confirm");
  return answer.url;
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
}

async function readWithProgress(
  response: Response,
  onBytes: (count: number) => void,
): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks, {
    type: response.headers.get("Content-Type") ?? "application/octet-stream",
  });
}

/**
 * Fetches every file into the cache, one after another, reporting progress. Throws on the first
 * failure (network, server or a full disk), leaving the files saved so far in the cache; throws
 * SaveNeedsEmail when the server does not know this visitor's e-mail, or waits for its
 * confirmation.
 */
export async function saveFilesForOffline(
  files: SavableFile[],
  request: SaveRequest,
  onProgress: (progress: SaveProgress) => void,
): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  const progress: SaveProgress = {
    done: 0,
    total: files.length,
    bytes: 0,
    totalBytes: files.reduce((sum, file) => sum + (file.fileSize ?? 0), 0),
  };
  onProgress({ ...progress });
  for (const [index, file] of files.entries()) {
    const url = resourceFileUrl(file.id);
    const response = await fetch(await tokenedUrl(file, request, index === 0), {
      credentials: "include",
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`${response.status}: ${file.title} could not be fetched`);
    const blob = await readWithProgress(response, (count) => {
      progress.bytes += count;
      onProgress({ ...progress });
    });
    await cache.put(url, new Response(blob, { status: 200, headers: response.headers }));
    progress.done += 1;
    onProgress({ ...progress });
  }
}
