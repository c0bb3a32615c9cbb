/**
 * Every screen against WCAG 2.2 AA as the audit checked it (docs/product.md, Languages, Home page
 * and The room): axe-core finds no serious or critical violation at 390 and 1440 px, and at 320 px
 * no page scrolls sideways, with long words and a long URL seeded where the speaker types. Each
 * screen is photographed at 320, 390 and 1440. Plus what axe cannot see: the home video stops and
 * stays still under reduced motion, the projector's single-key shortcuts can be turned off and
 * never fire while someone types, the speaker's words carry the session's language, and the
 * not-found states name themselves in the title.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  addLink,
  createKindPoll,
  createPoll,
  createSession,
  ownerContext,
  presenterLink,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { DashboardScreen, SignupScreen } from "./page-models/speaker-screens.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";

const NARROW = { width: 320, height: 640 };
const WIDE = { width: 1440, height: 900 };
const AXE_SIZES = [
  ["phone", PHONE],
  ["desktop", WIDE],
] as const;

/** A German compound and a URL without a break: what widens a page when nothing wraps them. */
const LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen";
const LONG_URL = `https://example.org/${"a-very-long-path-segment-without-any-breaks-".repeat(3)}end`;

/** The session every screen shows, seeded once per worker. */
interface Seeded {
  speaker: Speaker;
  sessionId: number;
  title: string;
  pollId: number;
}

let seeded: Seeded | undefined;

