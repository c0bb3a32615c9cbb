/**
 * The languages Lectern speaks (docs/product.md, Languages) and how a visitor's own list of
 * languages (navigator.languages, Accept-Language, `?lang=`) picks one of them.
 */

export const LOCALES = ["en", "de", "fr", "es", "pt-BR", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as the language switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The Lectern language for one BCP 47 tag: exact (any case), else by its language ("de-AT" → de). */
export function localeOf(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split("-")[0];
  return LOCALES.find((locale) => locale.split("-")[0]!.toLowerCase() === language) ?? null;
}

/** The first of the visitor's languages (most preferred first) that Lectern speaks, else English. */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The name of the cookie that remembers a visitor's chosen language on this device. */
export const LANGUAGE_COOKIE = "lectern-language";

/** The language a remembered cookie value (URI-encoded) names, if Lectern speaks it. */
export function localeOfCookieValue(value: string): Locale | null {
  try {
    return localeOf(decodeURIComponent(value));
  } catch {
    return null;
  }
}

/** The language remembered in a Cookie header (or document.cookie), if it names one Lectern speaks. */
export function cookieLocale(cookies: string | undefined): Locale | null {
  const match = cookies && new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies);
  return match ? localeOfCookieValue(match[1]!) : null;
}

/**
 * The language a page is written in, wherever it is written (server, page, service worker):
 * `?lang=` on the link, then the visitor's remembered choice, then their own languages, else English.
 */
export function pickLocale(
  link: string | null,
  remembered: Locale | null,
  languages: readonly string[],
): Locale {
  return (link ? localeOf(link) : null) ?? remembered ?? matchLocale(languages);
}

/** The tags of an Accept-Language header, most preferred first (q=0 ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
