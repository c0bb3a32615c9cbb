/**
 * The quiz leaderboard (docs/product.md, Quiz leaderboard; issue 35) in real Chromium against the
 * built app and a real server: two phones answer two quizzes, one under a nickname; once both
 * answers are revealed the speaker puts the leaderboard on the projector from the console, the
 * projector ranks the nickname first and the anonymous attendee second, and each phone reads its
 * own place.
 */
import {
  choicesOf,
  createKindPoll,
  createSession,
  ownerContext,
  presenterLink,
  revealAnswer,
  setPollState,
} from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";

test.use({ reducedMotion: "reduce" });

test("the leaderboard after two revealed quizzes ranks the phones on the projector and on each phone", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Quiz night" });
  const capital = await createKindPoll(speaker, sessionId, {
    kind: "quiz",
    title: "Capital",
    question: "What is the capital of Australia?",
    choices: choicesOf(["Sydney", "Canberra"], "Canberra"),
  });
  const planet = await createKindPoll(speaker, sessionId, {
    kind: "quiz",
    title: "Planet",
    question: "Which planet is largest?",
    choices: choicesOf(["Jupiter", "Mars"], "Jupiter"),
    order: 1,
  });

  const phones: SessionPage[] = [];
  for (let i = 0; i < 2; i += 1) {
    const session = new SessionPage(
      await (await phoneContext(browser, app.baseUrl)).newPage(),
      app.baseUrl,
    );
    await session.open(sessionId);
    await session.openTab("Polls");
    await expect(session.leaderboard()).toContainText("Answer a revealed quiz to get a place.");
    phones.push(session);
  }
  const [ada, guest] = phones as [SessionPage, SessionPage];
  await ada.setNickname("Ada");
  await ada.poll("Capital").vote("Canberra");
  await ada.poll("Planet").vote("Jupiter");
  await guest.poll("Capital").vote("Canberra");
  await guest.poll("Planet").vote("Mars");
  await expect(guest.poll("Planet").submitButton()).toHaveCount(0);
  for (const quiz of [capital, planet]) {
    await setPollState(speaker, quiz.id, "closed");
    await revealAnswer(speaker, quiz.id);
  }

  const hall = await browser.newContext({ baseURL: app.baseUrl, viewport: PROJECTOR });
  const projector = new ProjectorPage(await hall.newPage());
  await projector.open(await presenterLink(speaker, sessionId));
  const live = new LiveConsolePage(
    await (await ownerContext(browser, app, speaker, PHONE)).newPage(),
  );
  await live.open(sessionId);
  await live.showOnScreen(live.page.getByRole("region", { name: "Quiz leaderboard" }));
  await projector.expectPanel("leaderboard", "Quiz leaderboard");
  await expect(projector.leaderboardRows()).toHaveText([
    /^1\s*Ada\s*2 correct$/,
    /^2\s*Anonymous\s*1 correct$/,
  ]);
  await screenshot(projector.page, "leaderboard-projector");

  await expect(ada.leaderboard().getByTestId("leaderboard-mine")).toHaveText(
    "Your place: 1, 2 correct",
  );
  await expect(guest.leaderboard().getByTestId("leaderboard-mine")).toHaveText(
    "Your place: 2, 1 correct",
  );
  await ada.leaderboard().scrollIntoViewIfNeeded();
  await screenshot(ada.page, "leaderboard-phone");
  await expectNoSeriousA11yViolations(ada.page);
});
