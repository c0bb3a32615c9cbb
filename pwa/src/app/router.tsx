/**
 * The route table of spec section 2. Every screen is its own lazily loaded chunk, so the attendee
 * routes (/session/:id, /embed/poll/:id) load no speaker code. Declarative routes (no data router:
 * no screen uses loaders or actions), which keeps react-router's share of the first load small;
 * navigations run in a transition, so the current screen stays until the next one has loaded.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { BrowserRouter, Route, Routes } from "react-router";

type ScreenModule = { default: ComponentType };

const screens: [path: string, load: () => Promise<ScreenModule>][] = [
  ["/", () => import("../routes/home/home-page.tsx")],
  ["/signin", () => import("../routes/signin/signin-page.tsx")],
  ["/signup", () => import("../routes/signup/signup-page.tsx")],
  ["/verify-otp", () => import("../routes/verify-otp/verify-otp-page.tsx")],
  ["/onboarding", () => import("../routes/onboarding/onboarding-page.tsx")],
  ["/dashboard", () => import("../routes/dashboard/dashboard-page.tsx")],
  ["/create-session", () => import("../routes/create-session/create-session-page.tsx")],
  ["/edit-session/:id", () => import("../routes/edit-session/edit-session-page.tsx")],
  ["/speaker-profile", () => import("../routes/speaker-profile/speaker-profile-page.tsx")],
  ["/session/:id", () => import("../routes/session/session-page.tsx")],
  ["/session/:id/leads", () => import("../routes/leads/leads-page.tsx")],
  ["/embed/poll/:id", () => import("../routes/embed-poll/embed-poll-page.tsx")],
  ["*", () => import("../routes/not-found/not-found-page.tsx")],
];

const routes = screens.map(([path, load]) => {
  const Screen = lazy(load);
  return <Route key={path} path={path} element={<Screen />} />;
});

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>{routes}</Routes>
      </Suspense>
    </BrowserRouter>
  );
}
