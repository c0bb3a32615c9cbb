/** The projector's keys and the panels its arrow keys go through (docs/product.md, The room). */
import { describe, expect, it } from "vitest";
import type { Stage } from "@lectern/shared";
import {
  isTypingTarget,
  spaceActivates,
  keyAction,
  panelsOf,
  sameStage,
  stepPanel,
  stepStage,
} from "./panel-order.ts";
import {
  clampScale,
  loadSettings,
  MAX_SCALE,
  MIN_SCALE,
  saveSettings,
} from "./projector-settings.ts";
import { presenterKeyOf } from "./use-stage.ts";

const press = (
  key: string,
  modifiers: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {},
) => keyAction({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe("the projector's keys", () => {
  it("maps the arrows, a clicker's page keys, Q, T, F, + and - to what they do", () => {
    expect(["ArrowRight", "ArrowDown", "PageDown"].map((key) => press(key))).toEqual([
      "next",
      "next",
      "next",
    ]);
    expect(["ArrowLeft", "ArrowUp", "PageUp"].map((key) => press(key))).toEqual([
      "previous",
      "previous",
      "previous",
    ]);
    expect(["q", "Q", "t", "T", "f", "F"].map((key) => press(key))).toEqual([
      "join",
      "join",
      "theme",
      "theme",
      "fullscreen",
      "fullscreen",
    ]);
    expect(["+", "=", "-", "?"].map((key) => press(key))).toEqual([
      "larger",
      "larger",
      "smaller",
      "help",
    ]);
  });

  it("moves forward with Space, as a clicker sends it, blanks with B or '.', J the corner, R reactions", () => {
    expect(press(" ")).toBe("next");
    expect(["b", "B", "."].map((key) => press(key))).toEqual(["blank", "blank", "blank"]);
    expect(["j", "J"].map((key) => press(key))).toEqual(["corner", "corner"]);
    expect(["r", "R"].map((key) => press(key))).toEqual(["reactions", "reactions"]);
  });

  it("leaves other keys and the browser's own shortcuts alone", () => {
    expect(press("x")).toBeNull();
    expect(press("Enter")).toBeNull();
    expect(press("f", { ctrlKey: true })).toBeNull();
    expect(press("+", { metaKey: true })).toBeNull();
    expect(press("ArrowLeft", { altKey: true })).toBeNull();
  });

  it("with the single-key shortcuts off, keeps only the arrow and page keys", () => {
    const off = (key: string) =>
      keyAction({ key, ctrlKey: false, metaKey: false, altKey: false }, false);
    expect(["q", "b", ".", "j", "r", "t", "f", "+", "=", "-", "_", "?"].map(off)).toEqual(
      Array(12).fill(null),
    );
    expect(["ArrowRight", "ArrowLeft", "PageDown", "PageUp", " "].map(off)).toEqual([
      "next",
      "previous",
      "next",
      "previous",
      "next",
    ]);
  });

  it("counts keys typed in a text field, a select or editable text as typing", () => {
    const element = (html: string) => {
      const holder = document.createElement("div");
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(isTypingTarget(element("<input>"))).toBe(true);
    expect(isTypingTarget(element('<input type="search">'))).toBe(true);
    expect(isTypingTarget(element("<textarea></textarea>"))).toBe(true);
    expect(isTypingTarget(element("<select></select>"))).toBe(true);
    const editable = element('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable; a browser does from the attribute.
    Object.defineProperty(editable, "isContentEditable", { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(element("<button></button>"))).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });

  it("leaves Space to a focused button or switch, and takes it anywhere else", () => {
    const element = (html: string) => {
      const holder = document.createElement("div");
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(spaceActivates(element("<button></button>"))).toBe(true);
    expect(spaceActivates(element('<button role="switch"></button>'))).toBe(true);
    expect(spaceActivates(element('<a href="/x">x</a>'))).toBe(true);
    expect(spaceActivates(element('<div role="switch"></div>'))).toBe(true);
    expect(spaceActivates(element('<main tabindex="0"></main>'))).toBe(false);
    expect(spaceActivates(document.body)).toBe(false);
  });
});

describe("the panel order", () => {
  const polls = [
    { id: 7, state: "closed" as const, order: 2 },
    { id: 3, state: "draft" as const, order: 0 },
    { id: 5, state: "open" as const, order: 1 },
    { id: 9, state: "open" as const, order: 1 },
  ];
  const panels = panelsOf(polls);

  it("is join, every open or closed poll in its order, then the questions", () => {
    expect(panels).toEqual([
      { panel: "join" },
      { panel: "poll", pollId: 5 },
      { panel: "poll", pollId: 9 },
      { panel: "poll", pollId: 7 },
      { panel: "questions" },
    ]);
    expect(panelsOf([])).toEqual([{ panel: "join" }, { panel: "questions" }]);
  });

  it("steps forward and back and stays at either end", () => {
    const walk: Stage[] = [{ panel: "join" }];
    for (let i = 0; i < 5; i++) walk.push(stepPanel(panels, walk.at(-1)!, 1));
    expect(walk.map((stage) => stage.pollId ?? stage.panel)).toEqual([
      "join",
      5,
      9,
      7,
      "questions",
      "questions",
    ]);
    expect(stepPanel(panels, { panel: "join" }, -1)).toEqual({ panel: "join" });
    expect(stepPanel(panels, { panel: "poll", pollId: 9 }, -1)).toEqual({
      panel: "poll",
      pollId: 5,
    });
  });

  it("steps from one question as from the question list, and from an unknown poll as from join", () => {
    expect(stepPanel(panels, { panel: "question", questionId: 4 }, -1)).toEqual({
      panel: "poll",
      pollId: 7,
    });
    expect(stepPanel(panels, { panel: "poll", pollId: 3 }, 1)).toEqual({
      panel: "poll",
      pollId: 5,
    });
  });
});

describe("the step keys with a deck and without", () => {
  const polls = [
    { id: 5, state: "open" as const, order: 0, slidePage: 2 },
    { id: 6, state: "open" as const, order: 1, slidePage: null },
  ];
  const deck = { pageCount: 3, shownUpTo: 2, openPollsOnSlide: true };

  it("without a deck with pages, steps through the panels", () => {
    expect(stepStage({ panel: "join" }, 1, polls, null)).toEqual({ panel: "poll", pollId: 5 });
    expect(stepStage({ panel: "join" }, 1, polls, { ...deck, pageCount: 0 })).toEqual({
      panel: "poll",
      pollId: 5,
    });
  });

  it("with one, steps page by page through a pinned poll's results, and stops at the end", () => {
    const walk: (Stage | null)[] = [{ panel: "slide", page: 1 }];
    for (let i = 0; i < 4; i++) walk.push(stepStage(walk.at(-1)!, 1, polls, deck));
    expect(walk.slice(0, 4)).toEqual([
      { panel: "slide", page: 1 },
      { panel: "slide", page: 2 },
      { panel: "poll", pollId: 5 },
      { panel: "slide", page: 3 },
    ]);
    expect(walk[4]).toBeNull();
    expect(stepStage({ panel: "poll", pollId: 5 }, -1, polls, deck)).toEqual({
      panel: "slide",
      page: 2,
    });
    expect(stepStage({ panel: "slide", page: 1 }, -1, polls, deck)).toBeNull();
  });

  it("with one, goes from the join panel, questions or another poll to the furthest page shown", () => {
    for (const from of [
      { panel: "join" },
      { panel: "questions" },
      { panel: "poll", pollId: 6 },
    ] satisfies Stage[]) {
      expect(stepStage(from, 1, polls, deck)).toEqual({ panel: "slide", page: 2 });
      expect(stepStage(from, -1, polls, deck)).toEqual({ panel: "slide", page: 2 });
    }
  });

  it("tells pages apart", () => {
    expect(sameStage({ panel: "slide", page: 1 }, { panel: "slide", page: 2 })).toBe(false);
    expect(sameStage({ panel: "slide", page: 2 }, { panel: "slide", page: 2 })).toBe(true);
    expect(sameStage(null, { panel: "join" })).toBe(false);
  });
});

describe("the projector's settings and key", () => {
  it("keeps the scale within its limits in steps that do not drift", () => {
    expect(clampScale(1 + 0.1 + 0.1 + 0.1)).toBe(1.3);
    expect(clampScale(9)).toBe(MAX_SCALE);
    expect(clampScale(0)).toBe(MIN_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it("remembers the theme, scale, single-key shortcuts, corner and reactions: dark, 1, on, shown, on by default", () => {
    localStorage.clear();
    const defaults = {
      theme: "dark",
      scale: 1,
      characterKeys: true,
      corner: true,
      reactions: true,
    };
    expect(loadSettings()).toEqual(defaults);
    const quiet = {
      theme: "light",
      scale: 1.4,
      characterKeys: false,
      corner: false,
      reactions: false,
    } as const;
    saveSettings(quiet);
    expect(loadSettings()).toEqual(quiet);
    localStorage.setItem("lectern.projector", "not json");
    expect(loadSettings()).toEqual(defaults);
  });

  it("reads the presenter key from the address's fragment only", () => {
    expect(presenterKeyOf("#key=abc_123")).toBe("abc_123");
    expect(presenterKeyOf("")).toBeNull();
    expect(presenterKeyOf("#key=")).toBeNull();
    expect(presenterKeyOf("#other=1")).toBeNull();
  });
});
