/**
 * App-wide providers: the query client (made by the entry, which may start the first screen's reads
 * before React runs) and the toaster (one toast visible, about 5 s; its own labels translated).
 * Toasts never cover the control that has focus (audit 2026-11, finding 2): they show in the half
 * of the screen away from it, at the bottom above the bars kept there (the console's stage bar,
 * the floating Ask Question) or at the top below the speaker's 64px bar, and change sides as focus
 * moves, except into a toast: a slow tap on Open file must not see its toast jump away mid-press.
 * The toaster loads with the first toast, so it renders into a live region that index.html has
 * from the start: a screen reader knows the region before the first toast is put in it.
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { loadSonner, onToastRequest, toastRequests } from "./toast.ts";

/** Below the top bar, and above the stage bar and the floating Ask Question. */
const TOASTER_OFFSET = { top: "4.5rem", bottom: "8.5rem" };

type ToastSide = "top-center" | "bottom-center";

const TOASTER_ROOT_ID = "notifications";

/** The half of the screen the focused control is not in (its centre, once scrolled to). */
function sideAwayFromFocus(): ToastSide {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return "bottom-center";
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 > window.innerHeight / 2 ? "top-center" : "bottom-center";
}

function useToastSide(): ToastSide {
  const [side, setSide] = useState(sideAwayFromFocus);
  useEffect(() => {
    const follow = (event: FocusEvent) => {
      if (
        event.target instanceof Node &&
        document.getElementById(TOASTER_ROOT_ID)?.contains(event.target)
      )
        return;
      requestAnimationFrame(() => setSide(sideAwayFromFocus()));
    };
    document.addEventListener("focusin", follow);
    return () => document.removeEventListener("focusin", follow);
  }, []);
  return side;
}

/** sonner's Toaster, mounted once the first toast is asked for (see toast.ts). */
function AppToaster() {
  const { t } = useTranslator();
  const requests = useSyncExternalStore(onToastRequest, toastRequests, () => 0);
  const [sonner, setSonner] = useState<typeof import("sonner") | null>(null);
  const side = useToastSide();
  useEffect(() => {
    if (requests > 0 && !sonner) loadSonner().then(setSonner, () => undefined);
  }, [requests, sonner]);
  if (!sonner) return null;
  return createPortal(
    <sonner.Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position={side}
      offset={TOASTER_OFFSET}
      mobileOffset={TOASTER_OFFSET}
      richColors
      closeButton
      containerAriaLabel={t("Notifications")}
      toastOptions={{ closeButtonAriaLabel: t("Close notification") }}
    />,
    document.getElementById(TOASTER_ROOT_ID) ?? document.body,
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
