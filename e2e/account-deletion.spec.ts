/**
 * Deleting for real in Chromium against the built app and the real server (docs/product.md,
 * Speaker profile and Leads screen): a speaker deletes one lead from the leads screen after a
 * confirm dialog naming its e-mail, and deletes their account from the profile screen with a code
 * mailed to them (read from the SMTP sink), landing signed out on the home page. Screenshots at
 * phone and desktop width; axe-core on each screen.
 */
import type { Page } from "@playwright/test";
import { OTP_MAX_WRONG_PER_WINDOW } from "@lectern/shared";
import { createSession, uploadPdf } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { expectToast } from "./page-models/speaker-screens.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  screenshotWidths,
  test,
  type LecternApp,
} from "./support/fixtures.ts";
import { signInAs } from "./page-models/signed-in.ts";

test.use({ viewport: DESKTOP, baseURL: async ({ app }, use) => use(app.baseUrl) });

/** Screenshots the screen at phone and desktop widths and runs axe at both. */
async function captureScreen(page: Page, name: string): Promise<void> {
  await screenshotWidths(page, name);
  await expectNoSeriousA11yViolations(page);
}

/** A visitor of its own views the session page and downloads the resource, giving `email`. */
async function leaveLead(app: LecternApp, sessionId: number, resourceId: number, email: string) {
  const visitor = app.api();
  expect((await visitor.request("GET", "/api/health")).status).toBe(200);
  expect((await visitor.request("GET", `/api/sessions/${sessionId}/public`)).status).toBe(200);
  const download = await visitor.request(
    "POST",
    `/api/resources/${resourceId}/download`,
    { email },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  expect(download.status).toBe(201);
}

function statCard(page: Page, label: string) {
  return page.getByRole("region", { name: "Totals" }).locator("div", { hasText: label }).last();
}

test("a speaker deletes one lead; its row goes and the counts follow", async ({ page, app }) => {
  const speaker = await app.createSpeaker({ firstName: "Lena" });
  const sessionId = await createSession(speaker, { title: "Leads worth keeping" });
  const resourceId = await uploadPdf(speaker, sessionId, "Slides");
  const gone = `gone-${Date.now()}@example.com`;
  const stays = `stays-${Date.now()}@example.com`;
  await leaveLead(app, sessionId, resourceId, gone);
  await leaveLead(app, sessionId, resourceId, stays);

  await signInAs(page, app, speaker);
  await page.goto(`/session/${sessionId}/leads`);
  await expect(page.getByRole("heading", { name: "Leads for Leads worth keeping" })).toBeVisible();
  await expect(statCard(page, "Unique Leads")).toContainText("2");
  await expect(statCard(page, "Total Page Views")).toContainText("2");
  await expect(statCard(page, "Total Downloads")).toContainText("2");

  // The dialog is opened at each width, as a phone or a desktop shows it from the start.
  const dialog = page.getByRole("alertdialog", { name: "Delete this lead?" });
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole("button", { name: `Delete lead ${gone}` }).click();
    await expect(dialog).toContainText(gone);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await screenshot(page, `lead-delete-confirm-${label}`);
    if (label === "desktop") break;
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Delete Lead" }).click();
  await expectToast(page, "Lead deleted");
  await expect(dialog).toBeHidden();
  const table = page.getByRole("table", { name: "All Leads" });
  await expect(table).not.toContainText(gone);
  await expect(table).toContainText(stays);
  await expect(statCard(page, "Unique Leads")).toContainText("1");
  await expect(statCard(page, "Total Page Views")).toContainText("2");
  await expect(statCard(page, "Total Downloads")).toContainText("1");
  await captureScreen(page, "lead-deleted");

  // The server agrees: the lead is gone from the analytics the CSV is built from.
  const analytics = await speaker.api.request<{ leads: { email: string }[] }>(
    "GET",
    `/api/sessions/${sessionId}/analytics`,
  );
  expect(analytics.body.leads.map((lead) => lead.email)).toEqual([stays]);
});

test("a speaker deletes their account with a mailed code and lands signed out", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Dana" });
  const sessionId = await createSession(speaker, { title: "A talk that will go" });
  await signInAs(page, app, speaker);
  await page.goto("/speaker-profile");
  // Read again under the service worker, which keeps the profile while signed in.
  await new OfflineBrowser(page.context(), page).waitForServiceWorker();
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.has("lectern-speaker"))).toBe(true);

  const zone = page.getByRole("region", { name: "Delete account" });
  await expect(zone).toContainText("This cannot be undone.");
  const forever = zone.getByRole("button", { name: "Delete my account forever" });
  await expect(forever).toBeDisabled();
  await zone.scrollIntoViewIfNeeded();
  await captureScreen(page, "account-delete-zone");

  const since = Date.now();
  await zone.getByRole("button", { name: "Send code" }).click();
  await expect(zone.getByRole("status")).toContainText(
    `We've sent a 6-digit code to ${speaker.email}`,
  );
  const code = await app.codeFor(speaker.email, since);

  const codeField = zone.getByRole("textbox", { name: "Code to delete your account" });
  const wrong = code === "000000" ? "000001" : "000000";
  await codeField.fill(wrong.slice(0, 5));
  await expect(forever).toBeDisabled();
  await codeField.fill(wrong);
  await expect(forever).toBeEnabled();
  await forever.click();
  await expect(zone.getByRole("alert")).toContainText(`${OTP_MAX_WRONG_PER_WINDOW - 1} tries left`);
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await captureScreen(page, "account-delete-wrong-code");

  await codeField.fill(code);
  await codeField.press("Enter");
  await page.waitForURL(app.baseUrl + "/");
  await expectToast(page, "Account deleted");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("currentUser"))).toBeNull();
  // Nothing kept while signed in outlives the account (docs/decisions.md, Authorization).
  const signedInCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => ["lectern-api", "lectern-speaker"].includes(name)),
    );
  await expect.poll(() => signedInCaches().catch(() => null)).toEqual([]);
  await captureScreen(page, "account-deleted-home");

  // The old sign-in is refused, the session page is gone, and the e-mail can sign up again.
  expect((await speaker.api.request("GET", "/api/auth/me")).status).toBe(401);
  expect((await app.api().request("GET", `/api/sessions/${sessionId}/public`)).status).toBe(404);
  const again = await app.api().request<{ userId: number }>("POST", "/api/auth/register", {
    firstName: "Dana",
    lastName: "Again",
    email: speaker.email,
  });
  expect(again.status).toBe(201);
  expect(again.body.userId).not.toBe(speaker.userId);
});
