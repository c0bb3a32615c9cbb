/**
 * Every poll kind as attendees answer it (docs/product.md, Poll kinds), in real Chromium against
 * the built app and a real server: one visitor answers in the embed on another site, one on the
 * session page on a phone, a third through the API, and each page shows the others' answers as
 * they arrive, without a reload. A quiz's two voters learn how they did once the speaker reveals
 * the answer. Screens are checked with axe-core and photographed at phone and desktop width.
 */
import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreatePollBody,
  type Poll,
  type VoteBody,
} from "@lectern/shared";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";
import {
  choicesOf,
  createKindPoll,
  createSession,
  revealAnswer,
  setPollState,
} from "./page-models/attendee-seed.ts";
import { EmbeddedPoll, startHostSite, type HostSite } from "./page-models/embed-poll-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { phoneContext } from "./page-models/devices.ts";

test.use({ reducedMotion: "reduce" });

let host: HostSite;
test.beforeAll(async () => {
  host = await startHostSite();
});
test.afterAll(async () => {
  await host.close();
});

/** The three places a poll is answered from: the embed, the session page and a bare API call. */
interface Audience {
  speaker: Speaker;
  sessionId: number;
  poll: Poll;
  embed: EmbeddedPoll;
  session: SessionPage;
  close(): Promise<void>;
}

/** A session with the poll, open in the embed on a blog (phone width) and on a phone's session page. */
async function audienceFor(
  browser: Browser,
  app: LecternApp,
  body: Omit<CreatePollBody, "state">,
): Promise<Audience> {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Poll kinds in practice" });
  const poll = await createKindPoll(speaker, sessionId, body);
  const embedContext = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
  const embed = new EmbeddedPoll(await embedContext.newPage(), host, app.baseUrl);
  await embed.openOnHostSite(poll.id);
  await expect(embed.frame.getByRole("heading", { name: body.title ?? undefined })).toBeVisible();
  const phone = await phoneContext(browser, app.baseUrl);
  const session = new SessionPage(await phone.newPage(), app.baseUrl);
  await session.open(sessionId);
  await session.openTab("Polls");
  return {
    speaker,
    sessionId,
    poll,
    embed,
    session,
    close: async () => {
      await Promise.all([embedContext.close(), phone.close()]);
    },
  };
}

/** The id of a poll's choice, by its text. */
function choiceId(poll: Poll, text: string): number {
  const choice = poll.choices.find((c) => c.text === text);
  if (!choice) throw new Error(`${poll.title} has no choice "${text}"`);
  return choice.id;
}

