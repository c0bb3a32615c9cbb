/**
 * Lectern installs as an app: Chromium's own installability check (through the DevTools protocol)
 * finds no error once the manifest is fetched and the service worker controls the page, and the
 * manifest's icons are real PNGs of the sizes it declares. A persistent context is used because
 * Playwright's default contexts are incognito, which Chromium reports as 'in-incognito'.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { CHROMIUM_PATH } from "../playwright.config.ts";
import { expect, test } from "./support/fixtures.ts";
import { OfflineBrowser } from "./page-models/offline.ts";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  theme_color: string;
  icons: ManifestIcon[];
}

test.describe("Chromium finds Lectern installable", () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let manifest: { url: string; errors: unknown[]; data: Manifest };

  test.beforeAll(async ({ app }) => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-install-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(app.baseUrl + "/");
    await new OfflineBrowser(context, page).waitForServiceWorker();
    cdp = await context.newCDPSession(page);
    const read = (await cdp.send("Page.getAppManifest")) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    manifest = { ...read, data: JSON.parse(read.data ?? "{}") as Manifest };
  });

  test.afterAll(async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test("the manifest reads without errors as the standalone Lectern app", ({ app }) => {
    expect(manifest.url).toBe(`${app.baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(manifest.data).toMatchObject({
      name: "Lectern",
      short_name: "Lectern",
      display: "standalone",
      start_url: "/dashboard",
    });
    expect(manifest.data.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test("no installability error once the service worker controls the page", async () => {
    await expect
      .poll(
        async () =>
          ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] })
            .installabilityErrors,
        { timeout: 15_000 },
      )
      .toEqual([]);
  });

  test("the manifest's icons and the Apple touch icon are PNGs of the sizes declared", async ({
    app,
  }) => {
    const icons = manifest.data.icons;
    const declared = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort();
    expect(declared).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of [
      ...icons,
      { src: "/icons/apple-touch-icon-180.png", sizes: "180x180", type: "image/png" },
    ]) {
      const response = await page.request.get(app.baseUrl + icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(await response.body()), icon.src).toEqual({ width, height });
    }
  });
});
