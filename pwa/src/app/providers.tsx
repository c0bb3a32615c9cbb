/** App-wide providers: the query client and the toaster (one toast visible, about 5 s). */
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { createQueryClient } from "./query-client.ts";
import { loadSonner, onToastRequest, toastRequests } from "./toast.ts";

/** sonner's Toaster, mounted once the first toast is asked for (see toast.ts). */
function AppToaster() {
  const requests = useSyncExternalStore(onToastRequest, toastRequests, () => 0);
  const [sonner, setSonner] = useState<typeof import("sonner") | null>(null);
  useEffect(() => {
    if (requests > 0 && !sonner) loadSonner().then(setSonner, () => undefined);
  }, [requests, sonner]);
  if (!sonner) return null;
  return <sonner.Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
