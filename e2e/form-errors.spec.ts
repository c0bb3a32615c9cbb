/**
 * Errors where the field is, and codes that paste (docs/product.md, Validation, Code check and
 * Languages), in real Chromium against the built app: a code pasted from the clipboard with a real
 * Ctrl+V keeps its six digits in the sign-in and the delete-account code fields, whatever spaces,
 * dashes, tabs or words surround it; Ask Question empty, sign-up empty, a wrong sign-in code and a
 * wizard quiz without its right answer each say their error under the field, which is marked
 * invalid, described by the message and focused, and the message stays past a toast's 5 seconds
 * and goes once the field is corrected; the language select does not switch the app at each arrow
 * key. Screenshots of each error at phone and desktop width.
 */
import type { Locator, Page } from "@playwright/test";
import { createSession } from "./page-models/attendee-seed.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { signInAs } from "./page-models/signed-in.ts";
import { CreateSessionScreen, SigninScreen } from "./page-models/speaker-screens.ts";
import { DESKTOP, expect, screenshotWidths, test } from "./support/fixtures.ts";

test.use({
  viewport: DESKTOP,
  permissions: ["clipboard-read", "clipboard-write"],
  baseURL: async ({ app }, use) => use(app.baseUrl),
});

/** What people copy out of the code mail: each must give the code 948169. */
const PASTES = [" 948169", "948 169", "948-169", "\t948169", "Your Lectern code: 948169"];

/** Longer than a toast stays (5 s): an error still shown then is not only in a toast. */
const PAST_A_TOAST_MS = 6_000;

/** Empties `field` and pastes `text` into it from the system clipboard with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill("");
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

/**
 * `field` is marked invalid and described by a shown element saying `message` (not the toast),
 * and `focused` (the field, or a radio of a group) has focus. Returns that message element.
 */
async function expectInlineError(
  field: Locator,
  message: string | RegExp,
  focused: Locator = field,
): Promise<Locator> {
  const pattern =
    typeof message === "string"
      ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      : message;
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(pattern);
  await expect(focused).toBeFocused();
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const said = field
    .page()
    .locator(ids.map((id) => `[id="${id}"]`).join(", "))
    .filter({ hasText: pattern });
  await expect(said).toBeVisible();
  return said;
}

/** The error is still there once any toast saying it would have gone. */
async function expectStaysPastAToast(page: Page, said: Locator): Promise<void> {
  await page.waitForTimeout(PAST_A_TOAST_MS);
  await expect(said).toBeVisible();
}

/** The field is valid again and its message gone. */
async function expectCleared(field: Locator, said: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(said).toBeHidden();
}

test("the sign-in code field keeps the six digits of any paste that holds them", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Pia" });
  await new SigninScreen(page).requestCode(speaker.email);
  const field = page.getByLabel("Verification code");
  const verify = page.getByRole("button", { name: "Verify Code" });
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  for (const text of PASTES) {
    await paste(page, field, text);
    await expect(field, `pasted ${JSON.stringify(text)}`).toHaveValue("948169");
    await expect(verify).toBeEnabled();
  }
});

test("the delete-account code field keeps the six digits of any paste too", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Noor" });
  await signInAs(page, app, speaker);
  await page.goto("/speaker-profile");
  const zone = page.getByRole("region", { name: "Delete account" });
  const field = zone.getByRole("textbox", { name: "Code to delete your account" });
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  for (const text of PASTES) {
    await paste(page, field, text);
    await expect(field, `pasted ${JSON.stringify(text)}`).toHaveValue("948169");
    await expect(zone.getByRole("button", { name: "Delete my account forever" })).toBeEnabled();
  }
});

test("a wrong sign-in code is said at the field, which gets focus, until the code changes", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Ines" });
  const since = Date.now();
  await new SigninScreen(page).requestCode(speaker.email);
  const code = await app.codeFor(speaker.email, since);
  const field = page.getByLabel("Verification code");
  await field.fill(code === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Verify Code" }).click();
  const said = await expectInlineError(field, /That code is not correct\. \d+ tries left\./);
  await screenshotWidths(page, "form-errors-wrong-code");
  await expectStaysPastAToast(page, said);

  await field.press("Backspace");
  await expectCleared(field, said);
  await field.fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.waitForURL("**/dashboard");
});

test("an empty question is said under Your Question, which gets focus, until text is typed", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Olu" });
  const sessionId = await createSession(speaker, { title: "Questions welcome" });
  const attendee = new SessionPage(page, app.baseUrl);
  // With no resources and no polls the page is its Q&A alone, without section tabs.
  await attendee.open(sessionId);
  const dialog = await attendee.openAskDialog();
  await attendee.postQuestion();
  const question = dialog.getByLabel("Your Question");
  const said = await expectInlineError(question, "Please enter your question");
  await screenshotWidths(page, "form-errors-ask-question");
  await expectStaysPastAToast(page, said);

  await question.pressSequentially("Why?");
  await expectCleared(question, said);
});

test("sign-up with nothing filled focuses First name; each message goes once its field is valid", async ({
  page,
}) => {
  await page.goto("/signup");
  await expect(page.getByText("Fields marked * are required.")).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  const firstName = page.getByLabel("First name");
  const said = await expectInlineError(firstName, "First name is required");
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await screenshotWidths(page, "form-errors-signup");
  await expectStaysPastAToast(page, said);

  await firstName.pressSequentially("Kim");
  await expectCleared(firstName, said);
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
});

test("a wizard quiz without its right answer marks the answer group and focuses it", async ({
  page,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Rafa" });
  await signInAs(page, app, speaker);
  await page.goto("/create-session");
  const wizard = new CreateSessionScreen(page);
  await wizard.fillInfo({
    eventName: "Geo Days",
    title: "Capitals",
    description: "A quiz about capitals.",
  });
  await wizard.next();
  await wizard.next();
  const card = await wizard.addKindPoll({
    kind: "quiz",
    title: "Italy",
    question: "What is the capital of Italy?",
    choices: ["Milan", "Rome"],
  });
  await page.getByRole("button", { name: "Create Session Page" }).click();
  const group = card.getByRole("radiogroup", { name: "Right answer of poll 1" });
  const said = await expectInlineError(
    group,
    "A quiz needs exactly one right answer.",
    card.getByRole("radio", { name: "Choice 1 is the right answer" }),
  );
  await screenshotWidths(page, "form-errors-quiz-answer");
  await expectStaysPastAToast(page, said);

  await card.getByRole("radio", { name: "Choice 2 is the right answer" }).click();
  await expectCleared(group, said);
  expect(await wizard.create()).toBeGreaterThan(0);
});

test("arrow keys on the language select move through the languages; leaving it applies one", async ({
  page,
}) => {
  await page.goto("/signin");
  // Its label changes with the language, its role does not.
  const select = page.getByRole("combobox");
  await expect(select).toHaveAccessibleName("Language");
  await select.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowDown");
  const reached = await select.inputValue();
  expect(reached).not.toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("lang", reached);
  await expect(select).toHaveValue(reached);
});
