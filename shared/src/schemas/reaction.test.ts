/**
 * The console's timeline kept from the pushed totals (docs/product.md, Reactions): what grew is
 * counted in the minute the push came in, a new minute starts its own row, and totals that did
 * not only grow ask for the timeline to be read again.
 */
import { describe, expect, it } from "vitest";
import { reactionMinuteOf, withPushedTotals, type ReactionTimeline } from "./reaction.ts";

const at = Date.UTC(2026, 11, 4, 14, 30, 20);
const read: ReactionTimeline = {
  minutes: [{ minute: reactionMinuteOf(at), counts: { "👏": 2 } }],
  totals: { "👏": 2 },
};

describe("a timeline kept from pushed totals", () => {
  it("adds what grew to this minute's row", () => {
    expect(withPushedTotals(read, { "👏": 3, "❤️": 1 }, at + 10_000)).toEqual({
      minutes: [{ minute: "2026-12-04T14:30:00.000Z", counts: { "👏": 3, "❤️": 1 } }],
      totals: { "👏": 3, "❤️": 1 },
    });
  });

  it("starts a new row in the next minute, and keeps one that changed nothing", () => {
    const next = withPushedTotals(read, { "👏": 4 }, at + 60_000);
    expect(next?.minutes).toEqual([
      { minute: "2026-12-04T14:30:00.000Z", counts: { "👏": 2 } },
      { minute: "2026-12-04T14:31:00.000Z", counts: { "👏": 2 } },
    ]);
    expect(withPushedTotals(read, { "👏": 2 }, at)).toBe(read);
  });

  it("asks for a read when the totals shrank or lost an emoji", () => {
    expect(withPushedTotals(read, { "👏": 1 }, at)).toBeNull();
    expect(withPushedTotals(read, { "❤️": 5 }, at)).toBeNull();
  });
});
