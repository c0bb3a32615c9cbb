/**
 * Open-text and ranking polls (docs/product.md, Poll kinds; issue 35) in real Chromium against the
 * built app and a real server: two phones answer an open poll and the projector's wall shows both
 * until the speaker hides one from the console; a ranking is put in order by dragging on one phone
 * and by the keyboard on another, and the points follow; an open answer written offline waits in
 * the outbox and is counted once, though the answer to its first send is lost.
 */
import {
  choicesOf,
  createKindPoll,
  createSession,
  ownerContext,
  presenterLink,
  putStage,
  resultsOf,
} from "./page-models/attendee-seed.ts";
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
  type LecternApp,
} from "./support/fixtures.ts";

test.use({ reducedMotion: "reduce" });

async function phoneOn(browser: Parameters<typeof phoneContext>[0], app: LecternApp, id: number) {
  const session = new SessionPage(
    await (await phoneContext(browser, app.baseUrl)).newPage(),
    app.baseUrl,
  );
  await session.open(id);
  await session.openTab("Polls");
  return session;
}

test("an open poll's answers fill the projector's wall, and a hidden one leaves it", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Ask the room" });
  const poll = await createKindPoll(speaker, sessionId, {
    kind: "open",
    title: "Wishes",
    question: "What should the next talk cover?",
  });
  await putStage(speaker, sessionId, { panel: "poll", pollId: poll.id });
  const hall = await browser.newContext({ baseURL: app.baseUrl, viewport: PROJECTOR });
  const projector = new ProjectorPage(await hall.newPage());
  await projector.open(await presenterLink(speaker, sessionId));
  await projector.expectPanel("poll", "What should the next talk cover?");
  await expect(projector.panel()).toContainText("No answers yet");

  const first = await phoneOn(browser, app, sessionId);
  const second = await phoneOn(browser, app, sessionId);
  await first.poll("Wishes").answer("Offline sync in depth");
  // The wall lists the newest first: the second answer goes once the first is counted.
  await expect(first.poll("Wishes").text("(your answer)")).toBeVisible();
  await second.poll("Wishes").answer("Something off topic");
  await expect(projector.openAnswers()).toHaveText([
    /Something off topic/,
    /Offline sync in depth/,
  ]);
  await screenshot(first.page, "open-poll-phone");
  await expectNoSeriousA11yViolations(first.page);
  await screenshot(projector.page, "open-poll-projector");

  const live = new LiveConsolePage(
    await (await ownerContext(browser, app, speaker, DESKTOP)).newPage(),
  );
  await live.open(sessionId);
  await live.hideAnswer("Wishes", "Something off topic");
  await expect(projector.openAnswers()).toHaveText([/Offline sync in depth/]);
  await expect(second.poll("Wishes").root).not.toContainText("Something off topic");
  await expect(live.poll("Wishes")).not.toContainText("Something off topic");
  await screenshot(live.page, "open-poll-console");
});

test("a ranking is put in order by dragging on one phone and by the keyboard on another", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "What comes first" });
  const poll = await createKindPoll(speaker, sessionId, {
    kind: "ranking",
    title: "Priorities",
    question: "Order these for next year",
    choices: choicesOf(["Speed", "Accessibility", "Offline"]),
  });

  const dragger = (await phoneOn(browser, app, sessionId)).poll("Priorities");
  await dragger.dragChoice("Offline", 1);
  expect(await dragger.rankingOrder()).toEqual(["Offline", "Speed", "Accessibility"]);
  await screenshot(dragger.root.page(), "ranking-phone");
  await expectNoSeriousA11yViolations(dragger.root.page());
  await dragger.submit();
  await expect(dragger.text("(your first choice)")).toBeVisible();

  const typist = (await phoneOn(browser, app, sessionId)).poll("Priorities");
  await typist.moveWithKeys("Accessibility", "ArrowUp", 1);
  expect(await typist.rankingOrder()).toEqual(["Accessibility", "Speed", "Offline"]);
  await expect(typist.rankingHandle("Accessibility")).toBeFocused();
  await expect(typist.root.getByRole("status").filter({ hasText: "place 1 of 3" })).toHaveText(
    "Accessibility, place 1 of 3",
  );
  await typist.root.getByRole("button", { name: "Move Offline up" }).click();
  expect(await typist.rankingOrder()).toEqual(["Accessibility", "Offline", "Speed"]);
  await typist.submit();

  // Offline: 2 + 1 = 3 points; Accessibility: 0 + 2 = 2; Speed: 1 + 0 = 1.
  await expect(typist.resultRow("Offline")).toContainText("3 points");
  await expect(typist.resultRow("Speed")).toContainText("1 point ·");
  const results = await resultsOf(speaker, poll.id);
  expect(
    results.kind === "ranking" ? results.choices.map((c) => [c.label, c.points]) : null,
  ).toEqual([
    ["Offline", 3],
    ["Accessibility", 2],
    ["Speed", 1],
  ]);
  await screenshot(typist.root.page(), "ranking-results-phone");
});

test("an open answer written offline is counted once, though the answer to its first send is lost", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Offline answers" });
  const poll = await createKindPoll(speaker, sessionId, {
    kind: "open",
    title: "One line",
    question: "One thing you'll try tomorrow?",
  });
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await offline.waitForServiceWorker();
  await page.reload();
  await session.openTab("Polls");
  const card = session.poll("One line");
  const sends = await offline.loseFirstAnswer(`**/api/polls/${poll.id}/vote`);

  await offline.goOffline();
  await card.answer("A service worker");
  await expect(card.root).toContainText("Saved - will be sent when you're back online");
  await offline.expectWaiting(1);
  await page.reload();
  await session.openTab("Polls");
  await expect(card.root.getByRole("textbox", { name: "Your answer" })).toHaveValue(
    "A service worker",
  );

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
  expect(sends()).toBe(2);
  const results = await resultsOf(speaker, poll.id);
  expect(results).toMatchObject({ totalVoters: 1, answers: [{ text: "A service worker" }] });
  await expect(card.root).toContainText("A service worker");
});
