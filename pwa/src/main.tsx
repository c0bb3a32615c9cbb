/** Browser entry: mounts the router inside the app's providers, registers the service worker and resumes the outbox. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";
import { startOutboxIfUsed } from "./offline/outbox.ts";
import { registerServiceWorker } from "./offline/register-sw.ts";
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

registerServiceWorker();
startOutboxIfUsed();