async function seed(app: LecternApp): Promise<Seeded> {
  if (seeded) return seeded;
  const speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const title = `Reflow ${LONG_WORD}`;
  const sessionId = await createSession(speaker, {
    title,
    eventName: `Konferenz ${LONG_WORD}`,
    description: `Slides and links: ${LONG_URL}`,
    language: "en",
  });
  await uploadPdf(speaker, sessionId, `Slides ${LONG_WORD}`);
  await addLink(speaker, sessionId, `Link ${LONG_WORD}`, LONG_URL);
  const poll = await createPoll(
    speaker,
    sessionId,
    "open",
    `Poll ${LONG_WORD}`,
    `Which ${LONG_WORD}?`,
    [`Choice ${LONG_WORD}`, "Short"],
  );
  await createKindPoll(speaker, sessionId, {
    kind: "rating",
    title: "Rate the talk",
    question: "How useful was it?",
    scale: 10,
    lowLabel: "Not useful",
    highLabel: "Very useful",
  });
  const asked = await app.api().request("POST", `/api/sessions/${sessionId}/questions`, {
    questionText: `What about ${LONG_WORD} at ${LONG_URL}?`,
    isAnonymous: false,
    authorName: LONG_WORD,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  seeded = { speaker, sessionId, title, pollId: poll.id };
  return seeded;
}

/**
 * axe at 390 and 1440 px, then no sideways scroll at 320 px (nor at the others, which the
 * screenshots check), each width photographed.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, AXE_SIZES);
  for (const size of [NARROW, PHONE, WIDE]) {
    await page.setViewportSize(size);
    const { overflow, widest } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      // The texts reaching past the window, to name what widens the page.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const past: string[] = [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node && past.length < 3; node = walker.nextNode()) {
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > root.clientWidth + 0.5)
          past.push(
            `<${node.parentElement?.tagName.toLowerCase()} class="${node.parentElement?.className}">`,
          );
      }
      return { overflow: root.scrollWidth - root.clientWidth, widest: past };
    });
    expect(
      overflow,
      `${name} at ${size.width}px scrolls sideways: ${widest.join(", ")}`,
    ).toBeLessThanOrEqual(0);
    await screenshot(page, `a11y-${name}-${size.width}`);
  }
}

function visitorContext(browser: Browser, app: LecternApp): Promise<BrowserContext> {
  return browser.newContext({ baseURL: app.baseUrl, viewport: PHONE, reducedMotion: "reduce" });
}

test.describe("every screen at 320, 390 and 1440 px", () => {
  test("signed out: home, sign-in, sign-up, the code screen, onboarding and not-found", async ({
    app,
    browser,
  }) => {
    const context = await visitorContext(browser, app);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkScreen(page, "home");
    await page.goto("/signin");
    await expect(page.getByLabel("Email")).toBeVisible();
    await checkScreen(page, "signin");

    const signup = new SignupScreen(page);
    await signup.open();
    await checkScreen(page, "signup");
    const email = `reflow-${Date.now()}@example.com`;
    const since = Date.now();
    await signup.register({ firstName: "Ada", lastName: LONG_WORD, email });
    await expect(page.getByLabel("Verification code")).toBeVisible();
    await checkScreen(page, "code");
    await page.getByLabel("Verification code").fill(await app.codeFor(email, since));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.waitForURL("**/onboarding");
    await checkScreen(page, "onboarding");
    await context.close();

    const visitor = await visitorContext(browser, app);
    const lost = await visitor.newPage();
    await lost.goto("/no-such-page");
    await expect(lost).toHaveTitle("Page not found · Lectern");
    await checkScreen(lost, "not-found");
    await lost.goto("/session/987654");
    await expect(lost.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
    await expect(lost).toHaveTitle("Session Not Found · Lectern");
    await checkScreen(lost, "session-not-found");
    await lost.goto("/embed/poll/987654");
    await expect(lost.getByRole("heading", { name: "Poll Not Found" })).toBeVisible();
    await expect(lost).toHaveTitle("Poll Not Found · Lectern");
    await checkScreen(lost, "poll-not-found");
    await visitor.close();
  });

  test("an attendee: the session page's tabs and dialogs, and the embed", async ({
    app,
    browser,
  }) => {
    const { sessionId, pollId } = await seed(app);
    const context = await visitorContext(browser, app);
    const page = await context.newPage();
    const session = new SessionPage(page, app.baseUrl);
    await session.open(sessionId);
    await expect(session.heading()).toContainText(LONG_WORD);
    // The speaker set English: their words say so, the app's own words keep the page's language.
    await expect(session.heading()).toHaveAttribute("lang", "en");
    await checkScreen(page, "session-resources");

    await session.resourceCard(`Slides ${LONG_WORD}`).getByRole("button").click();
    await expect(session.downloadDialog()).toBeVisible();
    await checkScreen(page, "session-download-dialog");
    await page.keyboard.press("Escape");
    await expect(session.downloadDialog()).toBeHidden();

    await session.tab("Q&A").click();
    await expect(page.getByText(`What about ${LONG_WORD}`)).toHaveAttribute("lang", "en");
    await checkScreen(page, "session-qa");
    await page.getByRole("button", { name: "Ask Question" }).click();
    await expect(session.askDialog()).toBeVisible();
    await checkScreen(page, "session-ask-dialog");
    await page.keyboard.press("Escape");
    await expect(session.askDialog()).toBeHidden();

    await session.tab("Polls").click();
    const poll = page.getByRole("article", { name: `Poll ${LONG_WORD}` });
    await expect(poll.getByRole("radio", { name: `Choice ${LONG_WORD}` })).toBeVisible();
    await checkScreen(page, "session-polls");

    await page.goto(`/embed/poll/${pollId}`);
    await expect(page.getByRole("radio", { name: `Choice ${LONG_WORD}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await checkScreen(page, "embed");
    await context.close();
  });

  test("the speaker: dashboard with its menus and dialogs", async ({ app, browser }) => {
    const { speaker, title } = await seed(app);
    const context = await ownerContext(browser, app, speaker, PHONE);
    const page = await context.newPage();
    const dashboard = new DashboardScreen(page);
    await dashboard.open();
    await expect(dashboard.sessionCard(title)).toBeVisible();
    await checkScreen(page, "dashboard");

    await page.setViewportSize(WIDE);
    await page.getByRole("button", { name: `Manage ${title}` }).click();
    await expect(page.getByRole("menuitem", { name: "Edit Session" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, [["desktop", WIDE]]);
    await screenshot(page, "a11y-dashboard-manage-menu-1440");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, [["desktop", WIDE]]);
    await page.keyboard.press("Escape");
    await dashboard.openQr(title);
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkScreen(page, "dashboard-qr-dialog");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    const leads = await dashboard.openRecentLeads(title);
    await expect(leads).toBeVisible();
    await checkScreen(page, "dashboard-leads-dialog");
    await page.keyboard.press("Escape");
    await context.close();
  });

  test("the speaker: create wizard and edit screen tabs", async ({ app, browser }) => {
    const { speaker, sessionId } = await seed(app);
    const context = await ownerContext(browser, app, speaker, PHONE);
    const page = await context.newPage();
    await page.goto("/create-session");
    await expect(page.getByLabel("Event name")).toBeVisible();
    await checkScreen(page, "create-info");
    await page.getByLabel("Event name").fill(`Konferenz ${LONG_WORD}`);
    await page.getByLabel("Session title").fill(`Talk ${LONG_WORD}`);
    await page.getByLabel("Description").fill(LONG_URL);
    await page.getByRole("button", { name: "Next" }).click();
    await checkScreen(page, "create-second-step");

    await page.goto(`/edit-session/${sessionId}`);
    await expect(page.getByLabel("Language of your texts")).toHaveValue("en");
    await checkScreen(page, "edit-info");
    for (const tab of ["Resources", "Polls"] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await checkScreen(page, `edit-${tab.toLowerCase()}`);
    }
    await context.close();
  });

  test("the speaker: leads, live console and profile", async ({ app, browser }) => {
    const { speaker, sessionId } = await seed(app);
    const context = await ownerContext(browser, app, speaker, PHONE);
    const page = await context.newPage();
    await page.goto(`/session/${sessionId}/leads`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkScreen(page, "leads");
    await page.goto(`/session/${sessionId}/live`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkScreen(page, "live-console");
    await page.goto("/speaker-profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkScreen(page, "profile");
    await context.close();
  });
});

test.describe("motion", () => {
  test("the home video stays still under reduced motion, and its button pauses it", async ({
    app,
    browser,
  }) => {
    const still = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: WIDE,
      reducedMotion: "reduce",
    });
    const page = await still.newPage();
    await page.goto("/");
    const video = page.locator("video");
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await still.close();

    const moving = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: WIDE,
      reducedMotion: "no-preference",
    });
    const home = await moving.newPage();
    await home.goto("/");
    const playing = home.locator("video");
    await expect(home.getByRole("button", { name: "Pause video" })).toBeVisible();
    expect(await playing.evaluate((v: HTMLVideoElement) => v.loop)).toBe(false);
    await home.getByRole("button", { name: "Pause video" }).click();
    await expect(home.getByRole("button", { name: "Play video" })).toBeVisible();
    expect(await playing.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await moving.close();
  });
});

test.describe("the projector's keys", () => {
  test("with single-key shortcuts off Q does nothing; on, Q typed in a text field does nothing", async ({
    app,
    browser,
  }) => {
    const { speaker, sessionId, pollId } = await seed(app);
    const url = await presenterLink(speaker, sessionId);
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 1280, height: 720 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const projector = new ProjectorPage(page);
    const stage = async (body: { panel: string; pollId?: number }) => {
      const res = await speaker.api.request("PUT", `/api/sessions/${sessionId}/stage`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await stage({ panel: "poll", pollId });
    await projector.open(url);
    await projector.expectPanel("poll");
    await expect(projector.heading()).toHaveAttribute("lang", "en");
    await checkScreen(page, "projector");

    const shortcuts = page.getByRole("switch", { name: "Single-key shortcuts" });
    await page.keyboard.press("Tab"); // the panel, which scrolls when it cannot fit
    await page.keyboard.press("Tab");
    await expect(shortcuts).toBeFocused();
    await expect(shortcuts).toBeVisible();
    await page.keyboard.press("Space");
    await expect(shortcuts).toHaveAttribute("aria-checked", "false");
    await page.keyboard.press("q");
    await page.keyboard.press("t");
    await page.reload();
    await projector.expectPanel("poll");
    expect(await projector.theme()).toBe("dark");
    await expect(page.getByRole("switch", { name: "Single-key shortcuts" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await page.getByRole("switch", { name: "Single-key shortcuts" }).click();
    await expect(page.getByRole("switch", { name: "Single-key shortcuts" })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    // A text field (a browser extension's, a future setting) takes the keys as typing.
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Notes");
      document.querySelector("main")!.append(field);
    });
    await page.getByRole("textbox", { name: "Notes" }).pressSequentially("qt");
    await expect(page.getByRole("textbox", { name: "Notes" })).toHaveValue("qt");
    await projector.expectPanel("poll");
    expect(await projector.theme()).toBe("dark");

    // Outside a text field, Q goes back to the join panel.
    await page.getByRole("textbox", { name: "Notes" }).blur();
    await page.keyboard.press("q");
    await projector.expectPanel("join");
    await context.close();
  });
});
