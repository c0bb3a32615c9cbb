/**
 * A visitor who stays on Resources has not read Slides, Q&A or Polls yet, so when the Wi-Fi dropped
 * the service worker had no copy of them, and the open page could show neither the slides, the
 * questions nor a vote form. Once the page has loaded and the worker controls it, and while the browser is online
 * (offline such a read would only copy the copy), this makes each tab's reads the page has not made
 * yet, one per task, through the worker, which keeps them as it keeps every public read: the
 * questions, the deck's pages so far, each poll's vote status, and the results of a poll that shows them (closed, or voted
 * in). The answers are not put in the page's cache and are marked as kept only
 * (KEEP_ONLY_HEADER), so the worker says nothing of them to the page: a tab opened later reads as
 * it always does, and offline the worker answers from these copies, with the same "Offline -
 * showing the copy from ..." a reload shows. The owner's view is never kept, so the owner skips it.
 *
 * The questions are read once more directly, as soon as the page has loaded and whether or not a
 * worker controls it yet (on a first visit it may not), into the page's own cache, where they stay
 * while the page is open: the Q&A tab then opens offline whatever tab was open online, with the
 * visitor's queued questions listed beside them (docs/product.md, Offline). Read before a worker
 * controlled the page, they are still kept through it once it does.
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { apiRequest } from "../api/client.ts";
import { nextTask } from "../app/next-task.ts";
import { KEEP_ONLY_HEADER, type Poll, type VoteStatus } from "@lectern/shared";
import { useOnline } from "../offline/use-online.ts";
import { attendeePaths, questionsQuery } from "./queries.ts";

/** Paths this page has had the worker keep. */
const kept = new Set<string>();
/** Questions read ahead before a worker controlled the page: the worker has no copy of them yet. */
const readWithoutWorker = new Set<string>();

/** Resolves once the window has loaded. */
function whenLoaded(signal: AbortSignal): Promise<void> {
  return document.readyState === "complete"
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener("load", () => resolve(), { once: true, signal }),
      );
}

/** Resolves once the window has loaded and a service worker controls the page; never without one. */
function whenWorkerControls(signal: AbortSignal): Promise<void> {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return new Promise(() => undefined);
  return whenLoaded(signal).then(() =>
    navigator.serviceWorker.controller
      ? undefined
      : new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), {
            once: true,
            signal,
          }),
        ),
  );
}

/**
 * Reads `path` through the worker unless the page read it already (`evenIfRead`: read before a
 * worker controlled it); answers what came, or null (a failed read is tried again the next time
 * the page keeps its reads).
 */
async function keep<T>(client: QueryClient, path: string, evenIfRead = false): Promise<T | null> {
  if (kept.has(path) || (!evenIfRead && client.getQueryState([path]) !== undefined)) return null;
  kept.add(path);
  await nextTask();
  return apiRequest<T>(path, { headers: { [KEEP_ONLY_HEADER]: "1" } }).catch(() => {
    kept.delete(path);
    return null;
  });
}

/** For a session page's visitor (not its owner), once `polls` are the server's. */
export function useKeepTabReads(
  sessionId: number,
  qaEnabled: boolean,
  hasDeck: boolean,
  polls: Poll[] | undefined,
  enabled: boolean,
): void {
  const client = useQueryClient();
  const online = useOnline();
  /** What the reads depend on: a poll opened or closed while the page is open has reads to keep. */
  const pollStates = polls?.map((poll) => `${poll.id}:${poll.state}`).join(",");

  const keepReads = useEffectEvent(async (signal: AbortSignal) => {
    // Read ahead through the worker, the questions are kept already; read before it, kept now.
    const questionsPath = attendeePaths.questions(sessionId);
    if (qaEnabled && readWithoutWorker.delete(questionsPath))
      await keep(client, questionsPath, true);
    if (hasDeck) await keep(client, attendeePaths.deck(sessionId));
    for (const poll of polls ?? []) {
      if (signal.aborted) return;
      if (poll.state === "draft") continue;
      const statusPath = attendeePaths.voteStatus(poll.id);
      const status =
        (await keep<VoteStatus>(client, statusPath)) ??
        client.getQueryData<VoteStatus>([statusPath]);
      if (poll.state === "closed" || status?.hasVoted)
        await keep(client, attendeePaths.pollResults(poll.id));
    }
  });

  const readQuestionsAhead = useEffectEvent(async (signal: AbortSignal) => {
    const path = attendeePaths.questions(sessionId);
    if (signal.aborted || client.getQueryState([path]) !== undefined) return;
    if (!navigator.serviceWorker?.controller) readWithoutWorker.add(path);
    await client.prefetchQuery(questionsQuery(sessionId));
  });

  useEffect(() => {
    if (!enabled || !online || !qaEnabled) return;
    const stop = new AbortController();
    void whenLoaded(stop.signal)
      .then(nextTask)
      .then(() => readQuestionsAhead(stop.signal));
    return () => stop.abort();
  }, [enabled, online, qaEnabled, sessionId]);

  useEffect(() => {
    if (!enabled || !online || pollStates === undefined) return;
    const stop = new AbortController();
    void whenWorkerControls(stop.signal).then(() => {
      if (!stop.signal.aborted) void keepReads(stop.signal);
    });
    return () => stop.abort();
  }, [enabled, online, pollStates, sessionId, qaEnabled, hasDeck]);
}
