/**
 * Where keyboard focus is, as a keyboard or screen-reader user finds it (audit 2026-11, finding 1
 * and 2): the control that should have it has it, it is on screen, and nothing covers it (the
 * element at the centre of its visible part is the control itself or inside it: no sticky bar, no
 * toast, no floating button over it).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** Whether the element's visible centre shows the element itself; a reason when not. */
function coverOf(element: Element): string | null {
  const box = element.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  if (bottom <= top || right <= left) return "off screen";
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (hit === element || (hit !== null && element.contains(hit))) return null;
  const cover = hit?.closest("[data-sonner-toast], header, section, div") ?? hit;
  return `covered by ${cover?.tagName ?? "nothing"} "${(cover?.textContent ?? "").slice(0, 60)}"`;
}

/**
 * `target` has focus, is on screen and is not covered, checked once the page has drawn the frame
 * after focus moved (a toast that is showing then must be clear of it, not merely gone later).
 */
export async function expectFocusedInView(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await target.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  expect(await target.evaluate(coverOf)).toBeNull();
}

/**
 * Presses Shift+Tab `presses` times from where focus is, and answers each focused control that
 * something covered or left off screen once the next frame is drawn, with what happened (none:
 * every one was in the clear).
 */
export async function coveredOnShiftTab(page: Page, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Shift+Tab");
    const active = await page.evaluateHandle(async () => {
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return document.activeElement ?? document.body;
    });
    const problem = await active.evaluate(coverOf);
    if (problem) {
      const name = await active.evaluate(
        (element) => element.getAttribute("aria-label") ?? element.textContent ?? "",
      );
      covered.push(`${name.trim().slice(0, 40)}: ${problem}`);
    }
  }
  return covered;
}
