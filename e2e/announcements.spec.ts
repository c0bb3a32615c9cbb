/**
 * Live events are spoken once, politely (issue 30), as a screen reader would hear them: every live
 * region's announcements recorded on the speaker's console and an attendee's phone while, from
 * other clients over the API, three questions arrive, 50 votes land and the speaker pins a
 * question. Each question is said once on the console, the pin once on the phone, one's own vote
 * gives one results announcement (the embed's too) and the outbox bar no more than one status,
 * and no region gives results more often than every 5 s. The toasts' region is there before the
 * first toast.
 */
import { IDEMPOTENCY_KEY_HEADER, type Question } from "@lectern/shared";
import { ANNOUNCE_GAP_MS } from "../pwa/src/components/announcer.tsx";
import {
  announcements,
  closestResults,
  isResults,
  recordAnnouncements,
  type Announcement,
} from "./page-models/announcements.ts";
import {
  askFromHall,
  createPoll,
  createSession,
  ownerContext,
} from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { PollCard } from "./page-models/poll-card.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { expect, PHONE, screenshot, test, type LecternApp } from "./support/fixtures.ts";

const QUESTIONS = [
  "Does the outbox keep my vote when the Wi-Fi drops?",
  "Can the projector run without the console?",
  "How many polls can one talk have?",
];
const HALL_VOTES = 50;

/** `count` votes from as many visitors, through the API. */
async function hallVotes(app: LecternApp, pollId: number, choiceId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await app.api().request(
      "POST",
      `/api/polls/${pollId}/vote`,
      { choiceId },
      {
        [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

const mentioning = (said: Announcement[], text: string) =>
  said.filter((announcement) => announcement.text.includes(text));

test("a hall that asks and votes is announced once per event, results at most every 5 s", async ({
  app,
  browser,
}) => {
  test.setTimeout(90_000);
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Offline-first in the hall" });
  const poll = await createPoll(speaker, sessionId, "open", "Warm-up");
  const [mine, theirs] = poll.choices;

  const consoleContext = await ownerContext(browser, app, speaker, PHONE);
  await recordAnnouncements(consoleContext);
  const live = new LiveConsolePage(await consoleContext.newPage());
  await live.open(sessionId);
  await expect(live.questionList()).toContainText("No open questions yet.");

  const phone = await phoneContext(browser, app.baseUrl);
  await recordAnnouncements(phone);
  const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
  await attendee.open(sessionId);
  await expect(attendee.heading()).toHaveText("Offline-first in the hall");
  // The toasts' live region is on the page, empty, before the first toast.
  await expect(attendee.page.locator("#notifications[aria-live=polite]")).toBeEmpty();
  await attendee.openTab("Polls");

  // One's own vote, online: its results said once, and the outbox bar says at most one thing.
  await attendee.poll("Warm-up").vote(mine!.text);
  const card = attendee.pollCard("Warm-up");
  await expect(card.getByText("Total votes: 1")).toBeVisible();
  await expect
    .poll(async () => (await announcements(attendee.page)).filter(isResults).map((a) => a.text))
    .toEqual([`Results: ${mine!.text}: 1 vote, 100%; ${theirs!.text}: 0 votes, 0%`]);

  // The hall asks and votes; the speaker puts one question on screen, which pins it.
  for (const text of QUESTIONS) await askFromHall(app, sessionId, text);
  await hallVotes(app, poll.id, theirs!.id, HALL_VOTES);
  const pinned = (
    await speaker.api.request<Question[]>("GET", `/api/sessions/${sessionId}/questions`)
  ).body.find((q) => q.questionText === QUESTIONS[1])!;
  const staged = await speaker.api.request("PUT", `/api/sessions/${sessionId}/stage`, {
    panel: "question",
    questionId: pinned.id,
  });
  expect(staged.status, JSON.stringify(staged.body)).toBe(200);

  await expect(card.getByText(`Total votes: ${HALL_VOTES + 1}`)).toBeVisible();
  await expect(attendee.nowAnswering()).toContainText(QUESTIONS[1]!);
  for (const text of QUESTIONS) await expect(live.question(text)).toBeVisible();
  // What arrived within one gap is said at its end: wait until every question was said.
  await expect
    .poll(async () => {
      const said = await announcements(live.page);
      return QUESTIONS.filter((text) => mentioning(said, text).length > 0);
    })
    .toEqual(QUESTIONS);
  await expect
    .poll(async () => mentioning(await announcements(attendee.page), "Now answering:").length)
    .toBe(1);

  const onConsole = await announcements(live.page);
  for (const text of QUESTIONS) expect(mentioning(onConsole, text), text).toHaveLength(1);
  const onPhone = await announcements(attendee.page);
  expect(mentioning(onPhone, "Now answering:").map((a) => a.text)).toEqual([
    `Now answering: ${QUESTIONS[1]}`,
  ]);
  // Others' votes change the numbers silently: the one results announcement is still the own vote's.
  expect(onPhone.filter(isResults)).toHaveLength(1);
  expect(onPhone.filter((a) => a.name === "outbox-status").length).toBeLessThanOrEqual(1);
  for (const said of [onConsole, onPhone])
    expect(closestResults(said)).toBeGreaterThanOrEqual(ANNOUNCE_GAP_MS);

  await screenshot(live.page, "announcements-console-phone");
  await screenshot(attendee.page, "announcements-attendee-phone");
  await consoleContext.close();
  await phone.close();
});

test("the embed says its visitor's results once, not again as others vote", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker);
  const poll = await createPoll(speaker, sessionId, "open", "Embedded poll", "Tabs or spaces?", [
    "Tabs",
    "Spaces",
  ]);
  const context = await browser.newContext({ reducedMotion: "reduce" });
  await recordAnnouncements(context);
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
  const card = new PollCard(page.getByRole("article"));
  await card.vote("Spaces");
  await expect(page.getByText("Total votes: 1")).toBeVisible();
  await hallVotes(app, poll.id, poll.choices[0]!.id, 5);
  await expect(page.getByText("Total votes: 6")).toBeVisible();

  const said = await announcements(page);
  expect(said.filter(isResults).map((a) => a.text)).toEqual([
    "Results: Tabs: 0 votes, 0%; Spaces: 1 vote, 100%",
  ]);
  await screenshot(page, "announcements-embed-desktop");
  await context.close();
});
