/**
 * Loads the code of a part of a screen (a tab, a notice) only when that part is wanted, without
 * React.lazy: a chunk that cannot be fetched (offline before the service worker cached it) leaves
 * the part empty instead of breaking the page, and is tried again when the connection is back.
 */
import { useEffect, useState } from "react";
import { nextTask } from "./next-task.ts";

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * The module `load` resolves to, or null until it has arrived. `load` must be a module-level
 * function (it is the cache key, so a part mounted again shows at once).
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted = true): M | null {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    // The chunk is fetched (and its preload links added) in a task of its own, not in the effects
    // of the render that wanted it, which on a page's first render already run long.
    void nextTask().then(() => {
      if (!live) return;
      load().then(
        (arrived) => {
          loaded.set(load, arrived);
          if (live) setModule(arrived);
        },
        () => {
          if (live) window.addEventListener("online", retry, { once: true });
        },
      );
    });
    return () => {
      live = false;
      window.removeEventListener("online", retry);
    };
  }, [load, wanted, module, attempt]);
  return module;
}
