/** /onboarding is shown once: a speaker whose profile is already complete goes to the dashboard. */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUser, type CurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import OnboardingPage from "./onboarding-page.tsx";

afterEach(() => localStorage.clear());

const speaker = (profileCompleted: boolean): CurrentUser => ({
  id: 4,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  designation: "Engineer",
  company: "Analytical Engines",
  bio: null,
  linkedinUrl: null,
  profilePicture: null,
  profileCompleted,
  createdAt: "2026-11-01T09:00:00.000Z",
});

describe("onboarding", () => {
  it("asks a new speaker to complete the profile", async () => {
    setCurrentUser(speaker(false));
    renderWithProviders(<OnboardingPage />, { path: "/onboarding" });
    expect(await screen.findByRole("heading", { name: "Complete Speaker Profile" })).toBeInTheDocument();
  });

  it("sends a speaker whose profile is complete to the dashboard", async () => {
    setCurrentUser(speaker(true));
    const { router } = renderWithProviders(<OnboardingPage />, { path: "/onboarding" });
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
