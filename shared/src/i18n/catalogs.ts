/**
 * Where each language's catalog lives. English is the code's own text and has none; the others are
 * one module each, which the browser loads only when that language is in use (and the service
 * worker precaches, so a page seen once opens offline in its language).
 */
import type { Locale } from "./locales.ts";
import { createTranslator, type Catalog, type Translator } from "./translate.ts";

type Loader = () => Promise<{ default: Catalog }>;

const LOADERS: Record<Exclude<Locale, "en">, Loader> = {
  de: () => import("./catalogs/de/index.ts"),
  fr: () => import("./catalogs/fr/index.ts"),
  es: () => import("./catalogs/es/index.ts"),
  "pt-BR": () => import("./catalogs/pt-BR/index.ts"),
  ja: () => import("./catalogs/ja/index.ts"),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return locale === "en" ? {} : (await LOADERS[locale]()).default;
}

/** A translator for `locale`, its catalog loaded. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  return createTranslator(locale, await loadCatalog(locale));
}
