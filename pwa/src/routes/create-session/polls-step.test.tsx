/**
 * The create wizard's Polls step (docs/product.md, Create session): at most 3 polls, each new poll
 * with two choices in the default palette (blue 3B82F6, then red EF4444), remove only above 2
 * choices, Add Choice disabled at 10.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CHOICE_COLORS } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { PollsStep } from "./polls-step.tsx";
import type { PollDraft } from "./wizard-model.ts";

function Step() {
  const [polls, setPolls] = useState<PollDraft[]>([]);
  return <PollsStep polls={polls} onPolls={setPolls} />;
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
});
