/**
 * A page the browser restores from its back/forward cache (docs/decisions.md, Back and forward)
 * comes back as the visitor left it. On a private route it loads again, since the speaker may have
 * signed out since (shared rules/private-routes.ts); any other page reads the server again, so
 * what changed meanwhile shows. The live socket reconnects by itself (attendee/live-socket.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import { isPrivateRoute } from "@lectern/shared";

export function refreshOnRestore(client: QueryClient): void {
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    if (isPrivateRoute(window.location.pathname)) window.location.reload();
    else void client.invalidateQueries();
  });
}
