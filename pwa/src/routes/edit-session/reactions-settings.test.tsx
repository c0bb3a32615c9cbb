/**
 * The edit screen's Reactions (docs/product.md, Reactions) as the owner and a viewer use them: the
 * default five picked; a sixth cannot be picked until one is unpicked; Save sends the pick in the
 * order chosen; a viewer reads the pick with no buttons. Only fetch (the server) is faked.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REACTIONS } from "@lectern/shared";
import type { UpdateSessionBody } from "../../api/speaker/sessions.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSession } from "../../test-fixtures.ts";
import { ReactionsSettings } from "./reactions-settings.tsx";

/** PATCH /api/sessions/7, answered with the session as changed; each body kept. */
function fakeServer() {
  const patches: UpdateSessionBody[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const body = JSON.parse(init!.body as string) as UpdateSessionBody;
    patches.push(body);
    expect([input, init?.method]).toEqual(["/api/sessions/7", "PATCH"]);
    return Promise.resolve(
      new Response(JSON.stringify(testSession({ id: 7, ...body })), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
  return patches;
}

afterEach(() => vi.restoreAllMocks());

const reaction = (emoji: string) => screen.getByRole("button", { name: `Reaction ${emoji}` });

describe("the reactions a session offers", () => {
  it("picks at most five, and saves them in the order picked", async () => {
    const patches = fakeServer();
    renderWithProviders(<ReactionsSettings session={testSession({ id: 7 })} readOnly={false} />);
    for (const emoji of DEFAULT_REACTIONS)
      expect(reaction(emoji)).toHaveAttribute("aria-pressed", "true");
    expect(reaction("🎉")).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("5 picked");
    expect(screen.getByRole("button", { name: "Save reactions" })).toBeDisabled();

    await userEvent.click(reaction("😂"));
    await userEvent.click(reaction("🤯"));
    await userEvent.click(reaction("🎉"));
    expect(reaction("🎉")).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Save reactions" }));
    expect(patches).toEqual([{ reactions: ["👏", "❤️", "👍", "🎉"] }]);
    expect(await screen.findByText("Reactions saved")).toBeInTheDocument();
  });

  it("shows a viewer the pick, with nothing to press", () => {
    renderWithProviders(
      <ReactionsSettings session={testSession({ id: 7, reactions: ["🔥"] })} readOnly />,
    );
    expect(screen.getByText("🔥")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
