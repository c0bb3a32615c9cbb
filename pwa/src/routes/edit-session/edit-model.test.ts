/** The edit screen's rules: Unsaved markers, what a link or CTA needs, new polls, the embed code. */
import { describe, expect, it } from "vitest";
import type { Resource } from "@lectern/shared";
import { linkItemProblem, newLinkItem } from "../../components/session-model.ts";
import { testPoll } from "../../test-fixtures.ts";
import {
  embedCodeOf,
  isUnsaved,
  linkItemsOf,
  newPollItem,
  pollItemOf,
  pollItemProblem,
  pollItemUnsaved,
  updateBodyOf,
} from "./edit-model.ts";

const resource = (
  id: number,
  type: Resource["type"],
  title: string,
  url: string | null,
): Resource => ({
  id,
  sessionId: 1,
  type,
  title,
  description: null,
  url,
  buttonText: type === "cta" ? "Learn More" : null,
  filePath: null,
  mimeType: null,
  fileSize: null,
  order: 0,
});

describe("links and calls to action", () => {
  const saved = linkItemsOf([
    resource(4, "link", "Docs", "https://docs.example.com"),
    resource(5, "presentation", "Slides", null),
  ]);

  it("keeps only links and CTAs", () => {
    expect(saved.map((item) => item.id)).toEqual([4]);
  });

  it("marks an item unsaved when it differs from the saved copy or is new", () => {
    expect(isUnsaved(saved[0]!, saved)).toBe(false);
    expect(isUnsaved({ ...saved[0]!, title: "Docs v2" }, saved)).toBe(true);
    expect(isUnsaved(newLinkItem("link"), saved)).toBe(true);
  });

  it("requires what docs/product.md requires and prefixes https:// on save", () => {
    expect(linkItemProblem({ ...newLinkItem("link"), title: "Only a title" })).toBe(
      "A link needs a title and a URL.",
    );
    expect(linkItemProblem({ ...newLinkItem("cta"), title: "Book", url: "example.com" })).toMatch(
      /description/,
    );
    expect(updateBodyOf({ ...saved[0]!, url: "example.com/page" }).url).toBe(
      "https://example.com/page",
    );
  });
});

describe("polls", () => {
  it("adds new polls as untitled drafts with two choices, which need only a question and choices", () => {
    const poll = newPollItem();
    expect(poll.title).toBe("");
    expect(poll.state).toBe("draft");
    expect(poll.choices).toHaveLength(2);
    expect(pollItemProblem(poll)).toBe("A poll needs a question");
    const asked = { ...poll, question: "Tea or coffee?" };
    expect(pollItemProblem(asked)).toBe("A poll needs at least 2 choices with text.");
    const choices = asked.choices.map((c, i) => ({ ...c, text: ["Tea", "Coffee"][i]! }));
    expect(pollItemProblem({ ...asked, choices })).toBeNull();
  });

  it("reads a quiz's right answer and counts only the saved kind's fields as changes", () => {
    const quiz = testPoll({
      id: 40,
      kind: "quiz",
      title: "Capital",
      question: "Of Italy?",
      state: "draft",
      choices: [
        { id: 1, text: "Paris", color: "#3B82F6", order: 0, correct: false },
        { id: 2, text: "Rome", color: "#EF4444", order: 1, correct: true },
      ],
    });
    const item = pollItemOf(quiz);
    expect(item.correctChoiceId).toBe(2);
    expect(pollItemUnsaved({ ...item, maxEntries: 1, lowLabel: "Meh" }, quiz)).toBe(false);
    expect(pollItemUnsaved({ ...item, correctChoiceId: 1 }, quiz)).toBe(true);
    expect(pollItemUnsaved({ ...item, kind: "wordcloud" }, quiz)).toBe(true);
    expect(pollItemProblem({ ...item, correctChoiceId: null })).toBe(
      "A quiz needs exactly one right answer.",
    );
    expect(pollItemProblem({ ...item, kind: "rating", choices: [] })).toBeNull();
  });

  it("builds the iframe embed code with width 100% and height 600", () => {
    expect(embedCodeOf("https://lectern.example", 12, 'Say "hi"')).toBe(
      '<iframe src="https://lectern.example/embed/poll/12" width="100%" height="600" frameborder="0" title="Say &quot;hi&quot;"></iframe>',
    );
  });

  it("adds ?lang= to the embed's address when the speaker picks its language", () => {
    expect(embedCodeOf("https://lectern.example", 12, "Mood", "pt-BR")).toBe(
      '<iframe src="https://lectern.example/embed/poll/12?lang=pt-BR" width="100%" height="600" frameborder="0" title="Mood"></iframe>',
    );
  });
});
