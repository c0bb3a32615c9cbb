/** The create wizard's save rules (docs/product.md, Validation): what is saved, https:// added. */
import { describe, expect, it } from "vitest";
import { CHOICE_COLORS } from "@lectern/shared";
import {
  defaultKindFields,
  missingSessionFields,
  newChoice,
  newLinkItem,
  type LinkItem,
  type PollKindFields,
} from "../../components/session-model.ts";
import {
  emptyPoll,
  linkBodies,
  pollBodies,
  pollsWithTooFewChoices,
  quizzesWithoutAnswer,
  type PollDraft,
} from "./wizard-model.ts";

const link = (title: string, url: string, description = ""): LinkItem => ({
  ...newLinkItem("link"),
  title,
  url,
  description,
});
const cta = (title: string, buttonText: string, url: string, description: string): LinkItem => ({
  ...newLinkItem("cta"),
  title,
  buttonText,
  url,
  description,
});
const poll = (
  title: string,
  question: string,
  choices: string[],
  kind: Partial<PollKindFields> = {},
): PollDraft => ({
  ...defaultKindFields(),
  ...kind,
  id: title.length,
  title,
  question,
  choices: choices.map((text, index) => ({ ...newChoice(index), id: index + 1, text })),
});

describe("links", () => {
  it("saves the links first, then the calls to action, each numbered from 0", () => {
    const bodies = linkBodies(3, [
      cta("Book a call", "Book", "cal.example.com", "Thirty minutes"),
      link("Docs", "docs.example.com"),
    ]);
    expect(bodies.map((body) => [body.type, body.order])).toEqual([
      ["link", 0],
      ["cta", 0],
    ]);
  });

  it("saves only links with a title and a url, prefixing https://", () => {
    const bodies = linkBodies(5, [
      link("Docs", "docs.example.com"),
      link("", "example.com"),
      link("No url", "  "),
      link("Kept", "http://plain.example.com", " notes "),
    ]);
    expect(bodies).toEqual([
      {
        sessionId: 5,
        type: "link",
        title: "Docs",
        description: null,
        url: "https://docs.example.com",
        order: 0,
      },
      {
        sessionId: 5,
        type: "link",
        title: "Kept",
        description: "notes",
        url: "http://plain.example.com",
        order: 1,
      },
    ]);
  });
});

describe("calls to action", () => {
  it("saves a CTA only when title, button text, url and description are all present", () => {
    const bodies = linkBodies(9, [
      cta("Book a call", "Book", "cal.example.com/ada", "Thirty minutes"),
      cta("No description", "Go", "example.com", ""),
      cta("No button", " ", "example.com", "Text"),
      cta("No url", "Go", "", "Text"),
    ]);
    expect(bodies).toEqual([
      {
        sessionId: 9,
        type: "cta",
        title: "Book a call",
        description: "Thirty minutes",
        url: "https://cal.example.com/ada",
        buttonText: "Book",
        order: 0,
      },
    ]);
  });
});

describe("polls", () => {
  it("saves polls with a question and a non-blank choice, title or not, as open, without blank choices", () => {
    const bodies = pollBodies([
      poll("Lunch", "What now?", ["Pizza", " ", "Salad"]),
      poll("", "No title?", ["A", "B"]),
      poll("No question", "", ["A", "B"]),
      poll("Blank", "Choices?", ["", " "]),
    ]);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ title: "", question: "No title?", order: 1 });
    expect(bodies[0]).toEqual({
      kind: "single",
      hideResultsUntilClosed: false,
      title: "Lunch",
      question: "What now?",
      state: "open",
      order: 0,
      choices: [
        { text: "Pizza", color: CHOICE_COLORS[0], order: 0 },
        { text: "Salad", color: CHOICE_COLORS[2], order: 1 },
      ],
    });
  });

  it("starts a poll with two choices in the first palette colours", () => {
    const fresh = emptyPoll();
    expect(fresh.choices.map((c) => c.color)).toEqual(["#3B82F6", "#EF4444"]);
  });

  it("flags a poll that would be saved with a single choice", () => {
    expect(
      pollsWithTooFewChoices([
        poll("One", "Only?", ["Yes", ""]),
        poll("Two", "Both?", ["Yes", "No"]),
      ]).map((p) => p.title),
    ).toEqual(["One"]);
  });
});

describe("poll kinds", () => {
  it("saves a word cloud and a rating without choices, with their own fields only", () => {
    const bodies = pollBodies([
      poll("Words", "One word?", ["Left", "behind"], { kind: "wordcloud", maxEntries: 2 }),
      poll("Score", "How was it?", [], {
        kind: "rating",
        scale: 10,
        lowLabel: " Meh ",
        highLabel: "",
      }),
    ]);
    expect(bodies).toEqual([
      {
        kind: "wordcloud",
        maxEntries: 2,
        hideResultsUntilClosed: false,
        title: "Words",
        question: "One word?",
        state: "open",
        order: 0,
        choices: [],
      },
      {
        kind: "rating",
        scale: 10,
        lowLabel: "Meh",
        highLabel: null,
        hideResultsUntilClosed: false,
        title: "Score",
        question: "How was it?",
        state: "open",
        order: 1,
        choices: [],
      },
    ]);
  });

  it("keeps a multiple choice's answers allowed within its choices", () => {
    const [body] = pollBodies([
      poll("Stack", "Which?", ["A", "B", "C", ""], { kind: "multiple", maxChoices: 4 }),
    ]);
    expect(body).toMatchObject({ kind: "multiple", maxChoices: 3 });
  });

  it("marks a quiz's right answer and flags a quiz without one", () => {
    const quiz = poll("Quiz", "Capital?", ["Paris", "Rome"], {
      kind: "quiz",
      correctChoiceId: 2,
    });
    expect(pollBodies([quiz])[0]?.choices).toEqual([
      { text: "Paris", color: CHOICE_COLORS[0], order: 0, correct: false },
      { text: "Rome", color: CHOICE_COLORS[1], order: 1, correct: true },
    ]);
    expect(quizzesWithoutAnswer([quiz])).toEqual([]);
    const unanswered = { ...quiz, correctChoiceId: null };
    expect(quizzesWithoutAnswer([unanswered, poll("Plain", "A or B?", ["A", "B"])])).toEqual([
      unanswered,
    ]);
  });
});

describe("session info", () => {
  it("names the blank required fields", () => {
    expect(
      missingSessionFields({
        eventName: " ",
        title: "Talk",
        description: "",
        qaEnabled: true,
        questionReview: false,
        profanityFilter: true,
        confirmEmail: false,
        language: null,
      }),
    ).toEqual(["eventName", "description"]);
  });
});
