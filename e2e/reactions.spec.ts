/**
 * Reactions in the room (docs/product.md, Reactions; issue 35) in real Chromium against the built
 * app and a real server: three attendees' phones each tap a reaction and the projector shows all
 * three rising, R turns them off and on again, and the speaker's console counts them in their
 * minute. The owner picks other reactions on the edit screen and a phone offers that pick. And a
 * reaction tapped offline waits in the outbox and is counted once, though the answer to its first
 * send is lost.
 */
import type { ReactionTimeline } from "@lectern/shared";
import { createSession, ownerContext, presenterLink } from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type Speaker,
} from "./support/fixtures.ts";

async function timelineOf(speaker: Speaker, sessionId: number): Promise<ReactionTimeline> {
  const res = await speaker.api.request<ReactionTimeline>(
    "GET",
    `/api/sessions/${sessionId}/reactions`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

test("reactions from three phones rise on the projector, and the console counts them", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Reactions in the hall" });
  const live = new LiveConsolePage(
    await (await ownerContext(browser, app, speaker, PHONE)).newPage(),
  );
  await live.open(sessionId);
  // Motion as the hall sees it, so the screenshot catches reactions on their way up.
  const hall = await browser.newContext({ baseURL: app.baseUrl, viewport: PROJECTOR });
  const projector = new ProjectorPage(await hall.newPage());
  await projector.open(await presenterLink(speaker, sessionId));
  await projector.expectPanel("join");
  await projector.recordRisingReactions();

  const phones: SessionPage[] = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await (await phoneContext(browser, app.baseUrl)).newPage();
    const session = new SessionPage(page, app.baseUrl);
    await session.open(sessionId);
    await expect(session.reactions()).toBeVisible();
    phones.push(session);
  }
  const [first, second, third] = phones as [SessionPage, SessionPage, SessionPage];
  await screenshot(first.page, "reactions-phone");
  await expectNoSeriousA11yViolations(first.page);

  await first.react("👏");
  await second.react("❤️");
  await third.react("😂");
  await expect(first.reactions().getByRole("status")).toHaveText(/One reaction a second|sent/);
  await expect.poll(() => projector.risenReactions()).toEqual(["❤️", "👏", "😂"]);
  await screenshot(projector.page, "reactions-projector");

  // R turns them off for a quiet moment: a tap then rises nowhere; R again brings them back.
  await projector.press("r");
  await expect(projector.reactionLayer()).toHaveCount(0);
  await second.react("👏");
  const reactions = live.page.getByRole("region", { name: "Reactions" });
  await expect(reactions.getByRole("list", { name: "Reactions so far" })).toContainText("👏 2");
  expect(await projector.risenReactions()).toEqual(["❤️", "👏", "😂"]);
  await projector.press("r");
  await expect(projector.reactionLayer()).toBeAttached();
  await third.react("🤯");
  await expect.poll(() => projector.risenReactions()).toEqual(["❤️", "👏", "😂", "🤯"]);

  const table = reactions.getByRole("table", { name: "Reactions per minute, newest first" });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  await reactions.scrollIntoViewIfNeeded();
  await screenshot(live.page, "reactions-console-phone");
  await expectNoSeriousA11yViolations(live.page);
  expect((await timelineOf(speaker, sessionId)).totals).toEqual({
    "👏": 2,
    "❤️": 1,
    "😂": 1,
    "🤯": 1,
  });
});

test("the owner picks the reactions, and the session page offers that pick", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Pick the reactions" });
  const desk = await (await ownerContext(browser, app, speaker, DESKTOP)).newPage();
  await desk.goto(`/edit-session/${sessionId}`);
  await desk.getByRole("tab", { name: "Feedback" }).click();
  const picker = desk.getByRole("group", { name: "Reactions offered" });
  await expect(picker.getByRole("button", { name: "Reaction 🎉" })).toBeDisabled();
  await picker.getByRole("button", { name: "Reaction 😂" }).click();
  await picker.getByRole("button", { name: "Reaction 🤯" }).click();
  await picker.getByRole("button", { name: "Reaction 🎉" }).click();
  await expect(picker.getByRole("button", { name: "Reaction 🎉" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await desk.getByRole("button", { name: "Save reactions" }).click();
  await expect(desk.getByText("Reactions saved")).toBeVisible();
  await screenshot(desk, "reactions-picker-desktop");
  await expectNoSeriousA11yViolations(desk);

  const phone = new SessionPage(
    await (await phoneContext(browser, app.baseUrl)).newPage(),
    app.baseUrl,
  );
  await phone.open(sessionId);
  await expect(phone.reactions().getByRole("button")).toHaveText(["👏", "❤️", "👍", "🎉"]);
});

test("a reaction tapped offline waits and is counted once", async ({ browser, app }) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Venue Wi-Fi" });
  const context = await phoneContext(browser, app.baseUrl);
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await offline.waitForServiceWorker();
  // Whichever way the queued tap goes first, on the live socket or over HTTP, its answer is lost.
  const onSocket = await offline.loseFirstReactionAnswer();
  await page.reload();
  await expect(session.reactions()).toBeVisible();

  const sends = await offline.loseFirstAnswer(`**/api/sessions/${sessionId}/reactions`);

  await offline.goOffline();
  await session.react("🤯");
  await offline.expectWaiting(1);
  expect((await offline.outboxRows()).map((row) => row.kind)).toEqual(["reaction"]);

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 25_000 });
  expect(sends() + onSocket().length).toBeGreaterThanOrEqual(2);
  expect(new Set(onSocket()).size).toBeLessThanOrEqual(1);
  expect((await timelineOf(speaker, sessionId)).totals).toEqual({ "🤯": 1 });
});
