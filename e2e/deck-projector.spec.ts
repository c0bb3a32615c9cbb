/**
 * The deck on the projector, the live console and attendees' phones (docs/product.md, The deck),
 * against the built app and the real server: a 3-page PDF made with pdf-lib is uploaded and
 * rendered; the projector's computer (1920x1080, the presenter link), the speaker's phone (the
 * live console) and two attendees' phones on the Slides tab follow each other. Next on the console
 * moves the projector and both phones page by page, the console shows the page's notes and what
 * comes next; an attendee who swiped back stays put while the room moves on, and "Back to live"
 * brings them to the page on stage; a poll on screen takes the phones to it, and the next page
 * back to the slides; a draft poll pinned to page 2 opens when the page shows, and
 * Space on the projector (as a clicker sends it) goes to its results, then to page 3, the console
 * following; B blanks the projector alone and J hides its corner. Both are photographed and checked
 * with axe-core.
 */
import {
  choicesOf,
  createKindPoll,
  createSession,
  ownerContext,
  presenterLink,
  uploadDeck,
} from "./page-models/attendee-seed.ts";
import { projectorContext } from "./page-models/devices.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { openSlidesOnPhone } from "./page-models/slides-tab.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";

const SLIDES = ["Offline-first in the hall", "Why venue Wi-Fi fails", "Questions please"];

test.describe("the deck in the room", () => {
  test("Next on the console moves the projector and the phones, Space moves the console, B blanks", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Slides in the hall" });
    await uploadDeck(speaker, sessionId, SLIDES);
    const notes = await speaker.api.request(
      "PUT",
      `/api/sessions/${sessionId}/deck/pages/2/notes`,
      {
        text: "Tell the story of the conference Wi-Fi.",
      },
    );
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    await createKindPoll(speaker, sessionId, {
      kind: "single",
      state: "draft",
      title: "Wi-Fi at talks",
      question: "Did the Wi-Fi hold up at your last talk?",
      choices: choicesOf(["Yes", "No"]),
      slidePage: 2,
    });
    const settings = await speaker.api.request("PATCH", `/api/sessions/${sessionId}/deck`, {
      openPollsOnSlide: true,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);

    const speakerPhone = await ownerContext(browser, app, speaker, PHONE);
    const live = new LiveConsolePage(await speakerPhone.newPage());
    await live.open(sessionId);
    const hall = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await hall.newPage());
    await projector.open(await presenterLink(speaker, sessionId));
    await projector.expectPanel("join");
    const phones = [
      await openSlidesOnPhone(browser, app, sessionId),
      await openSlidesOnPhone(browser, app, sessionId),
    ];
    const [first, second] = phones as [(typeof phones)[0], (typeof phones)[0]];

    // From the join panel, Next starts the deck at its first page; then page 2, with its notes.
    const slidesArea = live.page.getByRole("region", { name: "Slides" });
    await expect(slidesArea).toContainText("Next: slide 1");
    await live.step("Next");
    await projector.expectPanel("slide");
    await expect(projector.slide()).toHaveAttribute("data-page", "1");
    for (const phone of phones) await phone.slides.expectPage(1, 3);
    await live.step("Next");
    await expect(projector.slide()).toHaveAttribute("data-page", "2");
    for (const phone of phones) await phone.slides.expectPage(2, 3);
    // The first attendee swipes back to page 1 and stays there while the room moves on.
    await first.slides.swipe("back");
    await first.slides.expectPage(1, 3);
    await expect(projector.slideImage()).toHaveJSProperty("complete", true);
    expect(await projector.slideImage().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      1920,
    );
    await expect(live.onScreenNow()).toHaveText("On screen now: Slide 2");
    await expect(slidesArea).toContainText("Tell the story of the conference Wi-Fi.");
    await expect(slidesArea).toContainText("Next: the results of Wi-Fi at talks");
    await expect(
      live.poll("Wi-Fi at talks").getByRole("button", { name: "Close poll" }),
    ).toBeVisible();
    await expect(live.page.getByTestId("console-clock")).toBeVisible();

    await screenshot(projector.page, "deck-projector-slide");
    // On a 4:3 screen the 16:9 page is letterboxed, black above and below.
    await projector.page.setViewportSize({ width: 1024, height: 768 });
    const box = await projector.slideImage().boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1024, height: 768 });
    await screenshot(projector.page, "deck-projector-letterbox");
    await projector.page.setViewportSize(PROJECTOR);
    await screenshot(live.page, "deck-console-phone");
    await expectNoSeriousA11yViolations(live.page);
    await expectNoSeriousA11yViolations(projector.page, [["projector", PROJECTOR]]);

    // A clicker's Space on the projector moves the room: the pinned poll's results (opened when
    // its page showed), then page 3; the console follows.
    await projector.press("Space");
    await projector.expectPanel("poll", "Did the Wi-Fi hold up at your last talk?");
    await expect(projector.page.getByTestId("projector-poll-state")).toHaveText("Live");
    await expect(live.onScreenNow()).toHaveText("On screen now: Poll: Wi-Fi at talks");
    // The poll on screen brings the phones to it; the next page brings them back to the slides.
    for (const phone of phones)
      await expect(phone.slides.page.getByRole("region", { name: "Vote now" })).toBeVisible();
    await projector.press("Space");
    await expect(projector.slide()).toHaveAttribute("data-page", "3");
    await expect(live.onScreenNow()).toHaveText("On screen now: Slide 3");
    await second.slides.expectPage(3, 3);
    await first.slides.expectPage(1, 3);
    await screenshot(first.slides.page, "deck-room-phone-paused");
    await first.slides.backToLive().click();
    await first.slides.expectPage(3, 3);
    await screenshot(second.slides.page, "deck-room-phone-following");
    await expect(live.stageBar().getByRole("button", { name: "Next" })).toBeDisabled();

    // B blanks this screen and B shows it again; a move shows it too.
    await projector.press("b");
    await expect(projector.blank()).toBeVisible();
    await screenshot(projector.page, "deck-projector-blank");
    await projector.press("b");
    await expect(projector.blank()).toBeHidden();
    await projector.press("b");
    await expect(projector.blank()).toBeVisible();
    await live.step("Previous");
    await expect(projector.slide()).toHaveAttribute("data-page", "2");
    await expect(projector.blank()).toBeHidden();

    // J hides the join link's corner and brings it back.
    await expect(projector.corner()).toBeVisible();
    await projector.press("j");
    await expect(projector.corner()).toBeHidden();
    await projector.press("j");
    await expect(projector.corner()).toBeVisible();

    await Promise.all([
      speakerPhone.close(),
      hall.close(),
      ...phones.map((phone) => phone.context.close()),
    ]);
  });
});
