/**
 * Team access (docs/product.md, Team) in real Chromium against the built app and a real server,
 * three people at once: the owner (a desktop browser) invites a moderator by e-mail from the edit
 * screen's Team tab; the moderator (a phone) opens the mailed link, signs up with the address it
 * fills in and the mailed code, finds the session under "Shared with me" with the Moderator badge,
 * first on a dashboard with no session of its own, and runs its live console; an attendee asks,
 * and the moderator approves the question while the owner edits a poll, both saved; the owner
 * removes the moderator, and the moderator's open console says "You no longer have access to this
 * session". The Team tab and the shared dashboard are checked with axe-core and photographed, and
 * both are photographed at phone width in every language, their headings and the activity's roles
 * translated, every tab of the edit screen in full on the phone and reached with the arrow keys.
 */
import {
  LANGUAGE_COOKIE,
  LOCALES,
  loadTranslator,
  type Locale,
  type Poll,
  type Question,
} from "@lectern/shared";
import type { Browser, BrowserContext } from "@playwright/test";
import {
  askFromHall,
  createPoll,
  createSession,
  ownerContext,
} from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { EditSessionScreen, expectToast, VerifyOtpScreen } from "./page-models/speaker-screens.ts";
import { invitationLinkFor, SharedWithMe, TeamTab } from "./page-models/team-tab.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  screenshotWidths,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";

const TITLE = "Offline-first web apps for the conference hall";

