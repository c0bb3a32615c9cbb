/** /embed/poll/{id} as a visitor meets it inside an iframe on another site. */
import type { FrameLocator, Locator, Page } from "@playwright/test";

export class EmbeddedPoll {
  readonly frame: FrameLocator;

  constructor(readonly page: Page) {
    this.frame = page.frameLocator("iframe");
  }

  /** Serves a tiny host page on `hostOrigin` whose iframe shows the embed from `lecternUrl`, and opens it. */
  async openOnHostSite(hostOrigin: string, lecternUrl: string, pollId: number | string): Promise<void> {
    const hostPage = `${hostOrigin}/blog/post.html`;
    await this.page.route(hostPage, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>A blog post</title></head><body><main><h1>My conference notes</h1>
<iframe src="${lecternUrl}/embed/poll/${pollId}" width="100%" height="600" title="Live poll"></iframe></main></body></html>`,
      }),
    );
    await this.page.goto(hostPage);
  }

  text(text: string | RegExp): Locator {
    return this.frame.getByText(text);
  }

  async vote(choice: string): Promise<void> {
    await this.frame.getByRole("radio", { name: choice }).check();
    await this.frame.getByRole("button", { name: "Submit Vote" }).click();
  }
}
