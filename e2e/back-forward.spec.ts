/**
 * Back and forward (docs/decisions.md, Back and forward) in a Chromium that keeps its back/forward
 * cache, which Playwright turns off unless told otherwise: an attendee who leaves the session page
 * and comes back gets it at once as it was, then with what changed meanwhile; a speaker's own
 * page is never restored from that cache but loaded again.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_PATH } from "../playwright.config.ts";
import { expect, PHONE, screenshot, test } from "./support/fixtures.ts";
import { createPoll, createSession, ownerContext } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

const POLL_TITLE = "Back row poll";

let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu"],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
});

test.afterAll(async () => {
  await browser.close();
});

/** Leaves a mark in the page's memory: only a page restored from the cache still has it. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { lecternMark?: boolean }).lecternMark = true;
  });
const hasMark = (page: Page) =>
  page.evaluate(() => (window as { lecternMark?: boolean }).lecternMark === true);

test("Back brings the session page back at once, then shows a vote cast while the attendee was away", async ({
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Caching the back button" });
  const poll = await createPoll(speaker, sessionId, "open", POLL_TITLE);
  const [mine, theirs] = poll.choices.map((choice) => choice.text) as [string, string];
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  await new OfflineBrowser(context, page).waitForServiceWorker();
  await session.openTab("Polls");
  await session.vote(POLL_TITLE, mine);
  const card = session.poll(POLL_TITLE);
  await expect(card.resultRow(mine)).toContainText("1 vote · 100%");
  await markPage(page);

  await page.goto(`/embed/poll/${poll.id}`);
  const other = await app
    .api()
    .request("POST", `/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id });
  expect(other.status).toBe(201);
  await page.goBack({ waitUntil: "commit" });

  await expect.poll(() => hasMark(page)).toBe(true);
  await expect(card.resultRow(theirs)).toContainText("1 vote · 50%");
  await expect(card.resultRow(mine)).toContainText("1 vote · 50%");
  await screenshot(page, "back-forward-session-restored");
  await context.close();
});

test("Back to a speaker's dashboard loads it again instead of showing a kept copy", async ({
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "A private page" });
  const context = await ownerContext(browser, app, speaker);
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "A private page" })).toBeVisible();
  await markPage(page);

  await page.goto(`/session/${sessionId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A private page");
  await page.goBack({ waitUntil: "commit" });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "A private page" })).toBeVisible();
  expect(await hasMark(page)).toBe(false);
  await context.close();
});
