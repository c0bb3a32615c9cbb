/** The public session page /session/{id}, as an attendee (or its owner) uses it. */
import { expect, type Locator, type Page } from "@playwright/test";
import { PollCard } from "./poll-card.ts";

export class SessionPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(sessionId: number, query = ""): Promise<void> {
    await this.page.goto(`${this.baseUrl}/session/${sessionId}${query}`);
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  tab(name: "Resources" | "Slides" | "Q&A" | "Polls"): Locator {
    return this.page.getByRole("tablist", { name: "Session sections" }).getByRole("tab", { name });
  }

  async openTab(name: "Resources" | "Slides" | "Q&A" | "Polls"): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  resourceCard(title: string): Locator {
    return this.page
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  /** Clicks the resource's button (Download, Visit Link); the download dialog may open. */
  async clickResourceButton(title: string): Promise<void> {
    await this.resourceCard(title).getByRole("button").click();
  }

  downloadDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Download resource" });
  }

  async submitDownloadEmail(email: string): Promise<void> {
    const dialog = this.downloadDialog();
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Download" }).click();
  }

  askDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Ask Question" });
  }

  /** Taps Ask Question and returns the dialog it opens. */
  async openAskDialog(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Ask Question" }).click();
    return this.askDialog();
  }

  /** Taps Post Question in the open Ask Question dialog. */
  async postQuestion(): Promise<void> {
    await this.askDialog().getByRole("button", { name: "Post Question" }).click();
  }

  /** The Ask Question dialog's optional name: left empty, the question is anonymous. */
  nameField(): Locator {
    return this.askDialog().getByLabel("Your name (optional)");
  }

  /** Asks `text`, as `name`, or anonymously (the name field emptied) when `anonymous` or no name is given. */
  async askQuestion(
    text: string,
    options: { name?: string; anonymous?: boolean } = {},
  ): Promise<void> {
    const dialog = await this.openAskDialog();
    await expect(dialog).toBeVisible();
    await this.nameField().fill(options.anonymous ? "" : (options.name ?? ""));
    await dialog.getByLabel("Your Question").fill(text);
    await this.postQuestion();
    await expect(dialog).toBeHidden();
  }

  questionsTab(name: "Unanswered" | "Answered"): Locator {
    return this.page
      .getByRole("tablist", { name: "Questions" })
      .getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  questionCard(text: string): Locator {
    return this.page.getByRole("listitem").filter({ hasText: text });
  }

  /** The mark on the visitor's own question while the speaker has not approved it. */
  awaitingApproval(text: string): Locator {
    return this.questionCard(text).getByText("Waiting for the speaker's approval");
  }

  /** The speaker's reply under a question, with its "Reply from the speaker" label. */
  reply(text: string): Locator {
    return this.questionCard(text).getByText("Reply from the speaker").locator("..");
  }

  /** Asks a question the server refuses; answers the reason the still open dialog shows. */
  async askRefused(text: string): Promise<Locator> {
    const dialog = await this.openAskDialog();
    await dialog.getByLabel("Your Question").fill(text);
    await this.postQuestion();
    return dialog.getByRole("alert");
  }

  /** The question's "Pending sync" badge: it waits in the outbox. */
  pendingSync(text: string): Locator {
    return this.questionCard(text).getByText("Pending sync");
  }

  upvoteButton(text: string): Locator {
    return this.questionCard(text).getByRole("button", { name: /^Upvote/ });
  }

  /** The owner's Mark Answered on a question. */
  async markAnswered(text: string): Promise<void> {
    await this.questionCard(text).getByRole("button", { name: "Mark Answered" }).click();
  }

  /** The owner's delete on a question. */
  async deleteQuestion(text: string): Promise<void> {
    await this.questionCard(text).getByRole("button", { name: "Delete question" }).click();
  }

  pollCard(title: string): Locator {
    return this.page.getByRole("article", { name: title });
  }

  /** A poll on the Polls tab, to answer as its kind asks. */
  poll(title: string): PollCard {
    return new PollCard(this.pollCard(title));
  }

  /** The Polls tab's quiz leaderboard card. */
  leaderboard(): Locator {
    return this.page.getByRole("region", { name: "Quiz leaderboard" });
  }

  /** Types a nickname in the leaderboard card and saves it. */
  async setNickname(nickname: string): Promise<void> {
    await this.leaderboard().getByRole("textbox", { name: "Your nickname" }).fill(nickname);
    await this.leaderboard().getByRole("button", { name: "Save nickname" }).click();
    await expect(this.leaderboard().getByRole("status")).toHaveText("Nickname saved");
  }

  async vote(pollTitle: string, choice: string): Promise<void> {
    const card = this.pollCard(pollTitle);
    await card.getByRole("radio", { name: choice }).check();
    await card.getByRole("button", { name: "Submit Vote" }).click();
  }

  /** The poll the stage shows, brought to the top of the Polls tab (docs/product.md, The room). */
  voteNow(): Locator {
    return this.page.getByRole("region", { name: "Vote now" });
  }

  /** "Now answering": the question the speaker shows on the projector, above every tab. */
  nowAnswering(): Locator {
    return this.page.getByRole("region", { name: "Now answering" });
  }

  /** The prompt a person who is writing gets instead of being moved to the poll on screen. */
  pollOnScreenPrompt(): Locator {
    return this.page.getByRole("button", { name: "Vote now" });
  }

  /** The row of reactions under the header (docs/product.md, Reactions). */
  reactions(): Locator {
    return this.page.getByRole("region", { name: "React to the talk" });
  }

  /** Taps one reaction, once the row has loaded (it comes after the page's first render). */
  async react(emoji: string): Promise<void> {
    await this.reactions()
      .getByRole("button", { name: `React with ${emoji}` })
      .click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
