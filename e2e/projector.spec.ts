/**
 * The projector screen (docs/product.md, The room) in Chromium at 1920x1080, against the built app
 * and the real server: opened through the presenter link the owner makes over the API, it shows each
 * panel the owner puts on the stage, live (a vote moves a bar, the attendee count follows the
 * attendee pages open); its keys move the stage for everyone and set its look; a replaced link's
 * open screen says so, and a speaker who does not own the session is refused. Every panel is
 * photographed dark and light, and checked with axe-core.
 */
import type { WebSocketRoute } from "@playwright/test";
import { IDEMPOTENCY_KEY_HEADER, type Question, type Stage } from "@lectern/shared";
import {
  createPoll,
  createSession,
  ownerContext,
  presenterLink,
  type SeededPoll,
} from "./page-models/attendee-seed.ts";
import { PROJECTOR, ProjectorPage } from "./page-models/projector-page.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  screenshot,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";
import { projectorContext } from "./page-models/devices.ts";

/** 4% of the screen's height at 1920x1080: the least size of poll and question text. */
const HALL_TEXT_PX = 0.04 * PROJECTOR.height;

interface Room {
  speaker: Speaker;
  sessionId: number;
  first: SeededPoll;
  second: SeededPoll;
  questions: { top: Question; other: Question; answered: Question };
  link: string;
}

