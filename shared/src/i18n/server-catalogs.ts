/**
 * The texts a first HTML holds (the session page's pre-rendered header and speaker strip), in every
 * language at once: the service worker builds a repeat visit's page from them offline, and cannot
 * load a whole language's catalog on demand as a page does.
 */
import de from "./catalogs/de/server.ts";
import es from "./catalogs/es/server.ts";
import fr from "./catalogs/fr/server.ts";
import ja from "./catalogs/ja/server.ts";
import ptBR from "./catalogs/pt-BR/server.ts";
import type { Locale } from "./locales.ts";
import type { Catalog } from "./translate.ts";

export const SERVER_CATALOGS: Record<Locale, Catalog> = {
  en: {},
  de,
  fr,
  es,
  "pt-BR": ptBR,
  ja,
};
