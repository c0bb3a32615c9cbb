/**
 * XSS (docs/decisions.md, Security): anyone who scans a QR code can post text that the speaker's
 * pages show, and a speaker's texts reach every attendee and every site embedding a poll. Markup in
 * names, bios, session texts, resource titles, polls and questions must show as text in every
 * screen that shows it, and no script may run. Behind React's escaping, the Content-Security-Policy
 * forbids inline scripts, so even markup that got into the page could not run.
 */
import type { Page } from "@playwright/test";
import { expect, test, type LecternApp, type Speaker } from "./support/fixtures.ts";
import { createPoll, createSession, ownerContext, TINY_PDF } from "./page-models/attendee-seed.ts";
import { SessionPage } from "./page-models/session-page.ts";

const IMG = "<img src=x onerror=window.__xss=1>";
const SCRIPT = "<script>window.__xss=1</script>";
const SVG = '"><svg onload=window.__xss=1>';

/** Every text an attacker controls, each carrying a payload. */
const TEXT = {
  firstName: `Mallory${IMG}`,
  lastName: `Evil${SVG}`,
  bio: `I write ${SCRIPT} and ${IMG} for a living.`,
  eventName: `XSSConf ${SVG}`,
  title: `Talk ${IMG}`,
  description: `About ${SCRIPT} everything.`,
  pdfTitle: `Slides ${SCRIPT}`,
  linkTitle: `Repo ${IMG}`,
  pollTitle: `Poll ${IMG}`,
  pollQuestion: `Pick ${SCRIPT}?`,
  choices: [`Yes ${IMG}`, `No ${SVG}`],
  question: `Why ${IMG} and ${SCRIPT}?`,
  author: `Eve ${SVG}`,
};

interface Seeded {
  speaker: Speaker;
  sessionId: number;
  pollId: number;
}

async function seed(app: LecternApp): Promise<Seeded> {
  const speaker = await app.createSpeaker({ firstName: TEXT.firstName, lastName: TEXT.lastName });
  const profile = await speaker.api.request("PUT", `/api/users/${speaker.userId}`, {
    bio: TEXT.bio,
  });
  expect(profile.status).toBe(200);
  const sessionId = await createSession(speaker, {
    eventName: TEXT.eventName,
    title: TEXT.title,
    description: TEXT.description,
  });
  const form = new FormData();
  form.set("sessionId", String(sessionId));
  form.set("type", "presentation");
  form.set("title", TEXT.pdfTitle);
  form.set("file", new Blob([TINY_PDF], { type: "application/pdf" }), `${IMG}.pdf`);
  const pdf = await speaker.api.request<{ id: number }>("POST", "/api/upload", form);
  expect(pdf.status).toBe(201);
  const link = await speaker.api.request("POST", "/api/resources", {
    sessionId,
    type: "link",
    title: TEXT.linkTitle,
    url: "https://example.com/repo",
  });
  expect(link.status).toBe(201);
  const poll = await createPoll(
    speaker,
    sessionId,
    "open",
    TEXT.pollTitle,
    TEXT.pollQuestion,
    TEXT.choices,
  );

  const attendee = app.api();
  const asked = await attendee.request("POST", `/api/sessions/${sessionId}/questions`, {
    questionText: TEXT.question,
    isAnonymous: false,
    authorName: TEXT.author,
    authorEmail: "eve@example.com",
  });
  expect(asked.status).toBe(201);
  const download = await attendee.request("POST", `/api/resources/${pdf.body.id}/download`, {
    email: "eve@example.com",
  });
  expect(download.status).toBe(201);
  return { speaker, sessionId, pollId: poll.id };
}

/** Dialogs (alert, confirm) opened on each page; expectInert fails when there is one. */
const dialogs = new WeakMap<Page, string[]>();

function watch(page: Page): void {
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** No payload became an element, none ran, and the page shows each given text literally. */
async function expectInert(page: Page, shown: string[]): Promise<void> {
  for (const text of shown)
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  const planted = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[onload], [onerror], [onload], body script:not([src])',
      ).length,
  );
  expect(planted).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(dialogs.get(page) ?? []).toEqual([]);
}

test.use({ reducedMotion: "reduce" });

test("markup in every attendee-facing text shows as text on the session page and runs nothing", async ({
  app,
  browser,
}) => {
  const { sessionId } = await seed(app);
  const context = await browser.newContext({ baseURL: app.baseUrl });
  const attendee = new SessionPage(await context.newPage(), app.baseUrl);
  watch(attendee.page);

  await attendee.open(sessionId);
  await expect(attendee.heading()).toHaveText(TEXT.title);
  await expectInert(attendee.page, [
    TEXT.eventName,
    TEXT.description,
    `${TEXT.firstName} ${TEXT.lastName}`,
    TEXT.bio,
    TEXT.pdfTitle,
    TEXT.linkTitle,
  ]);

  await attendee.openTab("Q&A");
  await expectInert(attendee.page, [TEXT.question, TEXT.author]);

  await attendee.openTab("Polls");
  await expectInert(attendee.page, [TEXT.pollTitle, TEXT.pollQuestion, ...TEXT.choices]);
  await attendee.vote(TEXT.pollTitle, TEXT.choices[0]!);
  await expectInert(attendee.page, [TEXT.choices[0]!]);
  await context.close();
});

test("the owner's dashboard, leads and session page show attendee texts as text", async ({
  app,
  browser,
}) => {
  const { speaker, sessionId } = await seed(app);
  const context = await ownerContext(browser, app, speaker);
  const page = await context.newPage();
  watch(page);

  await page.goto("/dashboard");
  await expectInert(page, [TEXT.title, TEXT.eventName]);
  await page.getByRole("button", { name: `Recent Leads of ${TEXT.title}` }).click();
  await expectInert(page, ["eve@example.com", TEXT.pdfTitle]);
  await page.keyboard.press("Escape");

  await page.goto(`/session/${sessionId}/leads`);
  await expectInert(page, [`Leads for ${TEXT.title}`, "eve@example.com"]);
  await page.getByRole("button", { name: /downloads? by eve@example.com/ }).click();
  await expectInert(page, [TEXT.pdfTitle]);
  await page.keyboard.press("Escape");

  const owner = new SessionPage(page, app.baseUrl);
  await owner.open(sessionId);
  await owner.openTab("Q&A");
  await expectInert(page, [TEXT.question, TEXT.author]);

  await page.goto("/speaker-profile");
  await expect(page.getByLabel("Bio")).toHaveValue(TEXT.bio);
  await expectInert(page, []);
  await context.close();
});

test("the embedded poll shows markup as text and runs nothing", async ({ app, page }) => {
  const { pollId } = await seed(app);
  watch(page);
  await page.goto(`${app.baseUrl}/embed/poll/${pollId}`);
  await expect(page.getByRole("heading", { name: TEXT.pollTitle })).toBeVisible();
  await expectInert(page, [TEXT.pollQuestion, ...TEXT.choices]);
});

test("the Content-Security-Policy allows no inline script: one added to the page is blocked", async ({
  app,
  page,
}) => {
  for (const path of ["/", "/session/1", "/embed/poll/1", "/dashboard"]) {
    const response = await page.request.get(app.baseUrl + path);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc =
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc, `${path}: ${csp}`).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  }

  await page.goto(app.baseUrl + "/");
  const violated = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) => resolve(event.violatedDirective),
          { once: true },
        );
        const script = document.createElement("script");
        script.textContent = "window.__xss = 1";
        document.body.append(script);
      }),
  );
  expect(violated).toMatch(/^script-src/);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
});
