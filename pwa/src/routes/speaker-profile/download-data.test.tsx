/**
 * "Your data" on the profile (docs/product.md, Speaker profile): "Download my data" fetches the
 * speaker's export and saves it under the server's file name, by keyboard too; a failure shows
 * inline as an alert. Only fetch (the server) and the browser's object URLs are faked.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSpeaker } from "../../test-fixtures.ts";
import { DownloadData } from "./download-data.tsx";

afterEach(() => vi.restoreAllMocks());

function fakeObjectUrls() {
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:data"), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe("the Your data section", () => {
  it("downloads the speaker's export under the server's name, by keyboard", async () => {
    const saved = fakeObjectUrls();
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
      urls.push(input as string);
      return Promise.resolve(
        new Response(JSON.stringify({ sessions: [] }), {
          status: 200,
          headers: {
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="lectern-data-2026-05-01.json"',
          },
        }),
      );
    });
    renderWithProviders(<DownloadData user={testSpeaker()} />);

    expect(screen.getByRole("heading", { name: "Your data" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Download my data" });
    button.focus();
    await userEvent.keyboard("{Enter}");

    await waitFor(() => expect(saved).toEqual(["lectern-data-2026-05-01.json"]));
    expect(urls).toEqual(["/api/users/3/export"]);
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

  it("shows a failed download inline", async () => {
    fakeObjectUrls();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("", { status: 503, headers: { "Content-Type": "text/plain" } }),
    );
    renderWithProviders(<DownloadData user={testSpeaker()} />);
    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(screen.getByRole("alert")).not.toHaveTextContent(/^$/));
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });
});
