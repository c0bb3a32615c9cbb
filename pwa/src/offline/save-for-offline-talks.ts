/**
 * Keeping every talk page of an event on the device (the agenda's Save for offline): for each talk,
 * the reads its /session/{id} page opens with (the public view and the polls) are fetched and put
 * in the API cache under their plain paths, where the service worker looks for them, so the page
 * opens offline, pre-rendered from them (sw.ts), as after a visit; its code is in the app shell's
 * precache already. An owner's answer is never kept (docs/decisions.md, Authorization). Loaded
 * when the attendee taps Save for offline, not with the agenda.
 */
import { getVisitorId } from "../api/client.ts";
import {
  KEEP_ONLY_HEADER,
  OWNER_VIEW_HEADER,
  OWNER_VIEW_VALUE,
  VISITOR_ID_HEADER,
} from "@lectern/shared";
import { API_CACHE, talkPageReadPaths } from "./cache-rules.ts";

/**
 * Fetches each talk's reads into the cache, one talk after another, telling how many are done.
 * Throws on the first failure (network, server or a full disk), the talks saved so far kept.
 */
export async function saveTalkPagesForOffline(
  sessionIds: readonly number[],
  onProgress: (done: number) => void,
): Promise<void> {
  const cache = await caches.open(API_CACHE);
  const visitorId = getVisitorId();
  const headers: Record<string, string> = { Accept: "application/json", [KEEP_ONLY_HEADER]: "1" };
  if (visitorId) headers[VISITOR_ID_HEADER] = visitorId;
  onProgress(0);
  for (const [index, sessionId] of sessionIds.entries()) {
    for (const path of talkPageReadPaths(sessionId)) {
      const response = await fetch(path, { credentials: "include", cache: "no-store", headers });
      if (!response.ok) throw new Error(`${response.status}: ${path} could not be fetched`);
      if (response.headers.get(OWNER_VIEW_HEADER) !== OWNER_VIEW_VALUE)
        await cache.put(path, response);
    }
    onProgress(index + 1);
  }
}
