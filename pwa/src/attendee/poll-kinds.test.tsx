/**
 * Each poll kind's vote form and results as an attendee meets them (docs/product.md, Poll kinds):
 * what the form lets them send, what it refuses before sending, and how the results read, their
 * own answer marked.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createTranslator,
  type Ballot,
  type PollChoice,
  type PollResultChoice,
  type PollResults,
  type VoteBody,
} from "@lectern/shared";
import { PollResultsView, resultsInWords } from "./poll-results.tsx";
import { PollVoteForm, type VoteFormPoll, type VoteFormProps } from "./poll-vote-form.tsx";

afterEach(cleanup);

const choices: PollChoice[] = ["Vite", "Webpack", "Parcel"].map((text, i) => ({
  id: 10 + i,
  text,
  color: ["#3B82F6", "#EF4444", "#10B981"][i]!,
  order: i,
}));

const blank: VoteFormPoll = {
  kind: "single",
  choices: [],
  maxChoices: null,
  maxEntries: null,
  scale: null,
  lowLabel: null,
  highLabel: null,
};

/** Renders a kind's form and waits for it: the forms of other kinds than single load on demand. */
async function renderForm(poll: Partial<VoteFormPoll>, props: Partial<VoteFormProps> = {}) {
  const onVote = vi.fn<(body: VoteBody) => void>();
  render(
    <>
      <p id="q">Your answer?</p>
      <PollVoteForm
        poll={{ ...blank, ...poll }}
        questionId="q"
        submitting={false}
        queued={null}
        refusal={null}
        onEdit={() => undefined}
        onVote={onVote}
        {...props}
      />
    </>,
  );
  return { onVote, group: await screen.findByRole("group", { name: "Your answer?" }) };
}

const submit = () => screen.getByRole("button", { name: "Submit Vote" });

describe("the multiple-choice form", () => {
  it("says how many may be chosen and disables the other boxes once that many are ticked", async () => {
    const user = userEvent.setup();
    const { onVote, group } = await renderForm({ kind: "multiple", choices, maxChoices: 2 });
    expect(group).toHaveAccessibleDescription("Choose up to 2");
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Parcel" }));
    await user.click(screen.getByRole("checkbox", { name: "Vite" }));
    expect(screen.getByRole("checkbox", { name: "Webpack" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Parcel" }));
    expect(screen.getByRole("checkbox", { name: "Webpack" })).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: "Webpack" }));
    await user.click(submit());
    expect(onVote).toHaveBeenCalledWith({ choiceIds: [10, 11] });
  });

  it("shows a vote waiting in the outbox as ticked and locked", async () => {
    await renderForm({ kind: "multiple", choices, maxChoices: 2 }, { queued: { choiceIds: [12] } });
    expect(screen.getByRole("checkbox", { name: "Parcel" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Vite" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit Vote" })).toBeNull();
  });
});

describe("the word cloud form", () => {
  it("offers maxEntries fields of at most 25 characters and sends the words given", async () => {
    const user = userEvent.setup();
    const { onVote } = await renderForm({ kind: "wordcloud", maxEntries: 2 });
    const fields = screen.getAllByRole("textbox");
    expect(fields).toHaveLength(2);
    expect(fields[0]).toHaveAttribute("maxlength", "25");
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText("Word 2"), " React ");
    await user.click(submit());
    expect(onVote).toHaveBeenCalledWith({ words: ["React"] });
  });

  it("refuses an entry under 2 letters before sending, and clears that as the person types", async () => {
    const user = userEvent.setup();
    const { onVote } = await renderForm({ kind: "wordcloud", maxEntries: 1 });
    await user.type(screen.getByLabelText("Your word"), "a!");
    await user.click(submit());
    expect(onVote).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("A word needs at least 2 letters.");
    expect(screen.getByLabelText("Your word")).toHaveAccessibleDescription(
      "A word needs at least 2 letters.",
    );
    await user.type(screen.getByLabelText("Your word"), "b");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal beside the fields, which keep their text", async () => {
    await renderForm({ kind: "wordcloud", maxEntries: 1 }, { refusal: "That word isn't allowed" });
    expect(screen.getByRole("alert")).toHaveTextContent("That word isn't allowed");
  });
});

describe("the rating form", () => {
  it("is a radio group of 1 to the scale, the end labels in the first and last names", async () => {
    const user = userEvent.setup();
    const { onVote } = await renderForm({
      kind: "rating",
      scale: 10,
      lowLabel: "Lost",
      highLabel: "Clear",
    });
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(10);
    expect(radios[0]).toHaveAccessibleName(/^1 ?, Lost$/);
    expect(radios[9]).toHaveAccessibleName(/^10 ?, Clear$/);
    await user.click(screen.getByRole("radio", { name: "7" }));
    await user.click(submit());
    expect(onVote).toHaveBeenCalledWith({ rating: 7 });
  });
});

const base = { pollId: 1, state: "open" as const };
const resultChoice = (choice: PollChoice, votes: number, percentage: number): PollResultChoice => ({
  ...choice,
  votes,
  percentage,
});
const noBallot: Ballot = {
  choiceId: null,
  choiceIds: null,
  words: null,
  rating: null,
  text: null,
  ranking: null,
};
const labels = { lowLabel: "Poor", highLabel: "Great" };

