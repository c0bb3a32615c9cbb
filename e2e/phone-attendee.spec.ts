/**
 * The attendee page made for a phone (docs/product.md, Session page and Q&A forum): at 390x844 the
 * tabs and Ask Question are on the first screen even under a long description and bio, on
 * Resources too, and Ask stays in reach while the questions scroll; a first visit that stayed on Resources has read the
 * questions, so offline the Q&A tab lists them and a question asked then shows "Pending sync"; an
 * upvote given and taken back offline reaches the server as nothing at all; a first visit from the
 * QR code with nothing queued shows no status bar.
 */
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  test,
  type LecternApp,
  type Speaker,
  screenshotWidths,
} from "./support/fixtures.ts";
import { createSession, qrScans, uploadPdf } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

const TITLE = "Offline-first web apps for the conference hall";
const DESCRIPTION =
  "Venue Wi-Fi drops the moment four hundred phones join it. This talk shows how a web app " +
  "keeps working through that: a service worker that keeps what the page read, an outbox that " +
  "sends each action exactly once when the network comes back, and a page that says honestly " +
  "what is waiting. With live demos on a phone in airplane mode.";
const BIO =
  "Ada builds offline-first apps for events.\nShe has spoken at twenty conferences.\n" +
  "Before that she wrote firmware for ticket scanners.";

/** Takes a full-page screenshot at phone and at desktop width, then goes back to the phone. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshotWidths(page, name);
  await page.setViewportSize(PHONE);
}

/** A talk with slides (so the page opens on Resources), a long description and a long bio. */
async function seedTalk(app: LecternApp): Promise<{ speaker: Speaker; sessionId: number }> {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const profile = await speaker.api.request("PUT", `/api/users/${speaker.userId}`, {
    firstName: "Ada",
    lastName: "Lovelace",
    designation: "Staff engineer",
    company: "Analytical Engines",
    bio: BIO,
    profileCompleted: true,
  });
  expect(profile.status).toBe(200);
  const sessionId = await createSession(speaker, { title: TITLE, description: DESCRIPTION });
  await uploadPdf(speaker, sessionId, "Slides");
  return { speaker, sessionId };
}

/** Questions other visitors asked, as the server has them. */
async function askAsOthers(app: LecternApp, sessionId: number, texts: string[]): Promise<void> {
  for (const questionText of texts) {
    const asked = await app.api().request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText,
      isAnonymous: true,
    });
    expect(asked.status).toBe(201);
  }
}

async function upvotesOf(speaker: Speaker, sessionId: number): Promise<Record<string, number>> {
  const list = await speaker.api.request<{ questionText: string; upvotes: number }[]>(
    "GET",
    `/api/sessions/${sessionId}/questions`,
  );
  return Object.fromEntries(list.body.map((q) => [q.questionText, q.upvotes]));
}

test("at 390x844 the tabs and Ask are on the first screen, and Ask stays in reach while the questions scroll", async ({
  browser,
  app,
}) => {
  const { sessionId } = await seedTalk(app);
  const asked = Array.from(
    { length: 12 },
    (_, i) => `Question ${i + 1}: how does the outbox behave when the battery dies mid-send?`,
  );
  await askAsOthers(app, sessionId, asked);

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  await expect(session.heading()).toHaveText(TITLE);
  await expect(session.tab("Resources")).toBeEnabled();

  // The long description and bio are folded, each with its Show more.
  const showMore = page.getByRole("button", { name: "Show more" });
  await expect(showMore).toHaveCount(2);
  await expect(page.getByRole("tablist", { name: "Session sections" })).toBeInViewport({
    ratio: 1,
  });
  await screenshots(page, "phone-attendee-first-screen");
  // A wider screen shows both texts whole, with no Show more.
  await page.setViewportSize(DESKTOP);
  for (const button of await showMore.all()) await expect(button).toBeHidden();
  await page.setViewportSize(PHONE);

  // Ask is on the first screen of Resources too, and opens the Q&A tab's dialog.
  const ask = page.getByRole("button", { name: "Ask Question" });
  await expect(ask).toBeInViewport({ ratio: 1 });
  await ask.click();
  await expect(session.askDialog()).toBeVisible();
  await session.askDialog().getByRole("button", { name: "Cancel" }).click();
  await expect(session.askDialog()).toBeHidden();
  await expect(session.tab("Q&A")).toHaveAttribute("aria-selected", "true");

  await session.openTab("Q&A");
  await expect(ask).toBeInViewport({ ratio: 1 });
  await expect(session.questionsTab("Unanswered")).toContainText("12");
  await expect(session.questionCard(asked[11]!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, "phone-attendee-qa");

  // Scrolled to the last question, Ask is still on screen and opens the dialog.
  await session.questionCard(asked[11]!).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(ask).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: "e2e/.artifacts/screenshots/phone-attendee-qa-scrolled.png" });
  await ask.click();
  await expect(session.askDialog()).toBeVisible();
  await expect(session.nameField()).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, "phone-attendee-ask");
  await session.askDialog().getByRole("button", { name: "Cancel" }).click();

  // Show more unfolds the description on the phone.
  await page.evaluate(() => window.scrollTo(0, 0));
  await showMore.first().click();
  await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await context.close();
});

