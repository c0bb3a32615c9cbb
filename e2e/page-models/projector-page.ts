/**
 * The projector screen /session/{id}/present (docs/product.md, The room), as the hall and the
 * person at the projector's keyboard see it: which panel shows (a slide with its page), the
 * corner's attendee count, the black screen B puts up, the theme and size the keys set, and the
 * notices of a replaced link or of no access.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { StagePanel } from "@lectern/shared";

export const PROJECTOR = { width: 1920, height: 1080 };

/** Any panel the stage can show, as the screen marks it (data-panel). */
export type ProjectorPanel = StagePanel;

export class ProjectorPage {
  constructor(readonly page: Page) {}

  /** Opens the presenter link (or, for the owner, the bare address) as the projector's browser does. */
  /**
   * Opens the screen and waits until it has read the stage and the polls its keys step through, or
   * says why it cannot show them.
   */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
    const ready = this.page.locator('[data-testid="projector-panel"][data-ready="true"]');
    await expect(ready.or(this.notice())).toBeVisible();
  }

  panel(): Locator {
    return this.page.getByTestId("projector-panel");
  }

  heading(): Locator {
    return this.panel().getByRole("heading", { level: 1 });
  }

  async expectPanel(panel: ProjectorPanel, heading?: string | RegExp): Promise<void> {
    await expect(this.panel()).toHaveAttribute("data-panel", panel);
    if (heading !== undefined) await expect(this.heading()).toHaveText(heading);
  }

  /** A poll's choice row on the screen, by its text. */
  choice(text: string): Locator {
    return this.panel().getByRole("listitem").filter({ hasText: text });
  }

  /** An open poll's wall: each answer shown. */
  openAnswers(): Locator {
    return this.panel().getByTestId("open-answers").getByRole("listitem");
  }

  /** The leaderboard panel's rows, best first. */
  leaderboardRows(): Locator {
    return this.panel().getByTestId("leaderboard-rows").getByRole("listitem");
  }

  questionItems(): Locator {
    return this.panel().getByRole("listitem");
  }

  /** The slide panel's page (its data-page the page number) and its image. */
  slide(): Locator {
    return this.panel().getByTestId("projector-slide");
  }

  slideImage(): Locator {
    return this.slide().getByRole("img");
  }

  /** The black screen B puts over everything. */
  blank(): Locator {
    return this.page.getByTestId("projector-blank");
  }

  /** The join link and the attendee count in the corner. */
  corner(): Locator {
    return this.page.getByTestId("projector-corner");
  }

  attendance(): Locator {
    return this.page.getByTestId("projector-attendance");
  }

  qrCode(): Locator {
    return this.panel().getByRole("img", { name: /QR code/ });
  }

  notice(): Locator {
    return this.page.getByRole("alert");
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  theme(): Promise<string | null> {
    return this.page.getByRole("main").getAttribute("data-theme");
  }

  /** The root font size, in px, which every panel's size follows. */
  rootFontSize(): Promise<number> {
    return this.page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
  }

  /** The rendered font size of `locator`'s text, in px. */
  fontSize(locator: Locator): Promise<number> {
    return locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  }

  /** The layer reactions rise in; absent while R has them off. */
  reactionLayer(): Locator {
    return this.page.getByTestId("projector-reactions");
  }

  /**
   * Keeps every reaction that rises from now on, as the emoji it showed: each is on screen for
   * the length of its animation only, which reduced motion makes a moment.
   */
  async recordRisingReactions(): Promise<void> {
    await this.page.evaluate(() => {
      const risen: string[] = [];
      (window as unknown as { risen: string[] }).risen = risen;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement && node.dataset.reaction)
              risen.push(node.dataset.reaction);
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  /** The reactions that rose since recordRisingReactions, sorted. */
  risenReactions(): Promise<string[]> {
    return this.page.evaluate(() => [...(window as unknown as { risen: string[] }).risen].sort());
  }

  isFullscreen(): Promise<boolean> {
    return this.page.evaluate(() => document.fullscreenElement !== null);
  }
}

/** What the projector's poll panel and its fixed parts show, for the fit and hidden-results checks. */
export class ProjectorPoll {
  constructor(readonly page: Page) {}

  /** "Live" or "Closed" above the question. */
  state(): Locator {
    return this.page.getByTestId("projector-poll-state");
  }

  choices(): Locator {
    return this.page.getByTestId("projector-choice");
  }

  total(): Locator {
    return this.page.getByTestId("projector-total");
  }

  question(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** The percentages the bars show; none while the results are hidden. */
  percentages(): Locator {
    return this.page.getByTestId("projector-results").getByText(/^\d+%/);
  }

  hiddenNotice(): Locator {
    return this.page.getByTestId("projector-results").getByRole("status");
  }

  joinLink(): Locator {
    return this.page.getByTestId("projector-join-link");
  }

  legend(): Locator {
    return this.page.getByRole("complementary", { name: "Keyboard shortcuts" });
  }
}
