/** A request held back until the test lets it go, to see the screen that waits for it. */
import type { Page } from "@playwright/test";

/**
 * Holds the page's next request to `url` until the returned function is called. A service worker's
 * requests bypass page.route, so the page must not be controlled by one.
 */
export async function holdNextRequest(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}
