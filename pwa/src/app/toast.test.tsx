/**
 * Toasts as a person sees them through the app's providers, where sonner only loads with the first
 * toast: the first message still shows, with its description, and later ones replace it; a toast
 * shows in the half of the screen away from focus, and stays put while its own button is pressed.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { loadSonner, toast } from "./toast.ts";

afterEach(async () => {
  (await loadSonner()).toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

function Buttons() {
  return (
    <>
      <button type="button" onClick={() => toast.success("Question posted!")}>
        Post
      </button>
      <button
        type="button"
        onClick={() => toast.error("Vote failed", { description: "This poll is closed." })}
      >
        Vote
      </button>
    </>
  );
}

describe("toast", () => {
  it("shows the first toast once its code has loaded, then one toast at a time", async () => {
    const user = userEvent.setup();
    render(
      <Providers client={createQueryClient()}>
        <Buttons />
      </Providers>,
    );
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByText("Question posted!")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Vote" }));
    expect(await screen.findByText("This poll is closed.")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole("listitem").filter((item) => item.dataset.visible === "true"),
      ).toHaveLength(1),
    );
  });

  it("keeps an error until it is closed, where a confirmation goes after its 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <Providers client={createQueryClient()}>
        <Buttons />
      </Providers>,
    );
    act(() => toast.error("Upload failed", { description: "The file is too large." }));
    expect(await screen.findByText("The file is too large.")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 4));
    expect(screen.getByText("The file is too large.")).toBeInTheDocument();

    // Close pressed as a key does it: a click with no pointer events (jsdom lacks pointer capture).
    act(() => screen.getByRole("button", { name: "Close notification" }).click());
    await waitFor(() => expect(screen.queryByText("The file is too large.")).toBeNull());

    act(() => toast.success("Saved"));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 2));
    await waitFor(() => expect(screen.queryByText("Saved")).toBeNull());
  });

  it("shows away from the focused control, and does not move when focus goes into the toast", async () => {
    const user = userEvent.setup();
    // The live region index.html has from the start, which the toaster renders into.
    const region = document.body.appendChild(document.createElement("div"));
    region.id = "notifications";
    onTestFinished(() => region.remove());
    render(
      <Providers client={createQueryClient()}>
        <button type="button">Top</button>
        <button
          type="button"
          onClick={() =>
            toast("Your download is ready", { action: { label: "Open file", onClick: () => {} } })
          }
        >
          Bottom
        </button>
      </Providers>,
    );
    const inLowerHalf = new DOMRect(0, window.innerHeight - 50, 100, 40);
    vi.spyOn(
      screen.getByRole("button", { name: "Bottom" }),
      "getBoundingClientRect",
    ).mockReturnValue(inLowerHalf);
    const toastSide = () =>
      screen.getByText("Your download is ready").closest("li")?.dataset.yPosition;

    await user.click(screen.getByRole("button", { name: "Bottom" }));
    await screen.findByText("Your download is ready");
    await waitFor(() => expect(toastSide()).toBe("top"));

    const action = screen.getByRole("button", { name: "Open file" });
    vi.spyOn(action, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 10, 100, 40));
    act(() => action.focus());
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(toastSide()).toBe("top");

    act(() => screen.getByRole("button", { name: "Top" }).focus());
    await waitFor(() => expect(toastSide()).toBe("bottom"));
  });
});
