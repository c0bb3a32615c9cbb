/**
 * Events (docs/product.md, Events; issue 34) in real Chromium against the built app and a real
 * server: the public agenda at phone width in English and German, "Now" and "Next" right for the
 * browser's clock (set by the test), the search and the room filter; the agenda opened offline
 * after one visit, and a talk page opened offline after Save for offline; the organiser's print
 * page of room QRs, each decoded back to its room's link, printed one page per room on A4 and
 * Letter; and the organiser's Talks tab. The agenda, the print page and the event screen are
 * checked with axe-core and photographed.
 */
import { loadTranslator, type LecternEvent, type Locale, type Talk } from "@lectern/shared";
import type { Browser, BrowserContext } from "@playwright/test";
import { addTalk, createEvent } from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { AgendaPage, decodeQrDataUrl } from "./page-models/events.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { signInAs } from "./page-models/signed-in.ts";
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
    await expect(agenda.titlesIn("Up next")).toHaveText([TALKS.nextInRoomB, TALKS.nextInMainHall]);
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
    await expect(agenda.titlesIn("Up next")).toHaveText([TALKS.nextInRoomB, TALKS.nextInMainHall]);
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
    await expect(agenda.titlesIn("Up next")).toHaveText([TALKS.nextInRoomB]);
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

test.describe("the organiser", () => {
  test("prints one QR per room, each decoded back to the room's link, on A4 and on Letter", async ({
    app,
    page,
  }) => {
    await signInAs(page, app, seeded.organiser);
    await page.goto(`${app.baseUrl}/events/${seeded.event.id}/rooms/print`);
    const sheets = page.getByRole("list", { name: "Pages to print" }).getByRole("listitem");
    await expect(sheets).toHaveCount(2);
    await expect(sheets.getByRole("heading", { level: 2 })).toHaveText(["Main Hall", "Room B"]);

    const links: string[] = [];
    for (const sheet of await sheets.all()) {
      const src = (await sheet.getByRole("img").getAttribute("src")) ?? "";
      links.push(decodeQrDataUrl(src) ?? "unreadable");
    }
    const slug = seeded.event.slug;
    expect(links).toEqual([
      `${app.baseUrl}/r/${slug}/main-hall`,
      `${app.baseUrl}/r/${slug}/room-b`,
    ]);
    // Scanned now (the server's clock: the talks are tomorrow), a room's code opens its agenda.
    const scan = await page.request.get(links[1]!, { maxRedirects: 0 });
    expect(scan.status()).toBe(302);
    expect(scan.headers()["location"]).toBe(`/event/${slug}?room=room-b`);
    await screenshotWidths(page, "event-rooms-print");
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);

    // One printed page per room, of the paper chosen (in PDF points: A4 595 × 842, Letter 612 × 792).
    for (const [paper, size] of [
      ["A4", "595 × 842"],
      ["letter", "612 × 792"],
    ] as const) {
      await page.getByLabel("Paper size").selectOption(paper);
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const pages = [...pdf.toString("latin1").matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
      expect(
        pages.map(
          ([, width, height]) => `${Math.round(Number(width))} × ${Math.round(Number(height))}`,
        ),
        `${paper} pages`,
      ).toEqual([size, size]);
    }
  });

  test("sees every talk of the event on its Talks tab", async ({ app, page }) => {
    await signInAs(page, app, seeded.organiser);
    await page.goto(`${app.baseUrl}/events/${seeded.event.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offline Conf 2026");
    for (const title of Object.values(TALKS))
      await expect(page.getByRole("heading", { level: 4, name: title, exact: true })).toBeVisible();
    await screenshotWidths(page, "event-talks");
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page);
  });
});
