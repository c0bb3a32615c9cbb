/**
 * The edit screen's Polls tab (docs/product.md, Edit session and Poll kinds): the embed code's
 * language select offers the visitor's own language (no ?lang) or one language, each named in
 * itself; a poll with votes keeps its kind; a quiz is revealed only once closed, after a
 * confirmation; a word cloud's words can be hidden and shown again.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES, LOCALES, type Poll } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testPoll } from "../../test-fixtures.ts";
import { PollsTab } from "./polls-tab.tsx";

const openPoll = testPoll({ totalVotes: 3 });
const embedCode = (region: HTMLElement) =>
  within(region).getByLabelText<HTMLTextAreaElement>("Embed code").value;

const renderTab = (...polls: Poll[]) =>
  renderWithProviders(
    <PollsTab
      sessionId={7}
      polls={{
        data: polls.length > 0 ? polls : [openPoll],
        isPending: false,
        isError: false,
        error: null,
      }}
    />,
  );

const pollRegion = async (number: number) =>
  within(await screen.findByRole("region", { name: new RegExp(`^Poll ${number}`) }));

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

describe("poll kinds on the edit screen", () => {
  it("keeps the kind of a poll with votes and says why; a poll without votes may change", async () => {
    renderTab(openPoll, testPoll({ id: 32, state: "draft", order: 1 }));
    const voted = await pollRegion(1);
    const kinds = voted.getByRole("radiogroup", { name: "Kind of poll 1" });
    for (const radio of within(kinds).getAllByRole("radio")) expect(radio).toBeDisabled();
    expect(kinds).toHaveAccessibleDescription(
      "This poll already has votes, so its kind can't change.",
    );

    const fresh = await pollRegion(2);
    await userEvent.click(fresh.getByRole("radio", { name: "Rating" }));
    expect(fresh.getByRole("radio", { name: "Rating" })).toBeChecked();
    expect(fresh.getByText("Unsaved")).toBeInTheDocument();
    expect(fresh.queryByRole("button", { name: "Add Choice" })).not.toBeInTheDocument();
  });

  it("offers Reveal answer for a closed quiz only, and asks before revealing", async () => {
    const quizChoices = testPoll({}).choices.map((c) => ({ ...c, correct: c.id === 2 }));
    renderTab(
      testPoll({ kind: "quiz", state: "closed", choices: quizChoices }, { revealed: false }),
      testPoll({ id: 32, kind: "quiz", order: 1, choices: quizChoices }, { revealed: false }),
    );
    const closed = await pollRegion(1);
    expect(closed.getByRole("radio", { name: "Choice 2 is the right answer" })).toBeChecked();
    await userEvent.click(closed.getByRole("button", { name: "Reveal answer" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reveal the answer?" });
    expect(dialog).toHaveTextContent("The quiz can't open again.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const open = await pollRegion(2);
    expect(open.queryByRole("button", { name: "Reveal answer" })).not.toBeInTheDocument();
    expect(open.getByText("Close the poll before revealing the answer.")).toBeInTheDocument();
  });

  it("says a revealed quiz is revealed, with no button to reveal it again", async () => {
    renderTab(
      testPoll(
        { kind: "quiz", state: "closed", revealed: true, totalVotes: 2 },
        { revealed: true },
      ),
    );
    const quiz = await pollRegion(1);
    expect(quiz.getByText("Answer revealed")).toBeInTheDocument();
    expect(quiz.queryByRole("button", { name: "Reveal answer" })).not.toBeInTheDocument();
  });

  it("lets the speaker hide each shown word and show a hidden one again", async () => {
    renderTab(
      testPoll(
        { kind: "wordcloud", choices: [], maxEntries: 3, totalVotes: 4, hiddenWords: ["spam"] },
        {
          words: [
            { text: "react", count: 3 },
            { text: "vue", count: 1 },
          ],
        },
      ),
    );
    const cloud = await pollRegion(1);
    expect(cloud.getByRole("button", { name: "Hide “react”" })).toBeEnabled();
    expect(cloud.getByRole("button", { name: "Hide “vue”" })).toBeEnabled();
    const hidden = cloud.getByRole("list", { name: "Hidden words" });
    expect(within(hidden).getByText("spam")).toBeInTheDocument();
    expect(within(hidden).getByRole("button", { name: "Show “spam” again" })).toBeEnabled();
    expect(cloud.getByRole("combobox", { name: "Words per attendee" })).toHaveDisplayValue("3");
  });
});
