/**
 * Browser entry: mounts the router inside the app's providers, resumes the outbox, and once the
 * page has loaded fetches the service-worker registration (with its update prompt) and registers
 * it, so neither its code nor its precache competes with the first load.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";
import { listenForOfflineCopies } from "./offline/offline-copy.ts";
import { startOutboxIfUsed } from "./offline/outbox.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// The worker's notes about answers it gave from its cache must not be missed, even before load.
listenForOfflineCopies();
window.addEventListener(
  "load",
  () => void import("./offline/register-sw.ts").then(({ registerServiceWorker }) => registerServiceWorker()),
  { once: true },
);
startOutboxIfUsed();
