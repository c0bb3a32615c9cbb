/**
 * Browser entry: takes the reads a pre-rendered page came with (if any), then, a step per task,
 * starts an attendee page's reads (a session page's or an embedded poll's), fetches the first
 * screen's code and the visitor's language and resumes the outbox; then mounts the router inside
 * the app's providers, so React's first render hydrates a pre-rendered session page, or replaces
 * the static HTML in #root with the screen itself, in that language. Once the page has loaded it
 * fetches the service-worker registration (with its update prompt) and registers it, so neither
 * its code nor its precache competes with the first load. A page restored by Back or Forward reads
 * again.
 */
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { refreshOnRestore } from "./app/back-forward.ts";
import { nextTask } from "./app/next-task.ts";
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
refreshOnRestore(queryClient);
// The worker's notes about answers it gave from its cache must not be missed, even before load.
listenForOfflineCopies();
void start(root, window.location.pathname);

/**
 * The start, a step per task (app/next-task.ts), after the modules' evaluation: each of the page's
 * reads, the first screen's code, the visitor's language and the outbox costs the phone's main
 * thread milliseconds of its own, and the page is already on screen, so none of them has to wait
 * for the others' work, only the first render for their results.
 */
async function start(root: HTMLElement, pathname: string) {
  await prefetchAttendeePage(queryClient, pathname);
  await nextTask();
  // A screen whose code cannot be fetched still mounts: its route then says it could not be loaded.
  const screen = preloadScreen(pathname).catch(() => undefined);
  await nextTask();
  const language = startLanguage();
  await nextTask();
  startOutboxIfUsed();
  await Promise.all([screen, language]);
  // A transition lets React render the first screen in slices that yield to the browser between
  // them, instead of one long task (docs/decisions.md, What was measured); the static HTML stays
  // on screen meanwhile. A pre-rendered session page or agenda is the markup React renders for the
  // same reads, so React hydrates it: it adopts the elements on screen instead of building and laying
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
    if (prerendered === "session" || prerendered === "event") hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

if (!matchesAny(NO_WORKER_ROUTES, window.location.pathname)) {
  window.addEventListener(
    "load",
    () =>
      void nextTask()
        .then(() => import("./offline/register-sw.ts"))
        .then(({ registerServiceWorker }) => registerServiceWorker(queryClient)),
    { once: true },
  );
}
