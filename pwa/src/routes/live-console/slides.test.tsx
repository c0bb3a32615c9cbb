/**
 * The live console with a deck (docs/product.md, The room): the stage bar's Previous and Next step
 * through the deck by the projector's own rule, through a pinned poll's results; the Slides area
 * says what Next shows and gives the page's notes; the clock reads mm:ss, then h:mm:ss. Only fetch
 * (the server's PUT /stage) is faked.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckResponse, Stage } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testPoll } from "../../test-fixtures.ts";
import { SlidesView } from "./slides.tsx";
import { StageBar } from "./stage-bar.tsx";
import { elapsedText } from "./talk-clock.ts";

const deck: DeckResponse = {
  status: "ready",
  pages: [1, 2, 3].map((n) => ({
    n,
    image: `/api/sessions/7/deck/pages/${n}/image${n}.webp`,
    thumb: `/api/sessions/7/deck/pages/${n}/thumb${n}.webp`,
    text: `Page ${n}`,
  })),
  pageCount: 3,
  shownUpTo: 2,
  followAlong: "shown",
  openPollsOnSlide: true,
  notes: { 2: "Ask the hall before the chart." },
};

const polls = [
  testPoll({ id: 5, title: "", question: "Which chart?", slidePage: 2 }),
  testPoll({ id: 6, title: "", question: "Unpinned?", slidePage: null, order: 1 }),
];

/** PUT /api/sessions/7/stage answers the stage it was given; the stages put are returned. */
function fakeStageServer(): Stage[] {
  const put: Stage[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    if (input !== "/api/sessions/7/stage" || init?.method !== "PUT")
      return Promise.resolve(new Response("{}", { status: 404 }));
    const stage = JSON.parse(init.body as string) as Stage;
    put.push(stage);
    return Promise.resolve(
      new Response(JSON.stringify(stage), { headers: { "Content-Type": "application/json" } }),
    );
  });
  return put;
}

function renderBar(stage: Stage, setLocal = vi.fn()) {
  renderWithProviders(
    <StageBar
      sessionId={7}
      live={{ stage, attendance: 12, connected: true, setLocal }}
      polls={polls}
      questions={[]}
      deck={deck}
    />,
  );
  return setLocal;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the stage bar with a deck", () => {
  it("Next puts the next page on stage, and says which slide shows", async () => {
    const put = fakeStageServer();
    const setLocal = renderBar({ panel: "slide", page: 1 });
    expect(screen.getByTestId("console-on-screen")).toHaveTextContent("Slide 1");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(setLocal).toHaveBeenCalledWith({ panel: "slide", page: 2 }));
    expect(put).toEqual([{ panel: "slide", page: 2 }]);
  });

  it("Next from a page with a pinned poll shows the poll's results", async () => {
    const put = fakeStageServer();
    renderBar({ panel: "slide", page: 2 });
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(put).toEqual([{ panel: "poll", pollId: 5 }]));
  });

  it("from a pinned poll's results, Next shows the page after and Previous the poll's page", async () => {
    const put = fakeStageServer();
    renderBar({ panel: "poll", pollId: 5 });
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(put).toEqual([{ panel: "slide", page: 3 }]));
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]).toEqual({ panel: "slide", page: 2 });
  });

  it("from the join panel, either button goes back to the furthest page shown", async () => {
    const put = fakeStageServer();
    renderBar({ panel: "join" });
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(put).toEqual([{ panel: "slide", page: 2 }]));
  });

  it("stops at the deck's last page", () => {
    renderBar({ panel: "slide", page: 3 });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });
});

describe("the Slides area", () => {
  it("shows the page on stage, what Next shows and the page's notes", () => {
    renderWithProviders(
      <SlidesView sessionId={7} deck={deck} stage={{ panel: "slide", page: 2 }} polls={polls} />,
    );
    const slide = screen.getByRole("img", { name: "Slide 2 of 3" });
    expect(slide).toHaveAccessibleDescription("Page 2");
    expect(screen.getByTestId("console-next-up")).toHaveTextContent(
      "Next: the results of Which chart?",
    );
    expect(screen.getByTestId("console-notes")).toHaveTextContent("Ask the hall before the chart.");
  });

  it("off stage, names the page the slides come back at", () => {
    renderWithProviders(
      <SlidesView sessionId={7} deck={deck} stage={{ panel: "questions" }} polls={polls} />,
    );
    expect(screen.getByText("Not on screen: the slides come back at slide 2")).toBeInTheDocument();
    expect(screen.getByTestId("console-next-up")).toHaveTextContent("Next: slide 2");
  });
});

describe("the elapsed-time clock", () => {
  it("reads mm:ss under an hour and h:mm:ss from one on", () => {
    expect(elapsedText(0)).toBe("00:00");
    expect(elapsedText(65_400)).toBe("01:05");
    expect(elapsedText(59 * 60_000 + 59_999)).toBe("59:59");
    expect(elapsedText(3_600_000 + 62_000)).toBe("1:01:02");
  });
});
