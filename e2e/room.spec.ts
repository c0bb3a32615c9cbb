/**
 * The room (docs/product.md, The room) with three browsers at once, against the built app and the
 * real server: the projector's computer opened through the presenter link at 1920x1080, the
 * speaker's phone running the live console, and attendees' phones. What the console puts on
 * screen the projector shows and the attendees see pinned; an attendee's vote moves the
 * projector's bar without a reload; a poll the console opens takes votes; the attendee count
 * follows the pages open. The console is photographed at phone width and checked with axe-core.
 */
import { IDEMPOTENCY_KEY_HEADER, type Question } from "@lectern/shared";
import {
  createPoll,
  createSession,
  ownerContext,
  type SeededPoll,
} from "./page-models/attendee-seed.ts";
import { DashboardScreen } from "./page-models/speaker-screens.ts";
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
  type Speaker,
} from "./support/fixtures.ts";
import { phoneContext, projectorContext } from "./page-models/devices.ts";

interface Room {
  speaker: Speaker;
  sessionId: number;
  title: string;
  warmUp: SeededPoll;
  wrapUp: SeededPoll;
  question: Question;
}

/** A session with an open poll, a closed one and a question from the hall. */
async function seedRoom(app: LecternApp): Promise<Room> {
  const speaker = await app.createSpeaker();
  const title = "Offline-first in the hall";
  const sessionId = await createSession(speaker, { title });
  const warmUp = await createPoll(speaker, sessionId, "open", "Warm-up", "Which do you prefer?");
  const wrapUp = await createPoll(speaker, sessionId, "closed", "Wrap-up", "Did it work?", [
    "Yes",
    "Not yet",
  ]);
  const asked = await app
    .api()
    .request<Question>(
      "POST",
      `/api/sessions/${sessionId}/questions`,
      { questionText: "How does the outbox know a vote was already counted?", isAnonymous: true },
      { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return { speaker, sessionId, title, warmUp, wrapUp, question: asked.body };
}

test.describe("the room", () => {
  test("the console runs the projector and the attendees' pages live", async ({ app, browser }) => {
    const room = await seedRoom(app);

    // The speaker's phone: Run live from the dashboard's Manage menu, then the presenter link.
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const consolePage = await speakerPhone.newPage();
    const dashboard = new DashboardScreen(consolePage);
    await dashboard.open();
    await consolePage.getByRole("button", { name: `Manage ${room.title}` }).click();
    await consolePage.getByRole("menuitem", { name: "Run live" }).click();
    await expect(consolePage).toHaveURL(new RegExp(`/session/${room.sessionId}/live$`));
    const live = new LiveConsolePage(consolePage);
    await expect(live.page.getByRole("heading", { name: "Live console" })).toBeVisible();
    const link = await live.presenterLink();

    // The projector's computer opens the link; the join panel is on the stage.
    const hall = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await hall.newPage());
    await projector.open(link);
    await projector.expectPanel("join");
    await expect(live.showOnScreenButton(live.joinPanel())).toHaveAttribute("aria-pressed", "true");

    // An attendee's phone, on the session page.
    const attendeePhone = await phoneContext(browser, app.baseUrl);
    const attendee = new SessionPage(await attendeePhone.newPage(), app.baseUrl);
    await attendee.open(room.sessionId);
    await expect(attendee.heading()).toHaveText(room.title);

    // The console shows the warm-up poll; the attendee votes; the projector's bar moves.
    await live.showOnScreen(live.poll("Warm-up"));
    await projector.expectPanel("poll", "Which do you prefer?");
    const liked = room.warmUp.choices[0]!.text;
    await expect(projector.choice(liked)).toContainText("0 votes");
    await attendee.openTab("Polls");
    await attendee.vote("Warm-up", liked);
    await expect(projector.choice(liked)).toContainText("1 vote", { timeout: 2_000 });
    await expect(live.poll("Warm-up")).toContainText("1 vote");

    // The console shows the question: the projector shows it, the attendee sees it pinned.
    const text = room.question.questionText;
    await live.showOnScreen(live.question(text));
    await projector.expectPanel("question", text);
    const pinned = attendee.page.getByRole("region", { name: "Now answering" });
    await expect(pinned).toContainText(text);

    // The console opens the closed wrap-up poll: the attendee can vote in it, without a reload.
    const wrapUp = attendee.poll("Wrap-up");
    await expect(wrapUp.submitButton()).toBeHidden();
    await live.openPoll("Wrap-up");
    await wrapUp.vote("Yes");
    await expect(live.poll("Wrap-up")).toContainText("1 vote");

    // Back to the join panel: the pin stays until another question is shown or it is answered.
    await live.showOnScreen(live.joinPanel());
    await projector.expectPanel("join");
    await expect(pinned).toContainText(text);

    // The speaker's phone, photographed and checked.
    await screenshot(consolePage, "room-console-phone");
    await expectNoSeriousA11yViolations(consolePage);
    await screenshot(attendee.page, "room-attendee-now-answering");

    // Marked answered on the console: it leaves the console's list and the attendee's pin goes.
    await live.markAnswered(text);
    await expect(live.question(text)).toBeHidden();
    await expect(pinned).toBeHidden();

    await Promise.all([speakerPhone.close(), hall.close(), attendeePhone.close()]);
  });

  test("the attendee count follows the phones open, a second tab of one phone counting once", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(room.sessionId);
    const hall = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await hall.newPage());
    await projector.open(await live.presenterLink());
    await expect(projector.attendance()).toHaveText("0 attendees");

    // Each phone is one visitor: the count is of visitors, so a stranger's sockets add nothing.
    const phones = [
      await phoneContext(browser, app.baseUrl),
      await phoneContext(browser, app.baseUrl),
      await phoneContext(browser, app.baseUrl),
    ];
    for (const phone of phones)
      await new SessionPage(await phone.newPage(), app.baseUrl).open(room.sessionId);
    await expect(projector.attendance()).toHaveText("3 attendees");
    await expect(live.attendance()).toHaveText("3");

    const secondTab = await phones[0]!.newPage();
    await new SessionPage(secondTab, app.baseUrl).open(room.sessionId);
    await expect(projector.attendance()).toHaveText("3 attendees");

    await phones[2]!.close();
    await expect(projector.attendance()).toHaveText("2 attendees");
    await expect(live.attendance()).toHaveText("2");

    await Promise.all([speakerPhone.close(), hall.close(), phones[0]!.close(), phones[1]!.close()]);
  });

  test("a new presenter link from the edit screen stops the old one's screen", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(room.sessionId);
    const oldLink = await live.presenterLink();
    const hall = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await hall.newPage());
    await projector.open(oldLink);
    await projector.expectPanel("join");

    // The speaker's laptop never saw that link, yet says it exists and asks before replacing it.
    const laptop = await ownerContext(browser, app, room.speaker);
    const elsewhere = new LiveConsolePage(await laptop.newPage());
    await elsewhere.open(room.sessionId);
    const elsewhereCard = elsewhere.page.getByRole("region", { name: "Projector" });
    await expect(elsewhereCard).toContainText("A presenter link was made on another device");
    await elsewhereCard.getByRole("button", { name: "Make a new presenter link" }).click();
    await expect(elsewhere.newPresenterLinkDialog()).toContainText("stops at once");
    await elsewhere.newPresenterLinkDialog().getByRole("button", { name: "Cancel" }).click();
    await expect(elsewhere.newPresenterLinkDialog()).toBeHidden();
    await projector.expectPanel("join");
    await laptop.close();

    // The edit screen offers Run live and the presenter link this phone made; a new one asks first.
    await live.page.goto(`/edit-session/${room.sessionId}`);
    const card = live.page.getByRole("region", { name: "Projector screen" });
    const field = card.getByRole("textbox", { name: "Presenter link" });
    await expect(field).toHaveValue(oldLink);
    await card.getByRole("button", { name: "Make a new presenter link" }).click();
    await expect(live.newPresenterLinkDialog()).toContainText("stops at once");
    await live.confirmNewPresenterLink();
    await expect(field).not.toHaveValue(oldLink);
    await expect(projector.notice()).toContainText("This presenter link is no longer valid");

    await live.page.getByRole("link", { name: "Run live" }).click();
    await expect(live.page.getByRole("heading", { name: "Live console" })).toBeVisible();
    await Promise.all([speakerPhone.close(), hall.close()]);
  });

  test("offline, the console's actions are disabled and it says they need the network", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const speakerPhone = await ownerContext(browser, app, room.speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(room.sessionId);
    await expect(live.attendance()).toHaveText("0");

    await speakerPhone.setOffline(true);
    await expect(live.offlineNote()).toBeVisible();
    for (const title of ["Warm-up", "Wrap-up"]) {
      const buttons = live.poll(title).getByRole("button");
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) {
        await expect(button).toHaveText("You're offline");
        await expect(button).toBeDisabled();
      }
    }
    await screenshot(live.page, "room-console-phone-offline");

    await speakerPhone.setOffline(false);
    await expect(live.offlineNote()).toBeHidden();
    await expect(live.poll("Wrap-up").getByRole("button", { name: "Open poll" })).toBeEnabled();
    await speakerPhone.close();
  });
});
