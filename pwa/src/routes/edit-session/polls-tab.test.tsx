/**
 * The embed code of the edit screen's Polls tab (docs/product.md, Edit session): a language select
 * offers the visitor's own language (no ?lang) or one language, each named in itself, and the
 * chosen one goes into the iframe's address.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES, LOCALES, type Poll } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { PollsTab } from "./polls-tab.tsx";

const openPoll: Poll = {
  id: 31,
  sessionId: 7,
  title: "Mood",
  question: "How is the talk?",
  state: "open",
  order: 0,
  choices: [
    { id: 1, text: "Great", color: "#3B82F6", order: 0 },
    { id: 2, text: "Fine", color: "#EF4444", order: 1 },
  ],
  totalVotes: 3,
};

const embedCode = (region: HTMLElement) =>
  within(region).getByLabelText<HTMLTextAreaElement>("Embed code").value;

const renderTab = () =>
  renderWithProviders(
    <PollsTab
      sessionId={7}
      polls={{ data: [openPoll], isPending: false, isError: false, error: null }}
    />,
  );

describe("the embed code's language", () => {
  it("follows the visitor's language by default and names every language in itself", async () => {
    renderTab();
    const poll = within(await screen.findByRole("region", { name: /^Poll 1/ }));
    const language = poll.getByRole("combobox", { name: "Language of the embed" });
    expect(language).toHaveDisplayValue("Visitor's language");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Visitor's language", ...LOCALES.map((locale) => LOCALE_NAMES[locale])]);
    expect(poll.getByLabelText("Embed code")).toHaveValue(
      `<iframe src="${window.location.origin}/embed/poll/31" width="100%" height="600" frameborder="0" title="Mood"></iframe>`,
    );
  });

  it("adds ?lang= for the chosen language and drops it for the visitor's again", async () => {
    renderTab();
    const region = await screen.findByRole("region", { name: /^Poll 1/ });
    const language = within(region).getByRole("combobox", { name: "Language of the embed" });
    await userEvent.selectOptions(language, "日本語");
    expect(embedCode(region)).toContain(`src="${window.location.origin}/embed/poll/31?lang=ja"`);
    await userEvent.selectOptions(language, "Visitor's language");
    expect(embedCode(region)).toContain(`src="${window.location.origin}/embed/poll/31"`);
  });
});
