/**
 * The speaker's side of poll kinds (docs/product.md, Poll kinds and Export results) in Chromium
 * against the built app and the real server: the wizard makes a word cloud, a rating and a quiz;
 * attendees answer through the API; the edit screen shows each kind's live results, keeps the kind
 * of a poll with votes, reveals the closed quiz and hides a word; both exports hold the rows the
 * screens show. Screens are photographed at phone and desktop widths and checked with axe-core.
 */
import fs from "node:fs";
import type { BrowserContext, Download, Page } from "@playwright/test";
import { IDEMPOTENCY_KEY_HEADER, type Poll, type VoteBody } from "@lectern/shared";
import {
  choicesOf,
  createKindPoll,
  createSession,
  ownerContext,
} from "./page-models/attendee-seed.ts";
import {
  CreateSessionScreen,
  DashboardScreen,
  EditSessionScreen,
  expectToast,
} from "./page-models/speaker-screens.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  type LecternApp,
  type Speaker,
  screenshotWidths,
} from "./support/fixtures.ts";

const CLOUD = "One word";
const SCORE = "Rate the talk";
const QUIZ = "Capital quiz";

/** A visitor's answer, straight through the API as the outbox sends it. */
async function vote(app: LecternApp, pollId: number, body: VoteBody): Promise<void> {
  const res = await app.api().request("POST", `/api/polls/${pollId}/vote`, body, {
    [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

/** Photographs the page at phone and desktop widths, runs axe, then returns to desktop. */
async function capture(page: Page, name: string): Promise<void> {
  await screenshotWidths(page, name);
  await expectNoSeriousA11yViolations(page);
}

/** The rows of a downloaded CSV (no quoted commas in these tests' texts), header first. */
async function csvRows(download: Download): Promise<string[][]> {
  return fs
    .readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

test.use({ baseURL: async ({ app }, use) => use(app.baseUrl) });

test.describe("a speaker's word cloud, rating and quiz, from the wizard to the export", () => {
  test.describe.configure({ mode: "serial" });

  let speaker: Speaker;
  let context: BrowserContext;
  let page: Page;
  let editor: EditSessionScreen;
  let sessionId: number;
  let polls: Poll[];
  const poll = (title: string): Poll => polls.find((p) => p.title === title)!;

  test.beforeAll(async ({ app, browser }) => {
    speaker = await app.createSpeaker({ firstName: "Grace" });
    context = await ownerContext(browser, app, speaker);
    page = await context.newPage();
    page.on("pageerror", (error) => console.error("page error:", error.message));
    editor = new EditSessionScreen(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("the wizard makes a word cloud, a rating on 10 and a quiz with its right answer", async () => {
    await page.goto("/create-session");
    const wizard = new CreateSessionScreen(page);
    await wizard.fillInfo({
      eventName: "JSConf",
      title: "Kinds of polls",
      description: "Five ways to ask a room.",
    });
    await wizard.next();
    await wizard.next();

    await wizard.addKindPoll({ kind: "wordcloud", title: CLOUD, question: "Your stack?" });
    const rating = await wizard.addKindPoll({
      kind: "rating",
      title: SCORE,
      question: "How useful was it?",
      scale: 10,
      lowLabel: "Not at all",
      highLabel: "Very",
    });
    // By keyboard: the arrows move between kinds, each checked as it takes focus while the key
    // is down (Radix checks on focus only during an arrow key press, as a person holds it).
    const ratingKind = rating.getByRole("radio", { name: "Rating", exact: true });
    await expect(ratingKind).toBeChecked();
    await ratingKind.focus();
    for (const [key, kind] of [
      ["ArrowRight", "Quiz"],
      ["ArrowLeft", "Rating"],
    ] as const) {
      await page.keyboard.down(key);
      await expect(rating.getByRole("radio", { name: kind, exact: true })).toBeChecked();
      await expect(rating.getByRole("radio", { name: kind, exact: true })).toBeFocused();
      await page.keyboard.up(key);
    }
    await expect(rating.getByRole("radio", { name: "1 to 10", exact: true })).toBeChecked();
    const quiz = await wizard.addKindPoll({
      kind: "quiz",
      title: QUIZ,
      question: "Capital of Italy?",
      choices: ["Paris", "Rome", "Berlin"],
      rightAnswer: "Rome",
    });
    await expect(quiz.getByRole("radio", { name: "Quiz", exact: true })).toBeChecked();
    await expect(
      quiz.getByRole("radio", { name: "Choice 2 is the right answer", exact: true }),
    ).toBeChecked();
    await capture(page, "speaker-kinds-wizard");

    sessionId = await wizard.create();
    const res = await page.request.get(`/api/sessions/${sessionId}/polls`);
    polls = (await res.json()) as Poll[];
    expect(polls.map((p) => [p.title, p.kind, p.state])).toEqual([
      [CLOUD, "wordcloud", "open"],
      [SCORE, "rating", "open"],
      [QUIZ, "quiz", "open"],
    ]);
    expect(poll(CLOUD)).toMatchObject({ maxEntries: 3, choices: [] });
    expect(poll(SCORE)).toMatchObject({ scale: 10, lowLabel: "Not at all", highLabel: "Very" });
    expect(poll(QUIZ).choices.map((c) => [c.text, c.correct])).toEqual([
      ["Paris", false],
      ["Rome", true],
      ["Berlin", false],
    ]);
  });

  test("the edit screen shows each kind's results live and keeps the kind of a poll with votes", async ({
    app,
  }) => {
    await editor.open(sessionId);
    await editor.tab("Polls");
    await editor.openPolls(3);
    const cloud = editor.results(CLOUD);
    await expect(cloud.getByText("No words yet")).toBeVisible();

    await vote(app, poll(CLOUD).id, { words: ["React", "vue"] });
    await vote(app, poll(CLOUD).id, { words: [" react "] });
    await vote(app, poll(CLOUD).id, { words: ["REACT!"] });
    for (const rating of [5, 4, 3]) await vote(app, poll(SCORE).id, { rating });
    const [paris, rome] = poll(QUIZ).choices;
    await vote(app, poll(QUIZ).id, { choiceId: rome!.id });
    await vote(app, poll(QUIZ).id, { choiceId: paris!.id });

    // Live: no reload between the votes and these.
    const words = cloud.getByRole("list", { name: "Words sent" });
    await expect(words.getByRole("listitem")).toHaveText(["react: 3 votes", "vue: 1 vote"]);
    await expect(editor.results(SCORE).getByText("4.0", { exact: true })).toBeVisible();
    await expect(editor.results(QUIZ).getByText("Total votes: 2")).toBeVisible();
    // The count in each poll's header moves with its results.
    await expect(editor.poll(2).getByText("3 votes", { exact: true })).toBeVisible();
    await expect(editor.poll(3).getByText("2 votes", { exact: true })).toBeVisible();

    await page.reload();
    await editor.tab("Polls");
    await editor.openPolls(3);
    const kinds = editor.poll(1).getByRole("radiogroup", { name: "Kind of poll 1" });
    await expect(kinds.getByRole("radio", { name: "Word cloud", exact: true })).toBeDisabled();
    await expect(kinds).toHaveAccessibleDescription(
      "This poll already has votes, so its kind can't change.",
    );
    await editor.poll(2).scrollIntoViewIfNeeded();
    await capture(page, "speaker-kinds-results");
  });

  test("a closed quiz is revealed after a confirmation, and every screen marks its answer", async ({
    app,
  }) => {
    const quiz = editor.poll(3);
    await expect(editor.results(QUIZ).getByRole("button", { name: "Reveal answer" })).toHaveCount(
      0,
    );
    await expect(quiz.getByText("Close the poll before revealing the answer.")).toBeVisible();
    await editor.setState(quiz, "Closed");
    await editor.revealAnswer(QUIZ);
    await expectToast(page, "Answer revealed");
    await expect(editor.results(QUIZ).getByText("Answer revealed")).toBeVisible();
    await expect(
      editor.results(QUIZ).getByRole("listitem").filter({ hasText: "Correct answer" }),
    ).toContainText("Rome");

    const results = await app
      .api()
      .request<{ choices: { text: string; correct?: boolean }[] }>(
        "GET",
        `/api/polls/${poll(QUIZ).id}/results`,
      );
    expect(results.body.choices.filter((c) => c.correct).map((c) => c.text)).toEqual(["Rome"]);
    await quiz.scrollIntoViewIfNeeded();
    await capture(page, "speaker-kinds-revealed");
  });

  test("a hidden word leaves the cloud and can be shown again", async ({ app }) => {
    const cloud = editor.results(CLOUD);
    await editor.hideWord(CLOUD, "vue");
    const words = cloud.getByRole("list", { name: "Words sent" });
    await expect(words.getByRole("listitem")).toHaveText(["react: 3 votes"]);
    const hidden = cloud.getByRole("list", { name: "Hidden words" });
    await expect(hidden.getByRole("listitem")).toHaveText([/^vue/]);
    const seen = await app
      .api()
      .request<{ words: { text: string }[] }>("GET", `/api/polls/${poll(CLOUD).id}/results`);
    expect(seen.body.words.map((w) => w.text)).toEqual(["react"]);

    await cloud.scrollIntoViewIfNeeded();
    await capture(page, "speaker-kinds-hidden-word");

    await hidden.getByRole("button", { name: "Show “vue” again" }).click();
    await expect(words.getByRole("listitem")).toHaveText(["react: 3 votes", "vue: 1 vote"]);
    await editor.hideWord(CLOUD, "vue");
    await expect(words.getByRole("listitem")).toHaveText(["react: 3 votes"]);
  });

  test("Export results downloads the rows the results screens show", async ({ app }) => {
    const pollsCsv = await editor.exportResults("Poll results (CSV)");
    expect(pollsCsv.suggestedFilename()).toMatch(
      new RegExp(`^session-polls-${sessionId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const [header, ...rows] = await csvRows(pollsCsv);
    expect(header).toEqual(["Poll", "Kind", "Answer", "Votes", "Percent", "Correct"]);

    // The word cloud: the words and counts the screen shows, the hidden word left out.
    const shown = await editor
      .results(CLOUD)
      .getByRole("list", { name: "Words sent" })
      .getByRole("listitem")
      .allTextContents();
    const cloudRows = rows.filter((r) => r[0] === CLOUD);
    expect(cloudRows.map((r) => `${r[2]}: ${r[3]} vote${r[3] === "1" ? "" : "s"}`)).toEqual(shown);

    // The rating: one row per score; their votes give the average on the screen.
    const scoreRows = rows.filter((r) => r[0] === SCORE);
    expect(scoreRows.map((r) => r[2])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    const bars = editor.results(SCORE).getByRole("list", { name: "Votes per score" });
    for (const [, , score, count] of scoreRows)
      await expect(
        bars.getByText(`${score}: ${count} vote${count === "1" ? "" : "s"}`, { exact: true }),
      ).toHaveCount(1);
    const votes = scoreRows.reduce((sum, r) => sum + Number(r[3]), 0);
    const average = scoreRows.reduce((sum, r) => sum + Number(r[2]) * Number(r[3]), 0) / votes;
    await expect(
      editor.results(SCORE).getByText(average.toFixed(1), { exact: true }),
    ).toBeVisible();

    // The quiz: each choice's votes and percent as on the screen, the revealed answer marked.
    const quizRows = rows.filter((r) => r[0] === QUIZ);
    expect(quizRows.map((r) => [r[1], r[2], r[5]])).toEqual([
      ["quiz", "Paris", ""],
      ["quiz", "Rome", "Yes"],
      ["quiz", "Berlin", ""],
    ]);
    for (const [, , text, count, percent] of quizRows) {
      await expect(
        editor.results(QUIZ).getByRole("listitem").filter({ hasText: text! }),
      ).toContainText(`${count} vote${count === "1" ? "" : "s"} · ${percent}%`);
    }

    // Questions: the one asked, as the session page's Q&A shows it.
    const visitor = app.api();
    const asked = await visitor.request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText: "Will the slides be shared?",
      isAnonymous: true,
      authorName: null,
    });
    expect(asked.status).toBe(201);
    const questionsCsv = await editor.exportResults("Questions (CSV)");
    const [qHeader, ...questions] = await csvRows(questionsCsv);
    expect(qHeader).toEqual([
      "Question",
      "Author",
      "Upvotes",
      "Answered",
      "Asked at",
      "Status",
      "Reply",
    ]);
    expect(questions.map((r) => [...r.slice(0, 4), ...r.slice(5)])).toEqual([
      ["Will the slides be shared?", "Anonymous", "0", "No", "approved", ""],
    ]);
    await page.goto(`/session/${sessionId}`);
    await page.getByRole("tab", { name: "Q&A" }).click();
    await expect(page.getByText("Will the slides be shared?")).toBeVisible();
    await expect(page.getByText("Anonymous").first()).toBeVisible();
  });

  test("the dashboard's Manage menu exports the poll results too", async () => {
    const dashboard = new DashboardScreen(page);
    await dashboard.open();
    const download = page.waitForEvent("download");
    await dashboard.manage("Kinds of polls", "Export poll results (CSV)");
    const rows = await csvRows(await download);
    expect(rows[0]).toEqual(["Poll", "Kind", "Answer", "Votes", "Percent", "Correct"]);
    expect(rows.some((r) => r[0] === CLOUD && r[2] === "react" && r[3] === "3")).toBe(true);
  });
});

test("a poll without votes changes kind; once votes arrive, a change is refused and says why", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Ada" });
  const sessionId = await createSession(speaker, { title: "Late votes" });
  const single = await createKindPoll(speaker, sessionId, {
    title: "Lunch",
    question: "Pizza or salad?",
    choices: choicesOf(["Pizza", "Salad"]),
  });
  const context = await ownerContext(browser, app, speaker);
  const page = await context.newPage();
  const editor = new EditSessionScreen(page);
  await editor.open(sessionId);
  await editor.tab("Polls");
  const card = await editor.openPoll(1);
  const wordCloud = card.getByRole("radio", { name: "Word cloud", exact: true });
  await expect(wordCloud).toBeEnabled();

  // Without votes the kind may change: to a quiz, its right answer marked among the same choices.
  await card.getByRole("radio", { name: "Quiz", exact: true }).click();
  await card.getByRole("radio", { name: "Choice 2 is the right answer", exact: true }).click();
  await card.getByRole("button", { name: "Save Poll" }).click();
  await expectToast(page, "Polls saved");
  const saved = await page.request.get(`/api/sessions/${sessionId}/polls`);
  const [quiz] = (await saved.json()) as Poll[];
  expect(quiz!.kind).toBe("quiz");
  expect(quiz!.choices.map((c) => [c.text, c.correct])).toEqual([
    ["Pizza", false],
    ["Salad", true],
  ]);

  await vote(app, single.id, { choiceId: quiz!.choices[0]!.id });
  await wordCloud.click();
  await card.getByRole("button", { name: "Save Poll" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Save failed" });
  await expect(toast).toContainText("This poll already has votes, so its kind can't change.");
  await expect(card.getByRole("radio", { name: "Quiz", exact: true })).toBeChecked();
  await expect(wordCloud).toBeDisabled();
  await context.close();
});