/** A third visitor's vote, straight through the API as the outbox sends it. */
async function voteThroughApi(app: LecternApp, pollId: number, body: VoteBody): Promise<void> {
  const res = await app.api().request("POST", `/api/polls/${pollId}/vote`, body, {
    [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

/** Photographs the page at phone and desktop width, then puts its own width back. */
async function photograph(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  if (own) await page.setViewportSize(own);
}

test("multiple choice: up to N answers in the embed and on the session page, counted live on both", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "multiple",
    title: "Build tools",
    question: "Which do you use?",
    choices: choicesOf(["Vite", "Webpack", "Parcel", "esbuild"]),
    maxChoices: 2,
  });
  const { embed, session } = audience;
  const inEmbed = embed.poll();
  await expect(inEmbed.text("Choose up to 2")).toBeVisible();
  await inEmbed.checkbox("Vite").check();
  await inEmbed.checkbox("Webpack").check();
  await expect(inEmbed.checkbox("Parcel")).toBeDisabled();
  await expect(inEmbed.checkbox("esbuild")).toBeDisabled();
  await expectNoSeriousA11yViolations(embed.page);
  await screenshot(embed.page, "poll-kinds-multiple-embed-form");
  await inEmbed.submit();
  await expect(inEmbed.text("Total voters: 1")).toBeVisible();
  await expect(inEmbed.text("(your vote)")).toHaveCount(2);

  const onPage = session.poll("Build tools");
  await expect(onPage.text("Choose up to 2")).toBeVisible();
  await onPage.voteFor("Vite");
  await expect(onPage.text("Total voters: 2")).toBeVisible();
  await expect(onPage.resultRow("Vite")).toContainText("2 votes · 100%");
  await expect(onPage.resultRow("Vite")).toContainText("(your vote)");

  // The embed was not reloaded: the session page's vote reached it live.
  await expect(inEmbed.text("Total voters: 2")).toBeVisible();
  await expect(inEmbed.resultRow("Webpack")).toContainText("1 vote · 50%");

  await voteThroughApi(app, audience.poll.id, {
    choiceIds: [choiceId(audience.poll, "Parcel"), choiceId(audience.poll, "Vite")],
  });
  for (const card of [inEmbed, onPage]) {
    await expect(card.text("Total voters: 3")).toBeVisible();
    await expect(card.resultRow("Vite")).toContainText("3 votes · 100%");
    await expect(card.resultRow("Parcel")).toContainText("1 vote · 33%");
  }
  await expectNoSeriousA11yViolations(session.page);
  await photograph(session.page, "poll-kinds-multiple-results");
  await audience.close();
});

test("word cloud: words from the embed, the session page and the API count as one word, live on both", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "wordcloud",
    title: "In a word",
    question: "Describe this talk in one word",
    maxEntries: 3,
  });
  const { embed, session } = audience;
  const inEmbed = embed.poll();
  await expect(inEmbed.wordFields()).toHaveCount(3);
  await expect(inEmbed.wordFields().first()).toHaveAttribute("maxlength", "25");
  await expectNoSeriousA11yViolations(embed.page);
  await screenshot(embed.page, "poll-kinds-wordcloud-embed-form");

  // Refused before sending: under 2 letters once trimmed of punctuation.
  await inEmbed.sendWords("a!");
  await expect(inEmbed.alert()).toHaveText("A word needs at least 2 letters.");
  // Refused by the server: on the profanity list; the fields keep the text to change.
  await inEmbed.sendWords("shit");
  await expect(inEmbed.alert()).toHaveText("That word isn't allowed");
  await expect(inEmbed.wordFields().first()).toHaveValue("shit");
  await screenshot(embed.page, "poll-kinds-wordcloud-refused");
  await inEmbed.sendWords("React", "Offline");
  await expect(inEmbed.word("react")).toHaveText("react: 1 vote");
  await expect(inEmbed.text("Your words: react, offline")).toBeVisible();

  const onPage = session.poll("In a word");
  await onPage.sendWords(" react ", "PWA");
  await expect(onPage.word("react")).toHaveText("react: 2 votes");
  await expect(onPage.text("Your words: react, pwa")).toBeVisible();
  await expect(inEmbed.word("react")).toHaveText("react: 2 votes");
  await expect(inEmbed.word("pwa")).toHaveText("pwa: 1 vote");

  await voteThroughApi(app, audience.poll.id, { words: ["REACT!", "sync"] });
  for (const card of [inEmbed, onPage]) {
    await expect(card.word("react")).toHaveText("react: 3 votes");
    await expect(card.word("sync")).toHaveText("sync: 1 vote");
    await expect(card.text("Total voters: 3")).toBeVisible();
  }
  const size = (word: string) =>
    onPage.word(word).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size("react")).toBeGreaterThan(await size("sync"));
  expect(await size("sync")).toBeGreaterThanOrEqual(14);
  await expectNoSeriousA11yViolations(session.page);
  await photograph(session.page, "poll-kinds-wordcloud-results");
  await screenshot(embed.page, "poll-kinds-wordcloud-embed-results");

  // After a reload the server's record of the vote says which words were this visitor's.
  await session.page.reload();
  await session.openTab("Polls");
  await expect(onPage.text("Your words: react, pwa")).toBeVisible();
  await expect(onPage.wordFields()).toHaveCount(0);
  await audience.close();
});

test("rating: scores from the embed, the session page and the API give the average live on both", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "rating",
    title: "Clarity",
    question: "How clear was the talk?",
    scale: 5,
    lowLabel: "Lost",
    highLabel: "Crystal clear",
  });
  const { embed, session } = audience;
  const inEmbed = embed.poll();
  await expect(embed.frame.getByRole("radio")).toHaveCount(5);
  await expect(embed.frame.getByRole("radio", { name: /^1\b/ })).toHaveAccessibleName(/Lost/);
  await expect(inEmbed.submitButton()).toBeDisabled();
  await expectNoSeriousA11yViolations(embed.page);
  await screenshot(embed.page, "poll-kinds-rating-embed-form");
  await inEmbed.rate(5);
  await expect(inEmbed.text("5.0", { exact: true })).toBeVisible();
  await expect(inEmbed.text("Your rating: 5")).toBeVisible();

  const onPage = session.poll("Clarity");
  await onPage.rate(4);
  await expect(onPage.text("4.5", { exact: true })).toBeVisible();
  await expect(inEmbed.text("4.5", { exact: true })).toBeVisible();

  await voteThroughApi(app, audience.poll.id, { rating: 3 });
  for (const card of [inEmbed, onPage]) {
    await expect(card.text("4.0", { exact: true })).toBeVisible();
    await expect(card.text("out of 5", { exact: true })).toBeVisible();
    await expect(card.text("Total votes: 3")).toBeVisible();
    await expect(card.root.getByRole("list", { name: "Votes per score" })).toContainText(
      "3: 1 vote",
    );
  }
  await expectNoSeriousA11yViolations(session.page);
  await photograph(session.page, "poll-kinds-rating-results");
  await audience.close();
});

