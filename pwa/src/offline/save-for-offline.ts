/**
 * Keeping a session's files on the device: fetch each resource file into the files cache (with
 * progress), tell which ones are kept, and open a kept file with no network.
 */
import { FILES_CACHE, resourceFileUrl } from "./cache-rules.ts";

export interface SavableFile {
  id: number;
  title: string;
  filePath: string | null;
  fileSize: number | null;
}

export function filesOf<T extends SavableFile>(resources: T[]): T[] {
  return resources.filter((resource) => resource.filePath);
}

/** How many of the given files are already in the files cache. */
export async function countSaved(files: SavableFile[]): Promise<number> {
  if (typeof caches === "undefined") return 0;
  const cache = await caches.open(FILES_CACHE);
  const found = await Promise.all(files.map((file) => cache.match(resourceFileUrl(file.id))));
  return found.filter(Boolean).length;
}

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
}

async function readWithProgress(response: Response, onBytes: (count: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    onBytes(value.byteLength);
  }
  return new Blob(chunks, { type: response.headers.get("Content-Type") ?? "application/octet-stream" });
}

/**
 * Fetches every file into the cache, one after another, reporting progress. Throws on the first
 * failure (network, server or a full disk), leaving the files saved so far in the cache.
 */
export async function saveFilesForOffline(files: SavableFile[], onProgress: (progress: SaveProgress) => void): Promise<void> {
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

function fileNameFrom(disposition: string | null, fallback: string): string {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: try the plain one.
    }
  }
  return (disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1]) || fallback;
}

/** Opens (downloads) a kept copy of a resource's file; false when none is kept. */
export async function openSavedFile(resource: Pick<SavableFile, "id" | "title">): Promise<boolean> {
  if (typeof caches === "undefined") return false;
  const cache = await caches.open(FILES_CACHE);
  const response = await cache.match(resourceFileUrl(resource.id));
  if (!response) return false;
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = objectUrl;
  anchor.download = fileNameFrom(response.headers.get("Content-Disposition"), resource.title);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
}
