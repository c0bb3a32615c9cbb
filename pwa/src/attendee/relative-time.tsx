/**
 * "5 minutes ago" on a question (docs/product.md, Q&A forum), written by date-fns's formatDistance
 * in the page's language, with the full date as the element's title. date-fns's words for a
 * language other than English load the first time one is shown (a few kB, apart from the page's
 * first load); until then the full date shows. The time on every card moves on together, once a
 * minute.
 */
import { formatDistance, type Locale as DateFnsLocale } from "date-fns";
import { useEffect, useState, useSyncExternalStore } from "react";
import { DISPLAY_DATE, type Locale } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";

const TICK_MS = 60_000;

const LOADERS: Record<Exclude<Locale, "en">, () => Promise<DateFnsLocale>> = {
  de: () => import("date-fns/locale/de").then((m) => m.de),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  ja: () => import("date-fns/locale/ja").then((m) => m.ja),
  "pt-BR": () => import("date-fns/locale/pt-BR").then((m) => m.ptBR),
};

/** date-fns's words per language once loaded; English is date-fns's own (undefined). */
const loaded = new Map<Locale, DateFnsLocale | undefined>([["en", undefined]]);

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** date-fns's words for `locale`: null while they load. */
function useDateFnsLocale(locale: Locale): DateFnsLocale | undefined | null {
  const [, setLoadedCount] = useState(0);
  const ready = loaded.has(locale);
  useEffect(() => {
    if (ready || locale === "en") return;
    let current = true;
    void LOADERS[locale]()
      .then((words) => {
        loaded.set(locale, words);
        if (current) setLoadedCount((count) => count + 1);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, ready]);
  return ready ? loaded.get(locale) : null;
}

export function RelativeTime({ iso }: { iso: string }) {
  const { locale, date } = useTranslator();
  const words = useDateFnsLocale(locale);
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  const full = date(iso, DISPLAY_DATE);
  const at = new Date(iso);
  // A clock a little ahead of this device's still reads "less than a minute ago", never "in ...".
  const text =
    words === null
      ? full
      : formatDistance(Math.min(at.getTime(), current), current, {
          addSuffix: true,
          locale: words,
        });
  return (
    <time dateTime={iso} title={full}>
      {text}
    </time>
  );
}
