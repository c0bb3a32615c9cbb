/**
 * The language switcher (docs/product.md, Languages): each language named in itself, the choice
 * applied to every screen at once and remembered on this device. A native select, so it is
 * keyboard- and screen-reader-friendly on every phone and costs the first load almost nothing.
 */
import { LOCALE_NAMES, LOCALES, localeOf } from "@lectern/shared";
import { useId } from "react";
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
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-slate-600">
        {t("Language")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = localeOf(event.target.value);
          if (next) void chooseLanguage(next);
        }}
        className="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-800"
      >
        <LanguageOptions />
      </select>
    </div>
  );
}
