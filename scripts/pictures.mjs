/**
 * `npm run pictures`: remakes the product's pictures from the real app, so they show what it looks
 * like today. Builds the PWA, then runs the pictures spec (e2e/product-pictures.spec.ts) with
 * PRODUCT_PICTURES=1, which also writes the README's pictures (docs/images/attendee-phone.png,
 * projector.png) and the home page's hero (pwa/public/media/*.jpg). Commit them.
 */
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
const run = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { stdio: "inherit", env }).status ?? 1;
if (run("npx", ["vite", "build", "--logLevel", "warn"]) !== 0) process.exit(1);
process.exit(
  run("npx", ["playwright", "test", "e2e/product-pictures.spec.ts"], {
    ...process.env,
    PRODUCT_PICTURES: "1",
  }),
);
