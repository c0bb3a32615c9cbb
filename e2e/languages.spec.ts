/**
 * Lectern in the visitor's language (docs/product.md, Languages), in real Chromium against the
 * built app: a browser set to German gets the session page in German from its first HTML on; a
 * switch to French applies at once and is remembered; an embed with ?lang=es speaks Spanish inside
 * an English page; a page seen once opens offline in its language; and the session page, the
 * download dialog, Q&A and a poll at phone width in all six languages, screenshotted, none wider
 * than the screen. Expected texts come from the same catalogs the app loads, and each is checked
 * to differ from the English, so a missing translation fails.
 */
import { LOCALES, loadTranslator, MESSAGES, type Locale, type Translator } from "@lectern/shared";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, PHONE, screenshot, test, type LecternApp } from "./support/fixtures.ts";
import {
  createPoll,
  createSession,
  setPollState,
  uploadPdf,
  type SeededPoll,
} from "./page-models/attendee-seed.ts";
import { EmbeddedPoll, startHostSite } from "./page-models/embed-poll-page.ts";
import { OfflineBrowser } from "./page-models/offline.ts";

test.use({ reducedMotion: "reduce" });

interface Seeded {
  sessionId: number;
  poll: SeededPoll;
  closeLater: SeededPoll;
  closePoll(poll: SeededPoll): Promise<void>;
}

async function seed(app: LecternApp): Promise<Seeded> {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  await speaker.api.request("PUT", `/api/users/${speaker.userId}`, {
    linkedinUrl: "https://www.linkedin.com/in/ada-lovelace",
  });
  const sessionId = await createSession(speaker, { title: "Engines of Thought" });
  await uploadPdf(speaker, sessionId, "Slides");
  const poll = await createPoll(speaker, sessionId, "open", "Warm-up", "Tabs or spaces?", [
    "Tabs",
    "Spaces",
  ]);
  const closeLater = await createPoll(speaker, sessionId, "open", "Music", "Which one?", [
    "Jazz",
    "Techno",
  ]);
  await app.api().request("POST", `/api/sessions/${sessionId}/questions`, {
    questionText: "Will the slides be shared?",
    isAnonymous: true,
  });
  return {
    sessionId,
    poll,
    closeLater,
    closePoll: (p) => setPollState(speaker, p.id, "closed"),
  };
}

/** A translator for `locale`, whose `t` also checks the text is really translated. */
async function translated(locale: Locale): Promise<Translator["t"]> {
  const translator = await loadTranslator(locale);
  return (message, values) => {
    const text = translator.t(message, values);
    expect(text, `"${message}" in ${locale}`).not.toBe(message);
    return text;
  };
}

async function phoneIn(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: PHONE, reducedMotion: "reduce" });
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

let seeded: Seeded;
test.beforeAll(async ({ app }) => {
  seeded = await seed(app);
});

test("a browser set to German gets the session page in German, its first HTML too", async ({
  app,
  browser,
}) => {
  const t = await translated("de");
  const context = await phoneIn(browser, "de-DE");
  const page = await context.newPage();
  const response = await page.goto(`${app.baseUrl}/session/${seeded.sessionId}`);
  const firstHtml = (await response?.text()) ?? "";
  expect(firstHtml).toMatch(/<html lang="de"/);
  expect(firstHtml).toContain(t("LinkedIn profile"));

  expect(await htmlLang(page)).toBe("de");
  const tabs = page.getByRole("tablist", { name: t("Session sections") });
  for (const tab of ["Resources", "Q&A", "Polls"]) {
    await expect(tabs.getByRole("tab", { name: t(tab), exact: true })).toBeVisible();
  }
  await page
    .getByRole("button", { name: t("Download") })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: t("Download resource") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t("Email address"))).toBeVisible();
  await page.keyboard.press("Escape");

  // A refused action: the poll closes while the vote is on its way, and the server says so.
  await tabs.getByRole("tab", { name: t("Polls"), exact: true }).click();
  const card = page.getByRole("article", { name: "Music" });
  await card.getByRole("radio", { name: "Jazz" }).check();
  await page.route(`**/api/polls/${seeded.closeLater.id}/vote`, async (route) => {
    await seeded.closePoll(seeded.closeLater);
    await route.continue();
  });
  await card.getByRole("button", { name: t("Submit Vote") }).click();
  await expect(page.getByText(t(MESSAGES.pollClosed)).first()).toBeVisible();
  await context.close();
});

