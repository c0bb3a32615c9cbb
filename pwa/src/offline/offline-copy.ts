/**
 * Which API answers on screen are last copies from the service worker's cache, and from when: the
 * worker says so for every read it answers from the cache, and again when a fresh answer arrives.
 */
import { useSyncExternalStore } from "react";
import type { SwMessage } from "./cache-rules.ts";

/** path -> when the copy was made (the server's Date header), for paths last answered from cache. */
const copies = new Map<string, string | null>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function onMessage(event: MessageEvent): void {
  const message = event.data as SwMessage | null;
  if (message?.type === "lectern:offline-copy") {
    copies.set(message.path, message.savedAt);
    changed();
  } else if (message?.type === "lectern:fresh" && copies.delete(message.path)) {
    changed();
  }
}

let listening = false;

/** Starts listening to the service worker; called once at app start. */
export function listenForOfflineCopies(): void {
  if (listening || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener("message", onMessage);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The paths whose last answer on screen came from the worker's cache. */
export function copiedPaths(): string[] {
  return [...copies.keys()];
}

/** The oldest copy time among `paths` (all paths when null) shown from the cache; undefined when all are fresh. */
function oldestCopy(paths: string[] | null): Date | null | undefined {
  let oldest: Date | null | undefined;
  for (const path of paths ?? copies.keys()) {
    if (!copies.has(path)) continue;
    const raw = copies.get(path);
    const at = raw ? new Date(raw) : null;
    if (oldest === undefined || (at && (!oldest || at < oldest))) oldest = at;
  }
  return oldest;
}

/**
 * For the given API paths (or any path the page read, when none are given): undefined when what is
 * shown came from the network, otherwise the time of the oldest copy shown (null when undated).
 */
export function useOfflineCopy(paths?: string[]): Date | null | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return oldestCopy(paths ?? null);
}
