/**
 * Attaching files in the create wizard (docs/product.md, Validation): a file over 20MB is refused
 * with exactly File too large / "File size must be less than 20MB", once however many were refused,
 * and the other files of the same pick are still attached. A file's title is its name, tidied;
 * files dropped on a group are attached as if picked.
 */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { ResourcesStep } from "./resources-step.tsx";
import type { LinkItem } from "../../components/session-model.ts";
import type { FileDraft } from "./wizard-model.ts";

afterEach(() => vi.restoreAllMocks());

/** A file that reports `size` bytes without holding them. */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function Step() {
  const [files, setFiles] = useState<FileDraft[]>([]);
  const [links, setLinks] = useState<LinkItem[]>([]);
  return (
    <ResourcesStep
      files={files}
      onFiles={setFiles}
      links={links}
      onLinks={setLinks}
      locked={false}
    />
  );
}

const toasts = (title: string) =>
  screen
    .queryAllByText(title, { exact: true })
    .map((node) => node.closest("li"))
    .filter(Boolean) as HTMLElement[];

describe("attaching files in the wizard", () => {
  it("refuses files over 20MB with the documented words, once, and attaches the rest", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<Step />);
    const tooBig = 20 * 1024 * 1024 + 1;
    await userEvent.upload(screen.getByLabelText("Choose Presentation files"), [
      fileOfSize("huge.pdf", "application/pdf", tooBig),
      fileOfSize("slides.pdf", "application/pdf", 2048),
      fileOfSize("poster.png", "image/png", tooBig),
    ]);

    await screen.findByText("File too large");
    const refused = toasts("File too large");
    expect(refused).toHaveLength(1);
    expect(
      within(refused[0]!).getByText("File size must be less than 20MB", { exact: true }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/huge\.pdf: /)).not.toBeInTheDocument();

    const attached = (await screen.findByText("File attached")).closest("li") as HTMLElement;
    expect(within(attached).getByText("slides.pdf")).toBeInTheDocument();
    const group = screen.getByRole("region", { name: "Presentation" });
    expect(within(group).getByRole("button", { name: "Remove slides.pdf" })).toBeInTheDocument();
    expect(
      within(group).queryByRole("button", { name: /Remove (huge|poster)/ }),
    ).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("accepts a file of exactly 20MB", async () => {
    renderWithProviders(<Step />);
    await userEvent.upload(
      screen.getByLabelText("Choose Handouts files"),
      fileOfSize("limit.pdf", "application/pdf", 20 * 1024 * 1024),
    );
    expect(
      await within(screen.getByRole("region", { name: "Handouts" })).findByRole("button", {
        name: "Remove limit.pdf",
      }),
    ).toBeInTheDocument();
  });
});

describe("a file's title and dropping files", () => {
  it("prefills the title from the file name, without extension and tidied", async () => {
    renderWithProviders(<Step />);
    await userEvent.upload(
      screen.getByLabelText("Choose Presentation files"),
      fileOfSize("q3_sales-deck.final.pdf", "application/pdf", 2048),
    );
    const group = within(screen.getByRole("region", { name: "Presentation" }));
    expect(await group.findByRole("textbox", { name: /^Title/ })).toHaveValue(
      "Q3 sales deck final",
    );
  });

  it("attaches files dropped on a group, with their titles, but not a too large one", async () => {
    renderWithProviders(<Step />);
    const group = within(screen.getByRole("region", { name: "Handouts" }));
    const zone = group.getByTestId("file-drop-zone");
    const files = [
      fileOfSize("cheat_sheet.pdf", "application/pdf", 1024),
      fileOfSize("huge.png", "image/png", 21 * 1024 * 1024),
    ];
    fireEvent.dragEnter(zone, { dataTransfer: { types: ["Files"], files } });
    expect(zone).toHaveAttribute("data-drag-over", "true");
    expect(zone).toHaveTextContent("Drop to add the files");
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files } });
    expect(zone).not.toHaveAttribute("data-drag-over");
    expect(await group.findByRole("button", { name: "Remove cheat_sheet.pdf" })).toBeVisible();
    expect(group.getByRole("textbox", { name: /^Title/ })).toHaveValue("Cheat sheet");
    expect(group.queryByRole("button", { name: "Remove huge.png" })).not.toBeInTheDocument();
  });
});
