/**
 * Builds the PWA (pwa/ → dist/pwa) that the sync server serves. The service worker and manifest
 * come from vite-plugin-pwa (pwa/src/offline/pwa-options.ts); `vite` alone serves the app on
 * :5173 and proxies /api and /ws to a server on :3000. The chunking and react-router settings keep
 * the attendee routes' first load under 100 kB of gzipped JavaScript (docs/benchmarks.md, "Attendee
 * JavaScript"; scripts/attendee-weight.mjs prints it after every build).
 */
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa/src/offline/pwa-options.ts";

/** Libraries every screen needs at start (React, the router, the query client), in one chunk. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;
/** Mutations are for the speaker's screens only. */
/** The entry chunk, which holds the route table, and the attendee routes' own chunks. */
const ENTRY = /router\.tsx$|[\\/]index-[\w-]+\.js$/;
const ATTENDEE_ROUTE_CHUNK = /[\\/](session-page|embed-poll-page)-[\w-]+\.js$/;
const SPEAKER_ONLY_QUERY = /[\\/](useMutation|mutationObserver)\.js$/;
/** Small app modules the attendee routes and the entry share, in one chunk instead of many tiny ones. */
const APP_COMMON =
  /pwa[\\/]src[\\/](api[\\/]client|app[\\/]toast|auth[\\/]current-user|components[\\/]announcer|offline[\\/](use-online|storage|cache-rules)|attendee[\\/](queries|prerendered-reads|send-action|poll-status|styles|speaker-lang|use-prefetch-on-first-interaction))\.tsx?$|shared[\\/]src[\\/]rules[\\/](url|ids|prerendered-blocks)\.ts$/;
/** A poll's live card: the Polls tab and the embed, with the embed's texts for a poll that takes no vote. */
const POLL =
  /pwa[\\/]src[\\/]attendee[\\/](use-poll-voting|poll-card|poll-vote-form|poll-results)\.tsx?$|shared[\\/]src[\\/]rules[\\/](poll-card|poll-state-messages)\.ts$/;
/** The live channel: the poll card, the Q&A list and the session page's presence in the room. */
const LIVE = /pwa[\\/]src[\\/]attendee[\\/](live-hooks|live-socket)\.ts$/;

/** react-router's package exports only its development build; the production build beside it has no dev-only warnings. */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/**
 * react-router creates its components and contexts at module level without pure annotations and
 * names them with top-level displayName assignments, so unused ones (Form, NavLink, ScrollRestoration,
 * ...) survive tree-shaking. forwardRef, createContext and memo have no side effects and the names
 * only serve React DevTools: mark those calls pure and drop the names (lines stay, so source maps
 * still line up).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: "lectern:react-router-tree-shaking",
    apply: "build",
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(
            /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            "$1/* @__PURE__ */ $2",
          )
          .replace(/^\w+\.displayName = "[^"]*";$/gm, ""),
        map: null,
      }),
    },
  };
}

/**
 * The app's scripts and their preloads at low fetch priority. Chrome fetches module scripts at High
 * priority, as if a first paint needed them; none does here (the session page's first screen is in
 * its HTML, every other page paints the shell's "Loading..."), so the stylesheet and pictures the
 * first paint does need go first on a slow connection. Lighthouse's simulated slow 4G likewise
 * counts a High-priority script as render-blocking (docs/decisions.md, What was measured).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: "lectern:scripts-at-low-priority",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig(({ command }) => ({
  root: "pwa",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    reactRouterTreeShaking(),
    scriptsAtLowPriority(),
  ],
  resolve: {
    alias:
      command === "build" ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: "../dist/pwa",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    // Browsers since 2023 (Chrome 66, Firefox 115, Safari 17) preload modules themselves; older ones
    // still load every chunk, only without the head start.
    modulePreload: {
      polyfill: false,
      // The route table in the entry, which every page loads first, lists each route's chunks to
      // preload. Only the attendee routes keep their whole list (a phone on slow 4G fetches them
      // in parallel); a speaker screen preloads its own chunk and fetches the rest once it runs,
      // one round trip more on a first visit, so the attendee pages do not carry the speaker
      // screens' lists (748 bytes of the entry).
      resolveDependencies: (file, deps, { hostId }) =>
        ENTRY.test(hostId) && !ATTENDEE_ROUTE_CHUNK.test(file) ? deps.slice(0, 1) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: (id) => FRAMEWORK.test(id) && !SPEAKER_ONLY_QUERY.test(id),
              priority: 3,
            },
            { name: "app", test: APP_COMMON, priority: 2 },
            { name: "poll", test: POLL, priority: 1 },
            { name: "live", test: LIVE, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/ws": { target: "ws://localhost:3000", ws: true } },
  },
}));
