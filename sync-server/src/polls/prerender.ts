/**
 * First visits to /embed/poll/{id} (docs/decisions.md, What was measured): a phone that opens a
 * site with a poll in it should read the question before the JavaScript has arrived, so the app
 * shell comes with the card's top already in it (@lectern/shared's prerenderEmbedPoll) and the poll
 * it was built from, read as GET /api/polls/{id}/embed reads it. A draft or missing poll gets the
 * plain shell, whose app then says so.
 */
import { embedPollId, prerenderEmbedPoll } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { PagePrerender } from "../http/serve-pwa.ts";
import { translatorFor } from "../i18n/translators.ts";
import { findPoll, getPoll } from "./repo.ts";
import type { PollVotes } from "../db/votes.ts";

export function embedPollPrerender(db: Db, votes: PollVotes): PagePrerender {
  return async (pathname, locale) => {
    const id = embedPollId(pathname);
    if (id === null) return null;
    const row = await findPoll(db, id);
    if (!row || row.state === "draft") return null;
    const poll = await getPoll(db, votes, row.id, false);
    if (!poll) return null;
    return prerenderEmbedPoll(
      { ...poll, sessionTitle: row.sessionTitle, sessionLanguage: row.sessionLanguage },
      translatorFor(locale),
    );
  };
}
