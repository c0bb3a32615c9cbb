/**
 * docs/product.md, The deck (On the attendee's phone): the Slides tab follows the stage through the
 * live channel, a step of one's own (Previous, a swipe, an arrow key) pauses it there, and "Back to
 * live" returns to the page on stage. A deck_update reads the deck again; offline the pages so far
 * stay, with a note. Only fetch (the server) and the live socket's subscription are faked.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { DeckResponse, ServerMessage } from "@lectern/shared";
import { liveSocket, type LiveSubscriber } from "../../attendee/live-socket.ts";
import { StageFollow } from "../../attendee/stage-follow.tsx";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { SlidesTab } from "./slides-tab.tsx";

const SESSION_ID = 7;

function deckOf(shownUpTo: number, pageCount = 4): DeckResponse {
  return {
    status: "ready",
    pages: Array.from({ length: shownUpTo }, (_, i) => ({
      n: i + 1,
      image: `/api/sessions/7/deck/pages/${i + 1}/image${i + 1}.webp`,
      thumb: `/api/sessions/7/deck/pages/${i + 1}/thumb${i + 1}.webp`,
      text: `Text of page ${i + 1}`,
    })),
    pageCount,
    shownUpTo,
    followAlong: "shown",
    openPollsOnSlide: false,
  };
}

let served: DeckResponse;
let subscribers: LiveSubscriber[];
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  subscribers = [];
  served = deckOf(4);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  vi.spyOn(liveSocket, "subscribe").mockImplementation((subscriber) => {
    subscribers.push(subscriber);
    return () => undefined;
  });
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(served), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function send(message: ServerMessage) {
  act(() => subscribers.forEach((subscriber) => subscriber.onMessage(message)));
}

/** The stage moves to `page`, which comes with the message (as the server sends it). */
const showSlide = (page: number) =>
  send({
    type: "stage_update",
    sessionId: SESSION_ID,
    stage: { panel: "slide", page },
    slide: deckOf(page).pages[page - 1],
  });

/** The page's part that follows the stage, beside the tab, as session-page.tsx joins them. */
function Room() {
  const [livePage, setLivePage] = useState<number | null>(null);
  return (
    <>
      <StageFollow sessionId={SESSION_ID} onPoll={() => undefined} onSlide={setLivePage} />
      <div role="tabpanel" tabIndex={0} aria-label="Slides">
        <SlidesTab sessionId={SESSION_ID} livePage={livePage} />
      </div>
    </>
  );
}

const slide = () => screen.getByRole("img");

async function openRoom() {
  renderWithProviders(<Room />);
  await screen.findByRole("img", { name: "Page 4 of 4" });
}

describe("the Slides tab", () => {
  it("follows the stage, stays where the attendee swiped back to, and returns on Back to live", async () => {
    const user = userEvent.setup();
    await openRoom();
    expect(screen.getByRole("checkbox", { name: "Follow the speaker" })).toBeChecked();

    showSlide(3);
    expect(slide()).toHaveAccessibleName("Page 3 of 4");
    expect(slide()).toHaveAccessibleDescription("Text of page 3");
    expect(slide()).toHaveAttribute("src", "/api/sessions/7/deck/pages/3/thumb3.webp");

    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(slide()).toHaveAccessibleName("Page 2 of 4");
    expect(screen.getByRole("checkbox", { name: "Follow the speaker" })).not.toBeChecked();

    showSlide(4);
    expect(slide()).toHaveAccessibleName("Page 2 of 4");

    await user.click(screen.getByRole("button", { name: "Back to live" }));
    expect(slide()).toHaveAccessibleName("Page 4 of 4");
    expect(screen.getByRole("checkbox", { name: "Follow the speaker" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Back to live" })).not.toBeInTheDocument();
  });

  it("turns pages with a swipe and with Left and Right while the tab has focus", async () => {
    const user = userEvent.setup();
    await openRoom();
    showSlide(3);

    const figure = slide().closest("figure")!;
    fireEvent.touchStart(figure, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    expect(slide()).toHaveAccessibleName("Page 4 of 4");
    fireEvent.touchStart(figure, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 120, clientY: 400 }] });
    expect(slide()).toHaveAccessibleName("Page 4 of 4");

    screen.getByRole("tabpanel", { name: "Slides" }).focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(slide()).toHaveAccessibleName("Page 2 of 4");
    await user.keyboard("{ArrowRight}");
    expect(slide()).toHaveAccessibleName("Page 3 of 4");
    expect(screen.getByRole("button", { name: "Back to live" })).toBeInTheDocument();
  });

  it("never goes beyond the furthest page shown; a page put on stage comes with the stage", async () => {
    served = deckOf(2);
    renderWithProviders(<Room />);
    await screen.findByRole("img", { name: "Page 2 of 4" });
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    const reads = () => fetchSpy.mock.calls.filter(([url]) => url === "/api/sessions/7/deck");
    expect(reads()).toHaveLength(1);

    // A stage ahead of the page's copy, without the page: the copy's last page.
    send({ type: "stage_update", sessionId: SESSION_ID, stage: { panel: "slide", page: 4 } });
    expect(slide()).toHaveAccessibleName("Page 2 of 4");

    // The page with the stage: shown at once, with no read of the deck.
    showSlide(3);
    expect(slide()).toHaveAccessibleName("Page 3 of 4");
    expect(slide()).toHaveAccessibleDescription("Text of page 3");
    expect(reads()).toHaveLength(1);

    // The deck's other changes are read again.
    served = deckOf(4);
    send({ type: "deck_update", sessionId: SESSION_ID });
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled());
    expect(reads()).toHaveLength(2);
    expect(slide()).toHaveAccessibleName("Page 3 of 4");
  });

  it("offline keeps the pages so far and says the speaker may have moved on", async () => {
    await openRoom();
    showSlide(2);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByText("Offline - the speaker may have moved on")).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName("Page 2 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(slide()).toHaveAccessibleName("Page 1 of 4");
  });

  it("says each new page politely, not the one the tab opens on", async () => {
    await openRoom();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    showSlide(2);
    expect(screen.getByRole("status")).toHaveTextContent("Page 2 of 4");
  });
});
