/**
 * The edit screen's Slides tab (docs/product.md, The deck): a picked PDF is sent as the deck and
 * its rendering shows page by page; a failed upload says why while the previous deck's pages stay;
 * replacing a deck asks first; a PDF of the page can be used; a page's notes are saved with the
 * page's number and say so.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeckResponse } from "@lectern/shared";
import { useSpeakerDeck } from "../../api/speaker/deck.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSession } from "../../test-fixtures.ts";
import { DeckTab } from "./deck-tab.tsx";

afterEach(() => vi.restoreAllMocks());

const session = testSession({ id: 12 });

const page = (n: number, text: string) => ({
  n,
  image: `/api/sessions/12/deck/pages/${n}/image${n}.webp`,
  thumb: `/api/sessions/12/deck/pages/${n}/thumb${n}.webp`,
  text,
});

const readyDeck: DeckResponse = {
  status: "ready",
  pages: [page(1, "Welcome to offline-first"), page(2, "Why venue Wi-Fi fails")],
  pageCount: 2,
  shownUpTo: 0,
  followAlong: "shown",
  openPollsOnSlide: false,
  notes: { 2: "Ask who has been offline today" },
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** Answers the deck's reads with `reads` in turn (the last one again), and `answer` to the rest. */
function serve(reads: Array<DeckResponse | null>, answer: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  let read = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input as string;
    const method = init?.method ?? "GET";
    if (method === "GET") {
      const deck = reads[Math.min(read++, reads.length - 1)] ?? null;
      return Promise.resolve(
        deck ? json(deck) : json({ code: "not_found", message: "This session has no deck" }, 404),
      );
    }
    const body =
      init?.body instanceof FormData ? init.body : (JSON.parse(init?.body as string) as unknown);
    const request = { url, method, body };
    sent.push(request);
    return Promise.resolve(answer(request));
  });
  return sent;
}

function Slides() {
  return <DeckTab session={session} deck={useSpeakerDeck(session.id)} />;
}

const pdf = (name = "keynote.pdf") => new File(["%PDF-1.7"], name, { type: "application/pdf" });

