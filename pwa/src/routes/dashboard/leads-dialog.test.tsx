/**
 * The dashboard's leads dialog (docs/product.md, Dashboard): its total counts people, not
 * downloads, and it shows no attendee's address. Only fetch (the server) is faked.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REACTIONS } from "@lectern/shared";
import type { DashboardLead, Session } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { LeadsDialog } from "./leads-dialog.tsx";

const session: Session = {
  id: 7,
  userId: 1,
  eventName: "PyCon 2026",
  title: "Engines",
  description: "",
  qaEnabled: true,
  questionReview: false,
  profanityFilter: true,
  confirmEmail: false,
  language: null,
  createdAt: "2026-01-10T09:00:00.000Z",
  leadCount: 1,
  resources: [],
  hasPresenterLink: false,
  hasDeck: false,
  reactions: [...DEFAULT_REACTIONS],
};

function serveLeads(leads: DashboardLead[]) {
  vi.spyOn(globalThis, "fetch").mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(leads), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
}

const download = (id: number, email: string, title: string): DashboardLead => ({
  id,
  email,
  resource: { id, title },
  createdAt: "2026-11-20T10:00:00.000Z",
});

afterEach(() => vi.restoreAllMocks());

describe("the leads dialog", () => {
  it("counts one lead for one person's two downloads, and lists both downloads", async () => {
    serveLeads([download(2, "ada@example.test", "Repo"), download(1, "ada@example.test", "Deck")]);
    renderWithProviders(<LeadsDialog session={session} onClose={() => undefined} />);

    expect(await screen.findByText("Total: 1 lead")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Leads" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("Repo")).toBeInTheDocument();
    expect(within(list).getByText("Deck")).toBeInTheDocument();
    expect(screen.queryByText(/\bIP\b/)).not.toBeInTheDocument();
  });

  it("counts two leads for two people", async () => {
    serveLeads([
      download(2, "grace@example.test", "Deck"),
      download(1, "ada@example.test", "Deck"),
    ]);
    renderWithProviders(<LeadsDialog session={session} onClose={() => undefined} />);

    expect(await screen.findByText("Total: 2 leads")).toBeInTheDocument();
  });
});
