/**
 * A poll's fields as the create wizard and the edit screen share them (docs/product.md, Edit
 * session and Polls, Hidden results): each choice takes at most 120 characters and says so, and
 * the switch "Hide results until the poll closes" goes into the poll's body, except for a quiz,
 * whose results always wait for the reveal; once a save was tried, a quiz without its right answer
 * has its right-answer group marked invalid and described until one is marked.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { POLL_CHOICE_MAX_LENGTH } from "@lectern/shared";
import { PollFields } from "./poll-fields.tsx";
import { renderWithProviders } from "./render-with-providers.tsx";
import { defaultKindFields, firstChoices, kindBodyOf } from "./session-model.ts";

type Value = ReturnType<typeof defaultKindFields> & {
  title: string;
  question: string;
  choices: ReturnType<typeof firstChoices>;
};

let latest: Value | null = null;

function Fields({ showErrors = false }: { showErrors?: boolean }) {
  const [value, setValue] = useState<Value>({
    ...defaultKindFields(),
    title: "Lunch",
    question: "What now?",
    choices: firstChoices(),
  });
  useEffect(() => {
    latest = value;
  });
  return <PollFields pollNumber={1} value={value} onChange={setValue} showErrors={showErrors} />;
}

describe("poll fields", () => {
  it("take at most 120 characters per choice, and say so", async () => {
    renderWithProviders(<Fields />);
    const choice = screen.getByRole("textbox", { name: "Choice 1 in poll 1" });
    expect(choice).toHaveAccessibleDescription(
      "Each choice can be up to 120 characters, so the projector can show it.",
    );
    await userEvent.click(choice);
    await userEvent.paste("x".repeat(POLL_CHOICE_MAX_LENGTH + 10));
    expect(choice).toHaveValue("x".repeat(POLL_CHOICE_MAX_LENGTH));
  });

  it("hide a poll's results until it closes when asked; a quiz's always wait for the reveal", async () => {
    renderWithProviders(<Fields />);
    const hide = screen.getByRole("switch", {
      name: "Hide results until the poll closes (poll 1)",
    });
    expect(hide).not.toBeChecked();
    expect(kindBodyOf(latest!, latest!.choices).hideResultsUntilClosed).toBe(false);
    await userEvent.click(hide);
    expect(hide).toBeChecked();
    expect(kindBodyOf(latest!, latest!.choices).hideResultsUntilClosed).toBe(true);

    await userEvent.click(screen.getByRole("radio", { name: "Quiz" }));
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(
      screen.getByText("A quiz's results stay hidden until you reveal the answer."),
    ).toBeInTheDocument();
    expect(kindBodyOf(latest!, latest!.choices).hideResultsUntilClosed).toBe(false);
  });

  it("mark a quiz's right-answer group invalid with its message until an answer is marked", async () => {
    renderWithProviders(<Fields showErrors />);
    await userEvent.click(screen.getByRole("radio", { name: "Quiz" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Choice 1 in poll 1" }), "Paris");
    await userEvent.type(screen.getByRole("textbox", { name: "Choice 2 in poll 1" }), "Rome");
    const group = screen.getByRole("radiogroup", { name: "Right answer of poll 1" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription(
      "Mark the right answer with the round button before its choice. A quiz needs exactly one right answer.",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Choice 2 is the right answer" }));
    expect(group).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("A quiz needs exactly one right answer.")).not.toBeInTheDocument();
  });
});
