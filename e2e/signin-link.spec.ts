/**
 * The mailed sign-in link in Chromium against the built app and the real server (docs/product.md,
 * Sign-in link; docs/decisions.md, Sign-in): a stranger spends the account's wrong codes, the code
 * screen then says codes are locked and points to the link, and opening the link from the e-mail
 * lands the speaker signed in on the dashboard, the token gone from the address bar. The profile
 * then lists this device and signs out everywhere.
 */
import { OTP_MAX_WRONG_PER_WINDOW } from "@lectern/shared";
import { SigninScreen, VerifyOtpScreen } from "./page-models/speaker-screens.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  screenshot,
  test,
} from "./support/fixtures.ts";

test.use({ viewport: DESKTOP, baseURL: async ({ app }, use) => use(app.baseUrl) });

test("the link in the sign-in e-mail signs in while a stranger has locked the codes", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Linda" });
  const since = Date.now();
  await new SigninScreen(page).requestCode(speaker.email);
  const code = await app.codeFor(speaker.email, since);

  const stranger = app.api();
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 0; i < OTP_MAX_WRONG_PER_WINDOW; i++)
    await stranger.request("POST", "/api/auth/verify-otp", {
      userId: speaker.userId,
      otpCode: wrong,
    });

  await new VerifyOtpScreen(page).enterCode(code);
  // Said under the field, where a screen reader reads it with the field, not only in a toast.
  await expect(page.getByLabel("Verification code")).toHaveAccessibleDescription(
    /Too many wrong codes\. Use the link in your e-mail/,
  );
  await expect(page).toHaveURL(/\/verify-otp/);

  const link = await app.linkFor(speaker.email, since);
  expect(link).toMatch(/^\/signin\/link#/);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  expect(new URL(page.url()).hash).toBe("");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The same link a second time: refused, said inline.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("not valid or was already used");
  await screenshot(page, "signin-link-used");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/speaker-profile");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByText("This device")).toBeVisible();
  await screenshot(page, "profile-devices");
  await devices.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
});
