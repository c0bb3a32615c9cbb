/**
 * The devices of a talk, each a browser context of its own: an attendee's phone, and the
 * projector's computer that nobody signed in to, at full HD. Motion is reduced, so screenshots and
 * assertions see the final state of every transition.
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { PHONE } from "../support/fixtures.ts";
import { PROJECTOR } from "./projector-page.ts";

export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
}

export function projectorContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: PROJECTOR, reducedMotion: "reduce" });
}
