/**
 * A poll without a title on the attendee page (docs/product.md, Polls): its question heads the
 * card, is not repeated under it, and names the vote form, as the embed's first HTML writes it.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerenderEmbedPoll, createTranslator } from "@lectern/shared";
import { renderWithProviders } from "../components/render-with-providers.tsx";
import { testPoll } from "../test-fixtures.ts";
import { PollCard } from "./poll-card.tsx";

afterEach(() => vi.restoreAllMocks());

const untitled = testPoll({ title: "", question: "Which demo next?" });

describe("a poll without a title", () => {
  it("is headed by its question, shown once, which names the vote form", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          hasVoted: false,
          choiceId: null,
          choiceIds: null,
          words: null,
          rating: null,
        }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      ),
    );
    renderWithProviders(<PollCard poll={untitled} isOwner={false} />);
    const article = await screen.findByRole("article", { name: "Which demo next?" });
    const card = within(article);
    expect(card.getByRole("heading", { name: "Which demo next?" })).toBeInTheDocument();
    expect(card.getAllByText("Which demo next?")).toHaveLength(1);
    await card.findByRole("button", { name: "Submit Vote" });
    expect(card.getByRole("group", { name: "Which demo next?" })).toBeInTheDocument();
  });

  it("is written the same way in the embed's first HTML", () => {
    const html = prerenderEmbedPoll(
      { ...untitled, sessionTitle: "Talk", sessionLanguage: null },
      createTranslator("en", {}),
    );
    expect(html.title).toBe("Which demo next? · Lectern");
    expect(html.root.match(/Which demo next\?/g)).toHaveLength(2); // the heading and the data block
    expect(html.root).toContain(
      '<h1 id="embed-poll-title" lang="" class="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">Which demo next?</h1>',
    );
  });
});
