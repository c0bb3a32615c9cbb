/**
 * The dashboard's "Shared with me" (docs/product.md, Dashboard and Team): sessions of other
 * speakers whose team the reader is on, each with its owner, a badge of the reader's role and only
 * what that role allows: Run live and Present with "present", the edit screen for everyone (its
 * name says whether it edits), never leads or Delete; no section at all while nothing is shared;
 * first, before a one-line Create Session, for a reader with no session of their own.
 * Only fetch (the server) is faked.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REACTIONS } from "@lectern/shared";
import type { Dashboard, DashboardSession, SharedSession } from "@lectern/shared";
import { setCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSpeaker } from "../../test-fixtures.ts";
import DashboardPage from "./dashboard-page.tsx";

const shared = (id: number, title: string, role: SharedSession["role"]): SharedSession => ({
  id,
  userId: 40,
  eventName: "JSConf",
  title,
  description: "A talk of a friend.",
  qaEnabled: true,
  questionReview: false,
  profanityFilter: true,
  confirmEmail: false,
  language: null,
  createdAt: "2026-02-01T09:00:00.000Z",
  resources: [],
  hasPresenterLink: false,
  hasDeck: false,
  reactions: [...DEFAULT_REACTIONS],
  viewCount: 12,
  questionCount: 3,
  voteCount: 5,
  role,
  ownerName: "Grace Hopper",
});

/** A session of the reader's own. */
const own = (id: number, title: string): DashboardSession => ({
  id,
  userId: 3,
  eventName: "PyCon",
  title,
  description: "A talk of mine.",
  qaEnabled: true,
  questionReview: false,
  profanityFilter: true,
  confirmEmail: false,
  language: null,
  createdAt: "2026-02-01T09:00:00.000Z",
  resources: [],
  hasPresenterLink: false,
  hasDeck: false,
  reactions: [...DEFAULT_REACTIONS],
  leadCount: 0,
  viewCount: 0,
  questionCount: 0,
  voteCount: 0,
});

function dashboard(sharedSessions: SharedSession[], sessions: DashboardSession[] = []): Dashboard {
  return {
    analytics: {
      totalSessions: sessions.length,
      totalQrScans: 0,
      totalDownloads: 0,
      totalEmailCaptures: 0,
    },
    sessions,
    shared: sharedSessions,
  };
}

/** The dashboard's sections and cards in reading order, by their headings. */
const headingsInOrder = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

function serve(body: Dashboard) {
  vi.spyOn(globalThis, "fetch").mockImplementation((input) =>
    Promise.resolve(
      new Response(JSON.stringify(input === "/api/users/3/dashboard" ? body : {}), {
        status: input === "/api/users/3/dashboard" ? 200 : 404,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
}

const rowOf = async (title: string) =>
  (await screen.findByRole("heading", { name: title })).closest("li") as HTMLElement;

beforeEach(() => setCurrentUser(testSpeaker()));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("Shared with me", () => {
  it("lists the sessions shared with the reader under its heading, each with its role and owner", async () => {
    serve(dashboard([shared(21, "Compilers", "cohost"), shared(22, "Ships", "viewer")]));
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    const section = (await screen.findByRole("heading", { name: "Shared with me" })).closest(
      "section",
    ) as HTMLElement;
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(["Compilers", "Ships"]);
    const cohost = within(await rowOf("Compilers"));
    expect(cohost.getByText("Co-host")).toBeInTheDocument();
    expect(cohost.getByText("Owner: Grace Hopper")).toBeInTheDocument();
    expect(cohost.getByRole("link", { name: "Run live: Compilers" })).toHaveAttribute(
      "href",
      "/session/21/live",
    );
    expect(cohost.getByRole("link", { name: "Edit Session: Compilers" })).toHaveAttribute(
      "href",
      "/edit-session/21",
    );
    expect(screen.getByText("No session pages yet.")).toBeInTheDocument();
  });

  it("offers a viewer neither Run live nor Present, and no leads or Delete", async () => {
    serve(dashboard([shared(22, "Ships", "viewer")]));
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    const row = await rowOf("Ships");
    const viewer = within(row);
    expect(viewer.getByText("Viewer")).toBeInTheDocument();
    expect(viewer.queryByRole("link", { name: /Run live/ })).toBeNull();
    expect(viewer.queryByRole("link", { name: /^Present/ })).toBeNull();
    expect(viewer.queryByRole("link", { name: /Leads/ })).toBeNull();
    expect(viewer.queryByRole("button", { name: /Leads/ })).toBeNull();
    expect(viewer.getByRole("link", { name: "Open Session: Ships" })).toHaveAttribute(
      "href",
      "/edit-session/22",
    );

    await userEvent.click(viewer.getByRole("button", { name: "Manage Ships" }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items).toEqual([
      "Open Session",
      "Export poll results (CSV)",
      "Export questions (CSV)",
      "Export feedback (CSV)",
    ]);
  });

  it("comes first for a reader with no session of their own, with a one-line Create Session after it", async () => {
    serve(dashboard([shared(21, "Compilers", "moderator")]));
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    await rowOf("Compilers");
    expect(headingsInOrder()).toEqual(["Shared with me", "Your Session Pages", "Events"]);
    expect(
      screen.queryByRole("heading", { name: "Create Your First Session Page" }),
    ).not.toBeInTheDocument();
    const yours = within(
      screen.getByRole("heading", { name: "Your Session Pages" }).closest("section") as HTMLElement,
    );
    expect(yours.getByText("No session pages yet.")).toBeInTheDocument();
    expect(yours.getByRole("link", { name: "Create Session" })).toHaveAttribute(
      "href",
      "/create-session",
    );
  });

  it("comes after the reader's own sessions when they have some", async () => {
    serve(dashboard([shared(21, "Compilers", "moderator")], [own(5, "Engines")]));
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    await rowOf("Compilers");
    expect(headingsInOrder()).toEqual([
      "Create New Session Page",
      "Your Session Pages",
      "Shared with me",
      "Events",
    ]);
  });

  it("is not there while nothing is shared", async () => {
    serve(dashboard([]));
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    expect(await screen.findByText("No session pages yet.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Shared with me" })).toBeNull();
    expect(headingsInOrder()).toEqual([
      "Create Your First Session Page",
      "Your Session Pages",
      "Events",
    ]);
  });
});
