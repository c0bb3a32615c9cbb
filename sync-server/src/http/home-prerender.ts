/**
 * First visits to / (issue 31, "Home page that shows the product"): a visitor on a slow phone
 * should read what Lectern is and see its screens before the JavaScript has arrived, as on a
 * session page, so the app shell comes with the top bar and the hero already in it
 * (@lectern/shared's prerenderHomePage). It reads nothing: the same page for everyone in a language.
 */
import { prerenderHomePage } from "@lectern/shared";
import { translatorFor } from "../i18n/translators.ts";
import type { PagePrerender } from "./serve-pwa.ts";

export function homePagePrerender(): PagePrerender {
  return (pathname, locale) =>
    Promise.resolve(pathname === "/" ? prerenderHomePage(translatorFor(locale)) : null);
}
