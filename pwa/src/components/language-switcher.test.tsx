/**
 * The language select (docs/product.md, Languages): keys on the closed select move through the
 * languages without switching the app; the one reached applies on Enter or on leaving the select,
 * and a language picked from the list applies at once.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../i18n/language.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { renderWithProviders } from "./render-with-providers.tsx";

afterEach(async () => {
  localStorage.clear();
  await chooseLanguage("en");
});

/** What a closed select does on a key that moves: the key, then the change it makes. */
function moveTo(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: "ArrowDown" });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: "ArrowDown" });
}

describe("the language select", () => {
  it("moves with arrow keys without switching, then switches once when left", async () => {
    renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByLabelText("Language");
    select.focus();
    moveTo(select, "de");
    moveTo(select, "fr");
    expect(select).toHaveValue("fr");
    // chooseLanguage keeps the choice in a cookie at once, before the texts load.
    expect(document.cookie).not.toMatch(/=(de|fr)\b/);
    fireEvent.blur(select);
    expect(await screen.findByText("Langue")).toBeInTheDocument();
  });

  it("switches on Enter after moving", async () => {
    renderWithProviders(<LanguageSwitcher />);
    const select = screen.getByLabelText("Language");
    moveTo(select, "es");
    fireEvent.keyDown(select, { key: "Enter" });
    expect(await screen.findByText("Idioma")).toBeInTheDocument();
  });

  it("switches at once to a language picked from the list", async () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "de" } });
    await waitFor(() => expect(screen.getByText("Sprache")).toBeInTheDocument());
  });
});
