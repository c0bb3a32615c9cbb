/**
 * One poll as an attendee answers it, on the session page's Polls tab or in the embed (the same
 * card in both): the steps of each poll kind's form, and what its results show.
 */
import type { Locator } from "@playwright/test";

export class PollCard {
  constructor(readonly root: Locator) {}

  /** Single choice and quiz: picks the answer and sends it. */
  async vote(choice: string): Promise<void> {
    await this.root.getByRole("radio", { name: choice }).check();
    await this.submit();
  }

  checkbox(choice: string): Locator {
    return this.root.getByRole("checkbox", { name: choice });
  }

  /** Multiple choice: ticks each answer, then sends them. */
  async voteFor(...choices: string[]): Promise<void> {
    for (const choice of choices) await this.checkbox(choice).check();
    await this.submit();
  }

  /** The word fields of a word cloud: "Your word", or "Word 1" to "Word 3". */
  wordFields(): Locator {
    return this.root.getByRole("textbox");
  }

  /** Word cloud: types the words into the fields in order, then sends them. */
  async sendWords(...words: string[]): Promise<void> {
    const fields = this.wordFields();
    for (const [i, word] of words.entries()) await fields.nth(i).fill(word);
    await this.submit();
  }

  /** Rating: picks the score (1 to the scale), then sends it. */
  async rate(score: number): Promise<void> {
    await this.root.getByRole("radio", { name: new RegExp(`^${score}\\b`) }).check();
    await this.submit();
  }

  submitButton(): Locator {
    return this.root.getByRole("button", { name: "Submit Vote" });
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
  }

  /** A refusal said inside the card (a word that isn't allowed). */
  alert(): Locator {
    return this.root.getByRole("alert");
  }

  /** A word of the cloud; its text ends with its count for screen readers ("react: 2 votes"). */
  word(text: string): Locator {
    return this.root
      .getByRole("list", { name: "Words sent" })
      .getByRole("listitem")
      .filter({ hasText: new RegExp(`^${text}:`) });
  }

  /** A choice's row in the results. */
  resultRow(choice: string): Locator {
    return this.root.getByRole("listitem").filter({ hasText: choice });
  }

  /** After a quiz's reveal: "Correct!" or "The answer was: X". */
  verdict(): Locator {
    return this.root.getByRole("status").filter({ hasText: /Correct!|The answer was/ });
  }

  text(text: string | RegExp, options?: { exact?: boolean }): Locator {
    return this.root.getByText(text, options);
  }
}
