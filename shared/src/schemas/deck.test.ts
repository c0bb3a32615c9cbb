import { describe, expect, it } from "vitest";
import { nextDeckStage, previousDeckStage, type PinnedPoll } from "./deck.ts";

const polls: PinnedPoll[] = [
  { id: 7, slidePage: 2 },
  { id: 8, slidePage: null },
];

describe("the deck's step", () => {
  it("moves page by page and stops at either end", () => {
    expect(nextDeckStage({ panel: "slide", page: 1 }, 3, 1, [], false)).toEqual({
      panel: "slide",
      page: 2,
    });
    expect(nextDeckStage({ panel: "slide", page: 3 }, 3, 3, [], false)).toBeNull();
    expect(previousDeckStage({ panel: "slide", page: 2 }, 3, 2, [])).toEqual({
      panel: "slide",
      page: 1,
    });
    expect(previousDeckStage({ panel: "slide", page: 1 }, 3, 2, [])).toBeNull();
  });

  it("shows a pinned poll's results before the next page when polls open on their slide", () => {
    expect(nextDeckStage({ panel: "slide", page: 2 }, 3, 2, polls, true)).toEqual({
      panel: "poll",
      pollId: 7,
    });
    expect(nextDeckStage({ panel: "poll", pollId: 7 }, 3, 2, polls, true)).toEqual({
      panel: "slide",
      page: 3,
    });
    expect(previousDeckStage({ panel: "poll", pollId: 7 }, 3, 2, polls)).toEqual({
      panel: "slide",
      page: 2,
    });
    expect(nextDeckStage({ panel: "slide", page: 2 }, 3, 2, polls, false)).toEqual({
      panel: "slide",
      page: 3,
    });
  });

  it("comes back to the deck from another panel at the furthest page shown", () => {
    expect(nextDeckStage({ panel: "join" }, 5, 3, polls, true)).toEqual({
      panel: "slide",
      page: 3,
    });
    expect(nextDeckStage({ panel: "questions" }, 5, 0, polls, true)).toEqual({
      panel: "slide",
      page: 1,
    });
    expect(previousDeckStage({ panel: "poll", pollId: 8 }, 5, 4, polls)).toEqual({
      panel: "slide",
      page: 4,
    });
    expect(nextDeckStage({ panel: "join" }, 0, 0, polls, true)).toBeNull();
  });
});
