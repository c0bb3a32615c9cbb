/**
 * `npm run test:e2e`: builds the PWA as production serves it, then runs Playwright in Debian's
 * Chromium. Extra arguments go to Playwright (e.g. a spec file).
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit" }).status ?? 1;
if (run("npx", ["vite", "build", "--logLevel", "warn"]) !== 0) process.exit(1);
process.exit(run("npx", ["playwright", "test", ...process.argv.slice(2)]));
