/**
 * App-wide providers: the query client (made by the entry, which may start the first screen's reads
 * before React runs) and the toaster (one toast visible, about 5 s).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { loadSonner, onToastRequest, toastRequests } from "./toast.ts";

/** sonner's Toaster, mounted once the first toast is asked for (see toast.ts). */
function AppToaster() {
  const requests = useSyncExternalStore(onToastRequest, toastRequests, () => 0);
  const [sonner, setSonner] = useState<typeof import("sonner") | null>(null);
  useEffect(() => {
    if (requests > 0 && !sonner) loadSonner().then(setSonner, () => undefined);
  }, [requests, sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
    />
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
