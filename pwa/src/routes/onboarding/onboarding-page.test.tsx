/** /onboarding is shown once: a speaker whose profile is already complete goes to the dashboard. */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testSpeaker } from "../../test-fixtures.ts";
import OnboardingPage from "./onboarding-page.tsx";

afterEach(() => localStorage.clear());

describe("onboarding", () => {
  it("asks a new speaker to complete the profile", async () => {
    setCurrentUser(testSpeaker({ profileCompleted: false }));
    renderWithProviders(<OnboardingPage />, { path: "/onboarding" });
    expect(
      await screen.findByRole("heading", { name: "Complete Speaker Profile" }),
    ).toBeInTheDocument();
  });

  it("sends a speaker whose profile is complete to the dashboard", async () => {
    setCurrentUser(testSpeaker());
    const { router } = renderWithProviders(<OnboardingPage />, { path: "/onboarding" });
    expect(await screen.findByText("Elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