async function send(app: LecternApp, method: string, path: string, body: unknown) {
  const res = await app.api().request(method, path, body, {
    [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

async function putStage(room: Room, stage: Stage): Promise<void> {
  const res = await room.speaker.api.request("PUT", `/api/sessions/${room.sessionId}/stage`, stage);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The stage as the server keeps it, which the console and the phones follow. */
async function stageOf(room: Room): Promise<Stage> {
  const res = await room.speaker.api.request<Stage>("GET", `/api/sessions/${room.sessionId}/stage`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A session with two polls and three questions (one answered), and its presenter link. */
async function seedRoom(app: LecternApp): Promise<Room> {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Offline-first in the hall" });
  const first = await createPoll(speaker, sessionId, "open", "Warm-up", "Which do you prefer?");
  const second = await createPoll(speaker, sessionId, "closed", "Wrap-up", "Did it work?", [
    "Yes",
    "Not yet",
  ]);
  const ask = (text: string) =>
    send(app, "POST", `/api/sessions/${sessionId}/questions`, {
      questionText: text,
      isAnonymous: false,
      authorName: "Grace",
    }) as Promise<Question>;
  const top = await ask("How does the outbox know a vote was already counted?");
  const other = await ask("Which browsers keep the app after a restart?");
  const answered = await ask("Where are the slides?");
  for (let i = 0; i < 2; i++) await send(app, "POST", `/api/questions/${top.id}/vote`, {});
  const marked = await speaker.api.request("PATCH", `/api/questions/${answered.id}/answer`, {
    isAnswered: true,
  });
  expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  const link = await presenterLink(speaker, sessionId);
  return { speaker, sessionId, first, second, questions: { top, other, answered }, link };
}

test.describe("projector screen", () => {
  test("opens through the presenter link and shows each panel the owner stages", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const context = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await context.newPage());
    await projector.open(room.link);

    await projector.expectPanel("join", "Scan to download the slides, ask questions and vote");
    await expect(projector.panel()).toContainText(`/session/${room.sessionId}`);
    await expect(projector.qrCode()).toBeVisible();
    expect(await projector.theme()).toBe("dark");
    await expect(projector.attendance()).toHaveText("0 attendees");

    // Attendees (each phone its own browser) opening the session page are counted in the corner,
    // and leaving uncounted.
    const attendees = await browser.newContext({ baseURL: app.baseUrl });
    const leaving = await browser.newContext({ baseURL: app.baseUrl });
    for (const phone of [attendees, leaving])
      await (await phone.newPage()).goto(`/session/${room.sessionId}`);
    await expect(projector.attendance()).toHaveText("2 attendees");
    await leaving.close();
    await expect(projector.attendance()).toHaveText("1 attendee");

    await putStage(room, { panel: "poll", pollId: room.first.id });
    await projector.expectPanel("poll", "Which do you prefer?");
    const liked = room.first.choices[0]!;
    await expect(projector.choice(liked.text)).toContainText("0 votes");
    await send(app, "POST", `/api/polls/${room.first.id}/vote`, { choiceId: liked.id });
    await expect(projector.choice(liked.text)).toContainText("1 vote", { timeout: 2_000 });
    const label = projector.choice(liked.text).getByText(liked.text, { exact: true });
    expect(await projector.fontSize(label)).toBeGreaterThanOrEqual(HALL_TEXT_PX);

    await putStage(room, { panel: "questions" });
    await projector.expectPanel("questions", "Top questions");
    await expect(projector.questionItems()).toHaveCount(2);
    await expect(projector.questionItems().first()).toContainText(room.questions.top.questionText);
    await expect(projector.panel()).not.toContainText(room.questions.answered.questionText);

    await putStage(room, { panel: "question", questionId: room.questions.other.id });
    await projector.expectPanel("question", room.questions.other.questionText);
    expect(await projector.fontSize(projector.heading())).toBeGreaterThanOrEqual(HALL_TEXT_PX);

    await putStage(room, { panel: "join" });
    await projector.expectPanel("join");
    await context.close();
    await attendees.close();
  });

  test("keys move the stage for everyone and set this screen's look, remembered after a reload", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const context = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await context.newPage());
    await projector.open(room.link);
    await projector.expectPanel("join");

    await projector.press("ArrowRight");
    await projector.expectPanel("poll", "Which do you prefer?");
    await expect.poll(() => stageOf(room)).toEqual({ panel: "poll", pollId: room.first.id });
    await projector.press("ArrowRight");
    await projector.expectPanel("poll", "Did it work?");
    await expect.poll(() => stageOf(room)).toEqual({ panel: "poll", pollId: room.second.id });
    await projector.press("ArrowRight");
    await projector.expectPanel("questions");
    await projector.press("ArrowRight");
    await projector.expectPanel("questions");
    await projector.press("ArrowLeft");
    await projector.expectPanel("poll", "Did it work?");
    await projector.press("q");
    await projector.expectPanel("join");
    await expect.poll(() => stageOf(room)).toEqual({ panel: "join" });

    // The speaker's next stage change takes over again, once the screen's own change has landed:
    // sent at once, the screen's PUT could arrive after the speaker's and undo it.
    await projector.press("ArrowRight");
    await expect.poll(() => stageOf(room)).toEqual({ panel: "poll", pollId: room.first.id });
    await putStage(room, { panel: "questions" });
    await projector.expectPanel("questions");

    const size = await projector.rootFontSize();
    await projector.press("+");
    await expect.poll(() => projector.rootFontSize()).toBeGreaterThan(size);
    await projector.press("-");
    await projector.press("-");
    await expect.poll(() => projector.rootFontSize()).toBeLessThan(size);

    await projector.press("t");
    await expect.poll(() => projector.theme()).toBe("light");

    await projector.press("f");
    await expect.poll(() => projector.isFullscreen()).toBe(true);
    await projector.press("f");
    await expect.poll(() => projector.isFullscreen()).toBe(false);

    const smaller = await projector.rootFontSize();
    await projector.page.reload();
    await projector.expectPanel("questions");
    expect(await projector.theme()).toBe("light");
    expect(await projector.rootFontSize()).toBeCloseTo(smaller, 1);
    await context.close();
  });

  test("a replaced presenter link's open screen says it is no longer valid", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const context = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await context.newPage());
    await projector.open(room.link);
    await projector.expectPanel("join");

    const fresh = await presenterLink(room.speaker, room.sessionId);
    expect(fresh).not.toBe(room.link);
    await expect(projector.notice()).toContainText("This presenter link is no longer valid");
    await expect(projector.panel()).toHaveCount(0);

    await projector.page.reload();
    await expect(projector.notice()).toContainText("This presenter link is no longer valid");

    await projector.open(fresh);
    await projector.page.reload();
    await projector.expectPanel("join");
    await context.close();
  });

  test("a dropped connection keeps the last panel, marked, and catches up when it returns", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const context = await projectorContext(browser, app.baseUrl);
    const page = await context.newPage();
    // The venue's network, between the projector and the server's live channel.
    let down = false;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (down) {
        void ws.close();
        return;
      }
      open.add(ws);
      ws.connectToServer();
    });
    const projector = new ProjectorPage(page);
    await projector.open(room.link);
    await projector.expectPanel("join");
    await expect(page.getByText("Reconnecting...")).toHaveCount(0);

    down = true;
    for (const ws of open) await ws.close();
    await expect(page.getByText("Reconnecting...")).toBeVisible();
    await putStage(room, { panel: "poll", pollId: room.first.id });
    await projector.expectPanel("join", "Scan to download the slides, ask questions and vote");
    await screenshot(page, "projector-reconnecting");

    down = false;
    await projector.expectPanel("poll", "Which do you prefer?");
    await expect(page.getByText("Reconnecting...")).toHaveCount(0);
    await context.close();
  });

  test("opens for the signed-in owner without a key, and for nobody else", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    const address = `/session/${room.sessionId}/present`;

    const owner = await ownerContext(browser, app, room.speaker, PROJECTOR);
    const ownView = new ProjectorPage(await owner.newPage());
    await ownView.open(address);
    await ownView.expectPanel("join");
    await owner.close();

    const stranger = await ownerContext(browser, app, await app.createSpeaker(), PROJECTOR);
    const refused = new ProjectorPage(await stranger.newPage());
    await refused.open(address);
    await expect(refused.notice()).toContainText("You don't have access to this screen");
    await expect(refused.panel()).toHaveCount(0);
    await screenshot(refused.page, "projector-no-access");
    await stranger.close();

    const nobody = await projectorContext(browser, app.baseUrl);
    const signedOut = new ProjectorPage(await nobody.newPage());
    await signedOut.open(address);
    await expect(signedOut.notice()).toContainText("You don't have access to this screen");
    await nobody.close();
  });

  test("every panel dark and light at 1920x1080, photographed and checked with axe", async ({
    app,
    browser,
  }) => {
    const room = await seedRoom(app);
    await send(app, "POST", `/api/polls/${room.first.id}/vote`, {
      choiceId: room.first.choices[0]!.id,
    });
    const context = await projectorContext(browser, app.baseUrl);
    const projector = new ProjectorPage(await context.newPage());
    await projector.open(room.link);
    const panels: [name: string, stage: Stage, heading: string][] = [
      ["join", { panel: "join" }, "Scan to download the slides, ask questions and vote"],
      ["poll", { panel: "poll", pollId: room.first.id }, "Which do you prefer?"],
      ["questions", { panel: "questions" }, "Top questions"],
      [
        "question",
        { panel: "question", questionId: room.questions.top.id },
        room.questions.top.questionText,
      ],
    ];
    for (const [name, stage, heading] of panels) {
      await putStage(room, stage);
      await projector.expectPanel(stage.panel, heading);
      await expect(projector.attendance()).toBeVisible();
      for (const theme of ["dark", "light"] as const) {
        if ((await projector.theme()) !== theme) await projector.press("t");
        await expect.poll(() => projector.theme()).toBe(theme);
        await screenshot(projector.page, `projector-${name}-${theme}`);
        await expectNoSeriousA11yViolations(projector.page);
      }
    }
    await context.close();
  });
});
