/**
 * Unit and integration tests: server and shared code in Node (the API suite on SQLite and again on
 * PostgreSQL), browser code in jsdom.
 */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * One more try for a failed test, so a timing hiccup on a loaded machine does not sink a whole run;
 * the summary of `npm test` names every test that needed it, and such a test is a bug to fix
 * (CONTRIBUTING).
 */
const RETRY = 1;

export default defineConfig({
  test: {
    /**
     * Two files at a time. Vitest's default on a 2-core machine is one (cores - 1), yet most API
     * files spend their time waiting on a server, PostgreSQL or a socket: two in parallel take about
     * half as long. Every file makes its own server, database and Redis prefix, so they never meet.
     */
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          retry: RETRY,
          include: [
            "shared/src/**/*.test.ts",
            "sync-server/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["sync-server/src/db/postgres/**"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The API suite again on PostgreSQL (docs/decisions.md, Databases), each server with a
        // database of its own, and PostgreSQL's store tests instead of SQLite's.
        test: {
          name: "server-pg",
          environment: "node",
          retry: RETRY,
          include: ["sync-server/src/**/*.test.ts"],
          exclude: ["sync-server/src/db/sqlite/**"],
          env: { LECTERN_TEST_DB: "postgres" },
          globalSetup: ["sync-server/src/test/postgres-setup.ts"],
          setupFiles: ["sync-server/src/test/postgres-skip.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "pwa",
          environment: "jsdom",
          retry: RETRY,
          include: ["pwa/src/**/*.test.{ts,tsx}"],
          setupFiles: ["pwa/src/test-setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
