/**
 * Sign-up and sign-in forms: the messages of docs/product.md, Validation, before any call, in the
 * language in use; a sign-up carries that language for the speaker's e-mails. An invitation's link
 * (docs/product.md, Team) fills in the e-mail, which stays editable.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { chooseLanguage } from "../../i18n/language.ts";
import SigninPage from "../signin/signin-page.tsx";
import SignupPage from "./signup-page.tsx";

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await chooseLanguage("en");
});

describe("sign-up form", () => {
  it("names each missing field and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<SignupPage />);
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field and drops each message once its field is valid", async () => {
    renderWithProviders(<SignupPage />);
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription("First name is required");
    await userEvent.type(firstName, "Kim");
    expect(firstName).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    const email = screen.getByLabelText(/Email/);
    await userEvent.type(email, "kim");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await userEvent.type(email, "@example.com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("refuses an address that is not an e-mail", async () => {
    renderWithProviders(<SignupPage />);
    await userEvent.type(screen.getByLabelText(/First name/), "Ada");
    await userEvent.type(screen.getByLabelText(/Last name/), "Lovelace");
    await userEvent.type(screen.getByLabelText(/Email/), "ada-at-example");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
  });

  it("speaks the chosen language and signs up in it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ userId: 5, message: "Code sent" }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await chooseLanguage("de");
    renderWithProviders(<SignupPage />);
    await userEvent.click(screen.getByRole("button", { name: "Konto erstellen" }));
    expect(screen.getByText("Vorname fehlt")).toBeInTheDocument();
    expect(screen.getByText("Bitte gib deine E-Mail-Adresse ein")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Vorname/), "Ada");
    await userEvent.type(screen.getByLabelText(/Nachname/), "Lovelace");
    await userEvent.type(screen.getByLabelText(/E-Mail/), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Konto erstellen" }));
    expect(await screen.findByText("Registrierung erfolgreich")).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/auth/register");
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      language: "de",
    });
  });

  it("fills in the e-mail of an invitation's link, still editable", async () => {
    renderWithProviders(<SignupPage />, {
      path: "/signup",
      url: "/signup?email=kim%2Btalks%40example.com",
    });
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveValue("kim+talks@example.com");
    await userEvent.clear(email);
    await userEvent.type(email, "kim@example.org");
    expect(email).toHaveValue("kim@example.org");
  });
});

describe("sign-in form", () => {
  it("asks for the e-mail when it is empty", async () => {
    renderWithProviders(<SigninPage />);
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it("fills in the e-mail of an invitation's link and sends the one edited", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ userId: 5, message: "Code sent" }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    renderWithProviders(<SigninPage />, {
      path: "/signin",
      url: "/signin?email=kim%40example.com",
    });
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveValue("kim@example.com");
    await userEvent.clear(email);
    await userEvent.type(email, "kim@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send Verification Code" }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: "kim@example.org",
    });
  });
});
