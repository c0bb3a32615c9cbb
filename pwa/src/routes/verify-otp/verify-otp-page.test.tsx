/** The code screen: digits only, at most 6, Verify enabled only for 6 digits; no target sends to /signup. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import VerifyOtpPage from "./verify-otp-page.tsx";

afterEach(() => localStorage.clear());

describe("verify-otp screen", () => {
  it("keeps only six digits and enables Verify Code at exactly six", async () => {
    renderWithProviders(<VerifyOtpPage />, {
      path: "/verify-otp",
      url: "/verify-otp?userId=7&email=ada%40example.com&returning=true",
    });
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    const input = screen.getByLabelText("Verification code");
    const verify = screen.getByRole("button", { name: "Verify Code" });
    await userEvent.type(input, "12a-3 4");
    expect(input).toHaveValue("1234");
    expect(verify).toBeDisabled();
    await userEvent.type(input, "5678");
    expect(input).toHaveValue("123456");
    expect(verify).toBeEnabled();
  });

  it("reads the pending sign-up values when the query has none", () => {
    localStorage.setItem("pendingUserId", "12");
    localStorage.setItem("pendingEmail", "grace@example.com");
    renderWithProviders(<VerifyOtpPage />, { path: "/verify-otp" });
    expect(screen.getByText("grace@example.com")).toBeInTheDocument();
  });

  it("goes back to sign-up without any user to verify", async () => {
    const { router } = renderWithProviders(<VerifyOtpPage />, { path: "/verify-otp" });
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signup");
  });
});
