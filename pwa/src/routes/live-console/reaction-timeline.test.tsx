/**
 * The console's reactions timeline (docs/product.md, Reactions): the totals, then the minutes
 * newest first with each emoji's count, a column kept for an emoji the session no longer offers;
 * and the empty state. Only fetch (the server) is faked.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactionTimeline } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { ReactionTimelineView } from "./reaction-timeline.tsx";

function serve(timeline: ReactionTimeline) {
  vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    expect(input).toBe("/api/sessions/7/reactions");
    return Promise.resolve(
      new Response(JSON.stringify(timeline), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the reactions timeline", () => {
  it("lists the minutes newest first, one column per emoji", async () => {
    serve({
      minutes: [
        { minute: "2026-12-03T10:00:00.000Z", counts: { "👏": 3, "🔥": 1 } },
        { minute: "2026-12-03T10:02:00.000Z", counts: { "❤️": 2 } },
      ],
      totals: { "👏": 3, "❤️": 2, "🔥": 1 },
    });
    renderWithProviders(<ReactionTimelineView sessionId={7} offered={["👏", "❤️"]} />);
    const table = await screen.findByRole("table", { name: "Reactions per minute, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["0", "2", "0", ""],
      ["3", "0", "1", ""],
    ]);
    const totals = screen.getByRole("list", { name: "Reactions so far" });
    expect(
      within(totals)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["👏Reaction 👏 3", "❤️Reaction ❤️ 2", "🔥Reaction 🔥 1"]);
  });

  it("says when the hall has not reacted yet", async () => {
    serve({ minutes: [], totals: {} });
    renderWithProviders(<ReactionTimelineView sessionId={7} offered={["👏"]} />);
    expect(
      await screen.findByText("No reactions yet. They show here minute by minute."),
    ).toBeInTheDocument();
  });
});
