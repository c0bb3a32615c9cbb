/**
 * Page models of the speaker's screens (actualbudget style: methods read like the user's steps).
 * Each takes a Playwright page and finds things by role and label, as a screen reader would.
 */
import { expect, type Download, type Locator, type Page } from "@playwright/test";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: title }).first(),
  ).toBeVisible();
}

export class TopNav {
  constructor(private readonly page: Page) {}

  async openUserMenu(firstName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Account menu for ${firstName}` }).click();
  }

  async signOut(firstName: string): Promise<void> {
    await this.openUserMenu(firstName);
    await this.page.getByRole("menuitem", { name: "Sign Out" }).click();
    await this.page.waitForURL((url) => url.pathname === "/");
  }
}

export class SignupScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/signup");
  }

  async register(person: { firstName: string; lastName: string; email: string }): Promise<void> {
    await this.page.getByLabel("First name").fill(person.firstName);
    await this.page.getByLabel("Last name").fill(person.lastName);
    await this.page.getByLabel("Email").fill(person.email);
    await this.page.getByRole("button", { name: "Create Account" }).click();
    await this.page.waitForURL("**/verify-otp");
  }
}

export class SigninScreen {
  constructor(private readonly page: Page) {}

  async requestCode(email: string): Promise<void> {
    await this.page.goto("/signin");
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByRole("button", { name: "Send Verification Code" }).click();
    await this.page.waitForURL(/\/verify-otp\?.*returning=true/);
  }
}

export class VerifyOtpScreen {
  constructor(private readonly page: Page) {}

  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel("Verification code").fill(code);
    await this.page.getByRole("button", { name: "Verify Code" }).click();
  }
}

export class ProfileScreen {
  constructor(private readonly page: Page) {}

  async fill(values: { designation: string; company: string; bio: string }): Promise<void> {
    await this.page.getByLabel("Designation / title").fill(values.designation);
    await this.page.getByLabel("Company").fill(values.company);
    await this.page.getByLabel("Bio (optional)").fill(values.bio);
  }

  async uploadPicture(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel("Choose a display picture").setInputFiles(file);
  }

  async fetchFromLinkedin(url: string): Promise<void> {
    await this.page.getByLabel("LinkedIn profile URL").fill(url);
    await this.page.getByRole("button", { name: "Fetch from LinkedIn" }).click();
  }

  async submit(label: string): Promise<void> {
    await this.page.getByRole("button", { name: label }).click();
  }
}

export class DashboardScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/dashboard");
  }

  stat(label: string): Locator {
    return this.page.getByText(label, { exact: true }).locator("..");
  }

  /** The number on a stat card (Total Sessions, QR Scans, Total Downloads). */
  statValue(label: string): Locator {
    return this.page
      .getByRole("region", { name: "Totals" })
      .getByText(label, { exact: true })
      .locator("xpath=following-sibling::p[1]");
  }

  /** A session row's View Leads link; its text carries the lead count. */
  viewLeads(title: string): Locator {
    return this.page.getByRole("link", {
      name: new RegExp(`^View Leads \\(\\d+\\) for ${escapeRegExp(title)}$`),
    });
  }

  viewPage(title: string): Locator {
    return this.page.getByRole("link", { name: `View Page of ${title} (opens in a new tab)` });
  }

  /** A card's Run live link, to the live console. */
  runLive(title: string): Locator {
    return this.page.getByRole("link", { name: `Run live: ${title}` });
  }

  /** A card's Present link, the projector in a new tab. */
  present(title: string): Locator {
    return this.page.getByRole("link", { name: `Present ${title} (opens in a new tab)` });
  }

  /** A card's views, questions and votes. */
  activity(title: string): Locator {
    return this.page.getByRole("list", { name: `Activity of ${title}` }).getByRole("listitem");
  }

  /** Opens the row's Recent Leads dialog (docs/product.md, Dashboard) and returns it. */
  async openRecentLeads(title: string): Promise<Locator> {
    await this.page.getByRole("button", { name: `Recent Leads of ${title}` }).click();
    return this.page.getByRole("dialog", { name: `Leads for ${title}` });
  }

  sessionCard(title: string): Locator {
    return this.page
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  async manage(
    title: string,
    action:
      "Edit Session" | "Delete Session" | "Export poll results (CSV)" | "Export questions (CSV)",
  ): Promise<void> {
    await this.page.getByRole("button", { name: `Manage ${title}` }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  async openQr(title: string): Promise<void> {
    await this.page.getByRole("button", { name: `QR Code for ${title}` }).click();
  }

  async downloadQr(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Download QR Code" }).click();
    return download;
  }

  async confirmDelete(): Promise<void> {
    await this.page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete Session" })
      .click();
  }
}

/** Adds a Helpful Link (the same link fields in the create wizard and the edit screen) and returns its item. */
async function addHelpfulLink(page: Page, title: string, url: string): Promise<Locator> {
  await page.getByRole("button", { name: "Add Link" }).click();
  const item = page.getByRole("group", { name: /^Link \d+/ }).last();
  await item.getByLabel("Title").fill(title);
  await item.getByLabel("URL").fill(url);
  return item;
}

/** The kind picker's radio of each poll kind. */
const KIND_NAMES = {
  single: "Single choice",
  multiple: "Multiple choice",
  wordcloud: "Word cloud",
  rating: "Rating",
  quiz: "Quiz",
} as const;

export interface KindPoll {
  kind: keyof typeof KIND_NAMES;
  title: string;
  question: string;
  choices?: string[];
  rightAnswer?: string;
  maxChoices?: number;
  maxEntries?: number;
  scale?: 5 | 10;
  lowLabel?: string;
  highLabel?: string;
}

export class CreateSessionScreen {
  constructor(private readonly page: Page) {}

  async fillInfo(info: { eventName: string; title: string; description: string }): Promise<void> {
    await this.page.getByLabel("Event name").fill(info.eventName);
    await this.page.getByLabel("Session title").fill(info.title);
    await this.page.getByLabel("Description").fill(info.description);
  }

  async next(): Promise<void> {
    await this.page.getByRole("button", { name: /^Next/ }).click();
  }

  async attach(
    group: "Presentation" | "Handouts" | "Other Resources",
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void> {
    await this.page.getByLabel(`Choose ${group} files`).setInputFiles(file);
  }

  async addLink(title: string, url: string): Promise<void> {
    await addHelpfulLink(this.page, title, url);
  }

  async addCta(cta: {
    title: string;
    buttonText: string;
    url: string;
    description: string;
  }): Promise<void> {
    await this.page.getByRole("button", { name: "Add Call-to-Action" }).click();
    const item = this.page.getByRole("group", { name: /^Call to action \d+/ }).last();
    await item.getByLabel("Title").fill(cta.title);
    await item.getByLabel("Button text").fill(cta.buttonText);
    await item.getByLabel("URL").fill(cta.url);
    await item.getByLabel("Description").fill(cta.description);
  }

  /** Drops files on a group's drop zone, as dragging them from the desktop does. */
  async drop(
    group: "Presentation" | "Handouts" | "Other Resources",
    files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<void> {
    await dropFiles(
      this.page.getByRole("region", { name: group, exact: true }).getByTestId("file-drop-zone"),
      files,
    );
  }

  /** Adds a poll with its question and choices; the title only when one is given. */
  async addPoll(poll: { title?: string; question: string; choices: string[] }): Promise<Locator> {
    await this.page.getByRole("button", { name: "Add Poll" }).click();
    const card = this.page.getByRole("region", { name: /^Poll \d+$/ }).last();
    await card.getByLabel("Question").fill(poll.question);
    if (poll.title !== undefined) await card.getByLabel("Title (optional)").fill(poll.title);
    for (const [index, text] of poll.choices.entries()) {
      if (index >= 2) await card.getByRole("button", { name: "Add Choice" }).click();
      await card.getByLabel(new RegExp(`^Choice ${index + 1} in`)).fill(text);
    }
    return card;
  }

  /**
   * Adds a poll of one kind in the Polls step: the kind picked by its radio, then the kind's own
   * fields (choices and a quiz's right answer, a word cloud's words per attendee, a rating's scale
   * and labels).
   */
  async addKindPoll(poll: KindPoll): Promise<Locator> {
    await this.page.getByRole("button", { name: "Add Poll" }).click();
    const card = this.page.getByRole("region", { name: /^Poll \d+$/ }).last();
    await card.getByRole("radio", { name: KIND_NAMES[poll.kind], exact: true }).click();
    await card.getByLabel("Title (optional)").fill(poll.title);
    await card.getByLabel("Question").fill(poll.question);
    for (const [index, text] of (poll.choices ?? []).entries()) {
      if (index >= 2) await card.getByRole("button", { name: "Add Choice" }).click();
      await card.getByLabel(new RegExp(`^Choice ${index + 1} in`)).fill(text);
    }
    if (poll.rightAnswer !== undefined) {
      const index = (poll.choices ?? []).indexOf(poll.rightAnswer);
      await card.getByRole("radio", { name: `Choice ${index + 1} is the right answer` }).click();
    }
    if (poll.maxEntries !== undefined)
      await card
        .getByRole("combobox", { name: "Words per attendee" })
        .selectOption(String(poll.maxEntries));
    if (poll.maxChoices !== undefined)
      await card
        .getByRole("combobox", { name: "Answers allowed" })
        .selectOption(String(poll.maxChoices));
    if (poll.scale !== undefined)
      await card.getByRole("radio", { name: `1 to ${poll.scale}`, exact: true }).click();
    if (poll.lowLabel !== undefined)
      await card.getByLabel("Label of the lowest score (optional)").fill(poll.lowLabel);
    if (poll.highLabel !== undefined)
      await card.getByLabel("Label of the highest score (optional)").fill(poll.highLabel);
    return card;
  }

  async create(): Promise<number> {
    await this.page.getByRole("button", { name: "Create Session Page" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Your session page is ready!" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const href = await dialog.getByRole("link", { name: "View Session Page" }).getAttribute("href");
    return Number(/\/session\/(\d+)$/.exec(href ?? "")?.[1]);
  }
}

export class EditSessionScreen {
  constructor(private readonly page: Page) {}

  async open(sessionId: number): Promise<void> {
    await this.page.goto(`/edit-session/${sessionId}`);
  }

  fileGroup(group: "Presentation" | "Handouts" | "Other Resources"): Locator {
    return this.page.getByRole("region", { name: group, exact: true });
  }

  /** Picks several files at once in one file group of the Resources tab; they upload at once. */
  async uploadFiles(
    group: "Presentation" | "Handouts" | "Other Resources",
    files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<void> {
    await this.page.getByLabel(`Upload ${group} files`).setInputFiles(files);
  }

  /** Adds a Helpful Link in the Resources tab and returns its item (not saved yet). */
  addLink(title: string, url: string): Promise<Locator> {
    return addHelpfulLink(this.page, title, url);
  }

  async saveAllChanges(): Promise<void> {
    await this.page
      .getByRole("region", { name: "Unsaved changes" })
      .getByRole("button", { name: "Save All Changes" })
      .click();
  }

  async tab(name: "Session Info" | "Resources" | "Polls"): Promise<void> {
    await this.page.getByRole("tab", { name }).click();
  }

  /** Turns on "Review questions before they appear" in Session Info and saves. */
  async turnOnQuestionReview(): Promise<void> {
    await this.tab("Session Info");
    const review = this.page.getByRole("switch", { name: "Review questions before they appear" });
    await review.click();
    await expect(review).toBeChecked();
    await this.page.getByRole("button", { name: "Save Session Info" }).click();
    await expect(this.page.getByText("Session updated successfully")).toBeVisible();
  }

  async rename(title: string): Promise<void> {
    await this.tab("Session Info");
    await this.page.getByLabel("Session title").fill(title);
    await this.page.getByRole("button", { name: "Save Session Info" }).click();
  }

  poll(index: number): Locator {
    return this.page.getByRole("region", { name: new RegExp(`^Poll ${index}\\b`) });
  }

  /** A saved poll opened with its Edit button (saved polls are listed collapsed). */
  async openPoll(index: number): Promise<Locator> {
    const poll = this.poll(index);
    const edit = poll.getByRole("button", { name: `Edit poll ${index}` });
    await expect(edit.or(poll.getByRole("button", { name: `Close poll ${index}` }))).toBeVisible();
    if (await edit.isVisible()) await edit.click();
    await expect(poll.getByRole("button", { name: `Close poll ${index}` })).toBeVisible();
    return poll;
  }

  /** Opens every saved poll of the Polls tab. */
  async openPolls(count: number): Promise<void> {
    for (let index = 1; index <= count; index++) await this.openPoll(index);
  }

  /** Moves a saved poll with the keyboard: its Move up or Move down button, then Enter. */
  async movePoll(index: number, direction: "up" | "down"): Promise<void> {
    await this.poll(index)
      .getByRole("button", { name: `Move poll ${index} ${direction}` })
      .focus();
    await this.page.keyboard.press("Enter");
  }

  /** What each poll of the Polls tab is listed as, in order: its title, or its question. */
  pollLabels(): Promise<string[]> {
    return this.page
      .getByRole("tabpanel", { name: "Polls" })
      .getByRole("region", { name: /^Poll \d+/ })
      .locator("p.truncate")
      .allTextContents();
  }

  /** Drops files on a group's drop zone of the Resources tab; they upload at once. */
  async drop(
    group: "Presentation" | "Handouts" | "Other Resources",
    files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<void> {
    await dropFiles(this.fileGroup(group).getByTestId("file-drop-zone"), files);
  }

  /** A saved poll's live results on the Polls tab. */
  results(title: string): Locator {
    return this.page.getByRole("region", { name: `Results of ${title}` });
  }

  /** Closes a poll from its state picker and saves it. */
  async setState(poll: Locator, state: "Draft" | "Open" | "Closed"): Promise<void> {
    await poll.getByRole("radio", { name: new RegExp(`^${state}`) }).click();
    await poll.getByRole("button", { name: "Save Poll" }).click();
    await expectToast(this.page, "Polls saved");
  }

  /** Reveal answer on a closed quiz, confirmed in its dialog. */
  async revealAnswer(title: string): Promise<void> {
    await this.results(title).getByRole("button", { name: "Reveal answer" }).click();
    await this.page
      .getByRole("alertdialog", { name: "Reveal the answer?" })
      .getByRole("button", { name: "Reveal answer" })
      .click();
  }

  async hideWord(title: string, word: string): Promise<void> {
    await this.results(title)
      .getByRole("button", { name: `Hide “${word}”` })
      .click();
  }

  /** The header's Export results menu: downloads the poll results or the questions CSV. */
  async exportResults(which: "Poll results (CSV)" | "Questions (CSV)"): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Export results" }).click();
    await this.page.getByRole("menuitem", { name: which }).click();
    return download;
  }

  async addDraftPoll(question: string, choices: [string, string]): Promise<Locator> {
    await this.tab("Polls");
    await this.page.getByRole("button", { name: "Add Poll" }).click();
    const card = this.page.getByRole("tabpanel", { name: "Polls" }).getByRole("region").last();
    await expect(card.getByLabel("Title (optional)")).toHaveValue("");
    await card.getByLabel("Question").fill(question);
    await card.getByLabel(/^Choice 1 in/).fill(choices[0]);
    await card.getByLabel(/^Choice 2 in/).fill(choices[1]);
    await card.getByRole("button", { name: "Create Poll" }).click();
    return card;
  }
}

export class LeadsScreen {
  constructor(private readonly page: Page) {}

  async open(sessionId: number): Promise<void> {
    await this.page.goto(`/session/${sessionId}/leads`);
  }

  stat(label: "Unique Leads" | "Total Page Views" | "Total Downloads"): Locator {
    return this.page
      .getByRole("region", { name: "Totals" })
      .getByText(label, { exact: true })
      .locator("xpath=following-sibling::p[1]");
  }

  async openDownloadsOf(email: string): Promise<Locator> {
    await this.page
      .getByRole("button", {
        name: new RegExp(`downloads? by ${email.replace(/[.+]/g, "\\$&")}$`),
      })
      .click();
    return this.page.getByRole("dialog", { name: `Downloads by ${email}` });
  }

  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: "Export Leads" }).click();
    return download;
  }
}

/**
 * Drops files on a drop zone as a desktop drag does: a DataTransfer holding them, with dragenter,
 * dragover and drop dispatched on the zone.
 */
export async function dropFiles(
  zone: Locator,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<void> {
  const dataTransfer = await zone.page().evaluateHandle(
    (sent) => {
      const transfer = new DataTransfer();
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, data: f.buffer.toString("base64") })),
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await expect(zone).toHaveAttribute("data-drag-over", "true");
  await zone.dispatchEvent("drop", { dataTransfer });
}
