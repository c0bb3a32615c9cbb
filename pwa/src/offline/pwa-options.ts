/**
 * vite-plugin-pwa settings: the web manifest (installable: name, icons 192/512 and maskable,
 * standalone, a start URL that lands a signed-in speaker on the dashboard) and the service worker
 * built from pwa/src/offline/sw.ts with the app shell's precache manifest injected.
 */
import type { VitePWAOptions } from "vite-plugin-pwa";

export const THEME_COLOR = "#1d4ed8";

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  strategies: "injectManifest",
  srcDir: "src/offline",
  filename: "sw.ts",
  includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
  manifest: {
    id: "/",
    name: "Lectern",
    short_name: "Lectern",
    description: "One page per talk: slides, Q&A and live polls that keep working offline.",
    theme_color: THEME_COLOR,
    background_color: "#f8fafc",
    display: "standalone",
    start_url: "/dashboard",
    scope: "/",
    lang: "en",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  },
  injectManifest: {
    globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
  },
  devOptions: { enabled: false },
};