test("offline after a first visit that stayed on Resources, Q&A lists the questions and shows one asked then as Pending sync; an upvote taken back offline sends nothing", async ({
  browser,
  app,
}) => {
  const { speaker, sessionId } = await seedTalk(app);
  const others = ["Does it work on the train?", "What about two tabs?"];
  await askAsOthers(app, sessionId, others);

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  // The questions are read once at the first visit, whichever tab is open.
  const questionsRead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/sessions/${sessionId}/questions` && response.ok(),
  );
  await session.open(sessionId);
  await expect(session.heading()).toHaveText(TITLE);
  await expect(session.tab("Resources")).toHaveAttribute("aria-selected", "true");
  await questionsRead;
  await offline.waitForServiceWorker();

  await offline.goOffline();
  await session.openTab("Q&A");
  for (const text of others) await expect(session.questionCard(text)).toBeVisible();
  await expect(session.questionsTab("Unanswered")).toContainText("2");

  const mine = "Is the recording online tomorrow?";
  await session.askQuestion(mine);
  await expect(session.questionCard(mine)).toBeVisible();
  await expect(session.pendingSync(mine)).toBeVisible();
  await expect(session.questionsTab("Unanswered")).toContainText("3");

  // Upvoted, then taken back, while offline: the count goes back, and both wait in order.
  const first = session.upvoteButton(others[0]!);
  await first.click();
  await expect(first).toHaveAccessibleName("Upvote, 1 upvote");
  await first.click();
  await expect(first).toHaveAccessibleName("Upvote, 0 upvotes");
  await session.upvoteButton(others[1]!).click();
  await expect(session.upvoteButton(others[1]!)).toHaveAccessibleName("Upvote, 1 upvote");
  await offline.expectWaiting(4);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, "phone-attendee-offline-qa");

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
  await expect(session.pendingSync(mine)).toHaveCount(0);
  await expect(session.questionCard(mine)).toBeVisible();
  expect(await upvotesOf(speaker, sessionId)).toEqual({
    [others[0]!]: 0,
    [others[1]!]: 1,
    [mine]: 0,
  });
  await page.reload();
  await session.openTab("Q&A");
  await expect(session.upvoteButton(others[0]!)).toHaveAccessibleName("Upvote, 0 upvotes");
  await expect(session.upvoteButton(others[1]!)).toHaveAttribute("aria-pressed", "true");
  await screenshots(page, "phone-attendee-offline-sent");
  await context.close();
});

test("a first visit from the QR code with nothing queued shows no status bar", async ({
  browser,
  app,
}) => {
  const { speaker, sessionId } = await seedTalk(app);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId, "?qr=1");
  await expect(session.heading()).toHaveText(TITLE);
  // The QR visit went through the outbox at its first try.
  await expect.poll(() => qrScans(speaker)).toBe(1);
  await expect.poll(() => offline.outboxRows()).toEqual([]);
  await expect(offline.statusBar()).toBeEmpty();
  await expect(page.getByText("All caught up")).toHaveCount(0);
  await context.close();
});
