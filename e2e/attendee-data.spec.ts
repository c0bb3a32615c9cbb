/**
 * The e-mail gate in Chromium (docs/product.md, Download dialog): the dialog says who receives the
 * address and why (the speaker's consent text) with a link to their privacy notice, the file
 * downloads once the e-mail is given, and the lead records the text shown. Without the token the
 * download answers, the file is refused (docs/decisions.md, Attendee data).
 */
import { expect, expectNoSeriousA11yViolations, PHONE, test } from "./support/fixtures.ts";
import { createSession, TINY_PDF, uploadPdf } from "./page-models/attendee-seed.ts";
import { SessionPage } from "./page-models/session-page.ts";

test.use({ reducedMotion: "reduce" });

test("the download dialog shows the consent text and privacy link, then the file downloads", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const put = await speaker.api.request("PUT", `/api/users/${speaker.userId}`, {
    privacyUrl: "https://example.com/privacy",
  });
  expect(put.status).toBe(200);
  const sessionId = await createSession(speaker);
  await uploadPdf(speaker, sessionId, "Gated Slides");

  const phone = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    acceptDownloads: true,
  });
  const attendee = new SessionPage(await phone.newPage(), app.baseUrl);
  await attendee.open(sessionId);
  await attendee.clickResourceButton("Gated Slides");
  const dialog = attendee.downloadDialog();
  const consent =
    "Grace Hopper will receive your e-mail address and may contact you about this talk.";
  await expect(dialog.getByText(consent)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "https://example.com/privacy",
  );
  await expectNoSeriousA11yViolations(attendee.page);

  const download = attendee.page.waitForEvent("download");
  await attendee.submitDownloadEmail("reader@example.com");
  const file = await download;
  expect(file.suggestedFilename()).toBe("Gated Slides.pdf");
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.equals(TINY_PDF)).toBe(true);

  const analytics = await speaker.api.request<{
    leads: { email: string; consentText: string | null }[];
  }>("GET", `/api/sessions/${sessionId}/analytics`);
  expect(analytics.body.leads).toEqual([
    expect.objectContaining({ email: "reader@example.com", consentText: consent }),
  ]);
  // The page itself never names the stored file; the bare route asks for the e-mail.
  const bare = await attendee.page.request.get(`/api/resources/${await firstResourceId()}/file`);
  expect(bare.status()).toBe(403);
  await phone.close();

  async function firstResourceId(): Promise<number> {
    const page = await attendee.page.request.get(`/api/sessions/${sessionId}/public`);
    const body = (await page.json()) as { resources: { id: number; filePath: string }[] };
    expect(body.resources[0]!.filePath).toMatch(/^\/api\/resources\/\d+\/file$/);
    return body.resources[0]!.id;
  }
});
