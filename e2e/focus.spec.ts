/**
 * Focus that never drops (issue 30; audit 2026-11, findings 1, 2 and 11), with real key presses in
 * Chromium against the built app: after each dialog closes (Escape, Cancel or its action), after
 * each poll kind's vote on the session page and in the embed, after each live-console action and
 * after Remove choice, Remove link, Add Poll and Save on the edit screen, the expected control has
 * focus, on screen and uncovered; and Shift+Tab through the console and edit → Polls on a phone never leaves
 * a control under the sticky top bar, the stage bar or a toast.
 */
import crypto from "node:crypto";
import type { Locator } from "@playwright/test";
import { IDEMPOTENCY_KEY_HEADER } from "@lectern/shared";
import {
  choicesOf,
  createKindPoll,
  createPoll,
  createSession,
  ownerContext,
  uploadPdf,
  askFromHall,
} from "./page-models/attendee-seed.ts";
import { phoneContext } from "./page-models/devices.ts";
import { EmbeddedPoll, startHostSite } from "./page-models/embed-poll-page.ts";
import { coveredOnShiftTab, expectFocusedInView } from "./page-models/focus.ts";
import { LiveConsolePage } from "./page-models/live-console-page.ts";
import { SessionPage } from "./page-models/session-page.ts";
import { DashboardScreen, EditSessionScreen, LeadsScreen } from "./page-models/speaker-screens.ts";
import { DESKTOP, expect, PHONE, screenshot, test, type Speaker } from "./support/fixtures.ts";

test.use({ reducedMotion: "reduce" });

/**
 * One poll of each kind, open, over two sessions (three polls at most each): the first with the
 * slides and Q&A too. Answers the sessions and the polls' ids by title.
 */
async function sessionsWithEveryKind(speaker: Speaker) {
  const first = await createSession(speaker, { title: "Focus everywhere" });
  await uploadPdf(speaker, first, "Slides");
  const second = await createSession(speaker, { title: "Focus, part two" });
  const polls: Record<string, number> = {
    Lunch: (
      await createPoll(speaker, first, "open", "Lunch", "What for lunch?", ["Pizza", "Salad"])
    ).id,
    "Build tools": (
      await createKindPoll(speaker, first, {
        kind: "multiple",
        title: "Build tools",
        question: "Which do you use?",
        choices: choicesOf(["Vite", "Webpack", "Parcel"]),
        maxChoices: 2,
      })
    ).id,
    "In a word": (
      await createKindPoll(speaker, first, {
        kind: "wordcloud",
        title: "In a word",
        question: "Describe this talk in one word",
        maxEntries: 3,
      })
    ).id,
    Clarity: (
      await createKindPoll(speaker, second, {
        kind: "rating",
        title: "Clarity",
        question: "How clear was the talk?",
        scale: 5,
        lowLabel: "Lost",
        highLabel: "Crystal clear",
      })
    ).id,
    "Quick quiz": (
      await createKindPoll(speaker, second, {
        kind: "quiz",
        title: "Quick quiz",
        question: "What keeps a page working offline?",
        choices: choicesOf(["Service worker", "Web worker"], "Service worker"),
      })
    ).id,
  };
  return { first, second, polls };
}

/** Each kind answered with keys as its form asks, ending with Enter on Submit Vote. */
const answers: Record<string, (card: Locator) => Promise<void>> = {
  Lunch: async (card) => card.getByRole("radio", { name: "Pizza" }).check(),
  "Build tools": async (card) => {
    await card.getByRole("checkbox", { name: "Vite" }).check();
    await card.getByRole("checkbox", { name: "Parcel" }).check();
  },
  "In a word": async (card) => {
    // Enter in a word before the last goes to the next word, not to Submit Vote.
    const first = card.getByRole("textbox", { name: "Word 1" });
    await first.fill("offline");
    await first.press("Enter");
    await expect(card.getByRole("textbox", { name: "Word 2" })).toBeFocused();
    await card.getByRole("textbox", { name: "Word 2" }).fill("calm");
    await expect(card.getByRole("button", { name: "Submit Vote" })).toBeVisible();
  },
  Clarity: async (card) => card.getByRole("radio", { name: /^4\b/ }).check(),
  "Quick quiz": async (card) => card.getByRole("radio", { name: "Service worker" }).check(),
};

