/**
 * The consent text recorded with a lead (docs/decisions.md, Attendee data): the server renders it
 * itself, from the speaker's profile and the language the gate was shown in, with the same function
 * the page uses, rather than trusting a text a client sends.
 */
import type { Request } from "express";
import { consentTextFor, type Locale } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { sessionEventOf } from "../events/repo.ts";
import { requestLocale, translatorFor } from "../i18n/translators.ts";

export interface GateSpeaker {
  name: string;
  consentText: string;
  /** The event the gate names beside the speaker (it collects the talk's leads); else null. */
  eventId: number | null;
}

/** The language of the gate: the one the page says it showed, else the request's. */
export function gateLocale(req: Request, given: Locale | undefined): Locale {
  return given ?? requestLocale(req);
}

/**
 * The session's speaker's name and the consent text the gate shows in `locale`, naming the talk's
 * event when it collects leads (docs/product.md, Events).
 */
export async function gateSpeaker(
  db: Db,
  session: SessionRow,
  locale: Locale,
): Promise<GateSpeaker> {
  const [speaker, event] = await Promise.all([
    db
      .selectFrom("users")
      .select(["firstName", "lastName", "consentText"])
      .where("id", "=", session.userId)
      .executeTakeFirstOrThrow(),
    sessionEventOf(db, session.id),
  ]);
  const collecting = event?.collectLeads === 1 ? event : null;
  return {
    name: `${speaker.firstName} ${speaker.lastName}`.trim(),
    consentText: consentTextFor(speaker, translatorFor(locale).t, collecting?.name ?? null),
    eventId: collecting?.eventId ?? null,
  };
}
