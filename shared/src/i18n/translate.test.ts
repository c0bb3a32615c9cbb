/** Numbers as each language writes them, shaped by options (a rating's average, docs/product.md, Polls). */
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import { createTranslator } from "./translate.ts";

const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

describe("Translator.number", () => {
  it("writes a rating's average with one decimal in each language's way", () => {
    expect(createTranslator("en", {}).number(4, ONE_DECIMAL)).toBe("4.0");
    expect(createTranslator("de", {}).number(4.25, ONE_DECIMAL)).toBe("4,3");
    expect(createTranslator("en", {}).number(1234)).toBe("1,234");
  });
});

describe("Translator counts", () => {
  it.each(LOCALES)("writes every count in %s as Intl.NumberFormat does", (locale) => {
    const translator = createTranslator(locale, {});
    const formatter = new Intl.NumberFormat(locale);
    const forms = { one: "# vote", other: "# votes" };
    for (const count of [...Array(1001).keys(), 1234, 12345, -3, 2.5]) {
      expect(translator.number(count)).toBe(formatter.format(count));
      expect(translator.plural(count, forms).split(" ")[0]).toBe(formatter.format(count));
    }
  });
});
