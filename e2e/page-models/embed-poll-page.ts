/**
 * /embed/poll/{id} as a visitor meets it inside an iframe on another site. The other site is a
 * throwaway HTTP server on 127.0.0.1 (a different site from Lectern's localhost): a page Playwright
 * fulfils itself has no address, so Chromium's local-network checks would refuse the iframe.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { PollCard } from "./poll-card.ts";

export interface HostSite {
  origin: string;
  close(): Promise<void>;
}

/** The three lines docs/product.md (Embedded poll) gives a host page to size the iframe to the poll. */
export const SIZE_TO_CONTENT_SNIPPET = `addEventListener("message", ({ source, data }) => {
  for (const frame of document.querySelectorAll("iframe"))
    if (frame.contentWindow === source && data?.type === "lectern:embed-height")
      frame.style.height = \`\${data.height}px\`;
});`;

/**
 * Serves /post.html?embed=<url>: a blog post with the embed in an iframe, as the speaker's embed
 * code does; /sized.html?embed=<url> the same with the snippet that sizes the iframe to the poll.
 */
export async function startHostSite(): Promise<HostSite> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    const src = (url.searchParams.get("embed") ?? "").replace(/[<>"]/g, "");
    const script =
      url.pathname === "/sized.html" ? `<script>${SIZE_TO_CONTENT_SNIPPET}</script>` : "";
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><head><title>A blog post</title></head><body><main><h1>My conference notes</h1>
<iframe src="${src}" width="100%" height="600" title="Live poll"></iframe></main>${script}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export class EmbeddedPoll {
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    private readonly host: HostSite,
    private readonly lecternUrl: string,
  ) {
    this.frame = page.frameLocator("iframe");
  }

  /**
   * Opens the host page with the embed; `query` goes on the embed's src (`?lang=es`); `sized`, the
   * host page that sizes the iframe to the poll.
   */
  async openOnHostSite(pollId: number | string, query = "", sized = false): Promise<void> {
    const embedUrl = `${this.lecternUrl}/embed/poll/${pollId}${query}`;
    const page = sized ? "sized.html" : "post.html";
    await this.page.goto(`${this.host.origin}/${page}?embed=${encodeURIComponent(embedUrl)}`);
  }

  /** How far the frame's page is from fitting its iframe: the empty space under the poll, in px. */
  async gapUnderPoll(): Promise<number> {
    const frame = this.page.frames().find((f) => f.url().includes("/embed/poll/"))!;
    return frame.evaluate(() => {
      const main = document.querySelector("main")!;
      return Math.round(
        main.getBoundingClientRect().height -
          main.firstElementChild!.getBoundingClientRect().height,
      );
    });
  }

  /** The iframe's height on the host page, in px. */
  async iframeHeight(): Promise<number> {
    return Math.round((await this.page.locator("iframe").boundingBox())!.height);
  }

  /** The embedded poll, to answer as its kind asks. */
  poll(): PollCard {
    return new PollCard(this.frame.getByRole("article"));
  }

  text(text: string | RegExp): Locator {
    return this.frame.getByText(text);
  }

  async vote(choice: string): Promise<void> {
    await this.frame.getByRole("radio", { name: choice }).check();
    await this.frame.getByRole("button", { name: "Submit Vote" }).click();
  }
}
