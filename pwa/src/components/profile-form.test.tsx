/**
 * The profile form's messages (docs/product.md, Validation): required names (designation and
 * company optional), inline errors that clear as the field is filled, LinkedIn marker,
 * picture size; and the LinkedIn fetch (docs/product.md, Speaker profile): blocking dialog, filled
 * fields, 3-second highlight; the language of the speaker's e-mails.
 */
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "@lectern/shared";
import { ProfileForm } from "./profile-form.tsx";
import { renderWithProviders } from "./render-with-providers.tsx";

const user: User = {
  id: 3,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  designation: null,
  company: null,
  bio: null,
  linkedinUrl: null,
  profilePicture: null,
  profileCompleted: false,
  language: "en",
  consentText: null,
  privacyUrl: null,
  createdAt: "2025-01-01T10:00:00.000Z",
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(
    <ProfileForm
      user={user}
      submitLabel="Complete Profile & Continue"
      pendingLabel="Saving..."
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

async function toastWith(title: string) {
  const toast = (await screen.findByText(title)).closest("li");
  expect(toast).not.toBeNull();
  return within(toast as HTMLElement);
}

describe("profile form", () => {
  it("completes a profile without designation and company", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((_, init) =>
      Promise.resolve(
        new Response(JSON.stringify({ ...user, ...JSON.parse(init?.body as string) }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const onSaved = renderForm();
    expect(screen.getByLabelText("Designation / title (optional)")).not.toBeRequired();
    expect(screen.getByLabelText("Company (optional)")).not.toBeRequired();
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile & Continue" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      designation: "",
      company: "",
      profileCompleted: true,
    });
  });

  it("requires the names, marks a blank one inline and clears the mark as it is filled", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    const first = screen.getByLabelText(/First name/);
    await userEvent.click(first);
    await userEvent.tab();
    await userEvent.clear(first);
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription("Required");
    await userEvent.type(first, "A");
    expect(first).not.toHaveAttribute("aria-invalid");
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile & Continue" }));
    const toast = await toastWith("Please fill all required fields");
    expect(toast.getByText("First name and last name are required.")).toBeInTheDocument();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(/Company/)).not.toHaveAttribute("aria-invalid");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses a LinkedIn URL without linkedin.com/in/", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Designation/), "Engineer");
    await userEvent.type(screen.getByLabelText(/Company/), "Analytical Engines");
    await userEvent.type(screen.getByLabelText(/LinkedIn profile URL/), "https://example.com/ada");
    await userEvent.click(screen.getByRole("button", { name: "Complete Profile & Continue" }));
    const toast = await toastWith("Invalid LinkedIn URL");
    expect(
      toast.getByText("Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)"),
    ).toBeInTheDocument();
  });

  it("asks for the URL before fetching from LinkedIn", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Fetch from LinkedIn" }));
    expect(await screen.findByText("LinkedIn URL is required")).toBeInTheDocument();
    const url = screen.getByLabelText(/LinkedIn profile URL/);
    expect(url).toHaveFocus();
    expect(url).toHaveAccessibleDescription(/Enter your LinkedIn profile URL first\./);
    await userEvent.type(url, "linkedin.com/in/ada");
    expect(url).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a picture of 5MB or more", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], "me.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Choose a display picture"), big);
    const toast = await toastWith("File too large");
    expect(toast.getByText("Profile picture must be less than 5MB")).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("alert")
        .some((alert) => alert.textContent === "Profile picture must be less than 5MB"),
    ).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("the language for e-mails", () => {
  it("lists each language in itself and saves the one chosen", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((_, init) =>
      Promise.resolve(
        new Response(JSON.stringify({ ...user, ...JSON.parse(init?.body as string) }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const onSaved = vi.fn();
    renderWithProviders(
      <ProfileForm
        user={{ ...user, designation: "Engineer", company: "Analytical Engines" }}
        withLanguage
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        onSaved={onSaved}
      />,
    );
    const language = screen.getByLabelText("Language for e-mails");
    expect(language).toHaveValue("en");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Deutsch", "Français", "Español", "Português (Brasil)", "日本語"]);
    await userEvent.selectOptions(language, "日本語");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/users/3");
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      language: "ja",
    });
  });

  it("is left out of the onboarding form", () => {
    renderForm();
    expect(screen.queryByLabelText("Language for e-mails")).not.toBeInTheDocument();
  });
});

describe("fetching from LinkedIn", () => {
  it("blocks the form while fetching, fills designation, company and bio, and highlights them for 3 seconds", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(
      screen.getByLabelText(/LinkedIn profile URL/),
      "linkedin.com/in/ada-lovelace",
    );

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Fetch from LinkedIn" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const dialog = screen.getByRole("dialog", { name: "Fetching LinkedIn Data" });
    expect(
      within(dialog).getByText("Wait, attempting to fetch details from LinkedIn..."),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/profile/linkedin-lookup");
    expect(JSON.parse(fetchSpy.mock.calls[0]?.[1]?.body as string)).toEqual({
      linkedinUrl: "https://linkedin.com/in/ada-lovelace",
    });
    // Blocking: Escape does not close it while the lookup runs.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Fetching LinkedIn Data" })).toBeInTheDocument();

    await act(async () => {
      answer(
        new Response(
          JSON.stringify({
            designation: "Mathematician",
            company: "Analytical Engines",
            bio: "Wrote the first program.",
            profilePicture: null,
          }),
          {
            status: 200,
            headers: { "Content-Type": "application/json" },
          },
        ),
      );
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(
      screen.queryByRole("dialog", { name: "Fetching LinkedIn Data" }),
    ).not.toBeInTheDocument();
    const designation = screen.getByLabelText(/Designation/);
    const company = screen.getByLabelText(/Company/);
    const bio = screen.getByLabelText(/Bio/);
    expect(designation).toHaveValue("Mathematician");
    expect(company).toHaveValue("Analytical Engines");
    expect(bio).toHaveValue("Wrote the first program.");
    for (const field of [designation, company, bio])
      expect(field).toHaveAttribute("data-highlighted", "true");
    // Nothing came back for the picture, so it is neither changed nor highlighted.
    expect(
      screen.getByRole("group", { name: /Display picture/ }).querySelector("[data-highlighted]"),
    ).toBeNull();
    expect(screen.getByLabelText(/First name/)).not.toHaveAttribute("data-highlighted");

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    for (const field of [designation, company, bio])
      expect(field).toHaveAttribute("data-highlighted", "true");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    for (const field of [designation, company, bio])
      expect(field).not.toHaveAttribute("data-highlighted");
    expect(designation).toHaveValue("Mathematician");
  });
});
