/**
 * Feedback at the end of a talk (docs/product.md, Feedback; issue 35) in real Chromium against the
 * built app and a real server: a talk of an event whose page shows no feedback card until the
 * talk's end time, then shows it without a reload; an attendee gives stars, a chip and a comment;
 * the owner reads them on the edit screen's Feedback tab. And feedback given offline waits in the
 * outbox, survives a reload and arrives once, though the answer to its first send is lost.
 */
import type { FeedbackSummary } from "@lectern/shared";
import { addTalk, createEvent, createSession } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { signInAs } from "./page-models/signed-in.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type Speaker,
} from "./support/fixtures.ts";

const MINUTE = 60_000;
const QUEUED = "Saved - will be sent when you're back online";
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function summaryOf(speaker: Speaker, sessionId: number): Promise<FeedbackSummary> {
  const res = await speaker.api.request<FeedbackSummary>(
    "GET",
    `/api/sessions/${sessionId}/feedback`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

test("feedback opens at the talk's end time, and the owner reads it", async ({ browser, app }) => {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const now = Date.now();
  const event = await createEvent(speaker, {
    name: "Feedback Conf",
    startsOn: day(now),
    endsOn: day(now + 24 * 60 * MINUTE),
    timezone: "UTC",
  });
  // The talk ends a few seconds after the page opens: the card must come by itself.
  const talk = await addTalk(speaker, event.id, {
    title: "Offline-first feedback",
    startsAt: new Date(now - 30 * MINUTE).toISOString(),
    endsAt: new Date(now + 8_000).toISOString(),
    room: "Main Hall",
    speakers: [],
  });

  const phone = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await phone.newPage();
  const session = new SessionPage(page, app.baseUrl);
  await session.open(talk.sessionId);
  await expect(session.heading()).toHaveText("Offline-first feedback");
  const card = page.getByRole("region", { name: "How was the talk?" });
  await expect(card).toHaveCount(0);

  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole("button", { name: "Send feedback" }).click();
  await expect(card.getByText("Choose from 1 to 5 stars")).toBeVisible();
  await expect(card.getByRole("radio", { name: "1 star" })).toBeFocused();
  // Arrow keys move along the stars, as in any radio group.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(card.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await card.getByRole("checkbox", { name: "Practical" }).check();
  await card.getByLabel("Comment (optional)").fill("Loved the replay demo");
  await screenshot(page, "feedback-card-phone");
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: "Send feedback" }).click();
  await expect(card.getByText("Thanks for your feedback!")).toBeVisible();
  await expect(card.getByText("You gave 4 stars")).toBeAttached();
  await screenshot(page, "feedback-card-sent-phone");
  await phone.close();

  const desktop = await browser.newContext({ baseURL: app.baseUrl, viewport: DESKTOP });
  const owner = await desktop.newPage();
  await signInAs(owner, app, speaker);
  await owner.goto(`/edit-session/${talk.sessionId}`);
  await owner.getByRole("tab", { name: "Feedback" }).click();
  const figures = owner.getByRole("region", { name: "What the audience said" });
  await expect(figures.getByText("out of 5, from 1 attendee")).toBeVisible();
  await expect(figures.getByText("Loved the replay demo")).toBeVisible();
  await expect(figures.getByText("Practical: 1")).toBeVisible();
  await expect(owner.getByRole("switch", { name: "Feedback open" })).toBeChecked();
  await screenshot(owner, "feedback-tab-desktop");
  await expectNoSeriousA11yViolations(owner);

  // Closing it takes the card off the attendee's page.
  await owner.getByRole("switch", { name: "Feedback open" }).click();
  await expect(owner.getByText("Feedback is closed")).toBeVisible();
  expect((await summaryOf(speaker, talk.sessionId)).count).toBe(1);
  await desktop.close();
});

test("feedback given offline waits, survives a reload and arrives once", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Venue Wi-Fi" });
  const opened = await speaker.api.request("PUT", `/api/sessions/${sessionId}/feedback/state`, {
    open: true,
  });
  expect(opened.status).toBe(200);

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await expect(session.heading()).toHaveText("Venue Wi-Fi");
  await offline.waitForServiceWorker();
  await page.reload();
  const card = page.getByRole("region", { name: "How was the talk?" });
  await expect(card).toBeVisible();

  const sends = await offline.loseFirstAnswer(`**/api/sessions/${sessionId}/feedback`);

  await offline.goOffline();
  await card.getByRole("radio", { name: "5 stars" }).check();
  await card.getByRole("checkbox", { name: "Clear" }).check();
  await card.getByRole("button", { name: "Send feedback" }).click();
  await expect(card).toContainText(QUEUED);
  await offline.expectWaiting(1);

  await page.reload();
  await expect(card).toContainText(QUEUED);
  await expect(card.getByText("You gave 5 stars")).toBeAttached();
  expect((await offline.outboxRows()).map((row) => row.kind)).toEqual(["feedback"]);
  await screenshot(page, "feedback-offline-waiting");

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
  await expect(card.getByText("Thanks for your feedback!")).toBeVisible();
  expect(sends()).toBe(2);
  const summary = await summaryOf(speaker, sessionId);
  expect(summary).toMatchObject({ count: 1, average: 5 });
  expect(summary.chips.find((chip) => chip.label === "Clear")?.count).toBe(1);
  await context.close();
});
