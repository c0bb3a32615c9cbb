/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the built PWA served by a
 * real Lectern server per worker (e2e/support/fixtures.ts).
 */
import { defineConfig } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "e2e/.artifacts/test-results",
  fullyParallel: false,
  workers: 2,
  // One more try, so a timing hiccup on a loaded machine does not sink a whole run; the summary
  // of `npm test` names every test that needed it, and such a test is a bug to fix (CONTRIBUTING).
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "e2e/.artifacts/results.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
