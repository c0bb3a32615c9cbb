/**
 * Opens (downloads) the copy of a resource's file kept for offline, under the name the server
 * gave it, and tells whether one is kept. Used by a resource tap that could not reach the server,
 * and by the hand-over of a download sent later, so it loads with that code.
 */
import { FILES_CACHE, resourceFileUrl } from "./cache-rules.ts";
import type { SavableFile } from "./saved-files.ts";

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

/** The kept copy of a resource's file, if any. */
async function savedCopy(resourceId: number): Promise<Response | undefined> {
  if (typeof caches === "undefined") return undefined;
  return (await caches.open(FILES_CACHE)).match(resourceFileUrl(resourceId));
}

/** Whether a copy of the resource's file is kept for offline. */
export async function hasSavedFile(resourceId: number): Promise<boolean> {
  return (await savedCopy(resourceId)) !== undefined;
}

/** Opens (downloads) a kept copy of a resource's file; false when none is kept. */
export async function openSavedFile(resource: Pick<SavableFile, "id" | "title">): Promise<boolean> {
  const response = await savedCopy(resource.id);
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
