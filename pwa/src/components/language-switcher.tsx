/**
 * The language switcher (docs/product.md, Languages): each language named in itself, the choice
 * applied to every screen at once and remembered on this device. A native select, so it is
 * keyboard- and screen-reader-friendly on every phone and costs the first load almost nothing.
 * Arrow keys and typed letters on the closed select only move through the languages: the one
 * reached applies on Enter or when the select is left, not at every key (WCAG 3.2.2); a language
 * picked from the open list applies at once.
 */
import { LOCALE_NAMES, LOCALES, localeOf, type Locale } from "@lectern/shared";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { chooseLanguage, useTranslator } from "../i18n/language.ts";

/** The six languages as a select's options, each named in itself and marked with its own lang. */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}

export function LanguageSwitcher({
  className = "",
  id: givenId,
}: {
  className?: string;
  /** The select's id, where a pre-rendered page wrote it; a generated one otherwise. */
  id?: string;
}) {
  const { t, locale } = useTranslator();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  /** The language reached by keys on the closed select, not applied yet. */
  const [reached, setReached] = useState<Locale | null>(null);
  /** A key that moves through the options is down: the change it makes only moves. */
  const browsing = useRef(false);
  const apply = (next: Locale | null) => {
    setReached(null);
    if (next && next !== locale) void chooseLanguage(next);
  };
  const keyDown = (event: KeyboardEvent) => {
    browsing.current =
      event.key.startsWith("Arrow") || event.key.length === 1 || /^(Home|End|Page)/.test(event.key);
    if (event.key === "Enter") apply(reached);
  };
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-slate-600">
        {t("Language")}
      </label>
      <select
        id={id}
        value={reached ?? locale}
        onKeyDown={keyDown}
        onKeyUp={() => (browsing.current = false)}
        onChange={(event) => {
          const next = localeOf(event.target.value);
          if (browsing.current) setReached(next);
          else apply(next);
        }}
        onBlur={() => apply(reached)}
        className="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-800"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}
