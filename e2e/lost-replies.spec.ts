/**
 * Venue Wi-Fi that loses replies (issue 28, review D1): a proxy between the phone and the real
 * server lets every action reach the server but loses the reply to its first send, so the phone
 * sees a network error for an action the server already counted. The outbox sends each again with
 * its key (answered as a replay, counted once) and, since those rounds did get answers, at the
 * base delay rather than a growing backoff: the bar is clear within seconds of the last answer.
 */
import { startTcpProxy, type TcpProxy } from "../sync-server/src/test/tcp-proxy.ts";
import { PHONE, expect, screenshot, test } from "./support/fixtures.ts";
import { createPoll, createSession, resultsOf } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

const numbered = (count: number, text: string) =>
  Array.from({ length: count }, (_, i) => `${text} ${i + 1}`);
const OTHERS_QUESTIONS = numbered(9, "Someone else's question");
// Fewer than the 10 questions a visitor may ask a minute.
const OWN_QUESTIONS = numbered(8, "My question");
const POLLS = ["Morning poll", "Noon poll", "Evening poll"];

let proxy: TcpProxy | null = null;

test.afterEach(async () => {
  await proxy?.close();
  proxy = null;
});

test("with the reply to each action's first send lost, 20 actions count once and the bar clears within 5 s", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Lossy Wi-Fi" });
  const polls = [];
  for (const title of POLLS) polls.push(await createPoll(speaker, sessionId, "open", title));
  const someoneElse = app.api();
  for (const questionText of OTHERS_QUESTIONS) {
    const asked = await someoneElse.request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText,
      isAnonymous: true,
    });
    expect(asked.status).toBe(201);
  }

  proxy = await startTcpProxy(Number(new URL(app.baseUrl).port), "127.0.0.1", {
    loseFirstReplyPerKey: true,
  });
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  const session = new SessionPage(page, `http://127.0.0.1:${proxy.port}`);
  const phone = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await phone.waitForServiceWorker();

  // 20 actions, one after the other: 9 upvotes, 3 votes, 8 questions.
  await session.openTab("Q&A");
  for (const text of OTHERS_QUESTIONS) await session.upvoteButton(text).click();
  await session.openTab("Polls");
  for (const [i, title] of POLLS.entries()) await session.vote(title, polls[i]!.choices[0]!.text);
  await session.openTab("Q&A");
  for (const text of OWN_QUESTIONS) await session.askQuestion(text, { anonymous: true });

  // Every action's first reply was lost after the server had run it.
  await expect.poll(() => proxy!.lostReplies(), { intervals: [100] }).toBe(20);
  await expect(phone.statusBar()).toHaveText("All caught up", { timeout: 5_000 });
  await screenshot(page, "lost-replies-caught-up-phone");

  const questions = await speaker.api.request<{ questionText: string; upvotes: number }[]>(
    "GET",
    `/api/sessions/${sessionId}/questions`,
  );
  expect(questions.body.map((q) => q.questionText).sort()).toEqual(
    [...OTHERS_QUESTIONS, ...OWN_QUESTIONS].sort(),
  );
  for (const text of OTHERS_QUESTIONS)
    expect(questions.body.find((q) => q.questionText === text)?.upvotes).toBe(1);
  for (const poll of polls) expect((await resultsOf(speaker, poll.id)).totalVotes).toBe(1);
  expect(await phone.outboxRows()).toEqual([]);
  await context.close();
});
