/**
 * The stage as this projector sees it (docs/product.md, The room): GET /stage with the presenter
 * link's key (or the owner's cookie) and then the live channel's subscribe_stage, which pushes each
 * stage change (a slide's with its page, which joins the deck read: api/deck.ts), the attendee
 * count, the deck's changes (the deck is read again), the audience's reactions (what grew since
 * the totals before) and, when the link is replaced, its revocation. While the socket is down the last stage stays on screen, marked
 * as reconnecting; after a reconnect the stage and the deck are read again, since changes made
 * meanwhile were not pushed. A member of the session's team whose role may present opens it like
 * the owner (docs/product.md, Team); when the owner changes or takes away that role the server
 * sends `access_changed` and closes the socket: the stage is read again and the socket subscribes
 * again, and a refusal of either (403, `error` `forbidden`) shows the screen's refusal, as a
 * replaced link does.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { PRESENTER_KEY_HEADER, type ReactionCounts, type Stage } from "@lectern/shared";
import { ApiError, apiRequest } from "../../api/client.ts";
import { deckChanged, slideShown } from "../../api/deck.ts";
import { liveSocket, type LiveSubscriber } from "../../attendee/live-socket.ts";
import { attendeePaths } from "../../attendee/queries.ts";
import { sameStage } from "./panel-order.ts";

export const stagePath = (sessionId: number) => `/api/sessions/${sessionId}/stage`;

/** Why this screen shows nothing of the session: a replaced link, no right to it, or no such session. */
export type Refusal = "revoked" | "forbidden" | "not_found";

/** The presenter link's key, from the page address's fragment (`#key=...`), which no server sees. */
export function presenterKeyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("key") || null;
}

/** How a refused GET /stage reads: a wrong or old key is a replaced link; no key is no access. */
export function refusalOf(error: unknown, hasKey: boolean): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return "not_found";
  if (error.status === 403 && error.code === "forbidden" && hasKey) return "revoked";
  if (error.status === 401 || error.status === 403) return "forbidden";
  return null;
}

/** At most this many reactions rise from one push: a hall tapping at once is a shower, not a flood. */
const MAX_RISING_PER_PUSH = 12;

/** The reactions rising now, each until `done` says its animation ended. */
export interface ReactionBurst {
  shown: { id: number; emoji: string }[];
  done: (id: number) => void;
}

/** What grew from `before` to `now`, one entry per reaction, at most `max` of them, spread evenly. */
export function newReactions(before: ReactionCounts, now: ReactionCounts, max: number): string[] {
  const grown = Object.entries(now).flatMap(([emoji, count]) =>
    Array.from({ length: Math.max(0, count - (before[emoji] ?? 0)) }, () => emoji),
  );
  if (grown.length <= max) return grown;
  return Array.from({ length: max }, (_, i) => grown[Math.floor((i * grown.length) / max)]!);
}

export interface ProjectorStage {
  stage: Stage | undefined;
  refusal: Refusal | null;
  /** Attendees with the session page or an embed open now; null until the server has said. */
  attendance: number | null;
  /** False while the live channel is down (the screen keeps its last state). */
  connected: boolean;
  /** The first read failed for another reason (the network): it is tried again. */
  failed: boolean;
  /** Counts the stage changes pushed, so the screen can drop its own arrow-key view on each. */
  changes: number;
  reactions: ReactionBurst;
}

export function useProjectorStage(sessionId: number, presenterKey: string | null): ProjectorStage {
  const queryClient = useQueryClient();
  const stageKey = [stagePath(sessionId)];
  const query = useQuery({
    queryKey: stageKey,
    queryFn: ({ signal }) =>
      apiRequest<Stage>(stagePath(sessionId), {
        signal,
        headers: presenterKey ? { [PRESENTER_KEY_HEADER]: presenterKey } : {},
      }),
    retry: (failures, error) => refusalOf(error, presenterKey !== null) === null && failures < 3,
  });
  const [pushedRefusal, setPushedRefusal] = useState<Refusal | null>(null);
  const [attendance, setAttendance] = useState<number | null>(null);
  const [connected, setConnected] = useState(true);
  const [changes, setChanges] = useState(0);
  const [rising, setRising] = useState<ReactionBurst["shown"]>([]);
  const done = useCallback(
    (id: number) => setRising((shown) => shown.filter((reaction) => reaction.id !== id)),
    [],
  );
  const reactionSerial = useRef(0);

  useEffect(() => {
    const key = [stagePath(sessionId)];
    /**
     * The server answers every (re)subscription with the stage as it stands: that one is a change
     * only when it differs from the stage shown, so an arrow-key view taken meanwhile stays.
     */
    let answeringSubscription = true;
    /** The totals last pushed; null until the subscription's answer, which shows nothing itself. */
    let reactionTotals: ReactionCounts | null = null;
    const subscriber: LiveSubscriber = {
      message: {
        type: "subscribe_stage",
        sessionId,
        ...(presenterKey ? { presenterKey } : {}),
      },
      onMessage(message) {
        if (message.type === "error" && message.code === "forbidden") {
          setPushedRefusal(presenterKey ? "revoked" : "forbidden");
          return;
        }
        if (!("sessionId" in message) || message.sessionId !== sessionId) return;
        if (message.type === "stage_update") {
          const shown = queryClient.getQueryData<Stage>(key);
          queryClient.setQueryData<Stage>(key, message.stage);
          if (message.slide) slideShown(queryClient, sessionId, message.slide);
          const unchanged = answeringSubscription && sameStage(shown, message.stage);
          answeringSubscription = false;
          if (!unchanged) setChanges((n) => n + 1);
          // A poll just opened and shown is not in the list read before.
          void queryClient.invalidateQueries({
            queryKey: [attendeePaths.publicPolls(sessionId)],
          });
        } else if (message.type === "deck_update") deckChanged(queryClient, sessionId);
        else if (message.type === "attendance") setAttendance(message.count);
        else if (message.type === "reactions") {
          const grown =
            reactionTotals === null
              ? []
              : newReactions(reactionTotals, message.totals, MAX_RISING_PER_PUSH);
          reactionTotals = message.totals;
          if (grown.length > 0)
            setRising((shown) => [
              ...shown,
              ...grown.map((emoji) => ({ id: ++reactionSerial.current, emoji })),
            ]);
        } else if (message.type === "presenter_link_revoked") setPushedRefusal("revoked");
        else if (message.type === "access_changed")
          void queryClient.invalidateQueries({ queryKey: key });
      },
      onReconnect() {
        answeringSubscription = true;
        reactionTotals = null;
        void queryClient.invalidateQueries({ queryKey: key });
        deckChanged(queryClient, sessionId);
      },
      onConnectionChange: setConnected,
    };
    return liveSocket.subscribe(subscriber);
  }, [sessionId, presenterKey, queryClient]);

  return {
    stage: query.data,
    refusal: pushedRefusal ?? refusalOf(query.error, presenterKey !== null),
    attendance,
    connected,
    failed: query.isError && query.data === undefined,
    changes,
    reactions: { shown: rising, done },
  };
}
