/**
 * The stage and the attendee count of a session over the page's live socket, for the live console
 * (docs/product.md, The room), and the deck's changes, which have its reader read it again
 * (api/deck.ts). The owner is known by the socket's session cookie; the server sends the stage and
 * the count at once on every (re)subscribe, so a reconnect catches up by itself, and the deck is
 * read again after one. A page shown may have opened polls pinned to it: the polls are read again.
 * When the owner changes or takes away the reader's role (docs/product.md, Team) the server sends
 * `access_changed` and closes the socket: everything the console read of the session is read
 * again, its role first, and the socket reconnects and subscribes with the new role; a refused
 * subscription (`error` `forbidden`) reads the session's role again too. A push of the hall's
 * reaction totals is added to the reactions timeline (api/speaker/reactions.ts).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Stage } from "@lectern/shared";
import { deckChanged, slideShown } from "../../api/deck.ts";
import { rereadSession } from "../../api/speaker/access.ts";
import { reactionsChanged, reactionsPushed } from "../../api/speaker/reactions.ts";
import { sessionPollsKey } from "../../api/speaker/polls.ts";
import { sessionKey } from "../../api/speaker/sessions.ts";
import { liveSocket } from "../../attendee/live-socket.ts";

export interface LiveStage {
  /** What the projector shows; null until the server's first stage_update. */
  stage: Stage | null;
  /** Attendees with the session page or an embed open now; null until the first count. */
  attendance: number | null;
  /** The live channel is up; false while it reconnects (the last stage and count stay). */
  connected: boolean;
}

export function useLiveStage(sessionId: number): LiveStage {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveStage>({
    stage: null,
    attendance: null,
    connected: false,
  });
  useEffect(() => {
    return liveSocket.subscribe({
      message: { type: "subscribe_stage", sessionId },
      onMessage(message) {
        if (message.type === "error" && message.code === "forbidden") {
          void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
          return;
        }
        if (!("sessionId" in message) || message.sessionId !== sessionId) return;
        if (message.type === "stage_update") {
          setLive((s) => ({ ...s, stage: message.stage }));
          if (message.slide) slideShown(queryClient, sessionId, message.slide);
          // Showing a page may have opened the polls pinned to it ("Open polls on their slide").
          if (message.stage.panel === "slide")
            void queryClient.invalidateQueries({ queryKey: sessionPollsKey(sessionId) });
        } else if (message.type === "attendance")
          setLive((s) => ({ ...s, attendance: message.count }));
        else if (message.type === "deck_update") deckChanged(queryClient, sessionId);
        else if (message.type === "reactions")
          reactionsPushed(queryClient, sessionId, message.totals);
        else if (message.type === "access_changed") void rereadSession(queryClient, sessionId);
      },
      onReconnect() {
        deckChanged(queryClient, sessionId);
        reactionsChanged(queryClient, sessionId);
      },
      onConnectionChange(connected) {
        setLive((s) => ({ ...s, connected }));
      },
    });
  }, [sessionId, queryClient]);
  return live;
}
