/**
 * The app's toasts (sonner), loaded on the first toast instead of with the app: attendee pages
 * mostly show none before the visitor acts, so they should not pay for sonner on first load.
 * toast(), toast.success() and toast.error() take sonner's arguments (an error toast stays until
 * closed, where sonner's default is 5 s); <AppToaster/> in the
 * providers mounts sonner's Toaster once the first toast is asked for, and sonner shows toasts
 * made before its Toaster subscribed.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let requests = 0;
const listeners = new Set<() => void>();

/** Loads sonner once; if its code cannot be fetched (offline before it was cached), tries again at the next toast. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

function show(call: (loaded: Sonner) => unknown): void {
  requests += 1;
  for (const listener of listeners) listener();
  loadSonner().then(call, () => undefined);
}

/** How many toasts were asked for: AppToaster mounts the Toaster after the first (and retries loading at each). */
export function toastRequests(): number {
  return requests;
}

export function onToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: string, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    /** An error stays until it is closed: read at one's own pace, not lost after 5 s (WCAG 2.2.1). */
    error: (message: string, data?: ExternalToast) =>
      show((s) => s.toast.error(message, { duration: Infinity, ...data })),
  },
);
