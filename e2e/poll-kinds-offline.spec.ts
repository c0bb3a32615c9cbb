/**
 * Votes of the new poll kinds taken offline (docs/decisions.md, Offline-first): a word-cloud entry
 * and a multiple-choice vote made with no network show as given and wait in the outbox, then reach
 * the server when the connection returns and are counted once, even though the answer to each
 * first send is lost on the way.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";
import {
  choicesOf,
  createKindPoll,
  createSession,
  resultsOf,
} from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

const TITLE = "Offline-first web apps";
const QUEUED = "Saved - will be sent when you're back online";

test("a word-cloud entry and a multiple-choice vote made offline are each counted once after replay, their answers lost", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: TITLE });
  const cloud = await createKindPoll(speaker, sessionId, {
    kind: "wordcloud",
    title: "In a word",
    question: "Describe this talk in one word",
    maxEntries: 2,
  });
  const multiple = await createKindPoll(speaker, sessionId, {
    kind: "multiple",
    title: "Build tools",
    question: "Which do you use?",
    choices: choicesOf(["Vite", "Webpack", "Parcel"]),
    maxChoices: 2,
    order: 1,
  });

  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const offline = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await expect(session.heading()).toHaveText(TITLE);
  await offline.waitForServiceWorker();
  // The routes below see every request of a page the worker controlled from its start.
  await page.reload();
  await session.openTab("Polls");
  const words = session.poll("In a word");
  const tools = session.poll("Build tools");
  await expect(words.wordFields()).toHaveCount(2);
  await expect(tools.checkbox("Vite")).toBeVisible();

  const wordSends = await offline.loseFirstAnswer(`**/api/polls/${cloud.id}/vote`);
  const toolSends = await offline.loseFirstAnswer(`**/api/polls/${multiple.id}/vote`);

  await offline.goOffline();
  await words.sendWords("Resilient", "Service worker");
  await expect(words.root).toContainText(QUEUED);
  await tools.voteFor("Vite", "Parcel");
  await expect(tools.root).toContainText(QUEUED);
  await offline.expectWaiting(2);

  // What waits shows as given, and stays so after a reload.
  await page.reload();
  await session.openTab("Polls");
  await offline.expectWaiting(2);
  await expect(words.wordFields().first()).toHaveValue("Resilient");
  await expect(words.wordFields().first()).toBeDisabled();
  await expect(tools.checkbox("Vite")).toBeChecked();
  await expect(tools.checkbox("Parcel")).toBeChecked();
  await expect(tools.checkbox("Webpack")).toBeDisabled();
  await expect(words.submitButton()).toHaveCount(0);
  expect((await offline.outboxRows()).map((row) => row.kind)).toEqual(["vote", "vote"]);
  await screenshot(page, "poll-kinds-offline-waiting");
  await expectNoSeriousA11yViolations(page);

  await offline.goOnline();
  await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
  expect({ words: wordSends(), tools: toolSends() }).toEqual({ words: 2, tools: 2 });
  expect(await offline.outboxRows()).toEqual([]);

  const cloudResults = await resultsOf(speaker, cloud.id);
  expect(cloudResults).toMatchObject({
    totalVoters: 1,
    words: [
      { text: "resilient", count: 1 },
      { text: "service worker", count: 1 },
    ],
  });
  const toolResults = await resultsOf(speaker, multiple.id);
  expect(toolResults.totalVoters).toBe(1);
  expect(
    toolResults.kind === "multiple" ? toolResults.choices.map((c) => [c.text, c.votes]) : null,
  ).toEqual([
    ["Vite", 1],
    ["Webpack", 0],
    ["Parcel", 1],
  ]);

  // The page shows the results with what this visitor sent as theirs.
  await expect(words.word("resilient")).toHaveText("resilient: 1 vote");
  await expect(words.text("Your words: resilient, service worker")).toBeVisible();
  await expect(tools.resultRow("Vite")).toContainText("(your vote)");
  await expect(tools.resultRow("Parcel")).toContainText("(your vote)");
  await screenshot(page, "poll-kinds-offline-replayed");
  await context.close();
});
