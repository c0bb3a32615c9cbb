/**
 * The route table of docs/product.md, Routes. Every screen is its own lazily loaded chunk, so the
 * attendee routes (/session/:id, /event/:slug, /embed/poll/:id) load no speaker code. Declarative
 * routing (no screen uses loaders or actions, so no data router): react-router's smallest share of
 * the first load. Navigations run in a transition, so the current screen stays until the next one
 * has loaded; a screen whose code cannot be fetched says so instead of leaving a blank page. The
 * first screen's code is fetched before React's first render (preloadScreen), so that render
 * replaces the static HTML in #root (the loading shell) with the screen itself, or hydrates a
 * session page the server pre-rendered inside this Suspense boundary's marks, never showing an
 * empty fallback.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { useTranslator } from "../i18n/language.ts";

type ScreenModule = { default: ComponentType };

const screens: [path: string, load: () => Promise<ScreenModule>][] = [
  ["/", () => import("../routes/home/home-page.tsx")],
  ["/signin", () => import("../routes/signin/signin-page.tsx")],
  ["/signin/link", () => import("../routes/signin-link/signin-link-page.tsx")],
  ["/signup", () => import("../routes/signup/signup-page.tsx")],
  ["/verify-otp", () => import("../routes/verify-otp/verify-otp-page.tsx")],
  ["/onboarding", () => import("../routes/onboarding/onboarding-page.tsx")],
  ["/dashboard", () => import("../routes/dashboard/dashboard-page.tsx")],
  ["/create-session", () => import("../routes/create-session/create-session-page.tsx")],
  ["/edit-session/:id", () => import("../routes/edit-session/edit-session-page.tsx")],
  ["/speaker-profile", () => import("../routes/speaker-profile/speaker-profile-page.tsx")],
  ["/integrations", () => import("../routes/integrations/integrations-page.tsx")],
  [
    "/speaker-profile/delete",
    () => import("../routes/delete-account-link/delete-account-link-page.tsx"),
  ],
  ["/session/:id", () => import("../routes/session/session-page.tsx")],
  ["/session/:id/leads", () => import("../routes/leads/leads-page.tsx")],
  ["/session/:id/insights", () => import("../routes/insights/insights-page.tsx")],
  ["/session/:id/live", () => import("../routes/live-console/live-console-page.tsx")],
  ["/session/:id/present", () => import("../routes/present/present-page.tsx")],
  ["/event/:slug", () => import("../routes/event/agenda-page.tsx")],
  ["/embed/poll/:id", () => import("../routes/embed-poll/embed-poll-page.tsx")],
  ["/events/new", () => import("../routes/events/new-event-page.tsx")],
  ["/events/:id", () => import("../routes/events/event-page.tsx")],
  ["/events/:id/insights", () => import("../routes/insights/event-insights-page.tsx")],
  ["/events/:id/rooms/print", () => import("../routes/events/rooms-print-page.tsx")],
  ["/confirm-download", () => import("../routes/confirm-download/confirm-download-page.tsx")],
  ["*", () => import("../routes/not-found/not-found-page.tsx")],
];

const preloads = new Map<RouteObject, () => Promise<void>>();

/** A lazily loaded screen that, once its code is here, mounts without suspending. */
const routes: RouteObject[] = screens.map(([path, load]) => {
  let loaded: ComponentType | undefined;
  const fetchScreen = () => load().then((module) => ((loaded = module.default), module));
  const Lazy = lazy(fetchScreen);
  function Screen() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const route = { path, element: <Screen /> };
  preloads.set(route, () => fetchScreen().then(() => undefined));
  return route;
});

/** Fetches the code of the screen `pathname` shows. */
export function preloadScreen(pathname: string): Promise<void> {
  const match = matchRoutes(routes, pathname)?.[0];
  return match ? preloads.get(match.route)!() : Promise.resolve();
}

/**
 * Shown when a screen's code could not be fetched (offline before the app was cached, or an old tab
 * after a new release); going to another page tries again.
 */
class ScreenLoadBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: window.location.pathname };
  }

  override render() {
    if (this.state.failedAt !== this.props.pathname) return this.props.children;
    return <ScreenLoadFailed />;
  }
}

function ScreenLoadFailed() {
  const { t } = useTranslator();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        {t("This page could not be loaded")}
      </h1>
      <p className="text-slate-600">{t("Check your connection, then try again.")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t("Try again")}
      </button>
    </main>
  );
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <ScreenLoadBoundary pathname={pathname}>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </ScreenLoadBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Screens />
    </BrowserRouter>
  );
}
