/**
 * Q&A moderation (docs/product.md, Moderation) with three browsers at once, against the built app
 * and the real server: the speaker turns on "Review questions before they appear" and moderates
 * from the live console; visitor B asks; visitor C sees nothing of it until the speaker approves,
 * then sees it live with the speaker's reply under it; an offensive word reaches C masked and the
 * speaker in full; a blocked B is refused with the reason. The console's review queue and a
 * replied question on the attendee page are photographed at phone and desktop width and checked
 * with axe-core. Offline: a question queued in a reviewed session is pending once on replay, and
 * one queued by an asker blocked meanwhile is listed as refused with the reason. The projector,
 * opened through the presenter link in the speaker's own signed-in browser, shows what the hall
 * sees: approved questions only, masked, and a question on screen with the speaker's reply.
 */
import type { BrowserContext } from "@playwright/test";
import { MESSAGES, type Question } from "@lectern/shared";
import { askFromHall, createSession, ownerContext } from "./page-models/attendee-seed.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { EditSessionScreen } from "./page-models/speaker-screens.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
} from "./support/fixtures.ts";
import { phoneContext } from "./page-models/devices.ts";

/** The session page in a browser of its own (a visitor of their own): Q&A is its only section. */
async function visitor(context: BrowserContext, app: LecternApp, sessionId: number) {
  const page = new SessionPage(await context.newPage(), app.baseUrl);
  await page.open(sessionId);
  await expect(page.page.getByRole("heading", { name: "Q&A Forum" })).toBeVisible();
  return page;
}

