/**
 * App-wide providers: the query client (made by the entry, which may start the first screen's reads
 * before React runs) and the toaster (one toast visible, about 5 s; its own labels translated).
 * Toasts sit at the bottom, above the bars kept there (the console's stage bar, the floating Ask
 * Question), where the page's scroll-padding (styles.css) keeps focused controls clear of them:
 * at the top they covered the speaker's navigation (audit 2026-11, finding 2).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { loadSonner, onToastRequest, toastRequests } from "./toast.ts";

/** Above the stage bar and the floating Ask Question; styles.css's scroll-padding-bottom follows. */
const TOASTER_BOTTOM = { bottom: "8.5rem" };

/** sonner's Toaster, mounted once the first toast is asked for (see toast.ts). */
function AppToaster() {
  const { t } = useTranslator();
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
      position="bottom-center"
      offset={TOASTER_BOTTOM}
      mobileOffset={TOASTER_BOTTOM}
      richColors
      closeButton
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close notification") }}
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
