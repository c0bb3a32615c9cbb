/**
 * Registers the service worker (production builds only). A page the worker already controls may
 * live to see a new version: it registers through workbox-window, which says when one is waiting,
 * and offers "A new version is available" with Reload, which activates it. A first visit (no
 * worker in control yet) has no earlier version to replace, so it registers with the platform's
 * one call and spares every new attendee workbox-window's download; when that first worker takes
 * control, the page hands it the reads it made before (keep-first-reads.ts).
 */
import { msg } from "@lectern/shared";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "../app/toast.ts";
import { translator } from "../i18n/language.ts";

/** The update prompt's text; shown through t(). */
export const UPDATE_TEXT = msg("A new version is available");
const WORKER_URL = "/sw.js";
const SCOPE = "/";

export function registerServiceWorker(queryClient: QueryClient): void {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !("serviceWorker" in navigator))
    return;
  if (navigator.serviceWorker.controller) offerUpdates();
  else registerFirstWorker(queryClient);
}

function registerFirstWorker(queryClient: QueryClient): void {
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () =>
      void import("./keep-first-reads.ts")
        .then(({ keepFirstReads }) => keepFirstReads(queryClient))
        .catch(() => undefined),
    { once: true },
  );
  void navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE }).catch(() => undefined);
}

function offerUpdates(): void {
  void import("workbox-window").then(({ Workbox }) => {
    const wb = new Workbox(WORKER_URL, { scope: SCOPE });
    wb.addEventListener("waiting", () => {
      const { t } = translator();
      toast(t(UPDATE_TEXT), {
        id: "lectern-update",
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t("Reload"),
          onClick: () => {
            wb.addEventListener("controlling", () => window.location.reload());
            wb.messageSkipWaiting();
          },
        },
      });
    });
    return wb.register();
  });
}
