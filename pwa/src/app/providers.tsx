/**
 * App-wide providers: the query client (made by the entry, which may start the first screen's reads
 * before React runs) and the toaster (one toast visible, about 5 s; its own labels translated).
 * The toaster loads with the first toast, so it renders into a live region that index.html has
 * from the start: a screen reader knows the region before the first toast is put in it.
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { loadSonner, onToastRequest, toastRequests } from "./toast.ts";

/** sonner's Toaster, mounted once the first toast is asked for (see toast.ts). */
function AppToaster() {
  const { t } = useTranslator();
  const requests = useSyncExternalStore(onToastRequest, toastRequests, () => 0);
  const [sonner, setSonner] = useState<typeof import("sonner") | null>(null);
  useEffect(() => {
    if (requests > 0 && !sonner) loadSonner().then(setSonner, () => undefined);
  }, [requests, sonner]);
  if (!sonner) return null;
  return createPortal(
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close notification") }}
    />,
    document.getElementById("notifications") ?? document.body,
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
