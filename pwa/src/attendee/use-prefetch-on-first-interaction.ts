/**
 * Fetches code the visitor is about to need (dialogs, the outbox engine, toasts) at their first
 * touch, scroll or key press: not before any interaction, so the first load stays small, and
 * mostly there, even if the connection drops, by the time they tap a button.
 */
import { useEffect } from "react";

const EVENTS = ["pointerdown", "keydown", "scroll"] as const;

/** `prefetch` should keep its identity (module-level or useCallback): a new one arms the listeners again. */
export function usePrefetchOnFirstInteraction(prefetch: () => void): void {
  useEffect(() => {
    const run = () => {
      for (const event of EVENTS) window.removeEventListener(event, run);
      prefetch();
    };
    for (const event of EVENTS) window.addEventListener(event, run, { passive: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, run);
    };
  }, [prefetch]);
}
