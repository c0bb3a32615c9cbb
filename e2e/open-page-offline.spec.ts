/**
 * The Wi-Fi drops while the session page is open (docs/product.md, Offline; the review's D2 and
 * D3): a phone that opened the page online and stayed on Resources still lists the questions
 * other visitors asked, takes an upvote, shows every poll's vote form and takes a vote of each
 * kind, and back online each reaches the server once and the bar is caught up at once. Two tabs of
 * one phone: a vote queued in one and sent by whichever tab wins the outbox's lock shows as the
 * visitor's vote in both.
 */
import type { BrowserContext } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
} from "./support/fixtures.ts";
import {
  choicesOf,
  createKindPoll,
  createPoll,
  createSession,
  resultsOf,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

const TITLE = "Offline-first web apps";
const QUEUED = "Saved - will be sent when you're back online";
const ASKED = ["Does it work on the train?", "What about two tabs?"];

/** Takes a full-page screenshot at phone and at desktop width, then goes back to the phone. */
async function screenshots(session: SessionPage, name: string): Promise<void> {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await session.page.setViewportSize(size);
    await screenshot(session.page, `${name}-${label}`);
  }
  await session.page.setViewportSize(PHONE);
}

/** A phone's page of the session, opened online, once the service worker controls it. */
async function openPhonePage(context: BrowserContext, app: LecternApp, sessionId: number) {
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await expect(session.heading()).toHaveText(TITLE);
  await offline.waitForServiceWorker();
  return { page, session, offline };
}

test("a page left open on Resources when the Wi-Fi drops still lists the questions and takes an upvote and a vote in every poll, each counted once", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const sessionId = await createSession(speaker, { title: TITLE });
  await uploadPdf(speaker, sessionId, "Slides");
  const single = await createPoll(speaker, sessionId, "open", "Quick poll");
  const multiple = await createKindPoll(speaker, sessionId, {
    kind: "multiple",
    title: "Build tools",
    question: "Which do you use?",
    choices: choicesOf(["Vite", "Webpack", "Parcel"]),
    maxChoices: 2,
    order: 1,
  });
  const cloud = await createKindPoll(speaker, sessionId, {
    kind: "wordcloud",
    title: "In a word",
    question: "Describe this talk in one word",
    maxEntries: 2,
    order: 2,
  });
  // Other visitors asked before this phone came.
  for (const questionText of ASKED) {
    const asked = await app.api().request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText,
      isAnonymous: true,
    });
    expect(asked.status).toBe(201);
  }

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const { page, session, offline } = await openPhonePage(context, app, sessionId);
  // The visitor stays on Resources; the page keeps Q&A's and Polls' reads in the worker meanwhile.
  await expect(session.tab("Resources")).toHaveAttribute("aria-selected", "true");
  await offline.waitForKeptReads([
    `/api/sessions/${sessionId}/questions`,
    ...[single.id, multiple.id, cloud.id].map((id) => `/api/polls/${id}/vote-status`),
  ]);

  await offline.goOffline();
  await session.openTab("Q&A");
  for (const text of ASKED) await expect(session.questionCard(text)).toBeVisible();
  await expect(offline.offlineNotice()).toContainText("Offline - showing the copy from");
  await session.upvoteButton(ASKED[0]!).click();
  await expect(session.upvoteButton(ASKED[0]!)).toHaveAccessibleName("Upvote, 1 upvote");
  await screenshots(session, "open-page-offline-qa");

  await session.openTab("Polls");
  const quick = session.poll("Quick poll");
  const tools = session.poll("Build tools");
  const words = session.poll("In a word");
  for (const poll of [quick, tools, words]) await expect(poll.submitButton()).toBeVisible();
  await quick.vote(single.choices[0]!.text);
  await expect(quick.root).toContainText(QUEUED);
  await tools.voteFor("Vite", "Parcel");
  await expect(tools.root).toContainText(QUEUED);
  await words.sendWords("Resilient");
  await expect(words.root).toContainText(QUEUED);
  await offline.expectWaiting(4);
  await screenshots(session, "open-page-offline-polls");
  await expectNoSeriousA11yViolations(page);

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 2_000 });
  expect(await offline.outboxRows()).toEqual([]);
  const questions = await speaker.api.request<{ questionText: string; upvotes: number }[]>(
    "GET",
    `/api/sessions/${sessionId}/questions`,
  );
  expect(questions.body.map((q) => [q.questionText, q.upvotes]).sort()).toEqual(
    [
      [ASKED[0], 1],
      [ASKED[1], 0],
    ].sort(),
  );
  for (const poll of [single, multiple, cloud])
    expect((await resultsOf(speaker, poll.id)).totalVoters).toBe(1);
  await expect(quick.resultRow(single.choices[0]!.text)).toContainText("(your vote)");
  await expect(tools.resultRow("Vite")).toContainText("(your vote)");
  await expect(words.text("Your words: resilient")).toBeVisible();
  await screenshots(session, "open-page-offline-sent");
  await context.close();
});

test("a vote queued in one tab and sent by whichever tab wins the lock shows as the visitor's vote in both", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: TITLE });
  const poll = await createPoll(speaker, sessionId, "open", "Quick poll");
  const choice = poll.choices[1]!.text;

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const first = await openPhonePage(context, app, sessionId);
  const second = await openPhonePage(context, app, sessionId);
  for (const tab of [first, second]) {
    await tab.session.openTab("Polls");
    await expect(tab.session.poll("Quick poll").submitButton()).toBeVisible();
  }

  await second.offline.goOffline();
  await second.session.vote("Quick poll", choice);
  // The tabs share the outbox: the first tab shows the waiting vote too, and offers no form.
  for (const tab of [first, second]) {
    await expect(tab.session.pollCard("Quick poll")).toContainText(QUEUED);
    await expect(tab.session.poll("Quick poll").submitButton()).toHaveCount(0);
  }

  await second.offline.goOnline();
  for (const tab of [first, second]) {
    await expect(tab.offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
    await expect(tab.session.poll("Quick poll").resultRow(choice)).toContainText("(your vote)");
    await expect(tab.session.poll("Quick poll").submitButton()).toHaveCount(0);
  }
  await screenshots(first.session, "two-tabs-vote-first");
  await screenshots(second.session, "two-tabs-vote-second");
  expect((await resultsOf(speaker, poll.id)).totalVoters).toBe(1);
  await context.close();
});
