/**
 * Keeping a session's files on the device: fetches each resource file into the files cache, with
 * progress. Loaded when the attendee taps Save for offline, not with the page.
 */
import { FILES_CACHE, resourceFileUrl } from "./cache-rules.ts";
import type { SavableFile } from "./saved-files.ts";

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
 * failure (network, server or a full disk), leaving the files saved so far in the cache.
 */
export async function saveFilesForOffline(
  files: SavableFile[],
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
  for (const file of files) {
    const url = resourceFileUrl(file.id);
    const response = await fetch(url, { credentials: "include", cache: "no-store" });
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
