/**
 * Lectern's translation function (docs/decisions.md, Languages). The English text in the code is
 * the message's id, so English needs no catalog and costs the first load nothing; another
 * language's catalog maps that text to its own. Placeholders are `{name}`; a plural message gives
 * its forms per CLDR category and `#` stands for the formatted count, the category coming from
 * Intl.PluralRules, never from a rule written here. Numbers and dates go through Intl.
 */
import type { Locale } from "./locales.ts";

/** A message's forms by plural category; `other` is every language's fallback and the id. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Catalog = Readonly<Record<string, string | PluralForms>>;

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  /** The message in this language, with `{name}` placeholders filled from `values`. */
  t: (message: string, values?: MessageValues) => string;
  /** The form of `forms` for `count` in this language; `#` is the count, formatted. */
  plural: (count: number, forms: PluralForms, values?: MessageValues) => string;
  /** A number as this language writes it; `options` (a constant, e.g. one decimal) shape it. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date (or time) as this language writes it. */
  date: (value: Date | number | string, options: Intl.DateTimeFormatOptions) => string;
}

/** Marks a message for translation where it is defined (a table of texts) and returns it as is. */
export function msg(message: string): string {
  return message;
}

function fill(text: string, values: MessageValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Every language Lectern speaks writes a whole number under 1,000 in plain Western digits, with no
 * separator (translate.test.ts checks each one against Intl). Such a count is written without
 * building an Intl.NumberFormat: the first one a page builds takes 20 ms of a phone's main thread,
 * most of the work of rendering an embedded poll's "3 votes" (docs/decisions.md, What was measured).
 */
function plainDigits(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : null;
}

/** `make()` on the first call, then the same value: Intl formatters are slow to build. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function createTranslator(locale: Locale, catalog: Catalog): Translator {
  // Built on first use: a first screen that counts and plurals nothing (the session page a phone
  // opens first) does not pay for them (docs/decisions.md, What was measured).
  const numbers = once(() => new Intl.NumberFormat(locale));
  /** A number with no options, as a count is written: small ones need no formatter at all. */
  const plainNumber = (value: number) => plainDigits(value) ?? numbers().format(value);
  const plurals = once(() => new Intl.PluralRules(locale));
  /** One formatter per options object (screens pass constants such as DISPLAY_DATE), not per date shown. */
  const dates = new WeakMap<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();
  const shapedNumbers = new WeakMap<Intl.NumberFormatOptions, Intl.NumberFormat>();
  return {
    locale,
    t: (message, values) => {
      const translated = catalog[message];
      return fill(typeof translated === "string" ? translated : message, values);
    },
    plural: (count, forms, values) => {
      const translated = catalog[forms.other];
      const own = translated && typeof translated === "object" ? translated : forms;
      const text = own[plurals().select(count)] ?? own.other;
      return fill(text.replace(/#/g, plainNumber(count)), values);
    },
    number: (value, options) => {
      if (!options) return plainNumber(value);
      let format = shapedNumbers.get(options);
      if (!format) shapedNumbers.set(options, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
    date: (value, options) => {
      let format = dates.get(options);
      if (!format) dates.set(options, (format = new Intl.DateTimeFormat(locale, options)));
      return format.format(new Date(value));
    },
  };
}
