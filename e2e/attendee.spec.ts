/**
 * The attendee's page end to end, in Chromium against the built app and a real server: a phone
 * opens /session/{id}?qr=1, downloads the PDF after giving an e-mail, asks and upvotes, votes and
 * sees results; a second visitor's page and the owner's page change live; a first visit shows the
 * talk before any script has run; every screen passes axe-core at phone and desktop widths.
 */
import fs from "node:fs";
import type { BrowserContext } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type Speaker,
} from "./support/fixtures.ts";
import {
  addLink,
  createPoll,
  createSession,
  ownerContext,
  pageViews,
  qrScans,
  setPollState,
  TINY_PDF,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { holdNextRequest } from "./page-models/held-request.ts";
import { SessionPage } from "./page-models/session-page.ts";

// Toasts then appear without their fade, so axe-core checks the colours people actually read.
test.use({ reducedMotion: "reduce" });

test.describe("a phone attendee who came from the QR code", () => {
  test.describe.configure({ mode: "serial" });

  let speaker: Speaker;
  let sessionId: number;
  let phone: BrowserContext;
  let attendee: SessionPage;

  test.beforeAll(async ({ app, browser }) => {
    speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
    sessionId = await createSession(speaker);
    await uploadPdf(speaker, sessionId, "Conference Slides");
    await addLink(speaker, sessionId, "Project repository", "https://example.com/repo");
    await createPoll(speaker, sessionId, "open", "Stack poll", "Which do you prefer?", [
      "Service workers",
      "Native apps",
    ]);
    phone = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: PHONE,
      acceptDownloads: true,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    // The link's site is outside this machine: a stand-in answers for it.
    await phone.route("https://example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Repository</title>" }),
    );
    attendee = new SessionPage(await phone.newPage(), app.baseUrl);
  });

  test.afterAll(async () => {
    await phone.close();
  });

  test("the talk opens with its speaker; the scan counts once and leaves the address", async () => {
    await attendee.open(sessionId, "?qr=1");
    await expect(attendee.heading()).toHaveText("Offline-first web apps");
    await expect(attendee.page.getByText("DevConf 2026")).toBeVisible();
    await expect(attendee.page.getByText("Grace Hopper")).toBeVisible();
    await expect(attendee.page.getByText("GH", { exact: true })).toBeVisible();
    await expect(attendee.tab("Resources")).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => qrScans(speaker)).toBe(1);
    await expect(attendee.page).toHaveURL(new RegExp(`/session/${sessionId}$`));
  });

  test("after a reload the slides and the link are listed, and no second scan counts", async () => {
    await attendee.page.reload();
    await expect(attendee.heading()).toBeVisible();
    await expect(attendee.page.getByText("Presentation", { exact: true })).toBeVisible();
    await expect(
      attendee.resourceCard("Conference Slides").getByText("PDF", { exact: true }),
    ).toBeVisible();
    await expect(
      attendee.resourceCard("Project repository").getByText("External Link"),
    ).toBeVisible();
    await expect(
      attendee.resourceCard("Project repository").getByRole("button", { name: "Visit Link" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(attendee.page);
    await screenshot(attendee.page, "attendee-session-phone");
    expect(await qrScans(speaker)).toBe(1);
  });

  test("the first download asks for a valid e-mail, then saves the file under its title", async () => {
    await attendee.clickResourceButton("Conference Slides");
    const dialog = attendee.downloadDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Download" }).click();
    await expect(dialog.getByText("Please enter your email address")).toBeVisible();
    await dialog.getByLabel("Email address").fill("attendee.example.com");
    await dialog.getByRole("button", { name: "Download" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expectNoSeriousA11yViolations(attendee.page);
    const download = attendee.page.waitForEvent("download");
    await attendee.submitDownloadEmail("attendee@example.com");
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Conference Slides.*\.pdf$/);
    expect(fs.readFileSync(await file.path())).toEqual(TINY_PDF);
    await expect(dialog).toBeHidden();
  });

  test("a second download asks nothing", async () => {
    const download = attendee.page.waitForEvent("download");
    await attendee.clickResourceButton("Conference Slides");
    expect((await download).suggestedFilename()).toMatch(/^Conference Slides/);
    await expect(attendee.downloadDialog()).toBeHidden();
  });

  test("a link opens in a new tab", async () => {
    const newTab = phone.waitForEvent("page");
    await attendee.clickResourceButton("Project repository");
    expect((await newTab).url()).toContain("https://example.com/repo");
  });

  test("a question needs a text, the name is optional, then shows with its author and how long ago", async () => {
    await attendee.openTab("Q&A");
    await expect(attendee.page.getByRole("heading", { name: "Q&A Forum" })).toBeVisible();
    await expect(attendee.page.getByText("Be the first to ask a question!")).toBeVisible();
    const dialog = await attendee.openAskDialog();
    await attendee.postQuestion();
    const question = dialog.getByLabel("Your Question");
    await expect(question).toBeFocused();
    await expect(question).toHaveAccessibleDescription("Please enter your question");
    await question.fill("How do you test offline?");
    await expect(dialog.getByText("Please enter your question")).toBeHidden();
    await expect(attendee.nameField()).toHaveValue("");
    await expectNoSeriousA11yViolations(attendee.page);
    await attendee.nameField().fill("Ada");
    await attendee.postQuestion();
    await expect(dialog).toBeHidden();
    await expect(attendee.toast("Question posted!")).toBeVisible();
    const named = attendee.questionCard("How do you test offline?");
    await expect(named.getByText("Ada", { exact: true })).toBeVisible();
    // How long ago, with the date itself as the time's title.
    const asked = named.locator("time");
    await expect(asked).toHaveText("less than a minute ago");
    await expect(asked).toHaveAttribute(
      "title",
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)$/,
    );
  });

  test("the name is remembered, a question without one shows as Anonymous, and the choice is remembered", async () => {
    const dialog = await attendee.openAskDialog();
    await expect(attendee.nameField()).toHaveValue("Ada");
    await attendee.nameField().fill("");
    await dialog.getByLabel("Your Question").fill("Is the outbox ordered?");
    await attendee.postQuestion();
    await expect(dialog).toBeHidden();
    await expect(
      attendee.questionCard("Is the outbox ordered?").getByText("Anonymous"),
    ).toBeVisible();
    await expect(attendee.questionsTab("Unanswered")).toContainText("2");
    await attendee.page.reload();
    await attendee.openTab("Q&A");
    await attendee.openAskDialog();
    await expect(attendee.nameField()).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("a question takes one upvote; a second tap takes it back, and that lasts", async () => {
    const upvote = attendee.upvoteButton("How do you test offline?");
    await upvote.click();
    await expect(attendee.toast("Vote recorded!")).toBeVisible();
    await expect(upvote).toHaveAccessibleName("Upvote, 1 upvote");
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await upvote.click();
    await expect(attendee.toast("Upvote taken back")).toBeVisible();
    await expect(upvote).toHaveAccessibleName("Upvote, 0 upvotes");
    await expect(upvote).toHaveAttribute("aria-pressed", "false");
    await attendee.page.reload();
    await attendee.openTab("Q&A");
    await expect(upvote).toHaveAccessibleName("Upvote, 0 upvotes");
    await upvote.click();
    await expect(upvote).toHaveAccessibleName("Upvote, 1 upvote");
    await expectNoSeriousA11yViolations(attendee.page);
  });
});

test("a first visit has the talk's first screen in the page itself, and the app takes over without a jump or a second header", async ({
  app,
  browser,
  request,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const title = 'Service workers <in> "practice"';
  const sessionId = await createSession(speaker, { title, description: "First line\nSecond line" });
  await uploadPdf(speaker, sessionId, "Conference Slides");

  // The HTML as the server sends it, before any script.
  const html = await (await request.get(`${app.baseUrl}/session/${sessionId}`)).text();
  expect(html).toContain("Service workers &lt;in&gt; &quot;practice&quot;</h1>");

  // Without JavaScript the header, the speaker, the tabs and the Resources tab are on screen.
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const still = new SessionPage(await noScript.newPage(), app.baseUrl);
  await still.open(sessionId);
  await expect(still.heading()).toHaveText(title);
  await expect(still.page.getByText("DevConf 2026")).toBeVisible();
  await expect(still.page.getByText("Grace Hopper")).toBeVisible();
  await expect(still.resourceCard("Conference Slides")).toBeVisible();
  const boxes = async (page: SessionPage) => ({
    heading: await page.heading().boundingBox(),
    speaker: await page.page.getByRole("region", { name: "Speaker" }).boundingBox(),
    tabs: await page.page.getByRole("tablist").boundingBox(),
    saveForOffline: await page.page.getByText("Keep this session's files").boundingBox(),
    card: await page.resourceCard("Conference Slides").boundingBox(),
    download: await page.page.getByRole("button", { name: "Download" }).boundingBox(),
  });
  const preRendered = await boxes(still);
  expect(preRendered.heading).not.toBeNull();
  await noScript.close();
  expect(await pageViews(speaker, sessionId)).toBe(0);

  // With JavaScript: the same header in the same place, once; the data block gone; one page view.
  // The app adopts the page's own elements rather than building them again: the heading marked
  // while the app's scripts were held back is the heading on screen once its tabs take taps.
  const phone = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await attendee.page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await attendee.page.goto(`${app.baseUrl}/session/${sessionId}`, { waitUntil: "commit" });
  await expect(attendee.heading()).toHaveText(title);
  await expect(attendee.tab("Resources")).toBeDisabled();
  await attendee.heading().evaluate((heading) => heading.setAttribute("data-seen-static", ""));
  releaseScripts();
  await expect(attendee.tab("Resources")).toBeEnabled();
  await expect(attendee.heading()).toHaveAttribute("data-seen-static", "");
  await expect(attendee.resourceCard("Conference Slides")).toBeVisible();
  await expect(attendee.page.locator("h1")).toHaveCount(1);
  await expect(attendee.heading()).toHaveText(title);
  await expect(attendee.page.getByRole("region", { name: "Speaker" })).toHaveCount(1);
  await expect(attendee.page.locator("script[type='application/json']")).toHaveCount(0);
  await expect(attendee.page).toHaveTitle(`${title} · Lectern`);
  expect(await boxes(attendee)).toEqual(preRendered);
  await expect.poll(() => pageViews(speaker, sessionId)).toBe(1);
  await attendee.page.waitForLoadState("networkidle");
  expect(await pageViews(speaker, sessionId)).toBe(1);
  await phone.close();
});

test.describe("votes and answers reach every open page live", () => {
  test.describe.configure({ mode: "serial" });

  let phone: BrowserContext;
  let desk: BrowserContext;
  let ownerCtx: BrowserContext;
  let sessionId: number;
  /** The phone that asked two questions. */
  let attendee: SessionPage;
  /** A second visitor on a desktop, watching the poll while the phone votes. */
  let other: SessionPage;
  let owner: SessionPage;

  test.beforeAll(async ({ app, browser }) => {
    const speaker = await app.createSpeaker();
    sessionId = await createSession(speaker);
    await createPoll(speaker, sessionId, "open", "Stack poll", "Which do you prefer?", [
      "Service workers",
      "Native apps",
    ]);
    phone = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    attendee = new SessionPage(await phone.newPage(), app.baseUrl);
    await attendee.open(sessionId);
    await attendee.askQuestion("How do you test offline?", { name: "Ada" });
    await attendee.askQuestion("Is the outbox ordered?", { anonymous: true });
    desk = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: DESKTOP,
      reducedMotion: "reduce",
    });
    other = new SessionPage(await desk.newPage(), app.baseUrl);
    ownerCtx = await ownerContext(browser, app, speaker);
    owner = new SessionPage(await ownerCtx.newPage(), app.baseUrl);
  });

  test.afterAll(async () => {
    await Promise.all([phone.close(), desk.close(), ownerCtx.close()]);
  });

  test("before voting, a visitor sees the poll open and its results hidden", async () => {
    await other.open(sessionId);
    await other.openTab("Polls");
    const card = other.pollCard("Stack poll");
    await expect(card.getByText("Open for voting")).toBeVisible();
    await expect(card.getByText("0 votes")).toBeVisible();
    await expect(card.getByText("Vote to see results")).toBeVisible();
    await expect(card.getByText("Results will appear in real-time after you vote.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Submit Vote" })).toBeDisabled();
    await expectNoSeriousA11yViolations(other.page);
  });

  test("a vote shows the results at once, in place of the vote form", async () => {
    await attendee.openTab("Polls");
    await attendee.vote("Stack poll", "Service workers");
    await expect(attendee.toast("Vote submitted")).toBeVisible();
    const card = attendee.pollCard("Stack poll");
    await expect(card.getByText("Total votes: 1")).toBeVisible();
    await expect(card.getByText("1 vote · 100%")).toBeVisible();
    await expect(card.getByRole("button", { name: "Submit Vote" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(attendee.page);
    await screenshot(attendee.page, "attendee-poll-results-phone");
  });

  test("each visitor's vote reaches the other's page live", async () => {
    const card = attendee.pollCard("Stack poll");
    const otherCard = other.pollCard("Stack poll");
    await expect(otherCard.getByText("1 vote", { exact: true })).toBeVisible();
    await other.vote("Stack poll", "Native apps");
    await expect(otherCard.getByText("Total votes: 2")).toBeVisible();
    await expect(card.getByText("Total votes: 2")).toBeVisible();
    await expect(card.getByText("1 vote · 50%")).toHaveCount(2);
  });

  test("the owner sees the results without a vote form, and no Ask Question", async () => {
    await owner.open(sessionId);
    await owner.openTab("Polls");
    await expect(owner.pollCard("Stack poll").getByText("Total votes: 2")).toBeVisible();
    await expect(owner.page.getByRole("radio")).toHaveCount(0);
    await owner.openTab("Q&A");
    await expect(owner.page.getByRole("button", { name: "Ask Question" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(owner.page);
    await screenshot(owner.page, "owner-session-desktop");
  });

  test("the owner marks one question answered and deletes the other", async () => {
    await owner.markAnswered("How do you test offline?");
    await expect(owner.toast("Question marked as answered")).toBeVisible();
    await owner.deleteQuestion("Is the outbox ordered?");
    await expect(owner.toast("Question deleted")).toBeVisible();
    await expect(owner.page.getByText("No questions have been submitted yet")).toBeVisible();
  });

  test("the attendee sees the answered question move tabs and the deleted one go, without reloading", async () => {
    await attendee.openTab("Q&A");
    await expect(attendee.questionsTab("Answered")).toContainText("1");
    await expect(attendee.questionsTab("Unanswered")).toContainText("0");
    await expect(attendee.page.getByText("Be the first to ask a question!")).toBeVisible();
    await attendee.questionsTab("Answered").click();
    await expect(
      attendee.questionCard("How do you test offline?").getByText("Answered", { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(attendee.page);
  });
});

test.describe("page states, at phone and desktop width", () => {
  // The service worker's fetches bypass page.route; without it the held request shows the loading state.
  test.use({ serviceWorkers: "block" });

  let shell: string;
  let qaOnly: number;
  let nothing: number;

  test.beforeAll(async ({ app }) => {
    const speaker = await app.createSpeaker();
    shell = await (await fetch(`${app.baseUrl}/`)).text();
    qaOnly = await createSession(speaker, { title: "Only questions" });
    nothing = await createSession(speaker, { title: "Nothing yet", qaEnabled: false });
  });

  test("a first visit shows the server's header, not a loading state, while the app's read is held", async ({
    app,
    page,
  }) => {
    const session = new SessionPage(page, app.baseUrl);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const release = await holdNextRequest(page, `**/api/sessions/${qaOnly}/public`);
      await session.open(qaOnly);
      await expect(session.heading()).toHaveText("Only questions");
      await expect(page.getByText("Loading session...")).toHaveCount(0);
      release();
      await expect(page.getByRole("heading", { name: "Q&A Forum" })).toBeVisible();
    }
  });

  test("the plain app shell says the session is loading; a Q&A-only session then shows its empty forum without a tab bar", async ({
    app,
    page,
  }) => {
    const session = new SessionPage(page, app.baseUrl);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // The shell as the service worker serves it, with no pre-rendered header.
      const release = await holdNextRequest(page, `**/api/sessions/${qaOnly}/public`);
      await page.route(
        `**/session/${qaOnly}`,
        (route) => route.fulfill({ contentType: "text/html", body: shell }),
        { times: 1 },
      );
      await session.open(qaOnly);
      await expect(page.getByText("Loading session...")).toBeVisible();
      release();
      await expect(session.heading()).toHaveText("Only questions");
      await expect(page.getByRole("tablist", { name: "Session sections" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Q&A Forum" })).toBeVisible();
      await expect(page.getByText("No questions yet")).toBeVisible();
      await session.questionsTab("Answered").click();
      await expect(page.getByText("No answered questions")).toBeVisible();
      await expect(page.getByText("Answered questions will appear here")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("a session with neither Q&A nor polls says no polls are available", async ({
    app,
    page,
  }) => {
    const session = new SessionPage(page, app.baseUrl);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await session.open(nothing);
      await expect(page.getByText("No polls available")).toBeVisible();
      await expect(
        page.getByText("The speaker hasn't created any polls for this session yet."),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("an unknown session says Session Not Found", async ({ app, page }) => {
    const session = new SessionPage(page, app.baseUrl);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await session.open(999_999);
      await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
      await expect(
        page.getByText("The session you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `session-not-found-${viewport === PHONE ? "phone" : "desktop"}`);
    }
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await expect(page.getByRole("heading", { name: "Session nicht gefunden" })).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(`${app.baseUrl}/`);
  });
});

test("a closed poll shows its results to everyone; a poll closed while watching switches live", async ({
  app,
  page,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { qaEnabled: false });
  await createPoll(speaker, sessionId, "closed", "Yesterday's poll");
  const open = await createPoll(speaker, sessionId, "open", "Today's poll");
  await createPoll(speaker, sessionId, "draft", "Secret poll");
  await page.setViewportSize(PHONE);
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  await expect(page.getByRole("tablist", { name: "Session sections" })).toHaveCount(0);
  await expect(session.pollCard("Yesterday's poll").getByText("Voting closed")).toBeVisible();
  await expect(session.pollCard("Yesterday's poll").getByText("Total votes: 0")).toBeVisible();
  await expect(session.pollCard("Today's poll").getByText("Vote to see results")).toBeVisible();
  await expect(session.pollCard("Secret poll")).toHaveCount(0);
  await expect(session.pollCard("Today's poll").getByRole("radio")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await setPollState(speaker, open.id, "closed");
  await expect(session.pollCard("Today's poll").getByText("Voting closed")).toBeVisible();
  await expect(session.pollCard("Today's poll").getByText("Total votes: 0")).toBeVisible();
  await expect(session.pollCard("Today's poll").getByRole("radio")).toHaveCount(0);
});

test("polls that cannot be loaded say so in their tab, beside the resources and Q&A that did load", async ({
  app,
  page,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker);
  await uploadPdf(speaker, sessionId, "Slides");
  await createPoll(speaker, sessionId, "open", "Hidden by the error");
  await page.route(`**/api/sessions/${sessionId}/public-polls`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Database is busy" }),
    }),
  );
  await page.setViewportSize(PHONE);
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  await expect(page.getByRole("tab", { name: "Resources" })).toBeVisible();
  await session.openTab("Polls");
  await expect(page.getByRole("alert").filter({ hasText: "Error loading polls:" })).toContainText(
    "Database is busy",
  );
  await expectNoSeriousA11yViolations(page);
});
