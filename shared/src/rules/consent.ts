/**
 * What the e-mail gate tells an attendee before they give their address (docs/product.md, Download
 * dialog): the speaker's own consent text, else the default, with {speaker} the speaker's name. The
 * page shows it and the server records the same text with the lead, made by this one function in
 * the attendee's language, so the record is what the gate showed and not what a client claims.
 */
import { msg, type Translator } from "../i18n/translate.ts";

export const DEFAULT_CONSENT_TEXT = msg(
  "{speaker} will receive your e-mail address and may contact you about this talk.",
);

export interface ConsentSpeaker {
  firstName: string;
  lastName: string;
  /** The speaker's own text; null or blank: the default, translated. */
  consentText: string | null;
}

/** What the gate adds when the talk's event collects its leads too (docs/product.md, Events). */
export const EVENT_CONSENT_TEXT = msg("{event}, the event of this talk, will receive it too.");

/**
 * The consent text the gate shows for this speaker, in the translator's language; `eventName`,
 * when the talk's event collects leads, is named beside the speaker.
 */
export function consentTextFor(
  speaker: ConsentSpeaker,
  t: Translator["t"],
  eventName: string | null = null,
): string {
  const name = `${speaker.firstName} ${speaker.lastName}`.trim();
  const own = speaker.consentText?.trim();
  const text = own ? own.replaceAll("{speaker}", name) : t(DEFAULT_CONSENT_TEXT, { speaker: name });
  return eventName === null ? text : `${text} ${t(EVENT_CONSENT_TEXT, { event: eventName })}`;
}
