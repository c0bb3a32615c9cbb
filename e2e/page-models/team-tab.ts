/**
 * A session run by a team (docs/product.md, Team) as its people use it: the owner's Team tab of the
 * edit screen (its tabs, the invitation form, the member list with each role and Remove, asked
 * first, the activity log), the invitation e-mail read from the test server's mail log, and "Shared
 * with me" on a member's dashboard. Texts are English unless a translator `t` is given (the
 * language specs).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import type { LecternApp } from "../support/fixtures.ts";

type T = (message: string, values?: Record<string, string | number>) => string;
const english: T = (message, values = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

export class TeamTab {
  constructor(
    readonly page: Page,
    private readonly t: T = english,
  ) {}

  /** Opens the session's edit screen on its Team tab. */
  async open(sessionId: number): Promise<void> {
    await this.page.goto(`/edit-session/${sessionId}`);
    await this.show();
  }

  /** Switches the open edit screen to its Team tab. */
  async show(): Promise<void> {
    await this.page.getByRole("tab", { name: this.t("Team"), exact: true }).click();
    await expect(
      this.panel().getByRole("heading", { name: this.t("People with access") }),
    ).toBeVisible();
  }

  panel(): Locator {
    return this.page.getByRole("tabpanel", { name: this.t("Team"), exact: true });
  }

  /**
   * Every tab of the edit screen is in full across the screen, whichever is selected: the list
   * wraps onto more rows rather than scrolling its tabs out of sight at either edge.
   */
  async expectEveryTabInView(): Promise<void> {
    const list = this.page.getByRole("tablist", { name: this.t("Edit session sections") });
    const tabs = list.getByRole("tab");
    await expect(tabs).toHaveCount(6);
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const width = this.page.viewportSize()?.width ?? 0;
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      const name = await tab.textContent();
      expect(box, `the tab ${name}`).not.toBeNull();
      expect(box!.x, `the tab ${name}`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `the tab ${name}`).toBeLessThanOrEqual(width);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name}`).toBe(true);
    }
  }

  /** The activity log's entry that reads `sentence`. */
  activity(sentence: string): Locator {
    return this.panel()
      .getByRole("region", { name: this.t("Activity") })
      .getByRole("listitem")
      .filter({ hasText: sentence });
  }

  /** Fills the invitation form (e-mail and role) and sends it; waits until it says it was sent. */
  async invite(email: string, role: "Co-host" | "Moderator" | "Viewer"): Promise<void> {
    const form = this.panel().getByRole("region", { name: this.t("Invite someone") });
    await form.getByLabel(this.t("Email")).fill(email);
    await form.getByLabel(this.t("Role"), { exact: true }).selectOption({ label: this.t(role) });
    await form.getByRole("button", { name: this.t("Send invitation") }).click();
    await expect(form.getByRole("status")).toHaveText(
      this.t("Invitation sent to {email}.", { email }),
    );
  }

  /** A member's row in "People with access", found by the invited address. */
  member(email: string): Locator {
    return this.panel()
      .getByRole("region", { name: this.t("People with access") })
      .getByRole("listitem")
      .filter({ hasText: email });
  }

  /** The role picker of a member's row. */
  roleOf(email: string): Locator {
    return this.panel().getByRole("combobox", { name: this.t("Role of {email}", { email }) });
  }

  /** Remove on a member's row, confirmed in the dialog that asks first; the row goes. */
  async remove(email: string): Promise<void> {
    await this.panel()
      .getByRole("button", { name: this.t("Remove {email}", { email }) })
      .click();
    const dialog = this.page.getByRole("alertdialog", {
      name: this.t("Remove {email}?", { email }),
    });
    await expect(dialog).toContainText(
      this.t("They lose access to this session at once. You can invite them again later."),
    );
    await dialog.getByRole("button", { name: this.t("Remove"), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.member(email)).toHaveCount(0);
  }
}

/** "Shared with me" on the dashboard: the sessions of other speakers whose team the reader is on. */
export class SharedWithMe {
  constructor(
    readonly page: Page,
    private readonly t: T = english,
  ) {}

  section(): Locator {
    return this.page.getByRole("region", { name: this.t("Shared with me") });
  }

  /** The card of a shared session, found by its title. */
  card(title: string): Locator {
    return this.section()
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  /** The card's Run live link, to the live console. */
  runLive(title: string): Locator {
    return this.card(title).getByRole("link", {
      name: this.t("Run live: {title}", { title }),
    });
  }
}

/**
 * The path of the invitation link (/signup?email=… or /signin?email=…) mailed to `email` after
 * `since`, read from the test server's mail log as the inbox would show it.
 */
export async function invitationLinkFor(
  app: LecternApp,
  email: string,
  since = 0,
): Promise<string> {
  const mailLog = path.join(app.dataDir, "mail.jsonl");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = fs.existsSync(mailLog)
      ? fs.readFileSync(mailLog, "utf8").trim().split("\n").filter(Boolean)
      : [];
    const found = lines
      .map((l) => JSON.parse(l) as { to: string[]; text: string; receivedAt: number })
      .filter((m) => m.receivedAt >= since && m.to.includes(email.toLowerCase()))
      .map((m) => /https?:\/\/[^/\s]+(\/sign(?:up|in)\?email=\S+)/.exec(m.text)?.[1])
      .findLast((link) => link !== undefined);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No invitation mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
