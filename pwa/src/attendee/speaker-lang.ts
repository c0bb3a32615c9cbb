/**
 * The language of the speaker's words on a session's pages (docs/product.md, Languages): the page
 * provides speakerTextLang(session.language) and the parts showing a poll, a resource or a question
 * put it as `lang` on just the speaker's text, never on the app's own words around it. Outside a
 * session's pages (the speaker's own screens) there is none and no `lang` is written.
 */
import { createContext, useContext } from "react";

export const SpeakerLangContext = createContext<string | undefined>(undefined);

/** The `lang` for an element holding the speaker's words, or undefined where none is known. */
export function useSpeakerLang(): string | undefined {
  return useContext(SpeakerLangContext);
}
