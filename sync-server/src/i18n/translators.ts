/**
 * The server's translators, one per language, loaded once at start (every catalog is small), and
 * the language a request's first HTML is written in (docs/product.md, Languages): `?lang=` on the
 * link, then the visitor's remembered choice (the language cookie), then Accept-Language.
 */
import {
  acceptedLanguages,
  cookieLocale,
  loadTranslator,
  LOCALES,
  pickLocale,
  type Locale,
  type Translator,
} from "@lectern/shared";
import type { Request } from "express";

const loaded = await Promise.all(LOCALES.map((locale) => loadTranslator(locale)));
const TRANSLATORS = Object.fromEntries(loaded.map((t) => [t.locale, t])) as Record<
  Locale,
  Translator
>;

export function translatorFor(locale: Locale): Translator {
  return TRANSLATORS[locale];
}

/** The language to write this request's page in. */
export function requestLocale(req: Request): Locale {
  return pickLocale(
    typeof req.query.lang === "string" ? req.query.lang : null,
    cookieLocale(req.headers.cookie),
    acceptedLanguages(req.headers["accept-language"]),
  );
}
