/**
 * A live socket whose path dies without either end being told (docs/decisions.md, Live updates), in
 * Chromium against the built app and the real server: the phone and the projector reach the server
 * through a TCP proxy, the venue's Wi-Fi, which then freezes their open sockets (nothing forwarded
 * either way, nothing closed) while new connections go through. The hall keeps voting; each screen
 * shows the new totals within 20 s of the freeze, because the page's heartbeat replaces the silent
 * socket and reads what changed.
 */
import { WS_PATH } from "@lectern/shared";
import { startTcpProxy, type TcpProxy } from "../sync-server/src/test/tcp-proxy.ts";
import {
  createPoll,
  createSession,
  presenterLink,
  type SeededPoll,
} from "./page-models/attendee-seed.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { expect, screenshot, test, type LecternApp } from "./support/fixtures.ts";
import { phoneContext } from "./page-models/devices.ts";

/** The check: a frozen socket's screen shows the new totals within this long. */
const FRESH_WITHIN_MS = 20_000;

let wifi: TcpProxy;

test.beforeEach(async ({ app }) => {
  wifi = await startTcpProxy(Number(new URL(app.baseUrl).port));
});

test.afterEach(async () => {
  await wifi.close();
});

/** The server's address (a page's, or the presenter link) as reached through the venue's Wi-Fi. */
function viaWifi(address: string): URL {
  const url = new URL(address);
  url.port = String(wifi.port);
  return url;
}

/** Visitors of the hall, on a good link of their own, each voting once. */
async function hallVotes(app: LecternApp, poll: SeededPoll, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await app
      .api()
      .request("POST", `/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/**
 * Freezes the screens' live sockets. `timeLeft()` answers how much of the 20 s is left; `report`
 * logs how long the screen took (logged, never asserted).
 */
function freezeSockets() {
  wifi.freeze(WS_PATH);
  const frozenAt = Date.now();
  return {
    timeLeft: () => FRESH_WITHIN_MS - (Date.now() - frozenAt),
    report: (screen: string) =>
      console.info(`${screen}: new totals ${Date.now() - frozenAt} ms after the freeze`),
  };
}

test("a phone whose live socket froze shows the hall's new totals within 20 s", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Venue Wi-Fi" });
  const poll = await createPoll(speaker, sessionId, "open", "Quick poll");
  const phone = await phoneContext(browser, viaWifi(app.baseUrl).origin);
  const attendee = new SessionPage(await phone.newPage(), viaWifi(app.baseUrl).origin);
  await attendee.open(sessionId);
  await attendee.openTab("Polls");
  await attendee.vote("Quick poll", "Service workers");
  const card = attendee.pollCard("Quick poll");
  await expect(card.getByText("Total votes: 1")).toBeVisible();
  await hallVotes(app, poll, 1);
  await expect(card.getByText("Total votes: 2")).toBeVisible();

  const frozen = freezeSockets();
  await hallVotes(app, poll, 3);
  await expect(card.getByText("Total votes: 5")).toBeVisible({ timeout: frozen.timeLeft() });
  frozen.report("phone");
  await expect(card.getByText("4 votes · 80%")).toBeVisible();
  await screenshot(attendee.page, "frozen-socket-phone");
  await phone.close();
});

test("a projector whose live socket froze shows the hall's new totals within 20 s", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Venue Wi-Fi" });
  const poll = await createPoll(speaker, sessionId, "open", "Quick poll");
  const staged = await speaker.api.request("PUT", `/api/sessions/${sessionId}/stage`, {
    panel: "poll",
    pollId: poll.id,
  });
  expect(staged.status, JSON.stringify(staged.body)).toBe(200);
  await hallVotes(app, poll, 1);
  const context = await browser.newContext({ viewport: PROJECTOR, reducedMotion: "reduce" });
  const projector = new ProjectorPage(await context.newPage());
  await projector.open(viaWifi(await presenterLink(speaker, sessionId)).toString());
  await projector.expectPanel("poll", "Which do you prefer?");
  const results = projector.page.getByTestId("projector-results");
  await expect(results.getByText("Total votes: 1")).toBeVisible();

  const frozen = freezeSockets();
  await hallVotes(app, poll, 3);
  await expect(results.getByText("Total votes: 4")).toBeVisible({ timeout: frozen.timeLeft() });
  frozen.report("projector");
  await screenshot(projector.page, "frozen-socket-projector");
  await context.close();
});
