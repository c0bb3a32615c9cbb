/**
 * Registers the service worker (production builds only) through workbox-window, and when a new
 * version is waiting offers "A new version is available" with Reload, which activates it. When the
 * first worker takes control, the page hands it the reads it made before (keep-first-reads.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "../app/toast.ts";
import { listenForOfflineCopies } from "./offline-copy.ts";

export const UPDATE_TEXT = "A new version is available";

export function registerServiceWorker(queryClient: QueryClient): void {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  listenForOfflineCopies();
  void import("workbox-window").then(({ Workbox }) => {
    const wb = new Workbox("/sw.js", { scope: "/" });
    wb.addEventListener("controlling", (event) => {
      if (event.isUpdate) return;
      void import("./keep-first-reads.ts").then(({ keepFirstReads }) => keepFirstReads(queryClient)).catch(() => undefined);
    });
    wb.addEventListener("waiting", () => {
      toast(UPDATE_TEXT, {
        id: "lectern-update",
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: "Reload",
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
