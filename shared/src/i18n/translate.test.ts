/** Numbers as each language writes them, shaped by options (a rating's average, docs/product.md, Polls). */
import { describe, expect, it } from "vitest";
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
