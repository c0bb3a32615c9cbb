/**
 * The create wizard's Polls step (docs/product.md, Create session and Poll kinds): at most 3 polls,
 * each new poll a single choice with two choices in the default palette (blue 3B82F6, then red
 * EF4444), remove only above 2 choices, Add Choice disabled at 10; the kind picker, by keyboard
 * too, shows each kind's own fields; focus follows Add Poll and Remove.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CHOICE_COLORS } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { PollsStep } from "./polls-step.tsx";
import type { PollDraft } from "./wizard-model.ts";

function Step() {
  const [polls, setPolls] = useState<PollDraft[]>([]);
  return <PollsStep polls={polls} onPolls={setPolls} maxPolls={3} showErrors={() => false} />;
}

const pollCards = () => screen.queryAllByRole("region", { name: /^Poll \d+$/ });
const removeChoiceButtons = (card: HTMLElement) =>
  within(card).queryAllByRole("button", { name: /^Remove choice/ });

describe("the Polls step", () => {
  it("starts a new poll with two choices in blue then red, and no way to remove either", async () => {
    renderWithProviders(<Step />);
    expect(screen.getByText("No polls yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));

    const [card] = pollCards();
    expect(card).toBeDefined();
    const poll = within(card!);
    expect(poll.getAllByRole("textbox", { name: /^Choice \d in poll 1$/ })).toHaveLength(2);
    expect(poll.getByLabelText("Colour of choice 1 in poll 1")).toHaveValue("#3b82f6");
    expect(poll.getByLabelText("Colour of choice 2 in poll 1")).toHaveValue("#ef4444");
    expect(removeChoiceButtons(card!)).toHaveLength(0);
  });

  it("hands focus to the poll Add Poll made, and back to Add Poll when a poll is removed", async () => {
    renderWithProviders(<Step />);
    const addPoll = screen.getByRole("button", { name: "Add Poll" });
    addPoll.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Poll 1" })).toHaveFocus());

    await userEvent.click(screen.getByRole("button", { name: "Remove poll 1" }));
    await waitFor(() => expect(addPoll).toHaveFocus());
    expect(pollCards()).toHaveLength(0);
  });

  it("offers remove only above two choices, continues the palette, and disables Add Choice at 10", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const card = pollCards()[0]!;
    const poll = within(card);
    const addChoice = poll.getByRole("button", { name: "Add Choice" });

    await userEvent.click(addChoice);
    expect(poll.getAllByRole("textbox", { name: /^Choice \d+ in poll 1$/ })).toHaveLength(3);
    expect(poll.getByLabelText("Colour of choice 3 in poll 1")).toHaveValue(
      CHOICE_COLORS[2].toLowerCase(),
    );
    expect(removeChoiceButtons(card)).toHaveLength(3);

    await userEvent.click(poll.getByRole("button", { name: "Remove choice 3 from poll 1" }));
    expect(poll.getAllByRole("textbox", { name: /^Choice \d+ in poll 1$/ })).toHaveLength(2);
    expect(removeChoiceButtons(card)).toHaveLength(0);

    for (let count = 2; count < 10; count += 1) {
      expect(addChoice).toBeEnabled();
      await userEvent.click(addChoice);
    }
    expect(poll.getAllByRole("textbox", { name: /^Choice \d+ in poll 1$/ })).toHaveLength(10);
    expect(poll.getByText("Choices (10 of 10)")).toBeInTheDocument();
    expect(addChoice).toBeDisabled();
    const colours = poll
      .getAllByLabelText(/^Colour of choice \d+ in poll 1$/)
      .map((input) => (input as HTMLInputElement).value);
    expect(colours).toEqual(CHOICE_COLORS.map((colour) => colour.toLowerCase()));

    await userEvent.click(poll.getByRole("button", { name: "Remove choice 10 from poll 1" }));
    expect(addChoice).toBeEnabled();
  });

  it("allows at most 3 polls and says so", async () => {
    renderWithProviders(<Step />);
    const addPoll = screen.getByRole("button", { name: "Add Poll" });
    for (let i = 0; i < 3; i += 1) await userEvent.click(addPoll);
    expect(pollCards()).toHaveLength(3);
    expect(screen.queryByText("Maximum polls reached")).not.toBeInTheDocument();

    await userEvent.click(addPoll);
    const toast = (await screen.findByText("Maximum polls reached")).closest("li");
    expect(
      within(toast as HTMLElement).getByText("You can create up to 3 polls per session."),
    ).toBeInTheDocument();
    expect(pollCards()).toHaveLength(3);

    // Removing one makes room again.
    await userEvent.click(screen.getByRole("button", { name: "Remove poll 2" }));
    expect(pollCards()).toHaveLength(2);
    await userEvent.click(addPoll);
    expect(pollCards()).toHaveLength(3);
    expect(
      within(pollCards()[2]!).getAllByRole("textbox", { name: /^Choice \d in poll 3$/ }),
    ).toHaveLength(2);
  });

  it("offers the seven kinds with a line on each, single choice first, and moves by arrow keys", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const poll = within(pollCards()[0]!);
    const kinds = poll.getByRole("radiogroup", { name: "Kind of poll 1" });
    expect(within(kinds).getAllByRole("radio")).toHaveLength(7);
    const single = within(kinds).getByRole("radio", { name: "Single choice" });
    expect(single).toBeChecked();
    expect(single).toHaveAccessibleDescription("Attendees pick one answer.");
    expect(within(kinds).getByRole("radio", { name: "Word cloud" })).toHaveAccessibleDescription(
      "Attendees send up to 3 words; the most frequent show largest.",
    );
    expect(within(kinds).getByRole("radio", { name: "Ranking" })).toHaveAccessibleDescription(
      "Attendees put the choices in order; the best ranked score most.",
    );

    await userEvent.click(single);
    expect(single).toHaveFocus();
    // Held down as a person would: Radix checks the radio that takes focus while an arrow is down.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() =>
      expect(within(kinds).getByRole("radio", { name: "Multiple choice" })).toBeChecked(),
    );
    await userEvent.keyboard("{/ArrowRight}");
    expect(poll.getByRole("combobox", { name: "Answers allowed" })).toBeInTheDocument();
  });

  it("asks a multiple choice poll how many answers are allowed, from 2 to its choices", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const poll = within(pollCards()[0]!);
    await userEvent.click(poll.getByRole("radio", { name: "Multiple choice" }));
    const allowed = poll.getByRole("combobox", { name: "Answers allowed" });
    expect(
      within(allowed)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2"]);
    await userEvent.click(poll.getByRole("button", { name: "Add Choice" }));
    await userEvent.click(poll.getByRole("button", { name: "Add Choice" }));
    expect(
      within(allowed)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2", "3", "4"]);
    await userEvent.selectOptions(allowed, "3");
    expect(allowed).toHaveDisplayValue("3");
  });

  it("shows a word cloud no choices but the words each attendee can send, 1 to 3", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const poll = within(pollCards()[0]!);
    await userEvent.click(poll.getByRole("radio", { name: "Word cloud" }));
    expect(poll.queryByRole("button", { name: "Add Choice" })).not.toBeInTheDocument();
    expect(poll.queryByRole("textbox", { name: /^Choice/ })).not.toBeInTheDocument();
    const words = poll.getByRole("combobox", { name: "Words per attendee" });
    expect(words).toHaveDisplayValue("3");
    expect(within(words).getAllByRole("option")).toHaveLength(3);
    await userEvent.selectOptions(words, "1");
    expect(words).toHaveDisplayValue("1");
  });

  it("gives a rating a 5 or 10 scale and its two labels", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const poll = within(pollCards()[0]!);
    await userEvent.click(poll.getByRole("radio", { name: "Rating" }));
    const scale = poll.getByRole("radiogroup", { name: "Scale of poll 1" });
    expect(within(scale).getByRole("radio", { name: "1 to 5" })).toBeChecked();
    await userEvent.click(within(scale).getByRole("radio", { name: "1 to 10" }));
    await userEvent.type(poll.getByLabelText("Label of the lowest score (optional)"), "Meh");
    await userEvent.type(poll.getByLabelText("Label of the highest score (optional)"), "Wow");
    expect(within(scale).getByRole("radio", { name: "1 to 10" })).toBeChecked();
    expect(poll.getByLabelText("Label of the lowest score (optional)")).toHaveValue("Meh");
    expect(poll.getByLabelText("Label of the highest score (optional)")).toHaveValue("Wow");
  });

  it("lets a quiz mark one right answer among its choices", async () => {
    renderWithProviders(<Step />);
    await userEvent.click(screen.getByRole("button", { name: "Add Poll" }));
    const poll = within(pollCards()[0]!);
    await userEvent.click(poll.getByRole("radio", { name: "Quiz" }));
    const right = poll.getByRole("radiogroup", { name: "Right answer of poll 1" });
    expect(within(right).getAllByRole("radio")).toHaveLength(2);
    expect(within(right).queryAllByRole("radio", { checked: true })).toHaveLength(0);
    await userEvent.click(
      within(right).getByRole("radio", { name: "Choice 2 is the right answer" }),
    );
    expect(
      within(right).getByRole("radio", { name: "Choice 2 is the right answer" }),
    ).toBeChecked();

    // Removing the right choice leaves the quiz without an answer.
    await userEvent.click(poll.getByRole("button", { name: "Add Choice" }));
    await userEvent.click(poll.getByRole("button", { name: "Remove choice 2 from poll 1" }));
    expect(within(right).getAllByRole("radio")).toHaveLength(2);
    expect(within(right).queryAllByRole("radio", { checked: true })).toHaveLength(0);
  });
});