test.describe("Team access", () => {
  test("the owner invites a moderator, who signs up from the mail, moderates live and loses access when removed", async ({
    app,
    browser,
  }) => {
    // Three browsers, a sign-up, two axe runs at two widths and four pictures.
    test.slow();
    const owner = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
    const sessionId = await createSession(owner, { title: TITLE, questionReview: true });
    await createPoll(owner, sessionId, "open", "Warm-up", "Tabs or spaces?", ["Tabs", "Spaces"]);

    // The owner invites the moderator from the Team tab.
    const ownerBrowser = await ownerContext(browser, app, owner, DESKTOP);
    const ownerPage = await ownerBrowser.newPage();
    const team = new TeamTab(ownerPage);
    await team.open(sessionId);
    const moderatorEmail = `moderator-${process.pid}-${Date.now()}@example.com`;
    const invitedAt = Date.now();
    await team.invite(moderatorEmail, "Moderator");
    await expect(team.member(moderatorEmail)).toContainText("Invited");
    await expect(team.roleOf(moderatorEmail)).toHaveValue("moderator");

    // The moderator opens the link of the invitation e-mail on a phone and signs up with it.
    const link = await invitationLinkFor(app, moderatorEmail, invitedAt);
    expect(link).toBe(`/signup?email=${encodeURIComponent(moderatorEmail)}`);
    const moderatorBrowser = await phoneContext(browser, app.baseUrl);
    const moderatorPage = await moderatorBrowser.newPage();
    await moderatorPage.goto(link);
    await expect(moderatorPage.getByLabel("Email")).toHaveValue(moderatorEmail);
    await moderatorPage.getByLabel("First name").fill("Grace");
    await moderatorPage.getByLabel("Last name").fill("Hopper");
    const signedUpAt = Date.now();
    await moderatorPage.getByRole("button", { name: "Create Account" }).click();
    await moderatorPage.waitForURL("**/verify-otp");
    await new VerifyOtpScreen(moderatorPage).enterCode(
      await app.codeFor(moderatorEmail, signedUpAt),
    );
    await moderatorPage.waitForURL("**/onboarding");
    await moderatorPage.getByRole("button", { name: "Complete Profile & Continue" }).click();
    await moderatorPage.waitForURL("**/dashboard");

    // Shared with me: the session, its owner and the Moderator badge; checked and photographed.
    const shared = new SharedWithMe(moderatorPage);
    const card = shared.card(TITLE);
    await expect(card).toBeVisible();
    // With no session of their own, what is shared comes first, in sight on the phone.
    await expect(
      shared.section().getByRole("heading", { name: "Shared with me" }),
    ).toBeInViewport();
    await expect(
      moderatorPage.getByRole("heading", { name: "Create Your First Session Page" }),
    ).toHaveCount(0);
    await expect(
      moderatorPage
        .getByRole("region", { name: "Your Session Pages" })
        .getByRole("link", { name: "Create Session" }),
    ).toBeVisible();
    await expect(card.getByText("Moderator", { exact: true })).toBeVisible();
    await expect(card).toContainText("Owner: Ada Lovelace");
    await expect(moderatorPage.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await screenshot(moderatorPage, "team-shared-with-me-phone");
    await expectNoSeriousA11yViolations(moderatorPage);

    // The moderator runs the live console from the card.
    await shared.runLive(TITLE).click();
    const live = new LiveConsolePage(moderatorPage);
    await expect(
      moderatorPage.getByRole("heading", { level: 1, name: "Live console" }),
    ).toBeVisible();
    await expect(live.reviewQueue()).toHaveAccessibleName("Waiting for review (0)");

    // The owner's Team tab now lists the moderator as active, with the name; checked, photographed.
    await team.open(sessionId);
    await expect(team.member(moderatorEmail)).toContainText("Active");
    await expect(team.member(moderatorEmail)).toContainText("Grace Hopper");
    await expect(
      team.activity(`Ada Lovelace added ${moderatorEmail} to the team as Moderator`),
    ).toBeVisible();
    // The hand-over names the member by name alone: no one else on the team has it.
    await expect(team.panel().getByLabel("New owner").locator("option")).toHaveText([
      "Grace Hopper",
    ]);
    await expect(ownerPage.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await ownerPage.evaluate(() => window.scrollTo(0, 0));
    await screenshotWidths(ownerPage, "team-tab-members");
    await expectNoSeriousA11yViolations(ownerPage);

    // An attendee asks; it waits for review on the moderator's console.
    const asked = "Will the recording be public?";
    await askFromHall(app, sessionId, asked);
    await expect(live.reviewQueue().getByRole("article", { name: asked })).toBeVisible();

    // The owner edits the poll while the moderator approves the question: both are saved.
    const edit = new EditSessionScreen(ownerPage);
    await edit.tab("Polls");
    const poll = await edit.openPoll(1);
    await poll.getByLabel("Question").fill("Tabs or spaces, honestly?");
    await Promise.all([
      live.approve(asked),
      (async () => {
        await poll.getByRole("button", { name: "Save Poll" }).click();
        await expectToast(ownerPage, "Polls saved");
      })(),
    ]);
    await expect(live.reviewQueue()).toHaveAccessibleName("Waiting for review (0)");
    await expect(live.question(asked)).toBeVisible();
    const questions = await owner.api.request<Question[]>(
      "GET",
      `/api/sessions/${sessionId}/questions`,
    );
    expect(questions.body.find((q) => q.questionText === asked)?.status).toBe("approved");
    const polls = await owner.api.request<Poll[]>("GET", `/api/sessions/${sessionId}/polls`);
    expect(polls.body.map((p) => p.question)).toEqual(["Tabs or spaces, honestly?"]);

    // The owner removes the moderator, confirming; the moderator's open console says so.
    await team.show();
    await team.remove(moderatorEmail);
    await expectToast(ownerPage, `${moderatorEmail} was removed`);
    const noAccess = moderatorPage.getByRole("heading", {
      name: "You no longer have access to this session",
    });
    // The issue asks for 2 s; tests never assert a time, so the wait is only kept bounded.
    await expect(noAccess).toBeVisible({ timeout: 5_000 });
    await expect(moderatorPage.getByRole("alert").filter({ has: noAccess })).toContainText(
      "Its owner has removed you from the session's team.",
    );
    await expect(moderatorPage.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    await expect(live.reviewQueue()).toHaveCount(0);
    await screenshot(moderatorPage, "team-console-no-access-phone");

    await Promise.all([ownerBrowser.close(), moderatorBrowser.close()]);
  });
});

/** A signed-in speaker's browser at phone width, set to `locale` as the language picker sets it. */
async function speakerPhoneIn(
  browser: Browser,
  app: LecternApp,
  speaker: Speaker,
  locale: Locale,
): Promise<BrowserContext> {
  const context = await ownerContext(browser, app, speaker, PHONE);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: app.baseUrl }]);
  return context;
}