describe("uploading a deck", () => {
  it("sends the picked PDF and shows the rendering page by page", async () => {
    const rendering: DeckResponse = {
      ...readyDeck,
      status: "rendering",
      pages: [],
      pageCount: 0,
      notes: {},
      progress: { rendered: 1, total: 3 },
    };
    const sent = serve([null, rendering], () => json({ status: "rendering", pages: 3 }, 202));
    renderWithProviders(<Slides />);
    expect(await screen.findByText(/No slides yet/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Upload a PDF deck"), pdf());

    expect(await screen.findByText("Rendering page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Rendering the deck" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/sessions/12/deck");
    expect(sent[0]!.method).toBe("POST");
    expect(((sent[0]!.body as FormData).get("file") as File).name).toBe("keynote.pdf");
  });

  it("uses a PDF already on the session page, named by its title", async () => {
    const slides = {
      id: 5,
      sessionId: 12,
      type: "presentation",
      title: "Conference slides",
      description: null,
      url: null,
      buttonText: null,
      filePath: "/api/files/slides.pdf",
      mimeType: "application/pdf",
      fileSize: 4096,
      order: 0,
    } as const;
    const sent = serve([null], () => json({ status: "rendering", pages: 3 }, 202));
    renderWithProviders(
      <DeckTab
        session={{ ...session, resources: [slides] }}
        deck={{ data: null, isPending: false, isError: false, error: null }}
      />,
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Use Conference slides as the deck" }),
    );
    await screen.findAllByText("Deck received: rendering its pages");
    expect(sent).toEqual([
      { url: "/api/sessions/12/deck", method: "POST", body: { resourceId: 5 } },
    ]);
  });

  it("refuses a file that is not a PDF without sending it", async () => {
    const sent = serve([null], () => json({}));
    renderWithProviders(<Slides />);
    await screen.findByText(/No slides yet/);
    await userEvent.upload(
      screen.getByLabelText("Upload a PDF deck"),
      new File(["x"], "photo.png", { type: "image/png" }),
      { applyAccept: false },
    );
    expect(await screen.findByText("A deck must be a PDF.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says why an upload failed while the previous deck's pages stay", async () => {
    const failed: DeckResponse = {
      ...readyDeck,
      status: "failed",
      error: "This PDF could not be read (Invalid PDF structure.)",
    };
    serve([failed], () => json({}));
    renderWithProviders(<Slides />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The PDF could not be used");
    expect(alert).toHaveTextContent(
      "This PDF could not be read. Please export it again and upload it.",
    );
    expect(alert).toHaveTextContent("This PDF could not be read (Invalid PDF structure.)");
    expect(alert).toHaveTextContent("The previous deck stays.");
    expect(screen.getByRole("img", { name: "Welcome to offline-first" })).toBeInTheDocument();
  });

  it("says a PDF with too many pages was refused", async () => {
    serve([null], () =>
      json({ code: "deck_too_many_pages", message: "A deck can have at most 300 pages" }, 400),
    );
    renderWithProviders(<Slides />);
    await screen.findByText(/No slides yet/);
    await userEvent.upload(screen.getByLabelText("Upload a PDF deck"), pdf("long.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A deck can have at most 300 pages.",
    );
  });

  it("asks before replacing a deck, and sends nothing when cancelled", async () => {
    const sent = serve([readyDeck], () => json({ status: "rendering", pages: 3 }, 202));
    renderWithProviders(<Slides />);
    await screen.findByRole("img", { name: "Welcome to offline-first" });
    await userEvent.upload(screen.getByLabelText("Upload a PDF deck"), pdf("v2.pdf"));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the deck?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent).toEqual([]);

    await userEvent.upload(screen.getByLabelText("Upload a PDF deck"), pdf("v2.pdf"));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Replace deck" }),
    );
    await screen.findAllByText("Deck received: rendering its pages");
    expect(sent).toHaveLength(1);
    expect(((sent[0]!.body as FormData).get("file") as File).name).toBe("v2.pdf");
  });
});

describe("a page's notes", () => {
  it("shows each page with its text as description and saves its notes", async () => {
    const sent = serve([readyDeck], ({ body }) =>
      json({ n: 1, text: (body as { text: string }).text }),
    );
    renderWithProviders(<Slides />);
    await screen.findByRole("img", { name: "Welcome to offline-first" });
    expect(screen.getByLabelText("Notes for page 2")).toHaveValue("Ask who has been offline today");
    const notes = screen.getByLabelText("Notes for page 1");
    expect(notes).toHaveAccessibleDescription("0 of 5,000 characters");
    await userEvent.type(notes, "Smile first");
    expect(notes).toHaveAccessibleDescription("11 of 5,000 characters");
    await userEvent.click(screen.getByRole("button", { name: "Save notes for page 1" }));

    expect(await screen.findByText("Notes saved")).toBeInTheDocument();
    expect(sent).toEqual([
      { url: "/api/sessions/12/deck/pages/1/notes", method: "PUT", body: { text: "Smile first" } },
    ]);
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Saved")).toBe(true);
  });

  it("says inline why notes were not saved", async () => {
    serve([readyDeck], () =>
      json(
        { code: "invalid", message: "Invalid", issues: [{ path: "text", message: "Too long" }] },
        400,
      ),
    );
    renderWithProviders(<Slides />);
    await userEvent.type(await screen.findByLabelText("Notes for page 1"), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Save notes for page 1" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Save failed");
    expect(alert).toHaveTextContent("Too long");
  });
});

describe("what attendees can see", () => {
  it("sends the whole deck choice and the open-polls switch", async () => {
    const sent = serve([readyDeck], ({ body }) =>
      json({ shownUpTo: 0, followAlong: "shown", openPollsOnSlide: false, ...(body as object) }),
    );
    renderWithProviders(<Slides />);
    await userEvent.click(await screen.findByRole("radio", { name: "The whole deck" }));
    expect(await screen.findByRole("radio", { name: "The whole deck" })).toBeChecked();
    await userEvent.click(screen.getByRole("switch", { name: "Open polls on their slide" }));
    expect(screen.getByRole("switch", { name: "Open polls on their slide" })).toBeChecked();
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ["PATCH", "/api/sessions/12/deck", { followAlong: "whole-deck" }],
      ["PATCH", "/api/sessions/12/deck", { openPollsOnSlide: true }],
    ]);
  });
});
