/**
 * The edit screen's Polls tab (docs/product.md, Edit session and Poll kinds): the embed code's
 * language select offers the visitor's own language (no ?lang) or one language, each named in
 * itself; a poll with votes keeps its kind; a quiz is revealed only once closed, after a
 * confirmation; a word cloud's words can be hidden and shown again. Saved polls are listed
 * collapsed to their title or question, open with Edit, move up and down with the order sent to
 * the server; the question is the one required field, its error inline until it is filled; Add
 * Poll stops at the host's limit. With a deck, a poll is pinned to one of its pages (slidePage).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_NAMES, LOCALES, type Poll } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testPoll } from "../../test-fixtures.ts";
import { PollsTab } from "./polls-tab.tsx";

const openPoll = testPoll({ totalVotes: 3 });
const embedCode = (region: HTMLElement) =>
  within(region).getByLabelText<HTMLTextAreaElement>("Embed code").value;

afterEach(() => vi.restoreAllMocks());

const renderTab = (...polls: Poll[]) => renderLimited(5, ...polls);

const renderLimited = (maxPolls: number, ...polls: Poll[]) =>
  renderWithProviders(
    <PollsTab
      sessionId={7}
      maxPolls={maxPolls}
      polls={{
        data: polls.length > 0 ? polls : [openPoll],
        isPending: false,
        isError: false,
        error: null,
      }}
    />,
  );

/** The poll's region, opened with its Edit button. */
const pollRegion = async (number: number) => {
  const region = within(await screen.findByRole("region", { name: new RegExp(`^Poll ${number}`) }));
  await userEvent.click(region.getByRole("button", { name: `Edit poll ${number}` }));
  return region;
};

