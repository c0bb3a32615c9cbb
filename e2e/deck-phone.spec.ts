/**
 * The deck on attendees' phones (docs/product.md, The deck: On the attendee's phone), against the
 * built app and the real server: a 3-page PDF made with pdf-lib is rendered, the owner moves the stage
 * through it over the API, and two phones on the Slides tab follow; one swipes back and stays
 * there while the stage moves on, and "Back to live" brings it to the page on stage. A phone that
 * loses the network keeps the pages it has seen and says the speaker may have moved on.
 */
import { createSession, uploadDeck } from "./page-models/attendee-seed.ts";
import { openSlidesOnPhone, showSlide } from "./page-models/slides-tab.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  test,
} from "./support/fixtures.ts";

const SLIDES = ["Welcome to offline-first", "Why venue Wi-Fi fails", "Questions please"];

test("two phones follow the stage through the deck; one swipes back and returns live; offline keeps the pages seen", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Offline-first in the hall" });
  const deck = await uploadDeck(speaker, sessionId, SLIDES);
  await showSlide(speaker, sessionId, 1);

  const first = await openSlidesOnPhone(browser, app, sessionId);
  const second = await openSlidesOnPhone(browser, app, sessionId);
  for (const phone of [first, second]) {
    await phone.slides.expectPage(1, 3);
    await expect(phone.slides.followToggle()).toBeChecked();
    await expect(phone.slides.slide()).toHaveAccessibleDescription(SLIDES[0]!);
    // Not shown on stage yet: not there to go to.
    await expect(phone.slides.button("Next page")).toBeDisabled();
  }

  await showSlide(speaker, sessionId, 2);
  for (const phone of [first, second]) await phone.slides.expectPage(2, 3);
  await screenshot(first.slides.page, "deck-phone-following");

  // The first phone swipes back: it stays on page 1 while the stage moves on.
  await first.slides.swipe("back");
  await first.slides.expectPage(1, 3);
  await expect(first.slides.followToggle()).not.toBeChecked();
  await showSlide(speaker, sessionId, 3);
  await second.slides.expectPage(3, 3);
  await expect(second.slides.slide()).toHaveAccessibleDescription(SLIDES[2]!);
  await first.slides.expectPage(1, 3);
  await screenshot(first.slides.page, "deck-phone-paused");
  await expectNoSeriousA11yViolations(first.slides.page);

  await first.slides.backToLive().click();
  await first.slides.expectPage(3, 3);
  await expect(first.slides.followToggle()).toBeChecked();
  await expect(first.slides.backToLive()).toBeHidden();

  // A phone gets the 960 px page, a wide screen the 1920 px one. The browser picks its source
  // only once the page's image starts to load: until then currentSrc is empty.
  const shownImage = () =>
    first.slides
      .slide()
      .evaluate((img: HTMLImageElement) => img.currentSrc && new URL(img.currentSrc).pathname);
  await expect.poll(shownImage).toBe(deck.pages[2]!.thumb);
  await first.slides.page.setViewportSize(DESKTOP);
  await expect.poll(shownImage).toBe(deck.pages[2]!.image);
  await screenshot(first.slides.page, "deck-phone-wide");
  await first.slides.page.setViewportSize(PHONE);

  // The second phone loses the network: the pages it has seen stay, with the note.
  await second.offline.goOffline();
  await expect(second.slides.offlineNote()).toBeVisible();
  await second.slides.button("Previous page").click();
  await second.slides.expectPage(2, 3);
  await second.slides.button("Previous page").click();
  await second.slides.expectPage(1, 3);
  await screenshot(second.slides.page, "deck-phone-offline");

  await Promise.all([first.context.close(), second.context.close()]);
});
