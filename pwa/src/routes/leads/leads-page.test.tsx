/**
 * The leads screen's failures (docs/product.md, Leads screen): Session Not Found only when the
 * server says the session is missing (404) or not this speaker's (403); any other failure of the
 * analytics call shows "Failed to load analytics" and a way to try again, and never claims the
 * session is gone. A member of the session's team is told leads are the owner's (docs/product.md,
 * Team). Only fetch (the server) is faked.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Analytics } from "@lectern/shared";
import { setCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSession, testSpeaker } from "../../test-fixtures.ts";
import LeadsPage from "./leads-page.tsx";

const session = testSession();
const noLeads: Analytics = { uniqueLeads: 0, totalPageViews: 4, totalDownloads: 0, leads: [] };

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** The server: the session answers 200; the analytics answers come from `analytics`, one per call. */
function fakeServer(...analytics: Array<[number, unknown]>) {
  const calls: string[] = [];
  const answer = (url: string): Response => {
    calls.push(url);
    if (url === "/api/sessions/7/public") return reply(200, session);
    if (url === "/api/sessions/7/analytics") {
      const [status, body] = analytics.shift() ?? [500, { message: "No more answers" }];
      return reply(status, body);
    }
    return reply(404, { message: "Not found" });
  };
  vi.spyOn(globalThis, "fetch").mockImplementation((input) =>
    Promise.resolve(answer(input as string)),
  );
  return calls;
}

const renderLeads = () =>
  renderWithProviders(<LeadsPage />, { path: "/session/:id/leads", url: "/session/7/leads" });

beforeEach(() => setCurrentUser(testSpeaker()));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the leads screen when loading fails", () => {
  it("says Failed to load analytics on a server error, offers to try again, and does not claim the session is missing", async () => {
    const calls = fakeServer([500, { message: "Database is busy" }], [200, noLeads]);
    renderLeads();

    await waitFor(() =>
      expect(
        screen
          .getAllByText("Failed to load analytics")
          .some((node) => node.closest("[data-sonner-toast]")),
      ).toBe(true),
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Failed to load analytics")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Session Not Found" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "Leads for Engines of Thought" }),
    ).toBeInTheDocument();
    expect(screen.getByText("No leads collected yet")).toBeInTheDocument();
    expect(calls.filter((url) => url.endsWith("/analytics"))).toHaveLength(2);
  });

  it("does not claim the session is missing when the connection drops", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation((input) =>
      (input as string).endsWith("/public")
        ? Promise.resolve(reply(200, session))
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    renderLeads();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Session Not Found" })).not.toBeInTheDocument();
  });

  it.each([
    [404, "Session not found"],
    [403, "This session is not yours"],
  ])("shows Session Not Found for a %i", async (status, message) => {
    fakeServer([status, { message }]);
    renderLeads();
    expect(await screen.findByRole("heading", { name: "Session Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});

describe("deleting a lead", () => {
  it("asks first, naming the e-mail, then deletes it and reads the counts again", async () => {
    const lead = {
      id: 41,
      email: "gone@example.com",
      createdAt: "2026-11-20T10:00:00.000Z",
      viewCount: 2,
      downloadCount: 1,
      downloads: [],
      consentText: null,
      consentAt: null,
      confirmed: false,
    };
    const withLead: Analytics = {
      uniqueLeads: 1,
      totalPageViews: 4,
      totalDownloads: 1,
      leads: [lead],
    };
    const calls: string[] = [];
    let deleted = false;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input as string;
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url === "/api/sessions/7/public") return Promise.resolve(reply(200, session));
      if (url === "/api/sessions/7/analytics")
        return Promise.resolve(reply(200, deleted ? noLeads : withLead));
      if (url === "/api/sessions/7/leads/41" && init?.method === "DELETE") {
        deleted = true;
        return Promise.resolve(reply(200, { ok: true }));
      }
      return Promise.resolve(reply(404, { message: "Not found" }));
    });
    renderLeads();

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete lead gone@example.com" }),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete this lead?" });
    expect(dialog).toHaveTextContent("gone@example.com will be deleted");
    expect(calls).not.toContain("DELETE /api/sessions/7/leads/41");

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete Lead" }));
    expect(await screen.findByText("No leads collected yet")).toBeInTheDocument();
    expect(screen.queryByText("gone@example.com")).not.toBeInTheDocument();
    expect(calls).toContain("DELETE /api/sessions/7/leads/41");
    expect(calls.filter((call) => call === "GET /api/sessions/7/analytics")).toHaveLength(2);
  });
});

describe("a member of the session's team", () => {
  it.each(["cohost", "moderator", "viewer"] as const)(
    "as a %s is told leads are the owner's, and sees none",
    async (role) => {
      vi.spyOn(globalThis, "fetch").mockImplementation((input) =>
        Promise.resolve(
          (input as string) === "/api/sessions/7/public"
            ? reply(200, testSession({ role }))
            : reply(200, noLeads),
        ),
      );
      renderLeads();
      const alert = await screen.findByRole("alert");
      expect(
        within(alert).getByRole("heading", { name: "Leads are for the session's owner only" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: /^Leads for/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Export Leads" })).not.toBeInTheDocument();
    },
  );
});
