/**
 * A speaker screen's access to a session run by a team (docs/product.md, Team): the owner may
 * change a member's role or take it away while the member has the session open. The server then
 * sends the member's sockets `access_changed` and refuses their calls (403 `not_owner` once they
 * are no member, `role_forbidden` for what their role no longer allows); the screen reads the
 * session again (its `role`) and shows what the new role allows, or that access is gone.
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { onAccessRefused } from "../client.ts";
import { deckKey } from "../deck.ts";
import { sessionKey } from "./sessions.ts";

/**
 * Reads again everything this page read of the session (its public view with the reader's role,
 * polls, questions, deck, stage, blocked askers), as the reader's role may have changed.
 */
export function rereadSession(client: QueryClient, sessionId: number): Promise<void> {
  const prefix = `/api/sessions/${sessionId}/`;
  const [deckHead] = deckKey(sessionId);
  return client.invalidateQueries({
    predicate: ({ queryKey: [head, id] }) =>
      (typeof head === "string" && head.startsWith(prefix)) ||
      (head === deckHead && id === sessionId),
  });
}

/**
 * True once a call of this page was refused because its reader is no member of the session any
 * more (`not_owner`). Any such refusal, `role_forbidden` too, reads the session's public view
 * again, so its `role` (and the buttons it allows) follows the owner's change. That read never
 * answers 403, so a refusal cannot start another.
 */
export function useAccessLost(sessionId: number | null): boolean {
  const client = useQueryClient();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (sessionId === null) return;
    return onAccessRefused((error) => {
      if (error.code === "not_owner") setLost(true);
      void client.invalidateQueries({ queryKey: sessionKey(sessionId) });
    });
  }, [client, sessionId]);
  return lost;
}