test("switching to Français changes the page without a reload and is remembered after one", async ({
  app,
  browser,
}) => {
  const t = await translated("fr");
  const context = await phoneIn(browser, "en-US");
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/session/${seeded.sessionId}`);
  await expect(page.getByRole("tab", { name: "Resources", exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  await page.getByLabel("Language").selectOption({ label: "Français" });
  await expect(page.getByRole("tab", { name: t("Resources"), exact: true })).toBeVisible();
  expect(await htmlLang(page)).toBe("fr");
  expect(
    await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
  ).toBe(true);

  const response = await page.reload();
  expect((await response?.text()) ?? "").toMatch(/<html lang="fr"/);
  await expect(page.getByRole("tab", { name: t("Resources"), exact: true })).toBeVisible();
  await expect(page.getByLabel(t("Language"))).toHaveValue("fr");
  await context.close();
});

test("an embed with ?lang=es speaks Spanish inside a page whose own language is English", async ({
  app,
  browser,
}) => {
  const t = await translated("es");
  const host = await startHostSite();
  const context = await browser.newContext({ locale: "en-US", reducedMotion: "reduce" });
  const embed = new EmbeddedPoll(await context.newPage(), host, app.baseUrl);
  await embed.openOnHostSite(seeded.poll.id, "?lang=es");
  await expect(embed.frame.getByRole("button", { name: t("Submit Vote") })).toBeVisible();
  expect(await htmlLang(embed.page)).toBe("en");
  const frame = embed.page.frames().find((f) => f.url().includes("/embed/poll/"));
  expect(await frame?.evaluate(() => document.documentElement.lang)).toBe("es");
  await context.close();
  await host.close();
});

test("offline after one visit, the page opens in the language it was seen in", async ({
  app,
  browser,
}) => {
  const t = await translated("ja");
  const context = await phoneIn(browser, "ja-JP");
  const page = await context.newPage();
  const offline = new OfflineBrowser(context, page);
  await page.goto(`${app.baseUrl}/session/${seeded.sessionId}`);
  await expect(page.getByRole("tab", { name: t("Resources"), exact: true })).toBeVisible();
  await offline.waitForServiceWorker();
  await page.reload();
  await expect(page.getByRole("tab", { name: t("Resources"), exact: true })).toBeVisible();

  await offline.goOffline();
  await page.reload();
  expect(await htmlLang(page)).toBe("ja");
  await expect(page.getByRole("tab", { name: t("Resources"), exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Engines of Thought" })).toBeVisible();
  await context.close();
});

test.describe("each language at phone width", () => {
  for (const locale of LOCALES) {
    test(`${locale}: the session page, the download dialog, Q&A and a poll fit the screen`, async ({
      app,
      browser,
    }) => {
      const { t } = await loadTranslator(locale);
      const context = await phoneIn(browser, locale);
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/session/${seeded.sessionId}`);
      await expect(page.getByRole("heading", { name: "Engines of Thought" })).toBeVisible();
      expect(await htmlLang(page)).toBe(locale);
      await screenshot(page, `language-${locale}-session`);

      await page
        .getByRole("button", { name: t("Download") })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: t("Download resource") })).toBeVisible();
      await screenshot(page, `language-${locale}-download-dialog`);
      await page.keyboard.press("Escape");

      await page.getByRole("tab", { name: t("Q&A"), exact: true }).click();
      await expect(page.getByText("Will the slides be shared?")).toBeVisible();
      await screenshot(page, `language-${locale}-qa`);

      await page.getByRole("tab", { name: t("Polls"), exact: true }).click();
      await expect(page.getByText("Tabs or spaces?")).toBeVisible();
      await screenshot(page, `language-${locale}-poll`);
      await context.close();
    });
  }
});
