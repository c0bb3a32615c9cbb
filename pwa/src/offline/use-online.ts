/** Whether the browser believes it is online, re-rendering on change (speaker buttons use it). */
import { msg } from "@lectern/shared";
import { useSyncExternalStore } from "react";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What a button that needs the network says offline; shown through t(). */
export const OFFLINE_BUTTON_TEXT = msg("You're offline");
