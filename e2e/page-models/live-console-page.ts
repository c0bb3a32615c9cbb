/**
 * The live console /session/{id}/live (docs/product.md, The room), as the speaker uses it on a
 * phone during the talk: the bar with what is on screen now, Previous / Next and the attendee
 * count, the presenter link, each poll's Open / Close / Reveal answer and live results, the questions with Mark Answered, their moderation (the review queue, replies, blocking
 * an asker), and "Show on screen" for whatever the projector should show.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export class LiveConsolePage {
  constructor(readonly page: Page) {}

  async open(sessionId: number): Promise<void> {
    await this.page.goto(`/session/${sessionId}/live`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Live console" })).toBeVisible();
  }

  attendance(): Locator {
    return this.page.getByTestId("console-attendance");
  }

  /**
   * Gets a presenter link (a new one each time: one made before, on this phone or another device,
   * is replaced after the dialog that says its projector will stop) and answers it as the Copy
   * field shows it.
   */
  async presenterLink(): Promise<string> {
    const projector = this.page.getByRole("region", { name: "Projector" });
    const field = projector.getByRole("textbox", { name: "Presenter link" });
    const before = (await field.count()) > 0 ? await field.inputValue() : null;
    const replace = projector.getByRole("button", { name: "Make a new presenter link" });
    const replacing = (await replace.count()) > 0;
    await projector.getByRole("button", { name: /presenter link/ }).click();
    if (replacing) await this.confirmNewPresenterLink();
    await expect(field).toHaveValue(/\/present#key=/);
    if (before !== null) await expect(field).not.toHaveValue(before);
    return field.inputValue();
  }

  /** The dialog a new presenter link asks first with: it says the running projector will stop. */
  newPresenterLinkDialog(): Locator {
    return this.page.getByRole("alertdialog", { name: "Make a new presenter link?" });
  }

  async confirmNewPresenterLink(): Promise<void> {
    const dialog = this.newPresenterLinkDialog();
    await dialog.getByRole("button", { name: "Make a new link" }).click();
    await expect(dialog).toBeHidden();
  }

  /** The bar kept at the bottom: what the room sees now, Previous / Next and the count. */
  stageBar(): Locator {
    return this.page.getByRole("region", { name: "On screen now" });
  }

  onScreenNow(): Locator {
    return this.page.getByTestId("console-on-screen");
  }

  async step(direction: "Previous" | "Next"): Promise<void> {
    await this.stageBar().getByRole("button", { name: direction }).click();
  }

  /** Reveals a closed quiz's answer, confirming the dialog. */
  async revealAnswer(title: string): Promise<void> {
    await this.poll(title).getByRole("button", { name: "Reveal answer" }).click();
    const dialog = this.page.getByRole("alertdialog", { name: "Reveal the answer?" });
    await dialog.getByRole("button", { name: "Reveal answer" }).click();
    await expect(this.poll(title).getByText("Answer revealed")).toBeVisible();
  }

  joinPanel(): Locator {
    return this.page.getByRole("region", { name: "Join panel" });
  }

  questionList(): Locator {
    return this.page.getByRole("region", { name: "Questions" });
  }

  poll(title: string): Locator {
    return this.page.getByRole("article", { name: title });
  }

  question(text: string): Locator {
    return this.questionList().getByRole("article", { name: text });
  }

  /** The "Show on screen" button of `item` (a poll, a question, the join panel or the list). */
  showOnScreenButton(item: Locator): Locator {
    return item.getByRole("button", { name: /^(Show on screen|On screen): / }).first();
  }

  /** Taps "Show on screen" on `item` and waits until the console marks it as the one on screen. */
  async showOnScreen(item: Locator): Promise<void> {
    const button = this.showOnScreenButton(item);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveText("On screen");
  }

  /** Hides an open poll's answer from every screen. */
  async hideAnswer(pollTitle: string, answer: string): Promise<void> {
    await this.poll(pollTitle)
      .getByRole("button", { name: `Hide the answer ${answer}` })
      .click();
  }

  async openPoll(title: string): Promise<void> {
    await this.poll(title).getByRole("button", { name: "Open poll" }).click();
    await expect(this.poll(title).getByRole("button", { name: "Close poll" })).toBeVisible();
  }

  async closePoll(title: string): Promise<void> {
    await this.poll(title).getByRole("button", { name: "Close poll" }).click();
    await expect(this.poll(title).getByRole("button", { name: "Open poll" })).toBeVisible();
  }

  /** "Waiting for review (n)": the questions the speaker has not approved or dismissed yet. */
  reviewQueue(): Locator {
    return this.page.getByRole("region", { name: /^Waiting for review/ });
  }

  /** Approves a question waiting for review; it moves to the question list. */
  async approve(text: string): Promise<void> {
    await this.reviewQueue()
      .getByRole("article", { name: text })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(this.question(text)).toBeVisible();
  }

  /** Writes the speaker's reply under a question and saves it. */
  async reply(text: string, reply: string): Promise<void> {
    const question = this.question(text);
    await question.getByRole("button", { name: /^(Reply|Edit reply)$/ }).click();
    await question.getByLabel("Your reply").fill(reply);
    await question.getByRole("button", { name: "Save reply" }).click();
    await expect(question.getByText(reply)).toBeVisible();
  }

  /** Blocks whoever asked the question, confirming the dialog; they appear under Blocked askers. */
  async blockAsker(text: string): Promise<void> {
    await this.question(text).getByRole("button", { name: "Block asker" }).click();
    const dialog = this.page.getByRole("alertdialog", { name: "Block this asker?" });
    await dialog.getByRole("button", { name: "Block" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.blockedAskers()).toContainText(text);
  }

  blockedAskers(): Locator {
    return this.page.getByRole("region", { name: "Blocked askers" });
  }

  async markAnswered(text: string): Promise<void> {
    await this.question(text).getByRole("button", { name: "Mark Answered" }).click();
  }

  /** The note the console shows while the phone is offline. */
  offlineNote(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "The console needs the network" });
  }
}
