/**
 * Builds the PWA (pwa/ → dist/pwa) that the sync server serves. The service worker and manifest
 * come from vite-plugin-pwa (pwa/src/offline/pwa-options.ts); `vite` alone serves the app on
 * :5173 and proxies /api and /ws to a server on :3000.
 */
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa/src/offline/pwa-options.ts";

export default defineConfig({
  root: "pwa",
  publicDir: "public",
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  build: {
    outDir: "../dist/pwa",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/ws": { target: "ws://localhost:3000", ws: true } },
  },
});
