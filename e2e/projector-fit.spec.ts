/**
 * A projector that is safe on stage (docs/product.md, The room, and Polls, Hidden results), in
 * Chromium against the built app and the real server: the largest poll the app accepts (ten
 * choices of 120 characters, the longest question and title) fits 1920x1080 and 1280x720 with every
 * choice and the total on screen in readable type; closing it says "Closed" within a second; the
 * key legend fades and comes back with a key; the join link stays large in the corner. A quiz's
 * results reach neither the voter's phone nor the projector until the owner reveals the answer, and
 * a poll that hides its results until it closes shows them when it closes. Each state is
 * photographed at projector and phone size and checked with axe-core.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_LENGTH,
  POLL_CHOICE_MAX_LENGTH,
  type Question,
  type Stage,
} from "@lectern/shared";
import {
  choicesOf,
  createKindPoll,
  createSession,
  presenterLink,
  putStage,
  revealAnswer,
  setPollState,
} from "./page-models/attendee-seed.ts";
import { PollCard } from "./page-models/poll-card.ts";
import { PROJECTOR, ProjectorPage, ProjectorPoll } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
} from "./support/fixtures.ts";

const HD_READY = { width: 1280, height: 720 };
/** The smallest projector text: 2.5% of the screen's height (docs/decisions.md, The room). */
const FLOOR = 0.025;
/** The join link in the corner: at least 3.5% of the screen's height. */
const CORNER = 0.035;

/** `text` repeated and cut to exactly `length` characters, of wide letters that fill lines. */
function textOf(length: number, text: string): string {
  return text.repeat(Math.ceil(length / text.length)).slice(0, length);
}

/** The projector's computer: a browser nobody signed in to, opened on the presenter link. */
async function openProjector(browser: Browser, app: LecternApp, link: string) {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PROJECTOR,
    reducedMotion: "reduce",
  });
  const projector = new ProjectorPage(await context.newPage());
  await projector.open(link);
  return { context, projector, poll: new ProjectorPoll(projector.page) };
}

async function phone(browser: Browser, app: LecternApp): Promise<BrowserContext> {
  return browser.newContext({ baseURL: app.baseUrl, viewport: PHONE, reducedMotion: "reduce" });
}

/**
 * How many times the panel's size (--fit) is written during `frames` animation frames: 0 once the
 * panel has settled. A fit that keeps measuring itself again re-lays out the screen every frame.
 */
async function fitWritesOver(page: Page, frames: number): Promise<number> {
  return page.evaluate(async (count) => {
    const area = document.querySelector<HTMLElement>('[data-testid="projector-panel"]')!;
    let writes = 0;
    const watch = new MutationObserver((records) => {
      writes += records.filter((record) => record.attributeName === "style").length;
    });
    watch.observe(area, { attributes: true, attributeFilter: ["style"] });
    for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
    watch.disconnect();
    return writes;
  }, frames);
}

/** Waits until the element lies wholly inside the page's window (the panel fits as it settles). */
async function expectOnScreen(page: Page, locator: Locator, what: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      if (!box) return "not shown";
      const inside =
        box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
      return inside ? "on screen" : `at ${JSON.stringify(box)} in ${width}x${height}`;
    }, `${what} inside the screen`)
    .toBe("on screen");
}

