/**
 * Browser entry: takes the reads a pre-rendered page came with (if any) and starts an attendee
 * page's reads (a session page's or an embedded poll's), fetches the first screen's code and the visitor's language, then mounts the router
 * inside the app's providers, so React's first render hydrates a pre-rendered session page, or
 * replaces the static HTML in #root with the screen itself, in that language; resumes the outbox,
 * and once the page has loaded fetches the service-worker registration (with its update prompt)
 * and registers it, so neither its code nor its precache competes with the first load. A page
 * restored by Back or Forward reads again.
 */
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { refreshOnRestore } from "./app/back-forward.ts";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { AppRouter, preloadScreen } from "./app/router.tsx";
import { startLanguage } from "./i18n/language.ts";
import { takePrerenderedReads } from "./attendee/prerendered-reads.ts";
import { prefetchAttendeePage } from "./attendee/queries.ts";
import { matchesAny, NO_WORKER_ROUTES } from "./offline/cache-rules.ts";
import { listenForOfflineCopies } from "./offline/offline-copy.ts";
import { startOutboxIfUsed } from "./offline/outbox.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const prerendered = takePrerenderedReads();
const queryClient = createQueryClient();
prefetchAttendeePage(queryClient, window.location.pathname);
refreshOnRestore(queryClient);
// A screen whose code cannot be fetched still mounts: its route then says it could not be loaded.
void Promise.all([
  preloadScreen(window.location.pathname).catch(() => undefined),
  startLanguage(),
]).then(() =>
  // A transition lets React render the first screen in slices that yield to the browser between
  // them, instead of one long task (docs/decisions.md, What was measured); the static HTML stays
  // on screen meanwhile. A pre-rendered session page is the markup React renders for the same
  // reads, so React hydrates it: it adopts the elements on screen instead of building and laying
  // out the page again. Other pages' static HTML (the shell's "Loading...", the embed's card) is
  // replaced.
  startTransition(() => {
    const app = (
      <StrictMode>
        <Providers client={queryClient}>
          <AppRouter />
        </Providers>
      </StrictMode>
    );
    if (prerendered === "session") hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);

// The worker's notes about answers it gave from its cache must not be missed, even before load.
listenForOfflineCopies();
if (!matchesAny(NO_WORKER_ROUTES, window.location.pathname)) {
  window.addEventListener(
    "load",
    () =>
      void import("./offline/register-sw.ts").then(({ registerServiceWorker }) =>
        registerServiceWorker(queryClient),
      ),
    { once: true },
  );
}
startOutboxIfUsed();
