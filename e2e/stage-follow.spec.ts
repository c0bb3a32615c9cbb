/**
 * Phones follow the stage, and the console for one thumb (docs/product.md, The room), with three
 * browsers at once against the built app and the real server: the projector's computer opened
 * through the presenter link at 1920x1080, the speaker's phone running the live console, and
 * attendees' phones that opened the session page and stayed on Resources. A question put on screen
 * pins "Now answering" on the phone within a second; a poll put on screen comes to the top of the
 * phone ("Vote now") within a second, except on a phone whose owner is writing, which gets a prompt
 * instead and is not moved; Next on the projector's keyboard moves the stage for everyone, so the
 * console's "On screen now" and the phones follow it; the console's Previous moves the projector.
 */
import { IDEMPOTENCY_KEY_HEADER, type Question } from "@lectern/shared";
import {
  createKindPoll,
  createPoll,
  createSession,
  choicesOf,
  ownerContext,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
  type LecternApp,
} from "./support/fixtures.ts";
import { phoneContext, projectorContext } from "./page-models/devices.ts";

/** Within a second of the change, as the room needs it. */
const A_SECOND = { timeout: 1_000 };

/** A session with slides, an open poll, a closed quiz, and a question from the hall. */
async function seedRoom(app: LecternApp) {
  const speaker = await app.createSpeaker();
  const title = "Phones that follow the stage";
  const sessionId = await createSession(speaker, { title });
  await uploadPdf(speaker, sessionId, "Slides");
  const warmUp = await createPoll(speaker, sessionId, "open", "Warm-up", "Which do you prefer?");
  const quiz = await createKindPoll(speaker, sessionId, {
    title: "Pop quiz",
    question: "Which event makes a page leave the back/forward cache?",
    kind: "quiz",
    state: "open",
    choices: choicesOf(["unload", "pagehide"], "unload"),
  });
  const asked = await app
    .api()
    .request<Question>(
      "POST",
      `/api/sessions/${sessionId}/questions`,
      { questionText: "Does the page follow the projector?", isAnonymous: true },
      { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return { speaker, sessionId, title, warmUp, quiz, question: asked.body };
}

test.describe("phones follow the stage", () => {
  test("a question and a poll put on screen reach a phone on Resources within a second; the projector's keys move the console", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);

    // The speaker's phone runs the console and makes the presenter link.
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(room.sessionId);
    const link = await live.presenterLink();
    const hall = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await hall.newPage());
    await projector.open(link);
    await projector.expectPanel("join");
    await expect(live.onScreenNow()).toContainText("The join panel");

    // An attendee opened the page and stays on Resources.
    const phone = await phoneContext(browser, app.baseUrl);
    const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
    await attendee.open(room.sessionId);
    await expect(attendee.heading()).toHaveText(room.title);
    await expect(attendee.tab("Resources")).toHaveAttribute("aria-selected", "true");
    await expect(live.attendance()).toHaveText("1");

    // A question on screen: "Now answering" on the phone, without a reload or a tab change.
    const text = room.question.questionText;
    await live.showOnScreen(live.question(text));
    await expect(attendee.nowAnswering()).toContainText(text, A_SECOND);
    await expect(attendee.tab("Resources")).toHaveAttribute("aria-selected", "true");
    await projector.expectPanel("question", text);
    await screenshot(attendee.page, "stage-follow-now-answering-phone");

    // A poll on screen: it comes to the top of the phone, ready to vote.
    await live.showOnScreen(live.poll("Warm-up"));
    await expect(attendee.voteNow()).toBeInViewport(A_SECOND);
    await expect(attendee.voteNow().getByRole("article", { name: "Warm-up" })).toBeVisible();
    await expect(attendee.pollCard("Warm-up")).toHaveCount(1);
    await attendee.vote("Warm-up", room.warmUp.choices[0]!.text);
    await expect(projector.choice(room.warmUp.choices[0]!.text)).toContainText("1 vote");
    await screenshot(attendee.page, "stage-follow-vote-now-phone");
    await expectNoSeriousA11yViolations(attendee.page);

    // Next on the projector's keyboard moves the stage for everyone.
    await projector.press("ArrowRight");
    await projector.expectPanel("poll", "Which event makes a page leave the back/forward cache?");
    await expect(live.onScreenNow()).toContainText("Poll: Pop quiz");
    await expect(attendee.voteNow().getByRole("article", { name: "Pop quiz" })).toBeVisible();
    await screenshot(projector.page, "stage-follow-projector");

    // The console's Previous moves the projector back; the console says what the room sees.
    await live.step("Previous");
    await projector.expectPanel("poll", "Which do you prefer?");
    await expect(live.onScreenNow()).toContainText("Poll: Warm-up");

    // The console closes the quiz and reveals its answer.
    await live.closePoll("Pop quiz");
    await live.revealAnswer("Pop quiz");

    // The join panel brings nothing: the phone stays where it is.
    await live.showOnScreen(live.joinPanel());
    await projector.expectPanel("join");
    await expect(live.onScreenNow()).toContainText("The join panel");
    await expect(attendee.voteNow()).toBeVisible();

    await screenshot(live.page, "stage-follow-console-phone");
    await expectNoSeriousA11yViolations(live.page);
    await Promise.all([speakerPhone.close(), hall.close(), phone.close()]);
  });

  test("a phone whose owner is writing is not moved: it gets a prompt to the poll on screen", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(room.sessionId);

    const phone = await phoneContext(browser, app.baseUrl);
    const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
    await attendee.open(room.sessionId);
    await expect(live.attendance()).toHaveText("1");
    await attendee.openTab("Q&A");
    const dialog = await attendee.openAskDialog();
    const field = dialog.getByLabel("Your Question");
    await field.fill("Half a question");

    await live.showOnScreen(live.poll("Warm-up"));
    await expect(attendee.pollOnScreenPrompt()).toBeVisible(A_SECOND);
    await expect(dialog).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("Half a question");
    // Behind the dialog (hidden from the accessibility tree meanwhile) the Q&A tab stays chosen.
    await expect(attendee.page.locator("#session-tab-qa")).toHaveAttribute("aria-selected", "true");

    // Done writing, the prompt brings the poll up.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await screenshot(attendee.page, "stage-follow-prompt-phone");
    await expectNoSeriousA11yViolations(attendee.page);
    await attendee.pollOnScreenPrompt().click();
    await expect(attendee.voteNow()).toBeInViewport();
    await expect(attendee.pollOnScreenPrompt()).toBeHidden();
    await Promise.all([speakerPhone.close(), phone.close()]);
  });
});
