/**
 * A new release reaches people who already have Lectern: when the server's service worker changes,
 * a returning visitor is told "A new version is available", and Reload switches the page to it. The
 * test serves a copy of the build from a server of its own, so it can publish the "new release"
 * (a changed sw.js) without touching the other tests' server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UPDATE_TEXT } from "../pwa/src/offline/register-sw.ts";
import {
  expect,
  PHONE,
  PWA_DIST_DIR,
  screenshot,
  startServerWith,
  test,
} from "./support/fixtures.ts";
import { OfflineBrowser } from "./page-models/offline.ts";

test("a returning visitor is offered a new version, and Reload switches to it", async ({
  page,
}) => {
  const release = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-release-"));
  fs.cpSync(PWA_DIST_DIR, release, { recursive: true });
  const server = await startServerWith(release);
  try {
    await page.setViewportSize(PHONE);
    await page.goto(server.baseUrl + "/signin");
    await new OfflineBrowser(page.context(), page).waitForServiceWorker();

    fs.appendFileSync(path.join(release, "sw.js"), "\n// The next release.\n");
    await page.reload();
    const prompt = page.getByText(UPDATE_TEXT);
    await expect(prompt).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCSS("opacity", "1");
    await screenshot(page, "update-prompt-phone");

    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Reload" }).click(),
    ]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: Boolean(registration?.waiting),
            controlled: navigator.serviceWorker.controller !== null,
          };
        }),
      )
      .toEqual({ waiting: false, controlled: true });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
  } finally {
    await server.stop();
    fs.rmSync(release, { recursive: true, force: true });
  }
});
