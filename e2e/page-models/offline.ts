/**
 * Going offline and back as a phone in a venue does, and reading what the browser keeps: the
 * service worker in control and the reads it kept, the outbox's status bar, and the outbox rows in
 * IndexedDB.
 */
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

export class OfflineBrowser {
  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /** Waits until the service worker is active and controls the page. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** Waits until the service worker keeps a copy of each API read in `paths` (its public reads). */
  async waitForKeptReads(paths: string[]): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(async () => {
          if (!(await caches.has("lectern-api"))) return [];
          const cache = await caches.open("lectern-api");
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toEqual(expect.arrayContaining(paths));
  }

  /**
   * The answer to the first POST to `url` is lost on its way back, as when the Wi-Fi drops just
   * after the server took it: the request goes through, then the connection resets. Answers how
   * many POSTs to `url` the routes saw so far.
   */
  async loseFirstAnswer(url: string): Promise<() => number> {
    let sends = 0;
    await this.context.route(url, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      sends += 1;
      if (sends > 1) return route.fallback();
      await route.fetch();
      await route.abort("connectionreset");
    });
    return () => sends;
  }

  /**
   * The answer to the first reaction the page sends on its live socket is lost on its way back:
   * the tap reaches the server, its reaction_answer never reaches the page. Set before the page
   * opens its socket. Answers the Idempotency-Keys of the reactions the socket carried so far.
   */
  async loseFirstReactionAnswer(): Promise<() => string[]> {
    const keys: string[] = [];
    let lost = false;
    await this.page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const sent = JSON.parse(String(message)) as { type: string; key?: string };
        if (sent.type === "react" && sent.key) keys.push(sent.key);
        server.send(message);
      });
      server.onMessage((message) => {
        const answer = JSON.parse(String(message)) as { type: string };
        if (answer.type === "reaction_answer" && !lost) {
          lost = true;
          return;
        }
        ws.send(message);
      });
    });
    return () => keys;
  }

  /** No network at all: the browser is offline and every request, the service worker's too, fails. */
  async goOffline(): Promise<void> {
    await this.context.route("**/*", (route) => route.abort("internetdisconnected"));
    await this.context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    await this.context.unroute("**/*");
    await this.context.setOffline(false);
  }

  statusBar(): Locator {
    return this.page.getByTestId("outbox-status");
  }

  offlineNotice(): Locator {
    return this.page.getByTestId("offline-copy");
  }

  failedActions(): Locator {
    return this.page.getByTestId("failed-action");
  }

  async expectWaiting(count: number): Promise<void> {
    await expect(this.statusBar()).toHaveText(
      `Offline - ${count} ${count === 1 ? "action" : "actions"} waiting to be sent`,
    );
  }

  /** The outbox rows as IndexedDB holds them (what survives a reload or a browser restart). */
  async outboxRows(): Promise<{ kind: string; status: string; error: string | null }[]> {
    return this.page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open("lectern-offline");
          open.onerror = () =>
            reject(open.error ?? new Error("IndexedDB would not open lectern-offline"));
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("outbox")) {
              db.close();
              resolve([]);
              return;
            }
            const read = db.transaction("outbox").objectStore("outbox").getAll();
            read.onsuccess = () => {
              db.close();
              resolve(
                (
                  read.result as {
                    action: { kind: string };
                    status: string;
                    error: string | null;
                  }[]
                ).map((row) => ({
                  kind: row.action.kind,
                  status: row.status,
                  error: row.error,
                })),
              );
            };
            read.onerror = () =>
              reject(read.error ?? new Error("IndexedDB could not read the outbox"));
          };
        }),
    );
  }
}