describe("the results", () => {
  it("size a word cloud's words by their count, each count said to screen readers", async () => {
    const results: PollResults = {
      ...base,
      kind: "wordcloud",
      totalVotes: 6,
      totalVoters: 4,
      words: [
        { text: "react", count: 4 },
        { text: "vue", count: 1 },
        { text: "svelte", count: 1 },
      ],
    };
    render(
      <PollResultsView
        poll={labels}
        results={results}
        mine={{ ...noBallot, words: ["react", "svelte"] }}
      />,
    );
    const words = within(await screen.findByRole("list", { name: "Words sent" })).getAllByRole(
      "listitem",
    );
    expect(words.map((word) => word.textContent)).toEqual([
      "react: 4 votes",
      "vue: 1 vote",
      "svelte: 1 vote",
    ]);
    const size = (i: number) => parseFloat(words[i]!.style.fontSize);
    expect(size(0)).toBeGreaterThan(size(1));
    expect(size(1)).toBe(size(2));
    expect(screen.getByText("Your words: react, svelte")).toBeInTheDocument();
    expect(screen.getByText("Total voters: 4")).toBeInTheDocument();
  });

  it("give a rating's average with one decimal, and the distribution", async () => {
    const results: PollResults = {
      ...base,
      kind: "rating",
      totalVotes: 3,
      totalVoters: 3,
      scale: 5,
      average: 4,
      distribution: [1, 2, 3, 4, 5].map((score) => ({ score, votes: score >= 3 ? 1 : 0 })),
    };
    render(<PollResultsView poll={labels} results={results} mine={{ ...noBallot, rating: 4 }} />);
    expect(await screen.findByText("4.0")).toBeInTheDocument();
    expect(screen.getByText("out of 5")).toBeInTheDocument();
    const rows = within(screen.getByRole("list", { name: "Votes per score" })).getAllByRole(
      "listitem",
    );
    expect(rows.map((row) => row.querySelector(".sr-only")?.textContent)).toEqual([
      "1: 0 votes",
      "2: 0 votes",
      "3: 1 vote",
      "4: 1 vote (your vote)",
      "5: 1 vote",
    ]);
    expect(screen.getByText("Poor")).toBeInTheDocument();
    expect(screen.getByText("Great")).toBeInTheDocument();
  });

  const quiz = (revealed: boolean): PollResults => ({
    ...base,
    state: "closed",
    kind: "quiz",
    revealed,
    totalVotes: 2,
    totalVoters: 2,
    choices: [
      resultChoice(choices[0]!, 1, 50),
      { ...resultChoice(choices[1]!, 1, 50), ...(revealed ? { correct: true } : {}) },
      resultChoice(choices[2]!, 0, 0),
    ],
  });

  it("mark a revealed quiz's right choice and tell each voter how they did", () => {
    const { rerender } = render(
      <PollResultsView poll={labels} results={quiz(false)} mine={{ ...noBallot, choiceId: 11 }} />,
    );
    expect(screen.queryByText("Correct!")).toBeNull();
    expect(screen.queryByText("Correct answer")).toBeNull();
    rerender(
      <PollResultsView poll={labels} results={quiz(true)} mine={{ ...noBallot, choiceId: 11 }} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Correct!");
    expect(screen.getByText("Correct answer").closest("li")).toHaveTextContent(/Webpack/);
    rerender(
      <PollResultsView poll={labels} results={quiz(true)} mine={{ ...noBallot, choiceId: 10 }} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("The answer was: Webpack");
  });

  it("keep the verdict's live region on the page, empty, from before the reveal", () => {
    const mine = { ...noBallot, choiceId: 11 };
    const { rerender } = render(
      <PollResultsView
        poll={labels}
        results={{ ...quiz(false), hidden: true }}
        mine={mine}
        audience
      />,
    );
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
    rerender(<PollResultsView poll={labels} results={quiz(true)} mine={mine} audience />);
    // The same region, filled in: a screen reader that knew it empty hears the verdict.
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("Correct!");
  });

  it("are said in one sentence after one's own vote, and not while hidden", () => {
    const en = createTranslator("en", {});
    expect(resultsInWords(en, quiz(true))).toBe(
      "Results: Vite: 1 vote, 50%; Webpack: 1 vote, 50%; Parcel: 0 votes, 0%",
    );
    expect(resultsInWords(en, { ...quiz(false), hidden: true })).toBeNull();
  });

  it("mark each choice of a multiple vote as the voter's, with the count of voters", () => {
    const results: PollResults = {
      ...base,
      kind: "multiple",
      maxChoices: 2,
      totalVotes: 3,
      totalVoters: 2,
      choices: [
        resultChoice(choices[0]!, 2, 100),
        resultChoice(choices[1]!, 1, 50),
        resultChoice(choices[2]!, 0, 0),
      ],
    };
    render(
      <PollResultsView
        poll={labels}
        results={results}
        mine={{ ...noBallot, choiceIds: [10, 11] }}
      />,
    );
    expect(screen.getAllByText("(your vote)")).toHaveLength(2);
    expect(screen.getByText("Total voters: 2")).toBeInTheDocument();
  });
});
