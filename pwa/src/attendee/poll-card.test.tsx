/**
 * A poll card on a page that lost the network or shares the phone with another tab (docs/product.md,
 * Offline): a vote status that cannot be read offline still leaves the vote form to use, and a vote
 * another tab of the phone sent shows here as this visitor's. Only fetch (the server) and the other
 * tab are faked; the live socket is left with no server to reach.
 */
import { onlineManager } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxItem } from "../offline/outbox-api.ts";
import type { SentEvent } from "../offline/replay.ts";
import { SENT_CHANNEL } from "../offline/sent-broadcast.ts";
import { renderWithProviders } from "../components/render-with-providers.tsx";
import { testPoll } from "../test-fixtures.ts";
import { PollCard } from "./poll-card.tsx";

const poll = testPoll({});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe("a poll card", () => {
  it("offline, with no copy of this visitor's vote status, offers the vote form and lets the server decide", async () => {
    onlineManager.setOnline(false);
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithProviders(<PollCard poll={poll} isOwner={false} />);

    const card = within(await screen.findByRole("article", { name: "Mood" }));
    expect(await card.findByRole("button", { name: "Submit Vote" })).toBeInTheDocument();
    expect(card.getByRole("radio", { name: /Great/ })).toBeEnabled();
    expect(card.queryByText("Loading results...")).not.toBeInTheDocument();
    // The read was made, offline: the service worker answers it from its copy when it has one.
    expect(fetch.mock.calls.map(([input]) => input)).toContain(`/api/polls/${poll.id}/vote-status`);
  });

  it("shows a vote another tab of this phone sent as this visitor's, instead of the form", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json({ hasVoted: false, choiceId: null, choiceIds: null, words: null, rating: null }),
    );
    renderWithProviders(<PollCard poll={poll} isOwner={false} />);
    const card = within(await screen.findByRole("article", { name: "Mood" }));
    await card.findByRole("button", { name: "Submit Vote" });

    const item: OutboxItem = {
      id: "2b0c9a4e-vote",
      sessionId: poll.sessionId,
      action: { kind: "vote", sessionId: poll.sessionId, pollId: poll.id, choiceId: 2 },
      status: "sending",
      attempts: 0,
      createdAt: Date.now(),
      error: null,
    };
    const sent: SentEvent = {
      item,
      response: {
        choiceId: 2,
        choiceIds: null,
        words: null,
        rating: null,
        results: {
          ...poll.results,
          totalVotes: 1,
          totalVoters: 1,
          choices: [
            { ...poll.choices[0]!, votes: 0, percentage: 0 },
            { ...poll.choices[1]!, votes: 1, percentage: 100 },
          ],
        },
      },
      awaited: false,
    };
    const otherTab = new BroadcastChannel(SENT_CHANNEL);
    otherTab.postMessage(sent);
    otherTab.close();

    expect(await card.findByText("(your vote)")).toBeInTheDocument();
    expect(card.getByText("(your vote)").closest("li")).toHaveTextContent("Fine");
    expect(card.queryByRole("button", { name: "Submit Vote" })).not.toBeInTheDocument();
  });

  it("shows a quiz's voter their answer and when the results come, not the crowd's answers", async () => {
    const quiz = testPoll({ kind: "quiz", title: "Capital", totalVotes: 3 });
    vi.spyOn(globalThis, "fetch").mockImplementation((input) =>
      Promise.resolve(
        json(
          (input instanceof Request ? input.url : input.toString()).endsWith("/vote-status")
            ? { hasVoted: true, choiceId: 2, choiceIds: null, words: null, rating: null }
            : { ...quiz.results, revealed: false, hidden: true },
        ),
      ),
    );
    renderWithProviders(<PollCard poll={quiz} isOwner={false} />);
    const card = within(await screen.findByRole("article", { name: "Capital" }));

    expect(await card.findByText("Results after the reveal")).toBeInTheDocument();
    expect(card.getByText("Your answer: Fine")).toBeInTheDocument();
    expect(card.getByText("Total votes: 3")).toBeInTheDocument();
    expect(card.queryByText(/%/)).not.toBeInTheDocument();
    expect(card.queryByText("(your vote)")).not.toBeInTheDocument();
  });
});
