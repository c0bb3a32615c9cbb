/**
 * The Import tab (docs/product.md, Events, Import): a chosen file goes up as multipart `file` and
 * the result shows exactly as the server answers it (the counts, "No longer in the schedule
 * (kept)" with a way to each session, the skipped items with their reasons); a malformed file's
 * refusal names the field that is wrong; an address that is not http(s) is said at its field and
 * nothing is sent. Only fetch is faked.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportResult } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { ImportTab } from "./import-tab.tsx";

afterEach(() => vi.restoreAllMocks());

const result: ImportResult = {
  format: "pretalx",
  created: 12,
  updated: 3,
  unchanged: 40,
  removedFromSchedule: [{ id: "PX9", sessionId: 77, title: "Über Unicode" }],
  skipped: [{ id: "PX4", reason: "no room" }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(answer: Response): { url: string; body: unknown }[] {
  const sent: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    sent.push({ url: input as string, body: init?.body });
    return Promise.resolve(answer.clone());
  });
  return sent;
}

const schedule = () =>
  new File(['{"schedule": {}}'], "schedule.json", { type: "application/json" });

describe("importing a schedule file", () => {
  it("uploads the file and shows what the import did, as the server says it", async () => {
    const sent = serve(json(result));
    renderWithProviders(<ImportTab eventId={5} />);
    await userEvent.upload(screen.getByLabelText(/^Schedule file/), schedule());
    await userEvent.click(screen.getByRole("button", { name: "Import file" }));

    const heading = await screen.findByRole("heading", { name: "Schedule imported" });
    expect(heading).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/events/5/import");
    expect((sent[0]?.body as FormData).get("file")).toBeInstanceOf(File);

    const counts = heading.closest("section") as HTMLElement;
    expect(within(counts).getByText("Read as a pretalx / frab schedule.")).toBeInTheDocument();
    expect(within(counts).getByText("Created").nextSibling).toHaveTextContent("12");
    expect(within(counts).getByText("Updated").nextSibling).toHaveTextContent("3");
    expect(within(counts).getByText("Unchanged").nextSibling).toHaveTextContent("40");

    const removed = screen
      .getByRole("heading", { name: "No longer in the schedule (kept)" })
      .closest("section") as HTMLElement;
    expect(within(removed).getByText("Über Unicode")).toBeInTheDocument();
    expect(
      within(removed).getByRole("link", { name: "Edit the session of “Über Unicode”" }),
    ).toHaveAttribute("href", "/edit-session/77");

    const skipped = screen
      .getByRole("heading", { name: "Skipped" })
      .closest("section") as HTMLElement;
    expect(
      within(skipped).getByText("1 item of the schedule was not imported:"),
    ).toBeInTheDocument();
    expect(within(skipped).getByText("PX4")).toBeInTheDocument();
    expect(within(skipped).getByText("no room")).toBeInTheDocument();
  });

  it("says nothing was removed or skipped by leaving those lists out", async () => {
    serve(json({ ...result, removedFromSchedule: [], skipped: [] }));
    renderWithProviders(<ImportTab eventId={5} />);
    await userEvent.upload(screen.getByLabelText(/^Schedule file/), schedule());
    await userEvent.click(screen.getByRole("button", { name: "Import file" }));

    expect(await screen.findByRole("heading", { name: "Schedule imported" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Skipped" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "No longer in the schedule (kept)" }),
    ).not.toBeInTheDocument();
  });

  it("names the field of a malformed file", async () => {
    serve(
      json(
        {
          code: "import_invalid",
          message: "schedule.conference is missing",
          field: "schedule.conference",
        },
        400,
      ),
    );
    renderWithProviders(<ImportTab eventId={5} />);
    await userEvent.upload(screen.getByLabelText(/^Schedule file/), schedule());
    await userEvent.click(screen.getByRole("button", { name: "Import file" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The schedule was not imported");
    expect(alert).toHaveTextContent(
      "This schedule can't be read: schedule.conference is missing or wrong.",
    );
    expect(screen.queryByRole("heading", { name: "Schedule imported" })).not.toBeInTheDocument();
  });
});

describe("importing from an address", () => {
  it("says at the field that the address must be a web address, and sends nothing", async () => {
    const sent = serve(json(result));
    renderWithProviders(<ImportTab eventId={5} />);
    const address = screen.getByLabelText(/^Schedule address/);
    await userEvent.type(address, "ftp://example.com/schedule.json");
    await userEvent.click(screen.getByRole("button", { name: "Import from address" }));

    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining("Enter the schedule's address, starting with https://"),
    );
    expect(sent).toEqual([]);
  });
});
