/**
 * API tokens on the Integrations screen (docs/product.md, API tokens; issue 37) in real Chromium
 * against the built app and a real server: a speaker makes a token, sees it once and copies it; a
 * script reads the leads CSV with it; Revoke stops it at once. At phone and desktop width, axe clean.
 */
import { createSession } from "./page-models/attendee-seed.ts";
import { signInAs } from "./page-models/signed-in.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshotWidths,
  test,
} from "./support/fixtures.ts";

test("a token made on the Integrations screen reads the leads CSV until revoked", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Katherine", lastName: "Johnson" });
  const sessionId = await createSession(speaker, { title: "Tokens in the hall" });
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  await signInAs(page, app, speaker);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Katherine" }).click();
  await page.getByRole("menuitem", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integrations");
  await expect(page.getByText("No tokens yet.")).toBeVisible();

  await page.getByRole("button", { name: "Make a token" }).click();
  await expect(page.getByText("Give the token a name")).toBeVisible();
  await page.getByLabel("Token name").fill("CRM sync");
  await page.getByRole("button", { name: "Make a token" }).click();
  const shown = page.getByLabel("Token CRM sync");
  await expect(shown).toHaveValue(/^lct_/);
  const token = await shown.inputValue();
  const tokens = page.getByRole("list", { name: "Your tokens" });
  await expect(tokens.getByRole("listitem")).toHaveCount(1);
  await expect(tokens).toContainText("Never used");
  await screenshotWidths(page, "integrations-token");
  await expectNoSeriousA11yViolations(page);

  const readCsv = () =>
    fetch(`${app.baseUrl}/api/sessions/${sessionId}/export/leads.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const csv = await readCsv();
  expect(csv.status).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toMatch(/^Email,First Seen,/);

  await page.getByRole("button", { name: "Revoke CRM sync" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke Token" }).click();
  await expect(page.getByText("CRM sync no longer works.")).toBeVisible();
  await expect(page.getByText("No tokens yet.")).toBeVisible();
  await expect(shown).toHaveCount(0);
  expect((await readCsv()).status).toBe(401);
  await context.close();
});
