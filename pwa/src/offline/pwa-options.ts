/**
 * vite-plugin-pwa settings: the web manifest (installable) and the generated service worker
 * (precached app shell; navigation fallback for app routes only, never /api, /ws or files).
 */
import type { VitePWAOptions } from "vite-plugin-pwa";

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  manifest: {
    name: "Lectern",
    short_name: "Lectern",
    description: "One page per talk: slides, Q&A and live polls that keep working offline.",
    theme_color: "#1d4ed8",
    background_color: "#f8fafc",
    display: "standalone",
    start_url: "/dashboard",
    scope: "/",
  },
  workbox: {
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/ws$/],
    globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
  },
};
