/**
 * Uploading on the edit screen (docs/product.md, Edit session): files over 20MB are refused with
 * exactly File too large / "File size must be less than 20MB", once for the whole pick, and never
 * sent. A file dropped on a group is uploaded like a picked one, titled from its name. Save All
 * Changes with a link missing its URL says Required at the URL, which gets focus, until it is filled.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSession } from "../../test-fixtures.ts";
import { ResourcesTab } from "./resources-tab.tsx";

afterEach(() => vi.restoreAllMocks());

const session = testSession({ id: 12, eventName: "PyCon" });

function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("uploading on the edit screen", () => {
  it("refuses files over 20MB with the documented words, once, without sending them", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<ResourcesTab session={session} />);
    const tooBig = 21 * 1024 * 1024;
    await userEvent.upload(screen.getByLabelText("Upload Handouts files"), [
      fileOfSize("a.pdf", "application/pdf", tooBig),
      fileOfSize("b.png", "image/png", tooBig),
    ]);

    await screen.findByText("File too large");
    const refused = screen.getAllByText("File too large", { exact: true });
    expect(refused).toHaveLength(1);
    expect(
      within(refused[0]!.closest("li") as HTMLElement).getByText(
        "File size must be less than 20MB",
        { exact: true },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/a\.pdf: /)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole("region", { name: "Handouts" })).getByText("No files yet."),
    ).toBeInTheDocument();
  });
});

describe("dropping a file on the edit screen", () => {
  it("uploads it to the group it was dropped on, titled from its name", async () => {
    const sent: FormData[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((_input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return Promise.resolve(
        new Response(JSON.stringify({ id: 99 }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        }),
      );
    });
    renderWithProviders(<ResourcesTab session={session} />);
    const zone = within(screen.getByRole("region", { name: "Presentation" })).getByTestId(
      "file-drop-zone",
    );
    const files = [fileOfSize("keynote_2026-final.pdf", "application/pdf", 4096)];
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files } });
    expect(await screen.findByText("All resources uploaded!")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get("type")).toBe("presentation");
    expect(sent[0]!.get("title")).toBe("Keynote 2026 final");
    expect((sent[0]!.get("file") as File).name).toBe("keynote_2026-final.pdf");
  });
});

describe("saving links on the edit screen", () => {
  it("says Required at a link's blank URL and focuses it, until it is filled", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<ResourcesTab session={session} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Link" }));
    const link = screen.getByRole("group", { name: /^Link 1/ });
    await userEvent.type(within(link).getByLabelText("Title"), "Repository");
    await userEvent.click(screen.getByRole("button", { name: "Save All Changes" }));
    const url = within(link).getByLabelText("URL");
    expect(url).toHaveFocus();
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAccessibleDescription(/Required/);
    expect(within(link).getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
    await userEvent.type(url, "example.com");
    expect(url).not.toHaveAttribute("aria-invalid");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
