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

  /** Open text: writes the answer, then sends it. */
  async answer(text: string): Promise<void> {
    await this.root.getByRole("textbox", { name: "Your answer" }).fill(text);
    await this.submit();
  }

  /** Ranking: the choices as listed now, best first. */
  async rankingOrder(): Promise<string[]> {
    return this.root
      .getByTestId("ranking-row")
      .evaluateAll((rows) => rows.map((row) => row.querySelector("[lang]")?.textContent ?? ""));
  }

  /** Ranking: the drag handle of a choice, which also moves it with the arrow keys. */
  rankingHandle(choice: string): Locator {
    return this.root.getByRole("button", { name: new RegExp(`^Move ${choice}, place`) });
  }

  /** Ranking: drags a choice by its handle onto the row now at `place` (1 for the first). */
  async dragChoice(choice: string, place: number): Promise<void> {
    const page = this.root.page();
    const from = (await this.rankingHandle(choice).boundingBox())!;
    const to = (await this.root
      .getByTestId("ranking-row")
      .nth(place - 1)
      .boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
  }

  /** Ranking: focuses a choice's handle and presses an arrow key `times` times. */
  async moveWithKeys(choice: string, key: "ArrowUp" | "ArrowDown", times: number): Promise<void> {
    await this.rankingHandle(choice).focus();
    for (let i = 0; i < times; i += 1) await this.root.page().keyboard.press(key);
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