test.describe("Team access in each language at phone width", () => {
  let owner: Speaker;
  let moderator: Speaker;
  let sessionId: number;
  const viewerEmail = `viewer-${process.pid}-${Date.now()}@example.com`;

  test.beforeAll(async ({ app }) => {
    owner = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
    sessionId = await createSession(owner, { title: TITLE, questionReview: true });
    moderator = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
    for (const [email, role] of [
      [moderator.email, "moderator"],
      [viewerEmail, "viewer"],
    ] as const) {
      const invited = await owner.api.request("POST", `/api/sessions/${sessionId}/members`, {
        email,
        role,
      });
      expect(invited.status).toBe(201);
    }
    // The moderator's next visit makes the invitation active (the Team tab then shows the name).
    expect((await moderator.api.request("GET", "/api/auth/me")).status).toBe(200);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the Team tab and Shared with me are translated and fit the screen`, async ({
      app,
      browser,
    }) => {
      const { t } = await loadTranslator(locale);
      /** A text in `locale`, which must differ from the English (else it was left untranslated). */
      const translated = (message: string) => {
        const text = t(message);
        if (locale !== "en") expect(text, `"${message}" in ${locale}`).not.toBe(message);
        return text;
      };

      const ownerBrowser = await speakerPhoneIn(browser, app, owner, locale);
      const ownerPage = await ownerBrowser.newPage();
      const team = new TeamTab(ownerPage, t);
      await team.open(sessionId);
      expect(await ownerPage.evaluate(() => document.documentElement.lang)).toBe(locale);
      const panel = team.panel();
      for (const heading of ["Who can do what", "Invite someone", "People with access"]) {
        await expect(panel.getByRole("heading", { name: translated(heading) })).toBeVisible();
        if (locale !== "en") await expect(panel.getByText(heading, { exact: true })).toHaveCount(0);
      }
      await expect(
        panel.getByRole("button", { name: translated("Send invitation") }),
      ).toBeVisible();
      await expect(team.member(moderator.email)).toContainText("Grace Hopper");
      await expect(team.member(viewerEmail)).toContainText(translated("Invited"));
      // The role given is named in the language, not as the server's key.
      await expect(
        team.activity(
          t("{actor} added {subject} to the team as {role}", {
            actor: "Ada Lovelace",
            subject: moderator.email,
            role: t("Moderator"),
          }),
        ),
      ).toBeVisible();
      await expect(panel.getByLabel(t("New owner")).locator("option")).toHaveText(["Grace Hopper"]);
      // Every tab in full on the phone with the last one selected, and the arrows still go along.
      await team.expectEveryTabInView();
      const tabs = ownerPage.getByRole("tablist", { name: t("Edit session sections") });
      await tabs.getByRole("tab", { name: t("Team"), exact: true }).focus();
      await ownerPage.keyboard.press("ArrowLeft");
      await expect(tabs.getByRole("tab", { name: t("Feedback"), exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await ownerPage.keyboard.press("Home");
      await expect(tabs.getByRole("tab", { name: t("Session Info"), exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await team.expectEveryTabInView();
      await team.show();
      // From the top: a full-page picture of a scrolled page repeats the sticky bar midway.
      await ownerPage.evaluate(() => window.scrollTo(0, 0));
      await screenshot(ownerPage, `team-${locale}-team-tab`);

      const moderatorBrowser = await speakerPhoneIn(browser, app, moderator, locale);
      const moderatorPage = await moderatorBrowser.newPage();
      await moderatorPage.goto("/dashboard");
      const shared = new SharedWithMe(moderatorPage, t);
      await expect(
        shared.section().getByRole("heading", { name: translated("Shared with me") }),
      ).toBeVisible();
      await expect(shared.card(TITLE).getByText(t("Moderator"), { exact: true })).toBeVisible();
      await expect(
        shared.section().getByRole("heading", { name: t("Shared with me") }),
      ).toBeInViewport();
      await screenshot(moderatorPage, `team-${locale}-shared-with-me`);

      await Promise.all([ownerBrowser.close(), moderatorBrowser.close()]);
    });
  }
});
