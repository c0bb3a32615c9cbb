/** The code screen: digits only, at most 6, Verify enabled only for 6 digits; no target sends to /signup. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import VerifyOtpPage from "./verify-otp-page.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

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

  it("says under the field that codes are locked, pointing to the link and the hours left", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ code: "otp_locked", message: "Too many wrong codes" }), {
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "7000" },
      }),
    );
    renderWithProviders(<VerifyOtpPage />, {
      path: "/verify-otp",
      url: "/verify-otp?userId=7&email=ada%40example.com&returning=true",
    });
    const input = screen.getByLabelText("Verification code");
    await userEvent.type(input, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify Code" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Too many wrong codes. Use the link in your e-mail to sign in, or try again in 2 hours.",
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("says a failed Resend Code in the form, where it stays", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ code: "rate_limited", message: "Please wait a minute." }), {
        status: 429,
        headers: { "Content-Type": "application/json" },
      }),
    );
    renderWithProviders(<VerifyOtpPage />, {
      path: "/verify-otp",
      url: "/verify-otp?userId=7&email=ada%40example.com&returning=true",
    });
    await userEvent.click(screen.getByRole("button", { name: "Resend Code" }));
    const inForm = await screen.findByText("Failed to resend code", { selector: "form p" });
    expect(inForm.closest('[role="alert"]')).toHaveTextContent(
      "Too many requests, please wait a moment",
    );
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