test.describe("Q&A moderation", () => {
  test("review first, approve live, reply, masking and blocking across three browsers", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Moderated questions" });

    // The speaker turns on review from the edit screen.
    const speakerBrowser = await ownerContext(browser, app, speaker, DESKTOP);
    const speakerPage = await speakerBrowser.newPage();
    const edit = new EditSessionScreen(speakerPage);
    await edit.open(sessionId);
    await edit.turnOnQuestionReview();

    const bBrowser = await phoneContext(browser, app.baseUrl);
    const cBrowser = await phoneContext(browser, app.baseUrl);
    const b = await visitor(bBrowser, app, sessionId);
    const c = await visitor(cBrowser, app, sessionId);

    // B asks: B sees it waiting for approval; C, six seconds on, sees nothing of it.
    const asked = "Will the slides be shared after the talk?";
    await b.askQuestion(asked, { name: "Bea" });
    await expect(
      b.toast("Question sent: it will appear once the speaker approves it."),
    ).toBeVisible();
    await expect(b.awaitingApproval(asked)).toBeVisible();
    await expect(b.upvoteButton(asked)).toBeDisabled();
    // The check: the question must still be absent for C after 6 s of live updates.
    await c.page.waitForTimeout(6_000);
    await expect(c.questionCard(asked)).toHaveCount(0);

    // The console's review queue holds it; photographed at phone and desktop width.
    const live = new LiveConsolePage(speakerPage);
    await live.open(sessionId);
    await expect(live.reviewQueue()).toHaveAccessibleName("Waiting for review (1)");
    await expect(live.reviewQueue().getByRole("article", { name: asked })).toBeVisible();
    await speakerPage.setViewportSize(PHONE);
    await screenshot(speakerPage, "moderation-review-queue-phone");
    await speakerPage.setViewportSize(DESKTOP);
    await screenshot(speakerPage, "moderation-review-queue-desktop");
    await expectNoSeriousA11yViolations(speakerPage);

    // Approved on the console: C sees it within 2 s; B's mark goes.
    await live.approve(asked);
    await expect(c.questionCard(asked)).toBeVisible({ timeout: 2_000 });
    await expect(b.awaitingApproval(asked)).toBeHidden();
    await expect(live.reviewQueue()).toHaveAccessibleName("Waiting for review (0)");

    // The speaker's reply appears under it for C.
    const reply = "Yes: they will be on this page right after the talk.";
    await live.reply(asked, reply);
    await expect(c.reply(asked)).toContainText(reply);

    // An offensive word: masked for C, in full for the speaker.
    await b.askQuestion("Why is the venue Wi-Fi so shit today?", { name: "Bea" });
    const masked = "Why is the venue Wi-Fi so **** today?";
    await expect(live.reviewQueue().getByRole("article", { name: /so shit today/ })).toBeVisible();
    await live.approve("Why is the venue Wi-Fi so shit today?");
    await expect(c.questionCard(masked)).toBeVisible();
    await expect(c.page.getByText("shit")).toHaveCount(0);
    await expect(live.question("Why is the venue Wi-Fi so shit today?")).toBeVisible();

    // The replied question on C's phone, then at desktop width, checked with axe-core.
    await screenshot(c.page, "moderation-replied-question-phone");
    await c.page.setViewportSize(DESKTOP);
    await screenshot(c.page, "moderation-replied-question-desktop");
    await expectNoSeriousA11yViolations(c.page);

    // The speaker blocks B; B's next question is refused with the reason.
    await live.blockAsker(asked);
    await expect(await b.askRefused("One more question?")).toContainText(
      "You can't post questions in this session",
    );
    // B's earlier questions stay for everyone.
    await expect(c.questionCard(asked)).toBeVisible();

    // The console after it all: the reply, the blocked asker's mark and the Blocked list.
    await expect(speakerPage.locator("[data-sonner-toast]")).toHaveCount(0);
    await speakerPage.setViewportSize(PHONE);
    await speakerPage.evaluate(() => window.scrollTo(0, 0));
    await screenshot(speakerPage, "moderation-console-questions-phone");

    await Promise.all([speakerBrowser.close(), bBrowser.close(), cBrowser.close()]);
  });

  test("offline questions in a reviewed session: pending once on replay, refused once blocked", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Moderated offline" });
    const reviewOn = await speaker.api.request("PATCH", `/api/sessions/${sessionId}`, {
      questionReview: true,
    });
    expect(reviewOn.status).toBe(200);
    const ownersView = async () =>
      (await speaker.api.request<Question[]>("GET", `/api/sessions/${sessionId}/questions`)).body;

    const phone = await phoneContext(browser, app.baseUrl);
    const b = await visitor(phone, app, sessionId);
    const offline = new OfflineBrowser(phone, b.page);
    await offline.waitForServiceWorker();

    // Asked in the tunnel, replayed back online: pending, once, and marked so for its asker.
    const tunnel = "Asked in the tunnel: is the recording public?";
    await offline.goOffline();
    await b.askQuestion(tunnel, { anonymous: true });
    await offline.expectWaiting(1);
    await offline.goOnline();
    await expect(offline.statusBar()).toHaveText("All caught up", { timeout: 15_000 });
    await expect(b.awaitingApproval(tunnel)).toBeVisible();
    const stored = (await ownersView()).filter((q) => q.questionText === tunnel);
    expect(stored.map((q) => q.status)).toEqual(["pending"]);

    // Blocked meanwhile: the next question queued offline is refused on replay, with the reason.
    const blocked = await speaker.api.request("POST", `/api/sessions/${sessionId}/blocked-askers`, {
      questionId: stored[0]!.id,
    });
    expect(blocked.status).toBe(201);
    await offline.goOffline();
    await b.askQuestion("And another one from the tunnel?", { anonymous: true });
    await offline.expectWaiting(1);
    await offline.goOnline();
    await expect(offline.failedActions()).toHaveCount(1, { timeout: 15_000 });
    await expect(offline.failedActions()).toContainText(MESSAGES.askerBlocked);
    expect((await ownersView()).map((q) => q.questionText)).toEqual([tunnel]);
    await phone.close();
  });

  test("the projector shows the hall's questions, even in the speaker's own browser", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Moderated projector" });
    await speaker.api.request("PATCH", `/api/sessions/${sessionId}`, { questionReview: true });
    const hall = app.api();
    const ask = (questionText: string) => askFromHall(app, sessionId, questionText, hall);
    await ask("Still waiting for review?");
    const approved = await ask("Is the demo shit or the Wi-Fi?");
    expect(
      (await speaker.api.request("POST", `/api/questions/${approved.id}/approve`)).status,
    ).toBe(200);

    const speakerBrowser = await ownerContext(browser, app, speaker, DESKTOP);
    const live = new LiveConsolePage(await speakerBrowser.newPage());
    await live.open(sessionId);
    await expect(live.question("Is the demo shit or the Wi-Fi?")).toBeVisible();
    const link = await live.presenterLink();
    await live.showOnScreen(live.questionList());

    const projectorPage = await speakerBrowser.newPage();
    await projectorPage.setViewportSize(PROJECTOR);
    const projector = new ProjectorPage(projectorPage);
    await projector.open(link);
    await projector.expectPanel("questions");
    await expect(projector.questionItems()).toHaveCount(1);
    await expect(projector.questionItems()).toContainText("Is the demo **** or the Wi-Fi?");

    // The question itself on screen carries the speaker's reply, live.
    await live.showOnScreen(live.question("Is the demo shit or the Wi-Fi?"));
    await projector.expectPanel("question", "Is the demo **** or the Wi-Fi?");
    await live.reply("Is the demo shit or the Wi-Fi?", "The Wi-Fi. The demo runs offline.");
    await expect(projector.panel()).toContainText("The Wi-Fi. The demo runs offline.");
    await screenshot(projectorPage, "moderation-projector-reply");
    await speakerBrowser.close();
  });
});
