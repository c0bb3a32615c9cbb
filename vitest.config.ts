/** Unit and integration tests: server and shared code in Node, browser code in jsdom. */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["shared/src/**/*.test.ts", "sync-server/src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "pwa",
          environment: "jsdom",
          include: ["pwa/src/**/*.test.{ts,tsx}"],
          setupFiles: ["pwa/src/test-setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
