/**
 * Which of a session's resource files are kept on the device (in the files cache) for opening with
 * no network. Small, because the session page asks it on every visit; saving them
 * (save-for-offline.ts) and opening a kept one (open-saved-file.ts) load on use.
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
