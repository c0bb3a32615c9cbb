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

/** The consent text the gate shows for this speaker, in the translator's language. */
export function consentTextFor(speaker: ConsentSpeaker, t: Translator["t"]): string {
  const name = `${speaker.firstName} ${speaker.lastName}`.trim();
  const own = speaker.consentText?.trim();
  return own ? own.replaceAll("{speaker}", name) : t(DEFAULT_CONSENT_TEXT, { speaker: name });
}