const fontSizeOf = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test.describe("projector fit and hidden results", () => {
  test("ten choices of 120 characters and the longest question fit 1080p and 720p; closing says Closed", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker({ firstName: "Margaret", lastName: "Hamilton" });
    const sessionId = await createSession(speaker, { title: "Landing software on the Moon" });
    const texts = Array.from({ length: 10 }, (_, i) =>
      textOf(POLL_CHOICE_MAX_LENGTH, `${i + 1}. Wide Words Make Measuring Worth While `),
    );
    const poll = await createKindPoll(speaker, sessionId, {
      kind: "single",
      title: textOf(MAX_LENGTH.title, "Mission Planning Workshop Results "),
      question: textOf(MAX_LENGTH.shortText, "What Would Make Mission Software Work Well? "),
      choices: choicesOf(texts),
    });
    for (const [i, choice] of poll.choices.slice(0, 4).entries())
      for (let n = 0; n <= i; n++) {
        const res = await app.api().request("POST", `/api/polls/${poll.id}/vote`, {
          choiceId: choice.id,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
    const {
      context,
      projector,
      poll: panel,
    } = await openProjector(browser, app, await presenterLink(speaker, sessionId));
    const page = projector.page;

    // The join panel names the talk and its speaker; the corner's link is large.
    await projector.expectPanel("join");
    await expect(page.getByTestId("projector-session")).toContainText(
      "Landing software on the Moon",
    );
    await expect(page.getByTestId("projector-session")).toContainText("Margaret Hamilton");

    await putStage(speaker, sessionId, { panel: "poll", pollId: poll.id });
    await projector.expectPanel("poll");
    await expect(panel.choices()).toHaveCount(10);
    await expect(panel.state()).toHaveText("Live");

    for (const size of [PROJECTOR, HD_READY]) {
      await page.setViewportSize(size);
      const name = `${size.width}x${size.height}`;
      for (const [i, choice] of (await panel.choices().all()).entries())
        await expectOnScreen(page, choice, `${name}: choice ${i + 1}`);
      await expectOnScreen(page, panel.total(), `${name}: the total`);
      await expectOnScreen(page, panel.question(), `${name}: the question`);
      await expect(panel.total()).toHaveText("Total votes: 10");
      const smallest = Math.min(
        ...(await Promise.all((await panel.choices().all()).map(fontSizeOf))),
        await fontSizeOf(panel.question()),
      );
      expect(smallest, `${name}: choice and question text`).toBeGreaterThanOrEqual(
        FLOOR * size.height - 0.5,
      );
      await expectOnScreen(page, panel.joinLink(), `${name}: the join link`);
      expect(await fontSizeOf(panel.joinLink()), `${name}: the join link`).toBeGreaterThanOrEqual(
        CORNER * size.height,
      );
      expect(await fitWritesOver(page, 30), `${name}: the fit settles`).toBe(0);
      await screenshot(page, `projector-fit-ten-choices-${name}`);
    }

    await setPollState(speaker, poll.id, "closed");
    await expect(panel.state()).toHaveText("Closed", { timeout: 1_000 });
    await screenshot(page, "projector-fit-closed-1280x720");
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  test("the join panel, the top questions and one question fit with the longest texts", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker({ firstName: "Katherine", lastName: "Johnson" });
    const sessionId = await createSession(speaker, {
      title: textOf(MAX_LENGTH.title, "Orbital Mechanics Without Worry "),
    });
    const questions: Question[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.api().request<Question>(
        "POST",
        `/api/sessions/${sessionId}/questions`,
        {
          questionText: textOf(MAX_LENGTH.question, `${i + 1}. How Would We Measure Wobble? `),
          isAnonymous: false,
          authorName: textOf(MAX_LENGTH.name, "Wilhelmina "),
        },
        { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      questions.push(res.body);
    }
    const replied = await speaker.api.request("PUT", `/api/questions/${questions[0]!.id}/reply`, {
      text: textOf(MAX_LENGTH.reply, "We Measure With Many Wide Windows. "),
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const { context, projector } = await openProjector(
      browser,
      app,
      await presenterLink(speaker, sessionId),
    );
    const page = projector.page;
    const panels: [string, Stage, () => Promise<Locator[]>][] = [
      [
        "join",
        { panel: "join" },
        () => Promise.resolve([page.getByTestId("projector-session"), projector.heading()]),
      ],
      ["questions", { panel: "questions" }, () => projector.questionItems().all()],
      [
        "question",
        { panel: "question", questionId: questions[0]!.id },
        () => Promise.resolve([projector.heading(), page.getByText(/^We Measure With/)]),
      ],
    ];
    for (const [name, stage, parts] of panels) {
      await putStage(speaker, sessionId, stage);
      await projector.expectPanel(stage.panel);
      if (name === "questions") await expect(projector.questionItems()).toHaveCount(5);
      if (name === "question") await expect(page.getByText(/^We Measure With/)).toBeVisible();
      for (const size of [PROJECTOR, HD_READY]) {
        await page.setViewportSize(size);
        const screen = `${name} at ${size.width}x${size.height}`;
        for (const [i, part] of (await parts()).entries()) {
          await expectOnScreen(page, part, `${screen}: part ${i + 1}`);
          expect(await fontSizeOf(part), `${screen}: part ${i + 1}`).toBeGreaterThanOrEqual(
            FLOOR * size.height - 0.5,
          );
        }
        await screenshot(page, `projector-fit-${name}-${size.width}x${size.height}`);
      }
      await page.setViewportSize(PROJECTOR);
    }
    await context.close();
  });

  test("the key legend fades after 5 s and comes back with a key", async ({ app, browser }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker);
    const { context, poll: screen } = await openProjector(
      browser,
      app,
      await presenterLink(speaker, sessionId),
    );
    await expect(screen.legend()).toHaveCSS("opacity", "1");
    await expect(screen.legend()).toHaveCSS("opacity", "0", { timeout: 8_000 });
    await screen.page.keyboard.press("Shift");
    await expect(screen.legend()).toHaveCSS("opacity", "1");
    await context.close();
  });

  test("a quiz shows its voter and the projector no distribution until the reveal", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Quiz night" });
    const quiz = await createKindPoll(speaker, sessionId, {
      kind: "quiz",
      title: "Capital",
      question: "What is the capital of Australia?",
      choices: choicesOf(["Sydney", "Canberra", "Melbourne"], "Canberra"),
    });
    const {
      context,
      projector,
      poll: panel,
    } = await openProjector(browser, app, await presenterLink(speaker, sessionId));
    await putStage(speaker, sessionId, { panel: "poll", pollId: quiz.id });
    await projector.expectPanel("poll", "What is the capital of Australia?");

    const attendee = await phone(browser, app);
    const session = new SessionPage(await attendee.newPage(), app.baseUrl);
    await session.open(sessionId);
    await session.openTab("Polls");
    const card = new PollCard(session.page.getByRole("article", { name: "Capital" }));
    await card.vote("Sydney");
    const other = await app.api().request("POST", `/api/polls/${quiz.id}/vote`, {
      choiceId: quiz.choices[1]!.id,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);

    await expect(card.root.getByText("Results after the reveal")).toBeVisible();
    await expect(card.root.getByText("Your answer: Sydney")).toBeVisible();
    await expect(card.root.getByText(/\d+%/)).toHaveCount(0);
    await expect(card.root).toContainText("Total votes: 2");
    await screenshot(session.page, "quiz-hidden-phone");
    await expectNoSeriousA11yViolations(session.page);
    // The embed of the quiz, on the same phone, hides them alike.
    const embed = await attendee.newPage();
    await embed.goto(`/embed/poll/${quiz.id}`);
    await expect(embed.getByText("Results after the reveal")).toBeVisible();
    await expect(embed.getByText(/\d+%/)).toHaveCount(0);
    await embed.close();

    await expect(panel.hiddenNotice()).toHaveText("Results appear when the answer is revealed");
    await expect(panel.total()).toHaveText("Total votes: 2");
    await expect(panel.percentages()).toHaveCount(0);
    await screenshot(projector.page, "quiz-hidden-projector");
    await expectNoSeriousA11yViolations(projector.page);

    // Closed, still hidden; revealed by the owner, the phone and the projector show it live.
    await setPollState(speaker, quiz.id, "closed");
    await expect(panel.state()).toHaveText("Closed");
    await expect(card.root.getByText("Voting closed")).toBeVisible();
    await expect(card.root.getByText(/\d+%/)).toHaveCount(0);
    await revealAnswer(speaker, quiz.id);
    await expect(card.root.getByText("The answer was: Canberra")).toBeVisible();
    await expect(card.root.getByText("1 vote · 50%")).toHaveCount(2);
    await expect(panel.percentages()).toHaveText([/^50%/, /^50%/, /^0%/]);
    await expect(panel.hiddenNotice()).toHaveCount(0);
    await expect(
      panel.choices().filter({ hasText: "Canberra" }).getByText("Correct answer"),
    ).toBeAttached();
    await screenshot(session.page, "quiz-revealed-phone");
    await screenshot(projector.page, "quiz-revealed-projector");
    await context.close();
    await attendee.close();
  });

  test("a poll that hides its results until it closes shows them when it closes", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker);
    const poll = await createKindPoll(speaker, sessionId, {
      kind: "single",
      title: "Tabs or spaces",
      question: "Which do you indent with?",
      choices: choicesOf(["Tabs", "Spaces"]),
      hideResultsUntilClosed: true,
    });
    const attendee = await phone(browser, app);
    const session = new SessionPage(await attendee.newPage(), app.baseUrl);
    await session.open(sessionId);
    await session.openTab("Polls");
    const card = new PollCard(session.page.getByRole("article", { name: "Tabs or spaces" }));
    await card.vote("Spaces");
    await expect(card.root.getByText("Results when the poll closes")).toBeVisible();
    await expect(card.root.getByText("Your answer: Spaces")).toBeVisible();
    await expect(card.root.getByText(/\d+%/)).toHaveCount(0);
    await screenshot(session.page, "results-hidden-until-closed-phone");

    await setPollState(speaker, poll.id, "closed");
    await expect(card.root.getByText("1 vote · 100%")).toBeVisible();
    await expect(card.root.getByText("Results when the poll closes")).toHaveCount(0);
    await attendee.close();
  });
});
