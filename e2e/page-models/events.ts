/**
 * An event as its people use it (docs/product.md, Events): the public agenda /event/{slug} as an
 * attendee reads it ("Now", "Next", every talk, the search, the room filter, Save for offline),
 * the organiser's print page of room QRs read back to their links, and the organiser's screens
 * (the new-event form, the event's tabs). Texts are English unless a translator `t` is given.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

type T = (message: string, values?: Record<string, string | number>) => string;
const english: T = (message, values = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

export class AgendaPage {
  constructor(
    readonly page: Page,
    private readonly t: T = english,
  ) {}

  async open(slug: string, query = ""): Promise<void> {
    await this.page.goto(`/event/${slug}${query}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** A section of the agenda by its heading: "Now", "Up next", "All talks". */
  section(name: "Now" | "Up next" | "All talks"): Locator {
    return this.page.getByRole("region", { name: this.t(name), exact: true });
  }

  /** The titles of the talks a section lists, in order. */
  titlesIn(name: "Now" | "Up next" | "All talks"): Locator {
    return this.section(name).getByRole("heading", { level: 3 });
  }

  /** A talk's title, the link to its page, wherever the agenda shows it first. */
  talkLink(title: string): Locator {
    return this.section("All talks").getByRole("link", { name: title, exact: true });
  }

  searchBox(): Locator {
    return this.page.getByRole("searchbox", { name: this.t("Search talks") });
  }

  /** Types in the search; it is usable once the app has taken over the pre-rendered page. */
  async search(text: string): Promise<void> {
    await this.searchBox().fill(text);
  }

  roomFilter(): Locator {
    return this.page.getByLabel(this.t("Room"), { exact: true });
  }

  saveForOffline(): Locator {
    return this.page.getByRole("button", { name: this.t("Save for offline") });
  }

  /** Taps Save for offline and waits until it says every talk page is saved. */
  async saveAllForOffline(talks: number): Promise<void> {
    await this.saveForOffline().click();
    await expect(this.page.getByRole("status").filter({ hasText: /saved/ })).toHaveText(
      `${talks} talk pages saved`,
    );
    await expect(this.page.getByRole("button", { name: "Saved for offline" })).toBeDisabled();
  }
}

/** The link a QR code in a PNG data URL stands for, decoded in Node as a phone's camera reads it. */
export function decodeQrDataUrl(dataUrl: string): string | null {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const image = PNG.sync.read(Buffer.from(match[1], "base64"));
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
