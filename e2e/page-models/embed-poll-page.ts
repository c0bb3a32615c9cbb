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

/** Serves /post.html?embed=<url>: a blog post with the embed in an iframe, as the speaker's embed code does. */
export async function startHostSite(): Promise<HostSite> {
  const server = http.createServer((req, res) => {
    const embed = new URL(req.url ?? "/", "http://host").searchParams.get("embed") ?? "";
    const src = embed.replace(/[<>"]/g, "");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><head><title>A blog post</title></head><body><main><h1>My conference notes</h1>
<iframe src="${src}" width="100%" height="600" title="Live poll"></iframe></main></body></html>`);
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

  /** Opens the host page with the embed; `query` goes on the embed's src (`?lang=es`). */
  async openOnHostSite(pollId: number | string, query = ""): Promise<void> {
    const embedUrl = `${this.lecternUrl}/embed/poll/${pollId}${query}`;
    await this.page.goto(`${this.host.origin}/post.html?embed=${encodeURIComponent(embedUrl)}`);
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
