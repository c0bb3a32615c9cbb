/**
 * The edit screen for each role of a session's team (docs/product.md, Edit session and Team): a
 * moderator and a viewer read every tab with no button the server would refuse (no save, upload,
 * add, delete, open or close, reveal) and a note saying what their role allows; a moderator keeps
 * Run live and the presenter link, a viewer has neither; a co-host edits; every member has the Team
 * tab and Export results. Only fetch (the server) and the live socket are faked.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionRole } from "@lectern/shared";
import { setCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testPoll, testSession, testSpeaker } from "../../test-fixtures.ts";
import EditSessionPage from "./edit-session-page.tsx";

vi.mock("../../attendee/live-socket.ts", () => ({
  liveSocket: { subscribe: () => () => undefined },
}));

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function fakeServer(role: SessionRole) {
  const session = testSession({
    role,
    owned: role === "owner",
    resources: [
      {
        id: 5,
        sessionId: 7,
        type: "handout",
        title: "Cheat sheet",
        description: null,
        url: null,
        buttonText: null,
        filePath: "/api/files/cheat.pdf",
        mimeType: "application/pdf",
        fileSize: 1024,
        order: 0,
      },
    ],
  });
  const poll = testPoll({ state: "closed", kind: "quiz", totalVotes: 2 });
  vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const url = input as string;
    if (url === "/api/sessions/7/public") return Promise.resolve(reply(200, session));
    if (url === "/api/sessions/7/polls") return Promise.resolve(reply(200, [poll]));
    if (url === "/api/polls/31/results") return Promise.resolve(reply(200, poll.results));
    if (url === "/api/sessions/7/deck")
      return Promise.resolve(reply(404, { code: "deck_not_found", message: "No deck" }));
    return Promise.resolve(reply(404, { message: "Not found" }));
  });
}

const renderEdit = () =>
  renderWithProviders(<EditSessionPage />, { path: "/edit-session/:id", url: "/edit-session/7" });

/** Every button, hidden tabs' included, so a control on a tab not shown counts too. */
const buttonNames = () =>
  screen.getAllByRole("button", { hidden: true }).map((button) => button.textContent?.trim());

beforeEach(() => setCurrentUser(testSpeaker()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the edit screen of a moderator", () => {
  it("shows every tab read-only, with a note and no edit buttons, and keeps Run live", async () => {
    fakeServer("moderator");
    renderEdit();

    expect(
      await screen.findByText(
        "You're a moderator: you can run the live console and moderate questions, but not edit the page.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("polls-read-only", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId("session-info-read-only")).toHaveTextContent("PyCon 2026");
    expect(screen.getByTestId("resources-read-only")).toHaveTextContent("Cheat sheet");
    expect(await screen.findByTestId("deck-read-only")).toBeInTheDocument();

    const names = buttonNames();
    for (const refused of [
      "Save Session Info",
      "Upload Presentation files",
      "Upload Handouts files",
      "Save",
      "Delete",
      "Save All Changes",
      "Add Link",
      "Add Call-to-Action",
      "Upload PDF",
      "Add Poll",
      "Edit",
      "Reveal answer",
      "Delete Poll",
    ])
      expect(names, refused).not.toContain(refused);
    expect(screen.queryByRole("textbox", { name: "Event name", hidden: true })).toBeNull();

    expect(screen.getByRole("link", { name: "Run live" })).toHaveAttribute(
      "href",
      "/session/7/live",
    );
    expect(screen.getByRole("button", { name: "Get presenter link" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export results" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Team" })).toBeInTheDocument();
  });
});

describe("the edit screen of a viewer", () => {
  it("offers neither Run live nor the presenter link", async () => {
    fakeServer("viewer");
    renderEdit();

    expect(await screen.findByTestId("role-note")).toHaveTextContent(/^You're a viewer/);
    expect(screen.queryByRole("link", { name: "Run live" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Projector screen" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export results" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Team" })).toBeInTheDocument();
    expect(buttonNames()).not.toContain("Save Session Info");
  });
});

describe("the edit screen of a co-host", () => {
  it("edits the page as the owner does", async () => {
    // The form's switches measure themselves (Radix), which jsdom cannot.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    fakeServer("cohost");
    renderEdit();

    expect(
      await screen.findByRole("button", { name: "Save Session Info", hidden: true }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Add Poll", hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Run live" })).toBeInTheDocument();
    expect(screen.getByTestId("role-note")).toHaveTextContent(/^You're a co-host/);
    expect(screen.queryByTestId("session-info-read-only")).toBeNull();
  });
});
