/**
 * The reads a page made before its first service worker took control never went through it, so
 * the worker kept no copy: a visitor who opened a session page once and then lost the connection
 * would reload to an empty page. When the worker takes control, the page hands it the public reads
 * it already has, as the worker would have kept them (no second request, so no second page view).
 * A signed-in speaker's reads, and any answer the server marked as the owner's view, are never
 * handed over (docs/decisions.md, Authorization).
 */
import type { QueryClient } from "@tanstack/react-query";
import { wasOwnerAnswer } from "../api/owner-answers.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { API_CACHE, matchesAny, PUBLIC_API_READS } from "./cache-rules.ts";

export async function keepFirstReads(client: QueryClient): Promise<void> {
  if (getCurrentUser()) return;
  const cache = await caches.open(API_CACHE);
  const kept = client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey: [path], state }) =>
      typeof path === "string" &&
      matchesAny(PUBLIC_API_READS, path) &&
      state.status === "success" &&
      !wasOwnerAnswer(path)
        ? [{ path, state }]
        : [],
    )
    .map(async ({ path, state }) => {
      if (await cache.match(path)) return;
      const headers = {
        "Content-Type": "application/json",
        Date: new Date(state.dataUpdatedAt).toUTCString(),
      };
      await cache.put(path, new Response(JSON.stringify(state.data), { headers }));
    });
  await Promise.all(kept);
}
