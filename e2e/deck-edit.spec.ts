/**
 * The speaker's side of the deck (docs/product.md, The deck) in Chromium against the built app and
 * the real server, phone first: the Slides tab of the edit screen takes a 3-page PDF made here and,
 * once rendered, shows each page with its text as description; a PDF that cannot be read says so
 * after the speaker confirms the replacement, and the pages stay; a page's notes and the
 * follow-along settings are saved and still there after a reload; a poll is pinned to a page from
 * the Polls tab. The screens are photographed at phone and desktop widths and checked by axe-core.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "@playwright/test";
import {
  choicesOf,
  createKindPoll,
  createSession,
  ownerContext,
} from "./page-models/attendee-seed.ts";
import { EditSessionScreen } from "./page-models/speaker-screens.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  screenshotWidths,
  test,
} from "./support/fixtures.ts";

const SLIDES = ["Welcome to offline-first", "Why venue Wi-Fi fails", "Questions please"];
const PHONE = { width: 390, height: 844 };

/** A 16:9 PDF with one line of text on each page. */
async function pdfWith(lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines)
    doc.addPage([960, 540]).drawText(line, { x: 60, y: 300, size: 40, font });
  return Buffer.from(await doc.save());
}

/** Photographs the page at phone and desktop widths, runs axe, then returns to a phone. */
async function capture(page: Page, name: string): Promise<void> {
  await screenshotWidths(page, name);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
}

test.use({ baseURL: async ({ app }, use) => use(app.baseUrl) });

test("a speaker uploads a deck, writes a note, chooses what attendees see and pins a poll", async ({
  app,
  browser,
}) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker, { title: "Offline-first in the hall" });
  await createKindPoll(speaker, sessionId, {
    title: "Lunch",
    question: "Pizza or salad?",
    choices: choicesOf(["Pizza", "Salad"]),
  });
  const context = await ownerContext(browser, app, speaker, PHONE);
  const page = await context.newPage();
  await new EditSessionScreen(page).open(sessionId);

  await page.getByRole("tab", { name: "Slides" }).click();
  await expect(page.getByText(/No slides yet/)).toBeVisible();
  await capture(page, "deck-edit-empty");

  await page.getByLabel("Upload a PDF deck").setInputFiles({
    name: "offline-first.pdf",
    mimeType: "application/pdf",
    buffer: await pdfWith(SLIDES),
  });
  // Each deck is drawn in a worker thread of its own, whose start takes a while on a busy machine.
  await expect(page.getByRole("img", { name: SLIDES[0] })).toBeVisible({ timeout: 60_000 });
  for (const text of SLIDES) await expect(page.getByRole("img", { name: text })).toBeVisible();
  await expect(page.getByText(/Rendering page/)).toBeHidden();

  const notes = page.getByRole("textbox", { name: "Notes for page 2" });
  await notes.fill("Ask who lost the Wi-Fi this morning.");
  await page.getByRole("button", { name: "Save notes for page 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole("radio", { name: "The whole deck" }).click();
  await expect(page.getByRole("radio", { name: "The whole deck" })).toBeChecked();
  await page.getByRole("switch", { name: "Open polls on their slide" }).click();
  await expect(page.getByRole("switch", { name: "Open polls on their slide" })).toBeChecked();
  await capture(page, "deck-edit-pages");

  await page.getByLabel("Upload a PDF deck").setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\nthis is not really a PDF\n%%EOF\n"),
  });
  await page
    .getByRole("alertdialog", { name: "Replace the deck?" })
    .getByRole("button", { name: "Replace deck" })
    .click();
  const failed = page.getByRole("alert").filter({ hasText: "The PDF could not be used" });
  await expect(failed).toContainText("The previous deck stays.");
  for (const text of SLIDES) await expect(page.getByRole("img", { name: text })).toBeVisible();
  await capture(page, "deck-edit-failed");

  await page.getByRole("tab", { name: "Polls" }).click();
  await page.getByRole("button", { name: "Edit poll 1" }).click();
  await page.getByRole("combobox", { name: "Show on slide (poll 1)" }).selectOption("Page 2");
  await page.getByRole("button", { name: "Save Poll: Lunch" }).click();
  await expect(page.getByRole("button", { name: "Save Poll: Lunch" })).toBeDisabled();
  await capture(page, "deck-edit-poll-slide");

  await page.reload();
  await page.getByRole("tab", { name: "Slides" }).click();
  await expect(page.getByRole("textbox", { name: "Notes for page 2" })).toHaveValue(
    "Ask who lost the Wi-Fi this morning.",
  );
  await expect(page.getByRole("radio", { name: "The whole deck" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Open polls on their slide" })).toBeChecked();
  await page.getByRole("tab", { name: "Polls" }).click();
  await page.getByRole("button", { name: "Edit poll 1" }).click();
  await expect(page.getByRole("combobox", { name: "Show on slide (poll 1)" })).toHaveValue("2");
  await context.close();
});
