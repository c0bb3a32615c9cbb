/**
 * The speaker's journey in Chromium against the built app and the real server: sign up with the
 * mailed code, complete the profile, create a session with a PDF, a link, a CTA and two polls, see
 * it on the dashboard, download its QR code, edit it, sign out and back in, see a lead after an
 * attendee download, export the CSV and delete the session. Every screen is screenshotted at
 * phone and desktop widths and checked with axe-core.
 */
import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { IDEMPOTENCY_KEY_HEADER, type Poll, type PublicSession, type User } from "@lectern/shared";
import { createSession, uploadPdf } from "./page-models/attendee-seed.ts";
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
  CreateSessionScreen,
  DashboardScreen,
  EditSessionScreen,
  expectToast,
  LeadsScreen,
  ProfileScreen,
  SigninScreen,
  SignupScreen,
  TopNav,
  VerifyOtpScreen,
} from "./page-models/speaker-screens.ts";
import { signInAs } from "./page-models/signed-in.ts";

const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Screenshots the screen at phone and desktop widths and runs axe at both. */
async function captureScreen(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${label}`);
  }
  await expectNoSeriousA11yViolations(page);
}

test.use({
  viewport: DESKTOP,
  permissions: ["clipboard-read", "clipboard-write"],
  baseURL: async ({ app }, use) => use(app.baseUrl),
});

/** A desktop browser as the tests' own page has it, for a journey whose steps share one page. */
async function newSpeakerContext(browser: Browser, app: LecternApp): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: DESKTOP,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.baseUrl });
  return context;
}

test.describe("a new speaker's journey, from sign-up to deleting the session", () => {
  test.describe.configure({ mode: "serial" });

  const email = `ada-${Date.now()}@example.com`;
  let context: BrowserContext;
  let page: Page;
  let dashboard: DashboardScreen;
  let sessionId: number;
  let pdfId: number;

  test.beforeAll(async ({ app, browser }) => {
    context = await newSpeakerContext(browser, app);
    page = await context.newPage();
    page.on("pageerror", (error) => console.error("page error:", error.message));
    dashboard = new DashboardScreen(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("the signed-out home page leads every button to sign-up and hides its video on phones", async ({
    app,
  }) => {
    await page.goto(app.baseUrl + "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.locator("video")).toBeVisible();
    // Every call to action goes to /signup (docs/product.md, "Home page"); "See how it helps" is a plain text link.
    const buttonLooks = await page.locator("main a, main button").evaluateAll((elements) =>
      elements
        .filter((el) => {
          const style = getComputedStyle(el);
          return (
            style.display !== "none" &&
            (style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0)
          );
        })
        .map((el) => `${el.textContent?.trim()} -> ${el.getAttribute("href")}`),
    );
    // Besides them, only the video's own Pause/Play control (docs/product.md, "Home page").
    expect(buttonLooks).toEqual([
      "Get Started Free -> /signup",
      expect.stringMatching(/^(Pause|Play) video -> null$/),
      "Get Started Free -> /signup",
    ]);
    await expect(page.getByRole("link", { name: "See how it helps" })).toHaveAttribute(
      "href",
      "#how-it-helps",
    );
    await captureScreen(page, "home");
    await page.setViewportSize(PHONE);
    await expect(page.locator("video")).toBeHidden();
    await page.setViewportSize(DESKTOP);
  });

  test("sign-up asks for the required fields, then verifies the mailed code", async ({ app }) => {
    const signup = new SignupScreen(page);
    await signup.open();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await captureScreen(page, "signup");
    const since = Date.now();
    await signup.register({ firstName: "Ada", lastName: "Lovelace", email });
    await expectToast(page, "Registration successful");
    await expect(page.getByText(email)).toBeVisible();
    await captureScreen(page, "verify-otp");
    await new VerifyOtpScreen(page).enterCode(await app.codeFor(email, since));
    await page.waitForURL("**/onboarding");
    await expectToast(page, "Email verified successfully");
  });

  test("the profile needs its names and takes a picture; the unconfigured LinkedIn lookup fails clearly", async () => {
    const profile = new ProfileScreen(page);
    await expect(page.getByLabel("Designation / title (optional)")).toBeVisible();
    await expect(page.getByLabel("Company (optional)")).toBeVisible();
    const firstName = page.getByLabel(/^First name/);
    await firstName.fill("");
    await profile.submit("Complete Profile & Continue");
    await expectToast(page, "Please fill all required fields");
    await expect(firstName).toHaveAccessibleDescription("Required");
    await firstName.fill("Ada");
    await expect(firstName).not.toHaveAttribute("aria-invalid");
    await profile.fetchFromLinkedin("linkedin.com/in/ada-lovelace");
    await expectToast(page, "Failed to fetch LinkedIn data");
    await profile.fill({
      designation: "Engineer",
      company: "Analytical Engines",
      bio: "Writes programs for engines.",
    });
    await profile.uploadPicture({ name: "ada.png", mimeType: "image/png", buffer: TINY_PNG });
    await expectToast(page, "Picture uploaded");
    await expect(page.getByRole("img", { name: "Your display picture" })).toBeVisible();
    await captureScreen(page, "onboarding");
    await profile.submit("Complete Profile & Continue");
    await page.waitForURL("**/dashboard");
    await expectToast(page, "Profile completed!");
  });

  test("an empty dashboard invites the speaker to create a first session", async () => {
    await expect(page.getByRole("heading", { name: "Welcome, Ada!" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Create Your First Session Page" }),
    ).toBeVisible();
    await captureScreen(page, "dashboard-empty");
  });

  test("the wizard checks the info, then creates a page with a PDF, a link, a CTA and two polls", async () => {
    // Five screens photographed at two sizes, each checked with axe: more than the usual time.
    test.slow();
    await page.getByRole("link", { name: "Create Session" }).first().click();
    await page.waitForURL("**/create-session");
    const wizard = new CreateSessionScreen(page);
    await wizard.next();
    await expectToast(page, "Missing required fields");
    await wizard.fillInfo({
      eventName: "PyCon 2025",
      title: "Engines of Thought",
      description: "How machines may one day compose music.",
    });
    await expect(page.getByRole("switch", { name: "Enable Q&A Forum" })).toBeChecked();
    await page.getByRole("button", { name: /Speaker Information/ }).click();
    await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines");
    await captureScreen(page, "create-session-info");
    await wizard.next();
    await wizard.attach("Presentation", {
      name: "engines.pdf",
      mimeType: "application/pdf",
      buffer: TINY_PDF,
    });
    await expectToast(page, "File attached");
    // A file dropped on a group is attached too, its title tidied from its name.
    await wizard.drop("Handouts", [
      { name: "cheat_sheet-v2.pdf", mimeType: "application/pdf", buffer: TINY_PDF },
    ]);
    const handouts = page.getByRole("region", { name: "Handouts", exact: true });
    await expect(handouts.getByRole("textbox", { name: /^Title/ })).toHaveValue("Cheat sheet v2");
    await expect(
      page.getByRole("region", { name: "Presentation", exact: true }).getByLabel(/^Title/),
    ).toHaveValue("Engines");
    await wizard.addLink("Notes", "notes.example.com/engines");
    await wizard.addCta({
      title: "Join the newsletter",
      buttonText: "Subscribe",
      url: "news.example.com",
      description: "One letter a month.",
    });
    await captureScreen(page, "create-session-resources");
    await wizard.next();
    await wizard.addPoll({
      title: "Warm-up",
      question: "Have you written code?",
      choices: ["Yes", "No", "Not yet"],
    });
    // The question is the one required field: once left, it is checked as it changes.
    const untitled = await wizard.addPoll({ question: "Can", choices: ["Yes", "No"] });
    const question = untitled.getByRole("textbox", { name: /^Question/ });
    await untitled.getByLabel("Title (optional)").focus();
    await question.fill("");
    await expect(question).toHaveAccessibleDescription("A poll needs a question");
    await captureScreen(page, "create-session-poll-error");
    await question.fill("Can machines compose?");
    await expect(untitled.getByText("A poll needs a question")).toHaveCount(0);
    await expect(question).not.toHaveAttribute("aria-invalid");
    await captureScreen(page, "create-session-polls");
    sessionId = await wizard.create();
    expect(sessionId).toBeGreaterThan(0);
    await expect(page.getByRole("dialog").getByRole("img", { name: /QR code/ })).toBeVisible();
    await captureScreen(page, "create-session-success");
  });

  test("the created page keeps the PDF, the link and CTA with https:// added, and two open polls", async ({
    app,
  }) => {
    const saved = (await (
      await page.request.get(`${app.baseUrl}/api/sessions/${sessionId}/public`)
    ).json()) as PublicSession;
    const byType = (type: string) => saved.resources.filter((r) => r.type === type);
    expect(byType("presentation").map((r) => r.title)).toEqual(["Engines"]);
    expect(byType("handout").map((r) => r.title)).toEqual(["Cheat sheet v2"]);
    expect(byType("link")[0]?.url).toBe("https://notes.example.com/engines");
    expect(byType("cta")[0]).toMatchObject({
      title: "Join the newsletter",
      buttonText: "Subscribe",
      url: "https://news.example.com",
    });
    const polls = (await (
      await page.request.get(`${app.baseUrl}/api/sessions/${sessionId}/polls`)
    ).json()) as Poll[];
    expect(polls.map((p) => [p.title, p.question, p.state, p.choices.length])).toEqual([
      ["Warm-up", "Have you written code?", "open", 3],
      ["", "Can machines compose?", "open", 2],
    ]);
    pdfId = byType("presentation")[0]!.id;
  });

  test("the dashboard lists the session; its QR code downloads as a PNG and its link copies", async ({
    app,
  }) => {
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await expect(dashboard.sessionCard("Engines of Thought")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create New Session Page" })).toBeVisible();
    await captureScreen(page, "dashboard");
    await dashboard.openQr("Engines of Thought");
    await captureScreen(page, "dashboard-qr");
    const qr = await dashboard.downloadQr();
    expect(qr.suggestedFilename()).toBe(`qr-code-${sessionId}.png`);
    expect(
      fs
        .readFileSync(await qr.path())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${app.baseUrl}/session/${sessionId}`,
    );
    await page.keyboard.press("Escape");
  });

  test("each dashboard card shows its talk's views, questions and votes, with Run live and Present", async ({
    app,
  }) => {
    const visitor = app.api();
    await visitor.request("GET", `/api/sessions/${sessionId}/public`);
    await visitor.request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText: "Will engines weave?",
      isAnonymous: true,
      authorName: null,
    });
    const polls = (await (
      await page.request.get(`${app.baseUrl}/api/sessions/${sessionId}/polls`)
    ).json()) as Poll[];
    const voted = await visitor.request(
      "POST",
      `/api/polls/${polls[0]!.id}/vote`,
      { choiceId: polls[0]!.choices[0]!.id },
      { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    );
    expect(voted.status).toBe(201);
    await page.reload();
    await expect(dashboard.activity("Engines of Thought")).toHaveText([
      "1 view",
      "1 question",
      "1 vote",
    ]);
    await captureScreen(page, "dashboard-card-actions");

    const projector = context.waitForEvent("page");
    await dashboard.present("Engines of Thought").click();
    const present = await projector;
    await present.waitForURL(`**/session/${sessionId}/present`);
    await expect(present.getByText(`/session/${sessionId}`).first()).toBeVisible();
    await present.close();

    await dashboard.runLive("Engines of Thought").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/session/${sessionId}/live`);
    await expect(page.getByRole("heading", { level: 1, name: /Live console/ })).toBeVisible();
    await dashboard.open();
  });

  test("the editor renames the session", async () => {
    await dashboard.manage("Engines of Thought", "Edit Session");
    await page.waitForURL(`**/edit-session/${sessionId}`);
    await expect(page.getByRole("heading", { name: "Session Page Ready" })).toBeVisible();
    await captureScreen(page, "edit-session-info");
    await new EditSessionScreen(page).rename("Engines of Thought, Revised");
    await expectToast(page, "Session updated successfully");
    await expect(
      page.getByRole("heading", { level: 1, name: "Engines of Thought, Revised" }),
    ).toBeVisible();
  });

  test("an edited link shows as Unsaved until its changes are discarded", async () => {
    await new EditSessionScreen(page).tab("Resources");
    const link = page.getByRole("group", { name: /^Link 1/ });
    await link.getByLabel("Title").fill("Notes, edited");
    await expect(page.getByRole("group", { name: "Link 1 Unsaved" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save All Changes" })).toBeVisible();
    await captureScreen(page, "edit-session-resources");
    await page.getByRole("button", { name: "Discard Changes" }).click();
    await expect(page.getByRole("button", { name: "Save All Changes" })).toBeHidden();
    await expect(link.getByLabel("Title")).toHaveValue("Notes");
  });

  test("a new poll starts as a draft; opened, it offers its embed code to copy", async ({
    app,
  }) => {
    const editor = new EditSessionScreen(page);
    const draft = await editor.addDraftPoll("Which engine?", ["Difference", "Analytical"]);
    await expectToast(page, "Poll created");
    // Saved polls are listed collapsed, by their title or, without one, their question.
    await expect
      .poll(() => editor.pollLabels())
      .toEqual(["Warm-up", "Can machines compose?", "Which engine?"]);
    const third = await editor.openPoll(3);
    await expect(third.getByText("Draft", { exact: true })).toBeVisible();
    await expect(third.getByLabel("Embed code", { exact: true })).toHaveCount(0);
    await third.getByRole("radio", { name: /^Open\b(?! text)/ }).click();
    await third.getByRole("button", { name: "Save Poll" }).click();
    await expectToast(page, "Polls saved");
    await expect(third.getByLabel("Embed code", { exact: true })).toBeVisible();
    await captureScreen(page, "edit-session-polls");
    await third.getByRole("button", { name: "Copy Embed Code" }).click();
    await expectToast(page, "Embed code copied!");
    const embed = await page.evaluate(() => navigator.clipboard.readText());
    expect(embed).toMatch(
      new RegExp(`^<iframe src="${app.baseUrl}/embed/poll/\\d+" width="100%" height="600"`),
    );
    expect(draft).toBeTruthy();
  });

  test("polls move up and down with the keyboard; the order is kept and every screen follows it", async ({
    app,
  }) => {
    const editor = new EditSessionScreen(page);
    await editor.movePoll(3, "up");
    await expect(
      page.getByRole("status").filter({ hasText: "Poll moved to position 2." }),
    ).toHaveCount(1);
    await editor.movePoll(2, "up");
    await expect
      .poll(() => editor.pollLabels())
      .toEqual(["Which engine?", "Warm-up", "Can machines compose?"]);
    await expect(editor.poll(1).getByRole("button", { name: "Move poll 1 up" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await captureScreen(page, "edit-session-polls-order");
    await page.reload();
    await editor.tab("Polls");
    await expect
      .poll(() => editor.pollLabels())
      .toEqual(["Which engine?", "Warm-up", "Can machines compose?"]);
    const shown = (await (
      await page.request.get(`${app.baseUrl}/api/sessions/${sessionId}/public-polls`)
    ).json()) as Poll[];
    expect(shown.map((p) => p.question)).toEqual([
      "Which engine?",
      "Have you written code?",
      "Can machines compose?",
    ]);
    const attendee = await context.newPage();
    await attendee.goto(`/session/${sessionId}`);
    await attendee.getByRole("tab", { name: "Polls" }).click();
    await expect(attendee.getByRole("heading", { level: 3 })).toHaveText([
      "Which engine?",
      "Warm-up",
      "Can machines compose?",
    ]);
    await attendee.close();
  });

  test("the speaker signs out, then back in with a new mailed code", async ({ app }) => {
    await new TopNav(page).signOut("Ada");
    await expectToast(page, "Signed out successfully");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    const since = Date.now();
    await new SigninScreen(page).requestCode(email);
    await expectToast(page, "OTP Sent!");
    await new VerifyOtpScreen(page).enterCode(await app.codeFor(email, since));
    await page.waitForURL("**/dashboard");
    await expectToast(page, "Welcome back to Lectern");
  });

  test("an attendee's download shows as a lead in the dashboard's dialog and on the leads screen", async ({
    app,
  }) => {
    // A fresh visitor, through the API.
    const downloaded = await app.api().request("POST", `/api/resources/${pdfId}/download`, {
      email: "grace@example.com",
    });
    expect(downloaded.status).toBeLessThan(300);
    await page.reload();
    await page.getByRole("button", { name: /^Recent Leads of / }).click();
    const recent = page.getByRole("dialog", { name: /^Leads for / });
    await expect(
      recent.getByRole("listitem").filter({ hasText: "grace@example.com" }),
    ).toContainText("Engines");
    await expect(recent.getByText("Total: 1 lead")).toBeVisible();
    await captureScreen(page, "dashboard-leads");
    await recent.getByRole("link", { name: "View Leads" }).click();
    await page.waitForURL(`**/session/${sessionId}/leads`);
    await expect(page.getByRole("cell", { name: "grace@example.com", exact: true })).toBeVisible();
    await captureScreen(page, "leads");
    const dialog = await new LeadsScreen(page).openDownloadsOf("grace@example.com");
    await expect(dialog.getByText("Engines")).toBeVisible();
    await captureScreen(page, "leads-downloads");
    await page.keyboard.press("Escape");
  });

  test("the leads export as a CSV with one row per lead", async () => {
    const csv = await new LeadsScreen(page).exportCsv();
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^session-leads-${sessionId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const lines = fs
      .readFileSync(await csv.path(), "utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Email,First Seen,Page Views,Downloads,Downloads Details,consent_text,consent_at,confirmed",
    );
    expect(lines).toHaveLength(2);
    // The consent text the gate showed, when it was accepted, and no confirmation asked for.
    expect(lines[1]).toMatch(
      /^grace@example\.com,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d+,1,Engines \(presentation\) - \d{4}-\d{2}-\d{2} \d{2}:\d{2},.+ will receive your e-mail address and may contact you about this talk\.,\d{4}-\d{2}-\d{2}T[\d:.]+Z,false$/,
    );
  });

  test("a deleted session leaves the dashboard empty again", async () => {
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await dashboard.manage("Engines of Thought, Revised", "Delete Session");
    await captureScreen(page, "dashboard-delete");
    await dashboard.confirmDelete();
    await expectToast(page, "Session deleted");
    await expect(dashboard.sessionCard("Engines of Thought, Revised")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Create Your First Session Page" }),
    ).toBeVisible();
  });
});

test("signed-out visitors are sent away from speaker screens, and unknown routes show the 404 page", async ({
  page,
  app,
}) => {
  for (const [path, target] of [
    ["/dashboard", "/"],
    ["/create-session", "/"],
    ["/edit-session/1", "/"],
    ["/onboarding", "/signin"],
    ["/speaker-profile", "/signin"],
  ] as const) {
    await page.goto(app.baseUrl + path);
    await page.waitForURL((url) => url.pathname === target);
  }
  await page.goto(app.baseUrl + "/signin");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await captureScreen(page, "signin-error");
  await page.goto(app.baseUrl + "/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await captureScreen(page, "not-found");
});

test.describe("a signed-in speaker's profile, missing sessions and an ended server session", () => {
  test.describe.configure({ mode: "serial" });

  let context: BrowserContext;
  let page: Page;
  let speaker: Speaker;

  test.beforeAll(async ({ app, browser }) => {
    speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
    context = await newSpeakerContext(browser, app);
    page = await context.newPage();
    await signInAs(page, app, speaker);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("the profile screen shows the saved profile; the user menu offers Dashboard, My Speaker Profile, Integrations and Sign Out", async ({
    app,
  }) => {
    await page.goto(app.baseUrl + "/speaker-profile");
    await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines");
    await captureScreen(page, "speaker-profile");
    await new TopNav(page).openUserMenu("Grace");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Dashboard",
      "My Speaker Profile",
      "Integrations",
      "Sign Out",
    ]);
    await captureScreen(page, "user-menu");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("a profile edit needs the required fields, then saves and returns to the dashboard", async () => {
    const lastName = page.getByLabel(/^Last name/);
    await lastName.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Please fill all required fields");
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await lastName.fill("Hopper");
    await expect(lastName).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("Company").fill("US Navy");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/dashboard");
    await expectToast(page, "Profile updated!");
    const after = await speaker.api.request<User>("GET", `/api/users/${speaker.userId}`);
    expect(after.body.company).toBe("US Navy");
  });

  test("a missing session shows Session Not Found in the editor and on the leads screen", async ({
    app,
  }) => {
    await page.goto(app.baseUrl + "/edit-session/999999");
    await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
    await captureScreen(page, "edit-session-not-found");
    await new LeadsScreen(page).open(999999);
    await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await captureScreen(page, "leads-not-found");
  });

  test("when the server session ends, the dashboard signs the speaker out of the UI too", async ({
    app,
  }) => {
    // The cookie is gone, as when the server session expires.
    await context.clearCookies();
    await page.goto(app.baseUrl + "/dashboard");
    await page.waitForURL((url) => url.pathname === "/");
    await expectToast(page, "Please sign in again");
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("a signed-in speaker's session, before and after its first leads", () => {
  test.describe.configure({ mode: "serial" });

  const title = "Orbits by hand";
  let context: BrowserContext;
  let page: Page;
  let speaker: Speaker;
  let sessionId: number;
  let dashboard: DashboardScreen;

  test.beforeAll(async ({ app, browser }) => {
    speaker = await app.createSpeaker({ firstName: "Katherine", lastName: "Johnson" });
    sessionId = await createSession(speaker, { title, eventName: "Space Day" });
    context = await newSpeakerContext(browser, app);
    page = await context.newPage();
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await signInAs(page, app, speaker);
    dashboard = new DashboardScreen(page);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("before any lead, the dashboard's leads dialog and the leads screen say so, with no Export Leads", async () => {
    await dashboard.open();
    await expect(dashboard.statValue("Total Sessions")).toHaveText("1");
    await expect(dashboard.statValue("QR Scans")).toHaveText("0");
    await expect(dashboard.statValue("Total Downloads")).toHaveText("0");
    await expect(dashboard.viewLeads(title)).toHaveText("View Leads (0)");
    const recent = await dashboard.openRecentLeads(title);
    await expect(recent.getByText("No leads collected yet")).toBeVisible();
    await expect(recent.getByText(/^Total:/)).toHaveCount(0);
    await captureScreen(page, "dashboard-leads-empty");
    await recent.getByRole("link", { name: "View Leads" }).click();
    await page.waitForURL(`**/session/${sessionId}/leads`);
    await expect(page.getByRole("heading", { level: 1, name: `Leads for ${title}` })).toBeVisible();
    await expect(page.getByText("No leads collected yet")).toBeVisible();
    await expect(
      page.getByText(
        "Leads will appear here when visitors download resources from your session page.",
      ),
    ).toBeVisible();
    await expect(new LeadsScreen(page).stat("Unique Leads")).toHaveText("0");
    await expect(page.getByRole("button", { name: "Export Leads" })).toHaveCount(0);
    await captureScreen(page, "leads-empty");
  });

  test("the dashboard counts sessions, QR scans, downloads and each session's leads", async ({
    app,
  }) => {
    // A second session, two QR scans and two downloads by two fresh visitors, through the API.
    await createSession(speaker, { title: "Second talk" });
    const pdfId = await uploadPdf(speaker, sessionId, "Trajectories");
    for (const email of ["dorothy@example.com", "mary@example.com"]) {
      const attendee = app.api();
      expect((await attendee.request("POST", `/api/sessions/${sessionId}/track-qr`)).status).toBe(
        201,
      );
      expect(
        (await attendee.request("POST", `/api/resources/${pdfId}/download`, { email })).status,
      ).toBeLessThan(300);
    }
    await dashboard.open();
    await expect(dashboard.statValue("Total Sessions")).toHaveText("2");
    await expect(dashboard.statValue("QR Scans")).toHaveText("2");
    await expect(dashboard.statValue("Total Downloads")).toHaveText("2");
    await expect(dashboard.viewLeads(title)).toHaveText("View Leads (2)");
    await expect(dashboard.viewLeads("Second talk")).toHaveText("View Leads (0)");
    await expect(dashboard.viewLeads(title)).toHaveAttribute("href", `/session/${sessionId}/leads`);
  });

  test("View Page opens the public page in a new tab", async () => {
    const viewPage = dashboard.viewPage(title);
    await expect(viewPage).toHaveAttribute("target", "_blank");
    await expect(viewPage).toHaveAttribute("href", `/session/${sessionId}`);
    const [tab] = await Promise.all([context.waitForEvent("page"), viewPage.click()]);
    await tab.waitForURL(`**/session/${sessionId}`);
    await expect(tab.getByRole("heading", { name: title })).toBeVisible();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });

  test("the editor uploads two files at once into one group, and a dropped one, each titled from its name", async () => {
    await dashboard.manage(title, "Edit Session");
    await page.waitForURL(`**/edit-session/${sessionId}`);
    const editor = new EditSessionScreen(page);
    await editor.tab("Resources");
    await editor.uploadFiles("Handouts", [
      { name: "worksheet.pdf", mimeType: "application/pdf", buffer: TINY_PDF },
      { name: "diagram.png", mimeType: "image/png", buffer: TINY_PNG },
    ]);
    await expectToast(page, "All resources uploaded!");
    const handouts = editor.fileGroup("Handouts");
    await expect(handouts.getByRole("link", { name: "Worksheet", exact: true })).toBeVisible();
    await expect(handouts.getByRole("link", { name: "Diagram", exact: true })).toBeVisible();
    await expect(
      editor.fileGroup("Presentation").getByRole("link", { name: "Trajectories", exact: true }),
    ).toBeVisible();
    await editor.drop("Other Resources", [
      { name: "launch_window-2026.pdf", mimeType: "application/pdf", buffer: TINY_PDF },
    ]);
    await expect(
      editor
        .fileGroup("Other Resources")
        .getByRole("link", { name: "Launch window 2026", exact: true }),
    ).toBeVisible();
    await captureScreen(page, "edit-session-dropped-file");
  });

  test("a new helpful link shows as Unsaved until Save All Changes, and is kept after a reload", async () => {
    const editor = new EditSessionScreen(page);
    const link = await editor.addLink("Orbital mechanics primer", "example.com/orbits");
    await expect(page.getByRole("group", { name: "Link 1 Unsaved" })).toBeVisible();
    await captureScreen(page, "edit-session-unsaved-link");
    await editor.saveAllChanges();
    await expectToast(page, "All changes saved");
    await expect(page.getByRole("button", { name: "Save All Changes" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Link 1", exact: true })).toBeVisible();
    // The item now shows what was saved (https:// added), so it is no longer marked Unsaved.
    await expect(link.getByLabel("URL")).toHaveValue("https://example.com/orbits");

    await page.reload();
    await editor.tab("Resources");
    const saved = page.getByRole("group", { name: "Link 1", exact: true });
    await expect(saved.getByLabel("Title")).toHaveValue("Orbital mechanics primer");
    await expect(saved.getByLabel("URL")).toHaveValue("https://example.com/orbits");
    await expect(editor.fileGroup("Handouts").getByRole("link")).toHaveText([
      "Worksheet",
      "Diagram",
    ]);
  });
});

test("the attendee's session page loads no speaker code", async ({ page, app }) => {
  const speaker = await app.createSpeaker();
  const created = await speaker.api.request<{ id: number }>("POST", "/api/sessions", {
    eventName: "Conf",
    title: "Split test",
    description: "Chunks",
  });
  expect(created.status).toBe(201);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${app.baseUrl}/session/${created.body.id}`);
  await expect(page.getByRole("heading", { name: "Split test" })).toBeVisible();
  const speakerChunks =
    /(home|signin|signup|verify-otp|onboarding|dashboard|create-session|edit-session|speaker-profile|leads|not-found)-page|speaker-layout|top-nav|profile-form/;
  expect(scripts.filter((path) => speakerChunks.test(path))).toEqual([]);
});
