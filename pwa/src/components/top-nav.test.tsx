/**
 * The account menu (docs/product.md, Top navigation) offers the languages as menu radio items, each
 * named in itself; choosing one switches every text at once.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUser } from "../auth/current-user.ts";
import { chooseLanguage } from "../i18n/language.ts";
import { testSpeaker } from "../test-fixtures.ts";
import { renderWithProviders } from "./render-with-providers.tsx";
import { TopNav } from "./top-nav.tsx";

afterEach(async () => {
  localStorage.clear();
  await chooseLanguage("en");
});

describe("the account menu", () => {
  it("switches the language from the keyboard", async () => {
    setCurrentUser(testSpeaker());
    renderWithProviders(<TopNav />);
    screen.getByRole("button", { name: "Account menu for Ada" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Dashboard", "My Speaker Profile", "Integrations", "Sign Out"]);
    const languages = within(menu).getByRole("group", { name: "Language" });
    expect(within(languages).getByRole("menuitemradio", { name: "English" })).toBeChecked();

    // Dashboard, My Speaker Profile, Integrations, English, then Deutsch.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(within(languages).getByRole("menuitemradio", { name: "Deutsch" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("link", { name: "Session erstellen" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    expect(screen.getByRole("button", { name: "Kontomenü von Ada" })).toBeInTheDocument();
  });
});