test("rating out of 10: the scale fits one row on a phone, its labels at either end", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "rating",
    title: "Pace",
    question: "How was the pace?",
    scale: 10,
    lowLabel: "Too slow",
    highLabel: "Too fast",
  });
  const onPage = audience.session.poll("Pace");
  const radios = onPage.root.getByRole("radio");
  await expect(radios).toHaveCount(10);
  const first = await radios.first().boundingBox();
  const last = await radios.last().boundingBox();
  expect(first?.y).toBe(last?.y);
  expect(first?.width).toBeGreaterThanOrEqual(24);
  await onPage.root.getByRole("radio", { name: /^7\b/ }).focus();
  await audience.session.page.keyboard.press("ArrowRight");
  await expect(onPage.root.getByRole("radio", { name: /^8\b/ })).toBeChecked();
  await screenshot(audience.session.page, "poll-kinds-rating-10-phone");
  await onPage.submit();
  await expect(onPage.text("8.0", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(audience.session.page);
  await audience.close();
});

test("quiz: after the speaker reveals the answer, each voter sees how they did without reloading", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "quiz",
    title: "Quick quiz",
    question: "What keeps a page working offline?",
    choices: choicesOf(["Service worker", "Web worker", "Worklet"], "Service worker"),
  });
  const { embed, session, speaker, poll } = audience;
  const right = session.poll("Quick quiz");
  const wrong = embed.poll();
  await right.vote("Service worker");
  await wrong.vote("Web worker");
  for (const card of [right, wrong]) {
    await expect(card.text("Total votes: 2")).toBeVisible();
    await expect(card.text("Correct answer")).toHaveCount(0);
    await expect(card.verdict()).toHaveCount(0);
  }

  await setPollState(speaker, poll.id, "closed");
  await revealAnswer(speaker, poll.id);

  await expect(right.verdict()).toHaveText("Correct!");
  await expect(wrong.verdict()).toHaveText("The answer was: Service worker");
  for (const card of [right, wrong]) {
    await expect(card.resultRow("Service worker")).toContainText("Correct answer");
    await expect(card.resultRow("Web worker")).not.toContainText("Correct answer");
  }
  await expectNoSeriousA11yViolations(session.page);
  await photograph(session.page, "poll-kinds-quiz-correct");
  await expectNoSeriousA11yViolations(embed.page);
  await screenshot(embed.page, "poll-kinds-quiz-answer-was");
  await audience.close();
});

test("open text: answers from the embed, the session page and the API fill the wall on both, newest first", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "open",
    title: "One wish",
    question: "What should the next talk cover?",
  });
  const { embed, session } = audience;
  const inEmbed = embed.poll();
  await expect(inEmbed.text("280 characters left")).toBeVisible();
  await expectNoSeriousA11yViolations(embed.page);
  await inEmbed.answer("Testing offline apps");
  await expect(inEmbed.text("(your answer)")).toBeVisible();

  const onPage = session.poll("One wish");
  await onPage.answer("Accessibility audits");
  await expect(onPage.text("(your answer)")).toBeVisible();
  await voteThroughApi(app, audience.poll.id, { text: "Service workers" });
  for (const card of [inEmbed, onPage]) {
    await expect(card.text("Total voters: 3")).toBeVisible();
    await expect(card.root.getByTestId("open-answers").getByRole("listitem")).toHaveText([
      /^Service workers/,
      /^Accessibility audits/,
      /^Testing offline apps/,
    ]);
  }
  await expectNoSeriousA11yViolations(session.page);
  await photograph(embed.page, "poll-kinds-open-embed");
  await audience.close();
});

test("ranking: an order from the embed and one from the session page give the points on both", async ({
  browser,
  app,
}) => {
  const audience = await audienceFor(browser, app, {
    kind: "ranking",
    title: "Order",
    question: "Which first?",
    choices: choicesOf(["Tests", "Docs", "Speed"]),
  });
  const { embed, session } = audience;
  const inEmbed = embed.poll();
  await inEmbed.moveWithKeys("Speed", "ArrowUp", 2);
  expect(await inEmbed.rankingOrder()).toEqual(["Speed", "Tests", "Docs"]);
  await expectNoSeriousA11yViolations(embed.page);
  await inEmbed.submit();
  await expect(inEmbed.text("(your first choice)")).toBeVisible();

  const onPage = session.poll("Order");
  await onPage.root.getByRole("button", { name: "Move Docs up" }).click();
  expect(await onPage.rankingOrder()).toEqual(["Docs", "Tests", "Speed"]);
  await onPage.submit();
  // Speed 2 + 0, Docs 0 + 2, Tests 1 + 1: a tie of three, kept in the poll's order.
  for (const card of [inEmbed, onPage]) {
    await expect(card.text("Total voters: 2")).toBeVisible();
    await expect(card.resultRow("Tests")).toContainText("2 points · average place 2.0");
  }
  await photograph(session.page, "poll-kinds-ranking-results");
  await audience.close();
});
