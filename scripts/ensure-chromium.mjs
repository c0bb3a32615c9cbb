/**
 * Browser tests need Debian's Chromium at /usr/bin/chromium (no browser download works here).
 * Installs it with apt when running as root; otherwise says how and fails.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log(`${CHROMIUM} not found: installing Debian's chromium with apt-get`);
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation",
      {
        stdio: "inherit",
      },
    );
    if (fs.existsSync(CHROMIUM)) return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\n` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
