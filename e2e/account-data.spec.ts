/**
 * "Download my data" in Chromium against the built app and the real server (docs/product.md,
 * Speaker profile): on the profile screen the speaker clicks the button and gets a JSON file, named
 * lectern-data-{date}.json, holding their session. Screenshots at phone and desktop width; axe-core.
 */
import { readFile } from "node:fs/promises";
import { accountExportSchema } from "@lectern/shared";
import { createSession } from "./page-models/attendee-seed.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";
import { signInAs } from "./page-models/signed-in.ts";

test.use({ viewport: DESKTOP, baseURL: async ({ app }, use) => use(app.baseUrl) });

test("a speaker downloads their data as one JSON file from the profile", async ({ page, app }) => {
  const speaker = await app.createSpeaker({ firstName: "Mira" });
  const sessionId = await createSession(speaker, { title: "A talk to take along" });
  await signInAs(page, app, speaker);
  await page.goto("/speaker-profile");

  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toContainText("polls with their results, questions and leads");
  await section.scrollIntoViewIfNeeded();
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `account-data-${label}`);
  }
  await expectNoSeriousA11yViolations(page);

  const downloaded = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download my data" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^lectern-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), "utf8")));
  expect(data.profile.id).toBe(speaker.userId);
  expect(data.sessions.map((s) => [s.id, s.title])).toEqual([[sessionId, "A talk to take along"]]);
  await expect(section.getByRole("button", { name: "Download my data" })).toBeEnabled();
  await expect(section.getByRole("alert")).toHaveCount(0);
});
