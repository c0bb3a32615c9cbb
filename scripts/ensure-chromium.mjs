/**
 * Browser tests need Debian's Chromium at /usr/bin/chromium (no browser download works here), and a
 * Japanese font so the Japanese screens render as a phone shows them rather than as empty boxes.
 * Installs what is missing with apt when running as root; otherwise says how and fails.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PACKAGES = "chromium fonts-liberation fonts-ipafont-gothic";

function hasJapaneseFont() {
  try {
    return execSync("fc-list :lang=ja family", { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM) && hasJapaneseFont()) return;
  if (process.getuid?.() === 0) {
    console.log(`installing Debian's ${PACKAGES} with apt-get`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`,
      { stdio: "inherit" },
    );
    if (fs.existsSync(CHROMIUM)) return;
  }
  if (fs.existsSync(CHROMIUM)) {
    console.warn(
      `No Japanese font: the Japanese screenshots will show empty boxes. Install one with:\n  sudo apt-get install -y fonts-ipafont-gothic`,
    );
    return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y ${PACKAGES}\n` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
