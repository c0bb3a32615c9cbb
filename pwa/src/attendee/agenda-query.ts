/**
 * The agenda's one read, GET /api/events/{slug}/public, keyed by its path like the session page's
 * reads (queries.ts), so the service worker's copy and the page's cache are found by the same
 * path. A page the server pre-rendered (@lectern/shared's event-page-html.ts) carries that read in
 * a JSON data block, taken at start-up (prerendered-reads.ts) and shown while the page's own read
 * runs, so its first render is the static HTML's screen, which React hydrates.
 */
import { useQuery } from "@tanstack/react-query";
import type { PublicEvent } from "@lectern/shared";
import { apiRequest } from "../api/client.ts";
import { prerenderedEvent } from "./prerendered-reads.ts";

export const publicEventPath = (slug: string) => `/api/events/${encodeURIComponent(slug)}/public`;

export function usePublicEvent(slug: string) {
  return useQuery({
    queryKey: [publicEventPath(slug)],
    queryFn: ({ queryKey, signal }) => apiRequest<PublicEvent>(String(queryKey[0]), { signal }),
    placeholderData: prerenderedEvent(slug),
  });
}
