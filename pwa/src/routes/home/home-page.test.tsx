/**
 * The home page's first screen as the server sends it before the JavaScript arrives
 * (@lectern/shared's prerenderHomePage) is the markup React renders for a signed-out visitor, in
 * English and in another language: when React replaces it, nothing on screen moves or changes.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadTranslator, prerenderHomePage } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { chooseLanguage } from "../../i18n/language.ts";
import HomePage from "./home-page.tsx";

// jsdom has no media queries; the visitor asks for reduced motion, so the promo video stays still.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query }));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await chooseLanguage("en");
});

/** The top bar and the hero of a rendered page, as HTML. */
function firstScreen(root: ParentNode): string[] {
  return [
    root.querySelector("header")?.outerHTML ?? "no top bar",
    root.querySelector("main > section")?.outerHTML ?? "no hero",
  ];
}

describe("the home page's pre-rendered first screen", () => {
  for (const locale of ["en", "de"] as const) {
    it(`is what React renders, in ${locale}`, async () => {
      await chooseLanguage(locale);
      const { container } = renderWithProviders(<HomePage />);
      await screen.findByRole("heading", { level: 1 });
      const prerendered = document.createElement("div");
      prerendered.innerHTML = prerenderHomePage(await loadTranslator(locale)).root;
      expect(firstScreen(prerendered)).toEqual(firstScreen(container));
    });
  }
});