test.describe("focus on the attendee's phone", () => {
  test("dialogs give focus back and every kind's vote lands on its results", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const { first, second } = await sessionsWithEveryKind(speaker);
    const context = await phoneContext(browser, app.baseUrl);
    const attendee = new SessionPage(await context.newPage(), app.baseUrl);
    const page = attendee.page;
    await attendee.open(first);

    // Download: Escape, then an e-mail given: focus is back on Download each time.
    const download = attendee.resourceCard("Slides").getByRole("button");
    // The pre-rendered button is off until the app runs (a tap before would be lost).
    await expect(download).toBeEnabled();
    await download.focus();
    await page.keyboard.press("Enter");
    await expect(attendee.downloadDialog()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(attendee.downloadDialog()).toBeHidden();
    await expectFocusedInView(download);
    await page.keyboard.press("Enter");
    const file = page.waitForEvent("download");
    await attendee.downloadDialog().getByLabel("Email address").fill("focus@example.com");
    await page.keyboard.press("Enter");
    await file;
    await expect(attendee.downloadDialog()).toBeHidden();
    await expectFocusedInView(download);

    // Ask Question: Escape, then a question posted.
    await attendee.openTab("Q&A");
    const ask = page.getByRole("button", { name: "Ask Question" });
    await ask.focus();
    await page.keyboard.press("Enter");
    await expect(attendee.askDialog()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(attendee.askDialog()).toBeHidden();
    await expectFocusedInView(ask);
    await page.keyboard.press("Enter");
    await attendee.askDialog().getByLabel("Your Question").fill("Where do votes wait offline?");
    await attendee.askDialog().getByRole("button", { name: "Post Question" }).press("Enter");
    await expect(attendee.askDialog()).toBeHidden();
    await expectFocusedInView(ask);

    // Each kind: the form gives way to the results, which take focus.
    const voteIn = async (titles: string[]) => {
      await attendee.openTab("Polls");
      for (const title of titles) {
        const card = attendee.pollCard(title);
        await answers[title]!(card);
        await card.getByRole("button", { name: "Submit Vote" }).press("Enter");
        await expectFocusedInView(card.getByRole("region", { name: `Results of ${title}` }));
        // The toast said so beside the results, not over them.
        await expect(attendee.toast("Vote submitted").first()).toBeVisible();
      }
    };
    await voteIn(["Lunch", "Build tools", "In a word"]);
    await screenshot(page, "focus-results-after-vote-390");

    // The floating Ask Question opens the Q&A tab and goes: focus returns to that tab's own Ask.
    await page.getByRole("button", { name: "Ask Question" }).press("Enter");
    await expect(attendee.askDialog()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(attendee.tab("Q&A")).toHaveAttribute("aria-selected", "true");
    await expectFocusedInView(page.getByRole("button", { name: "Ask Question" }));
    await attendee.open(second);
    await voteIn(["Clarity", "Quick quiz"]);
    await context.close();
  });

  test("the embed's vote lands on its results, in every kind", async ({ app, page }) => {
    const speaker = await app.createSpeaker();
    const { polls } = await sessionsWithEveryKind(speaker);
    const host = await startHostSite();
    try {
      await page.setViewportSize(PHONE);
      const embed = new EmbeddedPoll(page, host, app.otherOrigin);
      for (const [title, pollId] of Object.entries(polls)) {
        await embed.openOnHostSite(pollId);
        const card = embed.poll().root;
        await answers[title]!(card);
        await card.getByRole("button", { name: "Submit Vote" }).press("Enter");
        await expectFocusedInView(card.getByRole("region", { name: `Results of ${title}` }));
      }
    } finally {
      await host.close();
    }
  });
});

test.describe("focus on the speaker's screens", () => {
  test("the live console keeps focus through moderation, answers and replies", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Console focus" });
    await createPoll(speaker, sessionId, "open", "Lunch", "What for lunch?", ["Pizza", "Salad"]);
    await createKindPoll(speaker, sessionId, {
      kind: "quiz",
      state: "closed",
      title: "Quick quiz",
      question: "What keeps a page working offline?",
      choices: choicesOf(["Service worker", "Web worker"], "Service worker"),
    });
    await speaker.api.request("PATCH", `/api/sessions/${sessionId}`, { questionReview: true });
    const hall = app.api();
    const ask = (questionText: string) => askFromHall(app, sessionId, questionText, hall);
    for (const text of ["First to review?", "Second to review?", "Third to review?"]) {
      await ask(text);
    }
    for (const text of ["Answered soon?", "Replied to?", "Left open?"]) {
      const question = await ask(text);
      await speaker.api.request("POST", `/api/questions/${question.id}/approve`);
    }

    const context = await ownerContext(browser, app, speaker, PHONE);
    const live = new LiveConsolePage(await context.newPage());
    const page = live.page;
    await live.open(sessionId);
    const queue = live.reviewQueue();
    const queued = (text: string) => queue.getByRole("article", { name: text });

    // Approve and Dismiss hand focus to the next question waiting, then to the heading.
    await queued("First to review?").getByRole("button", { name: "Approve" }).press("Enter");
    await expectFocusedInView(queued("Second to review?").getByRole("button", { name: "Approve" }));
    await queued("Second to review?").getByRole("button", { name: "Dismiss" }).press("Enter");
    await expectFocusedInView(queued("Third to review?").getByRole("button", { name: "Approve" }));
    await queued("Third to review?").getByRole("button", { name: "Approve" }).press("Enter");
    await expectFocusedInView(queue.getByRole("heading", { name: "Waiting for review (0)" }));

    // Mark Answered hands focus to the question now in its place.
    const answered = live.question("Answered soon?");
    const before = await live
      .questionList()
      .getByRole("article")
      .evaluateAll((articles) => articles.map((a) => a.getAttribute("aria-label")));
    const next = before[before.indexOf("Answered soon?") + 1] ?? before.at(-2)!;
    await answered.getByRole("button", { name: "Mark Answered" }).press("Enter");
    await expect(answered).toBeHidden();
    await expectFocusedInView(live.showOnScreenButton(live.question(next)));

    // Save reply gives focus back to Edit reply; Cancel to Edit text.
    const replied = live.question("Replied to?");
    await replied.getByRole("button", { name: "Reply" }).press("Enter");
    await replied.getByLabel("Your reply").fill("After the talk, in the hallway.");
    await replied.getByRole("button", { name: "Save reply" }).press("Enter");
    await expectFocusedInView(replied.getByRole("button", { name: "Edit reply" }));
    await replied.getByRole("button", { name: "Edit text" }).press("Enter");
    await replied.getByRole("button", { name: "Cancel" }).press("Enter");
    await expectFocusedInView(replied.getByRole("button", { name: "Edit text" }));

    // Block asker's dialog: Escape gives focus back.
    const block = replied.getByRole("button", { name: "Block asker" });
    await block.press("Enter");
    await expect(page.getByRole("alertdialog", { name: "Block this asker?" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusedInView(block);

    // Close poll keeps focus while it saves, and after.
    const close = live.poll("Lunch").getByRole("button", { name: "Close poll" });
    await close.press("Enter");
    await expectFocusedInView(live.poll("Lunch").getByRole("button", { name: "Open poll" }));

    // Reveal answer: once confirmed, focus goes to the "Answer revealed" mark in its place.
    await live.poll("Quick quiz").getByRole("button", { name: "Reveal answer" }).press("Enter");
    await page
      .getByRole("alertdialog", { name: "Reveal the answer?" })
      .getByRole("button", { name: "Reveal answer" })
      .press("Enter");
    await expectFocusedInView(live.poll("Quick quiz").getByText("Answer revealed").locator(".."));

    // Shift+Tab from the bottom: no control hides under the top bar or the stage bar.
    await page.getByRole("region", { name: "Projector" }).getByRole("button").last().focus();
    expect(await coveredOnShiftTab(page, 30)).toEqual([]);
    await screenshot(page, "focus-console-shift-tab-390");
    await context.close();
  });

  test("edit → Polls: Remove choice, Add Poll, Create Poll and Shift+Tab on a phone", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker();
    const sessionId = await createSession(speaker, { title: "Edit focus" });
    await createPoll(speaker, sessionId, "open", "Lunch", "What for lunch?", [
      "Pizza",
      "Salad",
      "Soup",
    ]);
    const context = await ownerContext(browser, app, speaker, PHONE);
    const page = await context.newPage();
    const edit = new EditSessionScreen(page);
    await edit.open(sessionId);

    // Save Session Info keeps focus while it saves.
    const save = page.getByRole("button", { name: "Save Session Info" });
    await page.getByLabel("Session title").fill("Edit focus, renamed");
    await save.press("Enter");
    await expect(page.getByText("Session updated successfully")).toBeVisible();
    await expectFocusedInView(save);

    // Save All Changes: the bar goes, and the Resources panel takes focus.
    await edit.tab("Resources");
    await edit.addLink("Lecture notes", "https://example.com/notes");
    await page.getByRole("button", { name: "Save All Changes" }).press("Enter");
    await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeHidden();
    await expect(page.getByRole("tabpanel", { name: "Resources" })).toBeFocused();
    // Removing the saved link: it goes, and the section's Add Link takes focus.
    await page.getByRole("button", { name: "Remove link 1" }).press("Enter");
    await expectFocusedInView(page.getByRole("button", { name: "Add Link" }));

    await edit.tab("Polls");
    const poll = await edit.openPoll(1);
    // Remove choice 2 hands focus to the choice now second (Soup), then the last to the one before.
    await poll.getByRole("button", { name: "Remove choice 2 from poll 1" }).press("Enter");
    await expectFocusedInView(
      poll.getByRole("textbox", { name: "Choice 2 in poll 1", exact: true }),
    );
    await expect(
      poll.getByRole("textbox", { name: "Choice 2 in poll 1", exact: true }),
    ).toHaveValue("Soup");
    await poll.getByRole("button", { name: "Add Choice" }).press("Enter");
    await poll.getByRole("button", { name: "Remove choice 3 from poll 1" }).press("Enter");
    await expectFocusedInView(
      poll.getByRole("textbox", { name: "Choice 2 in poll 1", exact: true }),
    );

    // Add Poll hands focus to the new poll's heading; Create Poll to the created poll's.
    await page.getByRole("button", { name: "Add Poll" }).press("Enter");
    const added = edit.poll(2);
    await expectFocusedInView(added.getByRole("heading", { name: /^Poll 2/ }));
    await added.getByLabel("Question").fill("Coffee or tea?");
    await added.getByLabel("Choice 1 in poll 2", { exact: true }).fill("Coffee");
    await added.getByLabel("Choice 2 in poll 2", { exact: true }).fill("Tea");
    await added.getByRole("button", { name: "Create Poll" }).press("Enter");
    await expect(edit.poll(2).getByRole("button", { name: "Edit poll 2" })).toBeVisible();
    await expectFocusedInView(edit.poll(2).getByRole("heading", { name: /^Poll 2/ }));

    // Delete Poll: the card goes and Add Poll, below the polls, takes focus.
    const created = await edit.openPoll(2);
    await created.getByRole("button", { name: "Delete Poll" }).press("Enter");
    await expectFocusedInView(page.getByRole("button", { name: "Add Poll" }));
    await expect(edit.poll(2)).toBeHidden();

    // Shift+Tab from the bottom: no control hides under the sticky top bar.
    expect(await coveredOnShiftTab(page, 30)).toEqual([]);
    await screenshot(page, "focus-edit-polls-shift-tab-390");
    await context.close();
  });

  test("the dashboard's and leads' dialogs give focus back, or to the list after a delete", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker({ firstName: "Ada" });
    const keep = await createSession(speaker, { title: "Kept talk" });
    await createSession(speaker, { title: "Talk to delete" });
    const resourceId = await uploadPdf(speaker, keep, "Slides");
    for (const email of ["one@example.com", "two@example.com"]) {
      const visitor = app.api();
      await visitor.request("GET", `/api/sessions/${keep}/public`);
      await visitor.request(
        "POST",
        `/api/resources/${resourceId}/download`,
        { email },
        { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      );
    }
    const context = await ownerContext(browser, app, speaker, DESKTOP);
    const page = await context.newPage();
    const dashboard = new DashboardScreen(page);
    await dashboard.open();

    const qr = page.getByRole("button", { name: "QR Code for Kept talk" });
    await qr.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusedInView(qr);

    const leads = page.getByRole("button", { name: "Recent Leads of Kept talk" });
    await leads.press("Enter");
    await expect(page.getByRole("dialog", { name: "Leads for Kept talk" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusedInView(leads);

    // Delete from the Manage menu: Escape goes back to Manage; once deleted, to the list's heading.
    const manage = page.getByRole("button", { name: "Manage Talk to delete" });
    await manage.press("Enter");
    await page.getByRole("menuitem", { name: "Delete Session" }).press("Enter");
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusedInView(manage);
    await manage.press("Enter");
    await page.getByRole("menuitem", { name: "Delete Session" }).press("Enter");
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete Session" })
      .press("Enter");
    await expectFocusedInView(page.getByRole("heading", { name: "Your Session Pages" }));
    await expect(page.getByRole("heading", { name: "Talk to delete" })).toBeHidden();

    // Leads: Downloads by… gives focus back; a deleted lead's row hands it to All Leads.
    const leadsScreen = new LeadsScreen(page);
    await leadsScreen.open(keep);
    const downloads = page.getByRole("button", { name: "1 download by one@example.com" });
    await downloads.press("Enter");
    await expect(page.getByRole("dialog", { name: "Downloads by one@example.com" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusedInView(downloads);
    await page.getByRole("button", { name: "Delete lead one@example.com" }).press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Lead" }).press("Enter");
    await expectFocusedInView(page.getByRole("heading", { name: "All Leads" }));
    await context.close();
  });

  test("a new screen's heading takes focus after a move, not on the first load", async ({
    app,
    browser,
  }) => {
    const speaker = await app.createSpeaker({ firstName: "Ada" });
    await createSession(speaker, { title: "A talk" });
    const context = await ownerContext(browser, app, speaker, PHONE);
    const page = await context.newPage();
    await new DashboardScreen(page).open();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ada!" })).toBeVisible();
    await expect(page.locator("body")).toBeFocused();
    // The top bar's link stays where it is; the new screen's heading takes focus all the same.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Create Session" })
      .press("Enter");
    await expectFocusedInView(page.getByRole("heading", { level: 1 }));
    await expect(page).toHaveURL(/\/create-session$/);
    await context.close();
  });
});
