/**
 * The profile's danger zone (docs/product.md, Speaker profile): the final button waits for 6
 * digits, Send code asks the server for a code, and a refused code shows inline, read out as an
 * alert, with the field marked invalid. Only fetch (the server) is faked.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSpeaker } from "../../test-fixtures.ts";
import { DeleteAccount } from "./delete-account.tsx";

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the Delete account danger zone", () => {
  it("sends a code, waits for 6 digits and shows a wrong code inline", async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input as string;
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : null });
      if (url === "/api/users/3/deletion-code") return Promise.resolve(reply(200, { message: "" }));
      return Promise.resolve(
        reply(400, { code: "otp_invalid", message: "That code is not correct.", triesLeft: 3 }),
      );
    });
    renderWithProviders(<DeleteAccount user={testSpeaker()} />);

    expect(screen.getByRole("heading", { name: "Delete account" })).toBeInTheDocument();
    const forever = screen.getByRole("button", { name: "Delete my account forever" });
    expect(forever).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We've sent a 6-digit code to ada@example.com",
    );
    expect(calls).toEqual([{ url: "/api/users/3/deletion-code", method: "POST", body: null }]);

    const field = screen.getByRole("textbox", { name: "Code to delete your account" });
    await userEvent.type(field, "12a345");
    expect(field).toHaveValue("12345");
    expect(forever).toBeDisabled();
    await userEvent.type(field, "6");
    expect(forever).toBeEnabled();
    await userEvent.click(forever);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That code is not correct. 3 tries left.",
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(calls.at(-1)).toEqual({
      url: "/api/users/3",
      method: "DELETE",
      body: { code: "123456" },
    });
  });
});
