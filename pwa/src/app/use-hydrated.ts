/**
 * False while React hydrates a pre-rendered page (it reads the server snapshot then), true from the
 * render after: a control the static page showed disabled, because a tap on it before the app ran
 * would be lost, stays so in the hydrating render, which must match the page, and turns on at once
 * after. A page React renders from scratch gets true from its first render. The render after
 * hydration is synchronous, so read it in the smallest component that needs it.
 */
import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
