/**
 * Toasts as a person sees them through the app's providers, where sonner only loads with the first
 * toast: the first message still shows, with its description, and later ones replace it.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { toast } from "./toast.ts";

afterEach(cleanup);

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
});
