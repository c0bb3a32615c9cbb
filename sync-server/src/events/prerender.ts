/**
 * First visits to /event/{slug} (docs/product.md, Events): like a session's page, the agenda comes
 * with its first screen already in the app shell (built by @lectern/shared's prerenderEventPage,
 * which the service worker also uses for repeat visits), "Now" and "Next" for the server's clock,
 * filtered to the room of a room link's fallback (`?room=`).
 */
import { eventPageSlug, prerenderEventPage } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { PagePrerender } from "../http/serve-pwa.ts";
import { translatorFor } from "../i18n/translators.ts";
import { toPublicEvent } from "./presenter.ts";
import { eventBySlug, listTalks, roomsOf } from "./repo.ts";

export function eventPagePrerender(db: Db, clock: () => number): PagePrerender {
  return async (pathname, locale, query) => {
    const slug = eventPageSlug(pathname);
    if (slug === null) return null;
    const event = await eventBySlug(db, slug);
    if (!event) return null;
    const [rooms, talks] = await Promise.all([roomsOf(db, event.id), listTalks(db, event.id)]);
    return prerenderEventPage(
      toPublicEvent(event, rooms, talks),
      translatorFor(locale),
      clock(),
      query.get("room"),
    );
  };
}