describe("the embed code's language", () => {
  it("follows the visitor's language by default and names every language in itself", async () => {
    renderTab();
    const poll = await pollRegion(1);
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
    const region = (await pollRegion(1)) && screen.getByRole("region", { name: /^Poll 1/ });
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

describe("saved polls, collapsed and in order", () => {
  const polls = () => [
    testPoll({ id: 31, title: "Mood", question: "How is the talk?", order: 0 }),
    testPoll({ id: 32, title: "", question: "Which demo next?", state: "draft", order: 1 }),
    testPoll({ id: 33, title: "Lunch", question: "Pizza or pasta?", state: "closed", order: 2 }),
  ];

  it("lists each saved poll by its title, or its question without one, and opens it with Edit", async () => {
    renderTab(...polls());
    const second = within(await screen.findByRole("region", { name: /^Poll 2/ }));
    expect(second.getByText("Which demo next?")).toBeInTheDocument();
    expect(second.queryByRole("textbox", { name: /Question/ })).not.toBeInTheDocument();
    const edit = second.getByRole("button", { name: "Edit poll 2" });
    expect(edit).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(edit);
    expect(second.getByRole("button", { name: "Close poll 2" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(second.getByRole("textbox", { name: /Question/ })).toHaveValue("Which demo next?");
    expect(second.getByRole("textbox", { name: "Title (optional)" })).toHaveValue("");
    expect(within(screen.getByRole("region", { name: /^Poll 1/ })).getByText("Mood")).toBeVisible();
  });

  it("moves a poll with the keyboard and sends the new order to the server", async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const body = JSON.parse(init?.body as string) as { pollIds: number[] };
      sent.push({ url: input as string, method: init?.method, body });
      const byId = new Map(polls().map((p) => [p.id, p]));
      const answer = body.pollIds.map((id, order) => ({ ...byId.get(id)!, order }));
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
      );
    });
    renderTab(...polls());
    const down = await screen.findByRole("button", { name: "Move poll 1 down" });
    expect(screen.getByRole("button", { name: "Move poll 1 up" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    down.focus();
    await userEvent.keyboard("{Enter}");
    expect(sent).toEqual([
      { url: "/api/sessions/7/poll-order", method: "PUT", body: { pollIds: [32, 31, 33] } },
    ]);
    const regions = await screen.findAllByRole("region", { name: /^Poll \d/ });
    expect(regions.map((r) => within(r).getAllByText(/\?|Mood|Lunch/)[0]!.textContent)).toEqual([
      "Which demo next?",
      "Mood",
      "Lunch",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Poll moved to position 2.");
    expect(screen.getByRole("button", { name: "Move poll 3 down" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});

describe("a new poll's fields", () => {
  it("needs only a question: once left, it is checked as it changes, and the error goes when filled", async () => {
    renderTab(openPoll);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const fresh = within(screen.getByRole("region", { name: /^Poll 2/ }));
    const question = fresh.getByRole("textbox", { name: /Question/ });
    expect(question).toBeRequired();
    expect(fresh.getByRole("textbox", { name: "Title (optional)" })).not.toBeRequired();
    expect(fresh.queryByText("A poll needs a question")).not.toBeInTheDocument();
    await userEvent.type(question, "W");
    await userEvent.clear(question);
    // Not yet left: typing is not interrupted by an error.
    expect(fresh.queryByText("A poll needs a question")).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.type(question, "Wh");
    expect(question).toBeValid();
    await userEvent.clear(question);
    expect(question).toHaveAccessibleDescription("A poll needs a question");
    expect(question).toBeInvalid();
    await userEvent.type(question, "Which?");
    expect(fresh.queryByText("A poll needs a question")).not.toBeInTheDocument();
    expect(question).toBeValid();
  });

  it("shows every problem inline after a failed Create, and each clears when fixed", async () => {
    renderTab(openPoll);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const fresh = within(screen.getByRole("region", { name: /^Poll 2/ }));
    await userEvent.click(fresh.getByRole("button", { name: "Create Poll" }));
    expect(fresh.getByText("A poll needs a question")).toBeInTheDocument();
    expect(fresh.getByText("A poll needs at least 2 choices with text.")).toBeInTheDocument();
    await userEvent.type(fresh.getByRole("textbox", { name: /Question/ }), "Tea or coffee?");
    expect(fresh.queryByText("A poll needs a question")).not.toBeInTheDocument();
    await userEvent.type(fresh.getByRole("textbox", { name: "Choice 1 in poll 2" }), "Tea");
    await userEvent.type(fresh.getByRole("textbox", { name: "Choice 2 in poll 2" }), "Coffee");
    expect(fresh.queryByText("A poll needs at least 2 choices with text.")).not.toBeInTheDocument();
  });

  it("stops Add Poll at the host's limit and says the limit", async () => {
    renderLimited(2, openPoll);
    expect(screen.getByText("1 of 2 polls")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    expect(screen.getByText("2 of 2 polls")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    expect(
      await screen.findByText("You can create up to 2 polls per session."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("region", { name: /^Poll \d/ })).toHaveLength(2);
  });
});

describe("a poll's slide", () => {
  it("offers None and each page of the deck, and saves the page as slidePage", async () => {
    const sent: Array<{ url: unknown; body: { slidePage?: number | null } }> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (init?.method === "PUT")
        sent.push({ url: input, body: JSON.parse(init.body as string) as { slidePage?: number } });
      return Promise.resolve(
        new Response(JSON.stringify(openPoll), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
      );
    });
    renderWithProviders(
      <PollsTab
        sessionId={7}
        maxPolls={5}
        deckPages={3}
        polls={{ data: [openPoll], isPending: false, isError: false, error: null }}
      />,
    );
    const poll = await pollRegion(1);
    const slide = poll.getByRole("combobox", { name: "Show on slide (poll 1)" });
    expect(slide).toHaveDisplayValue("None");
    expect(
      within(slide)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["None", "Page 1", "Page 2", "Page 3"]);
    await userEvent.selectOptions(slide, "Page 2");
    await userEvent.click(poll.getByRole("button", { name: "Save Poll: Mood" }));
    await screen.findAllByText("Polls saved");
    expect(sent.map(({ url, body }) => [url, body.slidePage])).toEqual([["/api/polls/31", 2]]);
  });

  it("is not offered without a deck", async () => {
    renderTab();
    const poll = await pollRegion(1);
    expect(poll.queryByRole("combobox", { name: /Show on slide/ })).not.toBeInTheDocument();
  });
});
