/**
 * The edit screen's Feedback tab (docs/product.md, Feedback) as the owner and a viewer use it: the
 * summary's average, spread, chips and comments; the empty state; the switch that opens and closes
 * feedback; the chips edited and saved as one list; and a viewer, who reads and changes nothing.
 * Only fetch (the server) is faked: a small in-memory API that answers the contract's routes.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_FEEDBACK_CHIPS,
  type FeedbackState,
  type FeedbackStateBody,
  type FeedbackSummary,
} from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { FeedbackTab } from "./feedback-tab.tsx";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

const EMPTY: FeedbackSummary = {
  count: 0,
  average: null,
  distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })),
  chips: [],
  comments: [],
};

const GIVEN: FeedbackSummary = {
  count: 3,
  average: 3.67,
  distribution: [
    { rating: 1, count: 0 },
    { rating: 2, count: 1 },
    { rating: 3, count: 0 },
    { rating: 4, count: 1 },
    { rating: 5, count: 1 },
  ],
  chips: [
    { label: "Clear", count: 2 },
    { label: "Too fast", count: 1 },
  ],
  comments: [
    {
      rating: 2,
      chips: ["Too fast"],
      comment: "Lost me at slide 3",
      createdAt: "2026-05-04T10:00:00Z",
    },
    { rating: 5, chips: [], comment: "Best talk of the day", createdAt: "2026-05-04T09:55:00Z" },
  ],
};

/** Session 7's feedback routes, kept in memory; answers what the contract says. */
function fakeServer(summary: FeedbackSummary) {
  const puts: FeedbackStateBody[] = [];
  let state: FeedbackState = {
    open: false,
    opensAt: null,
    chips: [...DEFAULT_FEEDBACK_CHIPS],
    mine: null,
  };
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input as string;
    const method = init?.method ?? "GET";
    if (url === "/api/sessions/7/feedback") return Promise.resolve(json(200, summary));
    if (url === "/api/sessions/7/feedback/state" && method === "GET")
      return Promise.resolve(json(200, state));
    if (url === "/api/sessions/7/feedback/state" && method === "PUT") {
      const body = JSON.parse(init!.body as string) as FeedbackStateBody;
      puts.push(body);
      state = { ...state, ...body };
      return Promise.resolve(json(200, state));
    }
    return Promise.resolve(json(404, { code: "not_found", message: "Not found" }));
  });
  return puts;
}

afterEach(() => vi.restoreAllMocks());

describe("the summary", () => {
  it("shows the average, each star's count, the chips and the comments, newest first", async () => {
    fakeServer(GIVEN);
    renderWithProviders(<FeedbackTab sessionId={7} readOnly={false} />);
    const summary = await screen.findByRole("region", { name: "What the audience said" });
    expect(await within(summary).findByText("out of 5, from 3 attendees")).toBeInTheDocument();
    expect(within(summary).getByText("3.7")).toBeInTheDocument();
    const stars = within(summary).getByRole("list", { name: "Stars given" });
    expect(
      within(stars)
        .getAllByRole("listitem")
        .map((row) => row.textContent),
    ).toEqual(["5 stars1", "4 stars1", "3 stars0", "2 stars1", "1 star0"]);
    expect(within(summary).getByText("Clear: 2")).toBeInTheDocument();
    const comments = within(summary).getAllByText(/Lost me|Best talk/);
    expect(comments.map((c) => c.textContent)).toEqual([
      "Lost me at slide 3",
      "Best talk of the day",
    ]);
  });

  it("says when no one has given feedback yet", async () => {
    fakeServer(EMPTY);
    renderWithProviders(<FeedbackTab sessionId={7} readOnly={false} />);
    expect(
      await screen.findByText("No feedback yet. It shows here as attendees send it."),
    ).toBeInTheDocument();
  });
});

describe("the settings", () => {
  it("opens feedback with the switch", async () => {
    const puts = fakeServer(EMPTY);
    renderWithProviders(<FeedbackTab sessionId={7} readOnly={false} />);
    const toggle = await screen.findByRole("switch", { name: "Feedback open" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(puts).toEqual([{ open: true }]);
    expect(await screen.findByRole("switch", { name: "Feedback open" })).toBeChecked();
  });

  it("edits the chips as one list: remove, add, refuse a repeat, save", async () => {
    const puts = fakeServer(EMPTY);
    renderWithProviders(<FeedbackTab sessionId={7} readOnly={false} />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Too basic" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove Too advanced" }));
    const field = screen.getByRole("textbox", { name: "New chip" });
    await userEvent.type(field, "Clear{Enter}");
    expect(screen.getByText("That chip is there already")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "Great demos{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Save chips" }));
    expect(puts).toEqual([
      { chips: ["Clear", "Inspiring", "Practical", "Too fast", "Great demos"] },
    ]);
  });

  it("offers a viewer the figures and nothing to change", async () => {
    fakeServer(GIVEN);
    renderWithProviders(<FeedbackTab sessionId={7} readOnly />);
    expect(await screen.findByText("out of 5, from 3 attendees")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save chips" })).not.toBeInTheDocument();
  });
});
