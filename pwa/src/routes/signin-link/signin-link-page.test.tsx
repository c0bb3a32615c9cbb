/**
 * The sign-in link page (docs/product.md, Sign-in link): it posts the fragment's token once, drops
 * it from the address bar and signs in; a refused link is said inline.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSpeaker } from "../../test-fixtures.ts";
import SigninLinkPage from "./signin-link-page.tsx";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("sign-in link page", () => {
  it("posts the token once and lands signed in, the token gone from the address bar", async () => {
    const user = testSpeaker({ id: 4, profileCompleted: true });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(200, { user }));
    window.history.replaceState(null, "", `/signin/link#${TOKEN}`);
    const { router } = renderWithProviders(<SigninLinkPage />, { path: "/signin/link" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/auth/verify-link");
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe("");
    expect(getCurrentUser()?.id).toBe(4);
  });

  it("says inline that a used link is not valid", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(400, { code: "link_invalid", message: "used" }),
    );
    window.history.replaceState(null, "", `/signin/link#${TOKEN}`);
    renderWithProviders(<SigninLinkPage />, { path: "/signin/link" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is not valid or was already used. Please ask for a new e-mail.",
    );
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toBeInTheDocument();
    expect(getCurrentUser()).toBeNull();
  });
});
