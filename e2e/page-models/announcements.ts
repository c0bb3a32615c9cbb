/**
 * What a screen reader would be told on a page: every live region's text (aria-live, role=status,
 * alert or log) each time it changes to something new and non-empty, with the region it was said
 * in and when, recorded by a MutationObserver installed before the page's own scripts run.
 */
import type { BrowserContext, Page } from "@playwright/test";

export interface Announcement {
  /** The region's number in the page, the same for every announcement made in it. */
  region: number;
  /** Its data-testid or aria-label, to read failures by. */
  name: string;
  text: string;
  /** performance.now() when it was said. */
  at: number;
}

declare global {
  interface Window {
    __announcements: Announcement[];
  }
}

function record(): void {
  const said: Announcement[] = [];
  window.__announcements = said;
  const ids = new WeakMap<Element, number>();
  let regions = 0;
  const last = new WeakMap<Element, string>();
  const isRegion = (el: Element) =>
    el.hasAttribute("aria-live") ||
    ["status", "alert", "log"].includes(el.getAttribute("role") ?? "");
  const regionOf = (node: Node): Element | null => {
    let el = node instanceof Element ? node : node.parentElement;
    while (el && !isRegion(el)) el = el.parentElement;
    return el;
  };
  new MutationObserver((mutations) => {
    const changed = new Set<Element>();
    for (const mutation of mutations) {
      const region = regionOf(mutation.target);
      if (region) changed.add(region);
    }
    for (const region of changed) {
      const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text === "" || text === last.get(region)) continue;
      last.set(region, text);
      if (!ids.has(region)) ids.set(region, ++regions);
      said.push({
        region: ids.get(region) ?? 0,
        name: region.getAttribute("data-testid") ?? region.getAttribute("aria-label") ?? "",
        text,
        at: performance.now(),
      });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Records the announcements of every page the context opens from now on. */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(record);
}

export function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => window.__announcements);
}

/** Announcements that give poll results: a count of votes ("2 votes"). */
export function isResults(announcement: Announcement): boolean {
  return /\d+ votes?\b/.test(announcement.text);
}

/** The shortest time between two results announcements of one region (Infinity with fewer than two). */
export function closestResults(said: Announcement[]): number {
  const lastAt = new Map<number, number>();
  let closest = Infinity;
  for (const announcement of said.filter(isResults)) {
    const before = lastAt.get(announcement.region);
    if (before !== undefined) closest = Math.min(closest, announcement.at - before);
    lastAt.set(announcement.region, announcement.at);
  }
  return closest;
}
