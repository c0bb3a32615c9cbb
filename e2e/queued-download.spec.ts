/**
 * A download taken offline (issue 28, review D5): the outbox records it when the network returns,
 * and the page then hands the file over in a toast with Open file, which fetches it with the token
 * the recorded download was given, so the speaker counts one download, not two. Also when the page
 * was closed meanwhile and the download goes as it opens again.
 */
import fs from "node:fs";
import type { Browser } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  screenshot,
  test,
  type LecternApp,
  type Speaker,
} from "./support/fixtures.ts";
import { createSession, uploadPdf } from "./page-models/attendee-seed.ts";
import { OfflineBrowser } from "./page-models/offline.ts";
import { SessionPage } from "./page-models/session-page.ts";

async function totalDownloads(speaker: Speaker, sessionId: number): Promise<number> {
  const analytics = await speaker.api.request<{ totalDownloads: number }>(
    "GET",
    `/api/sessions/${sessionId}/analytics`,
  );
  return analytics.body.totalDownloads;
}

/** A phone that opened a session with one PDF, "Slides", online, and then went offline. */
async function offlinePhoneOnSlides(browser: Browser, app: LecternApp, title: string) {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title });
  await uploadPdf(speaker, sessionId, "Slides");
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  const phone = new OfflineBrowser(context, page);
  await session.open(sessionId);
  await expect(session.resourceCard("Slides")).toBeVisible();
  await phone.waitForServiceWorker();
  await phone.goOffline();
  return { speaker, sessionId, context, page, session, phone };
}

test("a download taken offline is recorded once when sent, and its file opens from the toast", async ({
  browser,
  app,
}) => {
  const { speaker, sessionId, context, page, session, phone } = await offlinePhoneOnSlides(
    browser,
    app,
    "Slides to take home",
  );
  await session.clickResourceButton("Slides");
  await session.submitDownloadEmail("ann@example.com");
  const offlineToast = session.toast("You're offline");
  await expect(offlineToast).toContainText(
    "Your request is saved and will be sent when you're back online. You can open the file then.",
  );
  await phone.expectWaiting(1);
  expect(await totalDownloads(speaker, sessionId)).toBe(0);

  await phone.goOnline();
  const ready = session.toast("Your download is ready");
  await expect(ready).toContainText("Slides");
  await expect(phone.statusBar()).toHaveText("All caught up");
  expect(await totalDownloads(speaker, sessionId)).toBe(1);
  await screenshot(page, "queued-download-ready-phone");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "queued-download-ready-desktop");

  const download = page.waitForEvent("download");
  await ready.getByRole("button", { name: "Open file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Slides.pdf");
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  // Opening the file handed over records nothing more.
  expect(await totalDownloads(speaker, sessionId)).toBe(1);
  await context.close();
});

test("a download taken offline on a page since closed is handed over when the page opens again", async ({
  browser,
  app,
}) => {
  const { speaker, sessionId, context, page, session, phone } = await offlinePhoneOnSlides(
    browser,
    app,
    "Slides for the train home",
  );
  await session.clickResourceButton("Slides");
  await session.submitDownloadEmail("ann@example.com");
  await phone.expectWaiting(1);
  await page.close();

  await phone.goOnline();
  const again = await context.newPage();
  const reopened = new SessionPage(again, app.baseUrl);
  await reopened.open(sessionId);
  const ready = reopened.toast("Your download is ready");
  await expect(ready).toContainText("Slides");
  expect(await totalDownloads(speaker, sessionId)).toBe(1);
  const download = again.waitForEvent("download");
  await ready.getByRole("button", { name: "Open file" }).click();
  expect((await download).suggestedFilename()).toBe("Slides.pdf");
  expect(await totalDownloads(speaker, sessionId)).toBe(1);
  await context.close();
});
