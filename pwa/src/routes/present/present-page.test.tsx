/**
 * The projector's refusal (docs/product.md, The room and Team): opened without a presenter link by
 * someone who may not present (signed out, or a viewer of the team), it says who may open it: the
 * session's speaker, or a co-host or moderator of its team. Only fetch (the server) and the live
 * socket are faked.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import PresentPage from "./present-page.tsx";

vi.mock("../../attendee/live-socket.ts", () => ({
  liveSocket: { subscribe: () => () => undefined },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the projector opened by someone who may not present", () => {
  it("says to open the presenter link, or sign in as the speaker or a member who presents", async () => {
    // The screen fits its panel by measuring it, which jsdom cannot.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ code: "role_forbidden", message: "Your role doesn't allow this" }),
          { status: 403, headers: { "Content-Type": "application/json" } },
        ),
      ),
    );
    renderWithProviders(<PresentPage />, {
      path: "/session/:id/present",
      url: "/session/7/present",
    });

    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("You don't have access to this screen");
    expect(refusal).toHaveTextContent(
      "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.",
    );
  });
});
