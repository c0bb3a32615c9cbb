/**
 * The route table of spec section 2. Every screen is its own lazily loaded chunk, so the attendee
 * routes (/session/:id, /embed/poll/:id) load no speaker code.
 */
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router";

type ScreenModule = { default: React.ComponentType };
const screen = (load: () => Promise<ScreenModule>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  { path: "/", ...screen(() => import("../routes/home/home-page.tsx")) },
  { path: "/signin", ...screen(() => import("../routes/signin/signin-page.tsx")) },
  { path: "/signup", ...screen(() => import("../routes/signup/signup-page.tsx")) },
  { path: "/verify-otp", ...screen(() => import("../routes/verify-otp/verify-otp-page.tsx")) },
  { path: "/onboarding", ...screen(() => import("../routes/onboarding/onboarding-page.tsx")) },
  { path: "/dashboard", ...screen(() => import("../routes/dashboard/dashboard-page.tsx")) },
  { path: "/create-session", ...screen(() => import("../routes/create-session/create-session-page.tsx")) },
  { path: "/edit-session/:id", ...screen(() => import("../routes/edit-session/edit-session-page.tsx")) },
  { path: "/speaker-profile", ...screen(() => import("../routes/speaker-profile/speaker-profile-page.tsx")) },
  { path: "/session/:id", ...screen(() => import("../routes/session/session-page.tsx")) },
  { path: "/session/:id/leads", ...screen(() => import("../routes/leads/leads-page.tsx")) },
  { path: "/embed/poll/:id", ...screen(() => import("../routes/embed-poll/embed-poll-page.tsx")) },
  { path: "*", ...screen(() => import("../routes/not-found/not-found-page.tsx")) },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
