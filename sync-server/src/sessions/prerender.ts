/**
 * First visits to /session/{id} (docs/decisions.md, What was measured): a phone on a slow network
 * should see the talk before the JavaScript has arrived, so the app shell comes with the page's
 * first screen already in it (built by @lectern/shared's prerenderSessionPage, which the service
 * worker also uses for repeat visits), with the public view and polls it was built from. Reading
 * the public view here counts no page view: the app's own read does.
 */
import { prerenderSessionPage, sessionPageId } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { PagePrerender } from "../http/serve-pwa.ts";
import { translatorFor } from "../i18n/translators.ts";
import { listPolls, PUBLIC_POLL_STATES } from "../polls/repo.ts";
import { findSession } from "./access.ts";
import { readPublicSession } from "./repo.ts";
import type { PollVotes } from "../db/votes.ts";

/** Pre-renders /session/{id} of an existing session in `locale`; anything else gets the plain shell. */
export function sessionPagePrerender(db: Db, votes: PollVotes): PagePrerender {
  return async (pathname, locale) => {
    const id = sessionPageId(pathname);
    if (id === null) return null;
    const row = await findSession(db, id);
    if (!row) return null;
    const [session, polls] = await Promise.all([
      readPublicSession(db, row),
      listPolls(db, votes, row.id, PUBLIC_POLL_STATES, false),
    ]);
    return prerenderSessionPage(session, polls, translatorFor(locale));
  };
}
