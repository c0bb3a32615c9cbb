/**
 * The product's pictures, made from the real app so they stay current: a talk as a hall leaves it
 * (slides, questions with upvotes, an open poll the room has voted on, shown on the stage),
 * photographed on an attendee's phone (the Polls tab with the live results) and on the projector
 * (the poll's results). Every run writes them to the screenshots folder like any spec; with
 * PRODUCT_PICTURES=1 (`npm run pictures`) it also writes the README's pictures (docs/images) and the
 * home page's hero pictures (pwa/public/media), which are committed.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import {
  askFromHall,
  createPoll,
  createSession,
  presenterLink,
  uploadPdf,
} from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { ProjectorPage, ProjectorPoll } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { CHROMIUM_PATH } from "../playwright.config.ts";
import { expect, screenshot, test, type LecternApp } from "./support/fixtures.ts";

const TITLE = "Offline-first web apps for the conference hall";
const POLL_TITLE = "Your next app";
const POLL_QUESTION = "How will you ship your next app?";
/** Each choice and the votes the hall gives it; the phone in the pictures adds one to the first. */
const HALL_VOTES: [choice: string, votes: number][] = [
  ["A progressive web app", 14],
  ["Native apps", 6],
  ["Both", 4],
  ["Not sure yet", 2],
];
/** Each question and the upvotes other attendees give it. */
const QUESTIONS: [question: string, upvotes: number][] = [
  ["How does the outbox know a vote was already counted?", 9],
  ["Which browsers keep the app after a restart?", 5],
  ["Can I try the demo on my own phone?", 2],
];

/** The projector's screen size in the pictures: a common projector, 16:9. */
const PROJECTOR_SCREEN = { width: 1280, height: 720 };
/** The address the projector's join link shows in the pictures, in place of localhost and a port. */
const PICTURE_HOST = "lectern.example";

/** Where `npm run pictures` also writes the pictures, and how the hero's are compressed. */
const README_PICTURES = path.resolve("docs/images");
const HERO_PICTURES = path.resolve("pwa/public/media");
const HERO_JPEG_QUALITY = 70;
const publish = process.env.PRODUCT_PICTURES === "1";

/** A request from a new visitor in the hall, as the page sends it. */
async function fromHall(app: LecternApp, urlPath: string, body: unknown): Promise<void> {
  const res = await app
    .api()
    .request("POST", urlPath, body, { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

/** The talk, its poll on the stage with the hall's votes, and the projector's presenter link. */
async function seedTalk(app: LecternApp) {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const sessionId = await createSession(speaker, {
    title: TITLE,
    description:
      "Venue Wi-Fi drops the moment four hundred phones join it. How a web app keeps working anyway.",
  });
  await uploadPdf(speaker, sessionId, "Slides");
  for (const [text, upvotes] of QUESTIONS) {
    const question = await askFromHall(app, sessionId, text);
    for (let i = 0; i < upvotes; i++) await fromHall(app, `/api/questions/${question.id}/vote`, {});
  }
  const poll = await createPoll(
    speaker,
    sessionId,
    "open",
    POLL_TITLE,
    POLL_QUESTION,
    HALL_VOTES.map(([choice]) => choice),
  );
  for (const [choice, votes] of HALL_VOTES) {
    const choiceId = poll.choices.find((c) => c.text === choice)!.id;
    for (let i = 0; i < votes; i++) await fromHall(app, `/api/polls/${poll.id}/vote`, { choiceId });
  }
  const staged = await speaker.api.request("PUT", `/api/sessions/${sessionId}/stage`, {
    panel: "poll",
    pollId: poll.id,
  });
  expect(staged.status, JSON.stringify(staged.body)).toBe(200);
  return { sessionId, link: await presenterLink(speaker, sessionId) };
}

/**
 * The screen as it is (not the full page) to the screenshots folder; when publishing, also as the
 * README's PNG and the hero's JPEG.
 */
async function photograph(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (!publish) return;
  fs.mkdirSync(README_PICTURES, { recursive: true });
  fs.mkdirSync(HERO_PICTURES, { recursive: true });
  await page.screenshot({ path: path.join(README_PICTURES, `${name}.png`) });
  await page.screenshot({
    path: path.join(HERO_PICTURES, `${name}.jpg`),
    type: "jpeg",
    quality: HERO_JPEG_QUALITY,
  });
}

test("the attendee's phone and the projector show the poll's live results", async ({
  app,
  browser,
}) => {
  const talk = await seedTalk(app);
  const total = HALL_VOTES.reduce((sum, [, votes]) => sum + votes, 0) + 1;

  const phone = await phoneContext(browser, app.baseUrl);
  const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
  await attendee.open(talk.sessionId);
  await expect(attendee.heading()).toHaveText(TITLE);
  await attendee.openTab("Polls");
  await attendee.vote(POLL_TITLE, HALL_VOTES[0]![0]);
  const card = attendee.poll(POLL_TITLE);
  await expect(card.text(`Total votes: ${total}`)).toBeVisible();
  await expect(card.resultRow(HALL_VOTES[0]![0])).toContainText("15 votes · 56%");
  await expect(attendee.toast("Vote submitted")).toBeHidden();
  await attendee.page.evaluate(() => window.scrollTo(0, 0));
  await photograph(attendee.page, "attendee-phone");

  const port = new URL(app.baseUrl).port;
  const projectorBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", `--host-resolver-rules=MAP ${PICTURE_HOST}:80 127.0.0.1:${port}`],
  });
  const screen = await projectorBrowser.newContext({
    viewport: PROJECTOR_SCREEN,
    reducedMotion: "reduce",
  });
  const projector = new ProjectorPage(await screen.newPage());
  await projector.open(talk.link.replace(app.baseUrl, `http://${PICTURE_HOST}`));
  await projector.expectPanel("poll", POLL_QUESTION);
  const shown = new ProjectorPoll(projector.page);
  await expect(shown.total()).toHaveText(`Total votes: ${total}`);
  await expect(shown.percentages()).toHaveText([
    "56% · 15 votes",
    "22% · 6 votes",
    "15% · 4 votes",
    "7% · 2 votes",
  ]);
  // The key legend fades once nobody has pressed a key for a while, as in the hall.
  await expect(shown.legend()).toHaveAttribute("data-shown", "false");
  await photograph(projector.page, "projector");

  await Promise.all([phone.close(), projectorBrowser.close()]);
});
