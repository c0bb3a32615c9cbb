/**
 * The speaker's insights (docs/product.md, Insights; issue 36) in real Chromium against the built
 * app and a real server: a talk visited by QR code and by link, with a download, a lead, a vote
 * and a question, read on /session/{id}/insights at desktop and phone width in English and in
 * German; each chart's numbers are a table found by its accessible name, "Show the numbers" shows
 * it, and "Send report now" mails the report. And an event's insights, its talks ranked.
 */
import crypto from "node:crypto";
import { loadTranslator, VIEW_SOURCE_HEADER } from "@lectern/shared";
import {
  addTalk,
  createEvent,
  createPoll,
  createSession,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { signInAs } from "./page-models/signed-in.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  screenshotWidths,
  test,
  type LecternApp,
} from "./support/fixtures.ts";

const TITLE = "Offline-first in the hall";

/** One attendee's visit of the talk's page, by QR code or link, and what it did there. */
async function visit(app: LecternApp, sessionId: number, source: "qr" | "link") {
  const attendee = app.api();
  const view = await attendee.request("GET", `/api/sessions/${sessionId}/public`, undefined, {
    [VIEW_SOURCE_HEADER]: source,
  });
  expect(view.status).toBe(200);
  return attendee;
}

test("the insights screen draws the talk's figures, each chart with its table", async ({
  browser,
  app,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const sessionId = await createSession(speaker, { title: TITLE });
  const pdfId = await uploadPdf(speaker, sessionId, "Slides");
  const poll = await createPoll(speaker, sessionId, "open", "Warm-up", "Online or offline?");

  const byQr = [await visit(app, sessionId, "qr"), await visit(app, sessionId, "qr")];
  await visit(app, sessionId, "link");
  const download = await byQr[0]!.request("POST", `/api/resources/${pdfId}/download`, {
    email: "lead@example.com",
  });
  expect(download.status).toBeLessThan(300);
  const vote = await byQr[1]!.request(
    "POST",
    `/api/polls/${poll.id}/vote`,
    { choiceId: poll.choices[0]!.id },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  expect(vote.status).toBe(201);
  const asked = await byQr[1]!.request(
    "POST",
    `/api/sessions/${sessionId}/questions`,
    { questionText: "Does replay ever count twice?", isAnonymous: true, authorName: null },
    { "Idempotency-Key": crypto.randomUUID() },
  );
  expect(asked.status).toBe(201);

  const desktop = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: DESKTOP,
    locale: "en-US",
    timezoneId: "Europe/Berlin",
  });
  const page = await desktop.newPage();
  await signInAs(page, app, speaker);
  await page.goto(`/session/${sessionId}/insights`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Insights: ${TITLE}`);
  await expect(page.getByText("Times are in Europe/Berlin.")).toBeVisible();

  const figures = page.getByRole("region", { name: "Headline figures" });
  await expect(figures.getByRole("definition").first()).toHaveText("3");

  const sources = page.getByRole("table", { name: "Where visitors came from" });
  await expect(sources.getByRole("row", { name: /QR code/ })).toContainText("2");
  await expect(sources.getByRole("row", { name: /^Link/ })).toContainText("1");

  const funnel = page.getByRole("table", { name: "From visitors to leads" });
  await expect(funnel.getByRole("row", { name: /^Visitors/ })).toContainText("3");
  await expect(funnel.getByRole("row", { name: /^Leads/ })).toContainText("1");

  // A screen reader reads the chart's numbers by the chart's name; sighted, one tap shows them.
  const audience = page.getByRole("table", { name: "Page views and live audience" });
  const rows = audience.getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("cell").first()).toHaveText("3");
  // Out of sight, the table sits in a 1-pixel clip (sr-only) that still reaches screen readers.
  const width = async () => (await audience.locator("xpath=..").boundingBox())?.width ?? 0;
  expect(await width()).toBeLessThan(2);
  await page
    .getByRole("group", { name: "Page views and live audience" })
    .getByRole("button", { name: "Show the numbers" })
    .click();
  await expect.poll(width).toBeGreaterThan(200);
  await expect(
    page.getByRole("img", { name: /^Chart: Page views and live audience/ }),
  ).toBeVisible();

  const polls = page.getByRole("table", {
    name: "Polls: share of the live audience that answered",
  });
  await expect(polls.getByRole("row", { name: /Online or offline\?/ })).toContainText("1 voter");

  await screenshotWidths(page, "insights-en");
  // The print view: no navigation, no buttons, no report settings; the charts and figures stay.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("img", { name: /^Chart: Page views/ })).toBeVisible();
  await screenshot(page, "insights-en-print");
  await page.emulateMedia({ media: "screen" });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Send report now" }).click();
  await expect(page.getByText("Report sent")).toBeVisible();
  await expect(page.getByText("It went to 1 person.")).toBeVisible();
  await desktop.close();

  const { t } = await loadTranslator("de");
  const german = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: DESKTOP,
    locale: "de-DE",
    timezoneId: "Asia/Tokyo",
  });
  const dePage = await german.newPage();
  await signInAs(dePage, app, speaker);
  await dePage.goto(`/session/${sessionId}/insights`);
  await expect(dePage.getByRole("heading", { level: 1 })).toHaveText(
    t("Insights: {title}", { title: TITLE }),
  );
  await expect(dePage.getByText(t("Times are in {zone}.", { zone: "Asia/Tokyo" }))).toBeVisible();
  const deSources = dePage.getByRole("table", { name: t("Where visitors came from") });
  await expect(deSources.getByRole("row", { name: new RegExp(t("QR code")) })).toContainText("2");
  await expect(
    dePage.getByRole("table", { name: t("Page views and live audience") }).getByRole("row"),
  ).toHaveCount(2);
  await screenshotWidths(dePage, "insights-de");
  await expectNoSeriousA11yViolations(dePage);
  await german.close();
});

test("an event's insights rank its talks, at phone width", async ({ browser, app }) => {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const today = new Date().toISOString().slice(0, 10);
  const event = await createEvent(speaker, {
    name: "Insight Conf",
    startsOn: today,
    endsOn: today,
    timezone: "America/New_York",
  });
  const talkAt = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const quiet = await addTalk(speaker, event.id, {
    title: "The quiet talk",
    startsAt: talkAt(-2),
    endsAt: talkAt(-1),
    room: "Room B",
    speakers: [],
  });
  const busy = await addTalk(speaker, event.id, {
    title: "The busy talk",
    startsAt: talkAt(-1),
    endsAt: talkAt(0),
    room: "Room A",
    speakers: [],
  });
  await visit(app, quiet.sessionId, "link");
  for (const source of ["qr", "qr", "link"] as const) await visit(app, busy.sessionId, source);

  const phone = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await phone.newPage();
  await signInAs(page, app, speaker);
  await page.goto(`/events/${event.id}/insights`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights: Insight Conf");
  await expect(page.getByText("Times are in America/New York.")).toBeVisible();
  const talks = page.getByRole("table", {
    name: "Talks ranked by audience, engagement and rating",
  });
  const rows = talks.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("The busy talk");
  await expect(rows.nth(2)).toContainText("The quiet talk");
  await expect(
    page.getByRole("table", { name: "Where visitors came from" }).getByRole("row", { name: /QR/ }),
  ).toContainText("2");
  await screenshotWidths(page, "event-insights");
  await expectNoSeriousA11yViolations(page);

  await rows.nth(1).getByRole("link", { name: "The busy talk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights: The busy talk");
  await phone.close();
});
