/**
 * The outbox as the attendee screens use it: submit() for every action (ask, upvote, vote,
 * download, QR scan) and hooks that show what still waits (the summary here; each screen's own
 * view of its waiting actions in pending-actions.ts). The Dexie-backed engine is imported on
 * first use, so the attendee page renders before IndexedDB code is even downloaded.
 */
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from "react";
import type { OutboxAction, OutboxItem, SubmitOutcome } from "./outbox-api.ts";
import type { SentEvent } from "./replay.ts";
import { announceSent, onSentInOtherTab } from "./sent-broadcast.ts";

export type { OutboxAction, OutboxItem, SubmitOutcome } from "./outbox-api.ts";
export type { SentEvent } from "./replay.ts";

type Runtime = typeof import("./outbox-runtime.ts");

/** Set once anything was queued, so a later visit starts replaying at load. */
const OUTBOX_USED_KEY = "lectern.outboxUsed";

let runtime: Promise<Runtime> | null = null;
const sentListeners = new Set<(event: SentEvent) => void>();
/**
 * The last actions this page's engine sent, for a screen that mounts after them: at start the
 * engine replays what an earlier visit left, often before the screen that wants the answer is up.
 */
const recentlySent: SentEvent[] = [];
const RECENTLY_SENT_KEPT = 20;

/** Loads the engine once; if its code cannot be fetched (offline before it was cached), tries again next time. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import("./outbox-runtime.ts").then(
    (loaded) => {
      loaded.engine.onSent((event) => {
        recentlySent.push(event);
        if (recentlySent.length > RECENTLY_SENT_KEPT) recentlySent.shift();
        for (const listener of sentListeners) listener(event);
        announceSent(event);
      });
      if (subscribers.size > 0) watch(loaded);
      return loaded;
    },
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

function wasUsed(): boolean {
  try {
    return localStorage.getItem(OUTBOX_USED_KEY) === "1";
  } catch {
    return false;
  }
}

function markUsed(): void {
  try {
    localStorage.setItem(OUTBOX_USED_KEY, "1");
  } catch {
    // Without local storage the outbox still starts on the attendee page, where it is used.
  }
}

/**
 * Writes the action to the outbox, then tries to send it. Resolves "sent" with the server's answer
 * (null when another tab sent it), "queued" when it waits for the connection, or "failed" with the
 * reason the server refused it (the item stays listed until the person discards it).
 */
export async function submit(action: OutboxAction): Promise<SubmitOutcome> {
  markUsed();
  const { engine } = await loadRuntime();
  return engine.submit(action);
}

/** Sends what waits now; the live-channel client can call this after it reconnects. */
export async function flushOutbox(): Promise<void> {
  const { engine } = await loadRuntime();
  await engine.reconnected();
}

/** Removes an action the server refused for good (only failed ones can be discarded). */
export async function discardAction(id: string): Promise<void> {
  const { engine } = await loadRuntime();
  await engine.discard(id);
}

/** Fetches the engine's code ahead of the first action, so an action taken after the connection drops can still be queued. */
export function prepareOutbox(): void {
  loadRuntime().catch(() => undefined);
}

/** At app start: replays what an earlier visit left queued, without loading Dexie for others. */
export function startOutboxIfUsed(): void {
  if (wasUsed()) loadRuntime().catch(() => undefined);
}

/** Calls `listener` each time this tab delivered a queued action (other tabs hear of it through useActionSent); only a loaded engine sends. */
export function onActionSent(listener: (event: SentEvent) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * Runs `callback`, while mounted, for every queued action that reached the server, whichever tab of
 * this browser sent it: the tabs share the outbox, so each shows what any of them sent. With
 * `earlier`, first for the last ones this tab sent before it mounted (the callback tells them
 * apart); with `otherTabs: false`, only for this tab's sends (a file is handed over in one tab).
 */
export function useActionSent(
  callback: (event: SentEvent) => void,
  { earlier = false, otherTabs = true }: { earlier?: boolean; otherTabs?: boolean } = {},
): void {
  const onSent = useEffectEvent(callback);
  useEffect(() => {
    if (earlier) for (const event of [...recentlySent]) onSent(event);
    const offThisTab = onActionSent((event) => onSent(event));
    const offOtherTabs = otherTabs ? onSentInOtherTab((event) => onSent(event)) : () => undefined;
    return () => {
      offThisTab();
      offOtherTabs();
    };
  }, [earlier, otherTabs]);
}

const EMPTY: OutboxItem[] = [];
let snapshot: OutboxItem[] | undefined;
const subscribers = new Set<() => void>();
/** Once anything reads the outbox, one live query feeds every hook for the rest of the page's life. */
let watching = false;

function watch(loaded: Runtime): void {
  if (watching) return;
  watching = true;
  loaded.watchItems((items) => {
    snapshot = items;
    for (const subscriber of subscribers) subscriber();
  });
}

/** Another tab queued something: this one starts showing the outbox too. */
function onStorage(event: StorageEvent): void {
  if (event.key === OUTBOX_USED_KEY && subscribers.size > 0)
    loadRuntime().then(watch, () => undefined);
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  if (!watching) {
    if (runtime === null && !wasUsed()) {
      // Nothing was ever queued in this browser: the outbox is empty, and the engine (Dexie) loads
      // with the first action instead of with the page (loadRuntime then starts the live query).
      if (snapshot === undefined) {
        snapshot = EMPTY;
        window.addEventListener("storage", onStorage);
      }
    } else {
      loadRuntime().then(watch, () => undefined);
    }
  }
  return () => {
    subscribers.delete(onChange);
  };
}

/** Every outbox row in the order taken, or undefined until IndexedDB has answered. */
export function useAllItems(): OutboxItem[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => undefined,
  );
}

/** When this page started: an action taken before it was left by an earlier visit. */
const PAGE_STARTED_AT = Date.now();

/** An action that did not reach the server at its first try: tried before, or left by an earlier visit. */
function wasHeld(item: OutboxItem): boolean {
  const firstTry = item.status === "sending" ? 1 : 0;
  return item.attempts > firstTry || item.createdAt < PAGE_STARTED_AT;
}

export interface OutboxSummary {
  /** False until IndexedDB has answered once. */
  loaded: boolean;
  /** Actions not yet accepted by the server (queued or being sent). */
  waiting: number;
  /**
   * Whether one of them waited (tried without an answer, or left by an earlier visit), not just
   * on its way at its first try; taken offline, the page knows it waits from being offline.
   */
  held: boolean;
  sending: boolean;
  failed: number;
}

export function useOutboxSummary(): OutboxSummary {
  const items = useAllItems();
  return useMemo(() => {
    const list = items ?? EMPTY;
    return {
      loaded: items !== undefined,
      waiting: list.filter((item) => item.status !== "failed").length,
      held: list.some((item) => item.status !== "failed" && wasHeld(item)),
      sending: list.some((item) => item.status === "sending"),
      failed: list.filter((item) => item.status === "failed").length,
    };
  }, [items]);
}
