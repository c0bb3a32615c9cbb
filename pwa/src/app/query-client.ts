/**
 * TanStack Query as docs/product.md, API, says: never stale, no refetch on focus, no retries, and
 * every read made even while the browser says it is offline ("offlineFirst"), so it reaches the
 * service worker, which answers from its last copy or fails at once (docs/decisions.md,
 * Offline-first). The default ("online") would hold every read started after the `offline` event
 * until the network came back: an open page would say "Loading..." with copies at hand.
 */
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}
