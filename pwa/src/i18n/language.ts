/**
 * The language the app speaks on this device (docs/product.md, Languages): `?lang=` on the link
 * first, then the visitor's own choice (a cookie, so the server and the service worker render the
 * first HTML in it too), then the browser's languages, else English. Screens read it through
 * useTranslator(), which re-renders them when the visitor switches; code outside React calls
 * translator() when it needs a text.
 */
import {
  cookieLocale,
  createTranslator,
  LANGUAGE_COOKIE,
  loadTranslator,
  pickLocale,
  type Locale,
  type Translator,
} from "@lectern/shared";
import { useSyncExternalStore } from "react";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

let current: Translator = createTranslator("en", {});
const listeners = new Set<() => void>();

/** The language this page starts in. */
function startingLocale(): Locale {
  return pickLocale(
    new URLSearchParams(window.location.search).get("lang"),
    cookieLocale(document.cookie),
    navigator.languages,
  );
}

async function switchTo(locale: Locale): Promise<void> {
  const next = await loadTranslator(locale);
  current = next;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Loads the starting language's catalog before the first render, so nothing paints in English first. */
export function startLanguage(): Promise<void> {
  return switchTo(startingLocale()).catch(() => switchTo("en"));
}

/** Switches every screen to `locale` at once and remembers it on this device. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  await switchTo(locale);
}

/** The translator in use now, for code outside React (toasts, error texts). */
export function translator(): Translator {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The translator in use; the component re-renders when the visitor switches language. */
export function useTranslator(): Translator {
  return useSyncExternalStore(subscribe, translator, translator);
}
