/**
 * The session page's Slides tab as an attendee's phone uses it (docs/product.md, The deck: On the
 * attendee's phone), and the owner moving the stage to a page of the deck through the real API.
 */
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { Stage } from "@lectern/shared";
import type { LecternApp, Speaker } from "../support/fixtures.ts";
import { phoneContext } from "./devices.ts";
import { OfflineBrowser } from "./offline.ts";
import { SessionPage } from "./session-page.ts";

/** The owner puts a page of the deck on stage (the console's and the projector's move). */
export async function showSlide(speaker: Speaker, sessionId: number, page: number): Promise<void> {
  const stage: Stage = { panel: "slide", page };
  const answer = await speaker.api.request("PUT", `/api/sessions/${sessionId}/stage`, stage);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

export class SlidesTab {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByRole("tabpanel", { name: "Slides" });
  }

  slide(): Locator {
    return this.panel().getByRole("img");
  }

  /** Waits until the tab shows page `n` of `count`, its image loaded. */
  async expectPage(n: number, count: number): Promise<void> {
    await expect(this.slide()).toHaveAccessibleName(`Page ${n} of ${count}`);
    await expect
      .poll(() =>
        this.slide().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  }

  followToggle(): Locator {
    return this.panel().getByRole("checkbox", { name: "Follow the speaker" });
  }

  backToLive(): Locator {
    return this.panel().getByRole("button", { name: "Back to live" });
  }

  button(name: "Previous page" | "Next page"): Locator {
    return this.panel().getByRole("button", { name });
  }

  offlineNote(): Locator {
    return this.panel().getByText("Offline - the speaker may have moved on");
  }

  /** A finger swipes across the page: to the right goes back, to the left on. */
  async swipe(direction: "back" | "on"): Promise<void> {
    const box = await this.slide().boundingBox();
    if (!box) throw new Error("The slide is not on screen");
    const y = box.y + box.height / 2;
    const [from, to] =
      direction === "back"
        ? [box.x + box.width * 0.2, box.x + box.width * 0.8]
        : [box.x + box.width * 0.8, box.x + box.width * 0.2];
    await this.slide().evaluate(
      (img, { from, to, y }) => {
        const figure = img.closest("figure")!;
        const touch = (x: number) =>
          new Touch({ identifier: 1, target: figure, clientX: x, clientY: y });
        figure.dispatchEvent(
          new TouchEvent("touchstart", {
            bubbles: true,
            touches: [touch(from)],
            changedTouches: [touch(from)],
          }),
        );
        figure.dispatchEvent(
          new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(to)] }),
        );
      },
      { from, to, y },
    );
  }
}

/** An attendee's phone on the session page, its Slides tab open once the worker controls it. */
export async function openSlidesOnPhone(browser: Browser, app: LecternApp, sessionId: number) {
  const context = await phoneContext(browser, app.baseUrl);
  const page = await context.newPage();
  const session = new SessionPage(page, app.baseUrl);
  await session.open(sessionId);
  const offline = new OfflineBrowser(context, page);
  await offline.waitForServiceWorker();
  await session.openTab("Slides");
  return { context, offline, slides: new SlidesTab(page) };
}
