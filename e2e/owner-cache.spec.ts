/**
 * The service worker never keeps an answer given to a signed-in owner (docs/decisions.md,
 * Authorization), in real Chromium against the built app: a speaker opens their own session's
 * Q&A, which holds a pending question with the asker's e-mail, and no cache holds it, before or
 * after sign-out; sign-out and a 401 from /api/auth/me leave no read kept while signed in. An
 * attendee's copy of the same page is still kept for offline.
 */
import type { BrowserContext, Page, Response } from "@playwright/test";
import { OWNER_VIEW_HEADER } from "@lectern/shared";
import { createSession, ownerContext } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { expect, PHONE, test, type LecternApp, type Speaker } from "./support/fixtures.ts";

const APPROVED = "What does the worker keep?";
const PENDING = "Is my e-mail kept on the venue laptop?";
const ASKER_EMAIL = "victim@corp.example";

interface Seeded {
  speaker: Speaker;
  sessionId: number;
}

/** A reviewed session with an approved question and a pending one, each with the asker's e-mail. */
async function seed(app: LecternApp): Promise<Seeded> {
  const speaker = await app.createSpeaker({ firstName: "Ada", lastName: "Lovelace" });
  const sessionId = await createSession(speaker, { title: "Kept copies" });
  const attendee = app.api();
  const ask = async (questionText: string) => {
    const asked = await attendee.request("POST", `/api/sessions/${sessionId}/questions`, {
      questionText,
      authorName: "Victor",
      authorEmail: ASKER_EMAIL,
    });
    expect(asked.status).toBe(201);
  };
  await ask(APPROVED);
  const review = await speaker.api.request("PATCH", `/api/sessions/${sessionId}`, {
    questionReview: true,
  });
  expect(review.status).toBe(200);
  await ask(PENDING);
  return { speaker, sessionId };
}

interface KeptEntry {
  cache: string;
  path: string;
  view: string | null;
  body: string;
}

/** Every entry of every cache this origin holds, with its body as text. */
function keptEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(async (header) => {
    const entries: KeptEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        entries.push({
          cache: name,
          path: new URL(request.url).pathname,
          view: response?.headers.get(header) ?? null,
          body: response && /json|text|javascript/.test(type) ? await response.text() : "",
        });
      }
    }
    return entries;
  }, OWNER_VIEW_HEADER);
}

/** What of the owner's answers the caches hold: entries marked as such or carrying its data. */
async function ownerAnswersKept(page: Page): Promise<string[]> {
  return (await keptEntries(page))
    .filter(
      ({ view, body }) => view !== null || body.includes(ASKER_EMAIL) || body.includes(PENDING),
    )
    .map(({ cache, path }) => `${cache} ${path}`);
}

const isQuestions = (sessionId: number) => (response: Response) =>
  response.url().endsWith(`/api/sessions/${sessionId}/questions`);

/** The owner's own session page and its Q&A, read first before and then under the worker. */
async function ownerReadsQnA(
  app: LecternApp,
  page: Page,
  context: BrowserContext,
  sessionId: number,
): Promise<void> {
  const session = new SessionPage(page, app.baseUrl);
  const firstRead = page.waitForResponse(isQuestions(sessionId));
  // Q&A is the session's only section, so the page opens on it.
  await session.open(sessionId);
  const first = await firstRead;
  expect(await first.text()).toContain(ASKER_EMAIL);
  await new OfflineBrowser(context, page).waitForServiceWorker();
  const underWorker = page.waitForResponse(isQuestions(sessionId));
  await page.reload();
  await expect(session.questionCard(APPROVED)).toBeVisible();
  const second = await underWorker;
  expect(await second.text()).toContain(PENDING);
  expect(await second.headerValue(OWNER_VIEW_HEADER)).toBe("owner");
}

test("a speaker's own Q&A, with a pending question and an asker's e-mail, is never kept, nor after sign-out", async ({
  browser,
  app,
}) => {
  const { speaker, sessionId } = await seed(app);
  const context = await ownerContext(browser, app, speaker, PHONE);
  const page = await context.newPage();
  await page.goto(app.baseUrl + "/dashboard");
  await ownerReadsQnA(app, page, context, sessionId);
  // The speaker's own reads (the dashboard) are kept while signed in; the owner's answers never.
  await page.goto(app.baseUrl + "/dashboard");
  await expect(page.getByText("Kept copies")).toBeVisible();
  await expect
    .poll(async () => (await keptEntries(page)).map(({ cache }) => cache))
    .toContain("lectern-speaker");
  expect(await ownerAnswersKept(page)).toEqual([]);

  await page.getByRole("button", { name: /Ada/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await page.waitForURL(app.baseUrl + "/");
  const signedInCaches = async () =>
    (await page.evaluate(() => caches.keys())).filter((name) =>
      ["lectern-api", "lectern-speaker"].includes(name),
    );
  // Polled: a read that lands while the sign-out's full reload is still settling is tried again.
  await expect.poll(() => signedInCaches().catch(() => null)).toEqual([]);
  expect(await ownerAnswersKept(page)).toEqual([]);
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.status));
  expect(me).toBe(401);
  await context.close();
});

test("a 401 from /api/auth/me forgets what was kept while signed in", async ({ browser, app }) => {
  const { speaker, sessionId } = await seed(app);
  const context = await ownerContext(browser, app, speaker, PHONE);
  const page = await context.newPage();
  await page.goto(app.baseUrl + "/dashboard");
  await new OfflineBrowser(context, page).waitForServiceWorker();
  await page.reload();
  await expect(page.getByText("Kept copies")).toBeVisible();
  await page.evaluate(() => fetch("/api/auth/me").then((r) => r.status));
  await page.goto(app.baseUrl + `/session/${sessionId}`);
  await expect
    .poll(async () => (await keptEntries(page)).map(({ cache }) => cache))
    .toEqual(expect.arrayContaining(["lectern-api", "lectern-speaker"]));

  // The sign-in ends elsewhere (another device's Sign Out, an expiry): this browser's cookie is dead.
  const out = await speaker.api.request("POST", "/api/auth/signout");
  expect(out.status).toBe(200);
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.status));
  expect(me).toBe(401);
  await expect
    .poll(async () =>
      (await keptEntries(page))
        .map(({ cache }) => cache)
        .filter((name) => ["lectern-api", "lectern-speaker"].includes(name)),
    )
    .toEqual([]);
  await context.close();
});

test("an attendee's copy of the same Q&A is still kept, without e-mails or pending questions", async ({
  browser,
  app,
}) => {
  const { sessionId } = await seed(app);
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  await new OfflineBrowser(context, page).waitForServiceWorker();
  await expect(session.questionCard(APPROVED)).toBeVisible();
  await expect
    .poll(async () => (await keptEntries(page)).map(({ path }) => path))
    .toContain(`/api/sessions/${sessionId}/questions`);
  const kept = (await keptEntries(page)).find(
    ({ path }) => path === `/api/sessions/${sessionId}/questions`,
  );
  expect(kept?.body).toContain(APPROVED);
  expect(await ownerAnswersKept(page)).toEqual([]);
  await context.close();
});
