/**
 * Reactions in the room (docs/product.md, Reactions; issue 35) in real Chromium against the built
 * app and a real server: three attendees' phones each tap a reaction and the projector shows all
 * three rising, R turns them off and on again, and the speaker's console counts them in their
 * minute. And a reaction tapped offline waits in the outbox and is counted once, though the answer
 * to its first send is lost.
 */
import type { ReactionTimeline } from "@lectern/shared";
import type { Route } from "@playwright/test";
import { createSession, ownerContext, presenterLink } from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
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

test("a reaction tapped offline waits and is counted once", async ({ browser, app }) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Venue Wi-Fi" });
  const context = await phoneContext(browser, app.baseUrl);
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await offline.waitForServiceWorker();
  await page.reload();
  await expect(session.reactions()).toBeVisible();

  let sends = 0;
  await context.route(`**/api/sessions/${sessionId}/reactions`, async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sends += 1;
    if (sends > 1) return route.fallback();
    await route.fetch();
    await route.abort("connectionreset");
  });

  await offline.goOffline();
  await session.react("🤯");
  await offline.expectWaiting(1);
  expect((await offline.outboxRows()).map((row) => row.kind)).toEqual(["reaction"]);

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
  expect(sends).toBe(2);
  expect((await timelineOf(speaker, sessionId)).totals).toEqual({ "🤯": 1 });
});
