/**
 * /embed/poll/{id} inside an iframe on another site (a page on 127.0.0.1, Lectern on localhost),
 * where the browser sends no Lectern cookie: a visitor votes, sees results and sees other votes
 * arrive live; the embed's document is never the service worker's app shell (which forbids
 * framing); plus every other state of docs/product.md, Embedded poll, with axe-core.
 */
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";
import { MESSAGES, VISITOR_ID_PATTERN } from "@lectern/shared";
import type { BrowserContext, Page } from "@playwright/test";
import {
  createPoll,
  createSession,
  setPollState,
  type SeededPoll,
} from "./page-models/attendee-seed.ts";
import { EmbeddedPoll, startHostSite, type HostSite } from "./page-models/embed-poll-page.ts";
import { holdNextRequest } from "./page-models/held-request.ts";

/** Votes for `choice` in an embed opened directly (not framed). */
async function embedVote(page: Page, choice: string): Promise<void> {
  await page.getByRole("radio", { name: choice }).check();
  await page.getByRole("button", { name: "Submit Vote" }).click();
}

test.use({ reducedMotion: "reduce" });

let host: HostSite;
test.beforeAll(async () => {
  host = await startHostSite();
});
test.afterAll(async () => {
  await host.close();
});

test.describe("a visitor on another site and the embedded poll", () => {
  test.describe.configure({ mode: "serial" });

  let context: BrowserContext;
  let embed: EmbeddedPoll;
  let poll: SeededPoll;

  test.beforeAll(async ({ app, browser }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker);
    poll = await createPoll(speaker, sessionId, "open", "Embedded poll", "Tabs or spaces?", [
      "Tabs",
      "Spaces",
    ]);
    context = await browser.newContext({ reducedMotion: "reduce" });
    embed = new EmbeddedPoll(await context.newPage(), host, app.baseUrl);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("the poll shows live, with no votes yet and Submit Vote disabled", async () => {
    await embed.openOnHostSite(poll.id);
    await expect(embed.frame.getByRole("heading", { name: "Embedded poll" })).toBeVisible();
    await expect(embed.text("Tabs or spaces?")).toBeVisible();
    await expect(embed.frame.getByText("Live", { exact: true })).toBeVisible();
    await expect(embed.text("0 votes")).toBeVisible();
    await expect(embed.text("Powered by")).toContainText("Powered by Lectern");
    await expect(embed.frame.getByRole("button", { name: "Submit Vote" })).toBeDisabled();
    await expectNoSeriousA11yViolations(embed.page);
  });

  test("a vote, sent with a visitor id header and no Lectern cookie, shows the results", async () => {
    const page = embed.page;
    const voteRequest = page.waitForRequest(
      (request) =>
        request.method() === "POST" && request.url().endsWith(`/api/polls/${poll.id}/vote`),
    );
    await embed.vote("Spaces");
    const headers = await (await voteRequest).allHeaders();
    expect(headers["x-visitor-id"]).toMatch(VISITOR_ID_PATTERN);
    expect(headers.cookie ?? "").not.toContain("lectern_visitor=");
    await expect(embed.text("Total votes: 1")).toBeVisible();
    await expect(embed.text("1 vote · 100%")).toBeVisible();
    await expect(embed.text("(your vote)")).toBeVisible();
    await expect(embed.frame.getByRole("radio")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "embed-poll-results-on-host-site");
  });

  test("a vote on Lectern itself changes the embed's results without a reload", async ({
    app,
    browser,
  }) => {
    const other = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    const otherPage = await other.newPage();
    await otherPage.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
    await otherPage.getByRole("radio", { name: "Tabs" }).check();
    await otherPage.getByRole("button", { name: "Submit Vote" }).click();
    await expect(otherPage.getByText("Total votes: 2")).toBeVisible();
    await expect(embed.text("Total votes: 2")).toBeVisible();
    await expect(embed.text("1 vote · 50%")).toHaveCount(2);
    await other.close();
  });
});

test("the embed's page always comes from the server, frameable, even where Lectern's service worker is in control", async ({
  app,
  page,
}) => {
  const speaker = await app.createSpeaker();
  const poll = await createPoll(
    speaker,
    await createSession(speaker),
    "open",
    "Worker poll",
    "Framed?",
    ["Yes", "No"],
  );

  // The embed itself registers no worker: it has no offline use inside another site.
  await page.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
  await expect(page.getByText("Framed?")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);

  // Lectern's own pages install it; the embed's document must still carry the headers that let
  // other sites frame it, never the app shell's.
  await page.goto(app.baseUrl);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const response = await page.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
  expect(response?.fromServiceWorker()).toBe(false);
  const headers = await response!.allHeaders();
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain("frame-ancestors *");
  await expect(page.getByText("Framed?")).toBeVisible();
});

test("a vote taken offline in the embed for a poll closed meanwhile is shown as not sent, with the reason, until discarded", async ({
  app,
  page,
  context,
}) => {
  const speaker = await app.createSpeaker();
  const poll = await createPoll(
    speaker,
    await createSession(speaker),
    "open",
    "Offline poll",
    "Still there?",
    ["Yes", "No"],
  );
  await page.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
  await expect(page.getByRole("button", { name: "Submit Vote" })).toBeVisible();

  // The visitor picks a choice, then the venue's Wi-Fi drops before they tap Submit Vote.
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit Vote" }).click();
  await expect(page.getByText("Saved - will be sent when you're back online")).toBeVisible();
  await setPollState(speaker, poll.id, "closed");
  await context.setOffline(false);

  const refused = page.getByRole("alert").filter({ hasText: "Your vote was not sent" });
  await expect(refused).toContainText(MESSAGES.pollClosed, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "embed-vote-refused");
  await refused.getByRole("button", { name: "Discard" }).click();
  await expect(refused).toHaveCount(0);
  // The card says so (a toast may still be saying it too).
  await expect(page.getByRole("article").getByText("This poll is currently closed.")).toBeVisible();
});

test("embed states: invalid, not found, draft, closed", async ({ app, page }) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker);
  const draft = await createPoll(speaker, sessionId, "draft", "Draft poll");
  const closed = await createPoll(speaker, sessionId, "closed", "Closed poll");
  const embed = new EmbeddedPoll(page, host, app.baseUrl);

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await embed.openOnHostSite("abc");
    await expect(embed.text("Invalid Poll")).toBeVisible();
    await expect(embed.text("The poll ID is missing or invalid.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await embed.openOnHostSite(999_999);
    await expect(embed.text("Poll Not Found")).toBeVisible();
    await expect(embed.text("This poll doesn't exist or has been removed.")).toBeVisible();

    await embed.openOnHostSite(draft.id);
    await expect(embed.text("Poll Not Available")).toBeVisible();
    await expect(embed.text("This poll is still in draft mode.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await embed.openOnHostSite(closed.id);
    await expect(embed.frame.getByText("Closed", { exact: true })).toBeVisible();
    await expect(embed.text("This poll is currently closed.")).toBeVisible();
    await expect(embed.text("Total votes: 0")).toBeVisible();
    await expect(embed.frame.getByRole("radio")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  await screenshot(page, "embed-poll-closed-desktop");
});

test("a host page with the documented snippet sizes the iframe to the poll, before and after the vote", async ({
  app,
  page,
}) => {
  const speaker = await app.createSpeaker();
  const poll = await createPoll(speaker, await createSession(speaker), "open", "Sized poll");
  const embed = new EmbeddedPoll(page, host, app.baseUrl);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await embed.openOnHostSite(poll.id, "", true);
    await expect(embed.frame.getByRole("button", { name: "Submit Vote" })).toBeVisible();
    // The embed code's 600 px give way to the poll's own height: no empty space under it.
    await expect.poll(() => embed.gapUnderPoll()).toBe(0);
    expect(await embed.iframeHeight()).toBeLessThan(600);
    await expect(embed.text("Powered by")).toBeInViewport();
  }
  const before = await embed.iframeHeight();
  await embed.vote("Native apps");
  await expect(embed.text("Total votes: 1")).toBeVisible();
  await expect.poll(() => embed.gapUnderPoll()).toBe(0);
  expect(await embed.iframeHeight()).not.toBe(before);
  await screenshot(page, "embed-poll-sized-desktop");
});

test.describe("a first visit", () => {
  // Requests of a service worker bypass page.route; without one the held request shows the state.
  test.use({ serviceWorkers: "block" });

  test("has the poll's title and question in the page itself, and the app takes over without a jump", async ({
    app,
    browser,
    page,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker);
    const poll = await createPoll(speaker, sessionId, "open", "Slow <poll>", "Tabs & spaces?", [
      "Yes",
      "No",
    ]);

    const boxes = async (page: Page) => ({
      heading: await page.getByRole("heading", { level: 1 }).boundingBox(),
      question: await page.getByText("Tabs & spaces?").boundingBox(),
    });

    // Without JavaScript the card's top is on screen, in the visitor's language.
    const noScript = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: "de-DE",
    });
    const still = await noScript.newPage();
    await still.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
    await expect(still.getByRole("heading", { level: 1 })).toHaveText("Slow <poll>");
    await expect(still.getByText("Tabs & spaces?")).toBeVisible();
    await expect(still.getByText("Live", { exact: true })).toBeVisible();
    await expect(still.getByText("0 Stimmen")).toBeVisible();
    await expect(still).toHaveTitle("Slow <poll> · Lectern");
    const preRendered = await boxes(still);
    expect(preRendered.question).not.toBeNull();
    await noScript.close();

    // With JavaScript, while the app's own read of the poll is held: the same card, in place.
    await page.setViewportSize(PHONE);
    const reads: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "GET" && pathname.startsWith(`/api/polls/${poll.id}/`))
        reads.push(pathname);
    });
    const release = await holdNextRequest(page, `**/api/polls/${poll.id}/embed`);
    await page.goto(`${app.baseUrl}/embed/poll/${poll.id}`);
    await expect(page.getByRole("contentinfo")).toContainText("Powered by");
    await expect(page.getByRole("radio", { name: "Yes" })).toBeVisible();
    expect(await boxes(page)).toEqual(preRendered);
    await expect(page.locator("script[type='application/json']")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const readOfPoll = page.waitForResponse(`**/api/polls/${poll.id}/embed`);
    release();
    await readOfPoll;
    // Each of the page's reads is sent once, whether the app's start or the screen asked first.
    expect(reads.sort()).toEqual([
      `/api/polls/${poll.id}/embed`,
      `/api/polls/${poll.id}/vote-status`,
    ]);
    await embedVote(page, "Yes");
    await expect(page.getByText("1 vote", { exact: true })).toBeVisible();
  });
});
