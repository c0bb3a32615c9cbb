/**
 * Playwright fixtures: each worker gets its own real Lectern server (built PWA, temp DATA_DIR,
 * SMTP sink), helpers to read sign-in codes and seed data over HTTP, screenshots and axe checks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { TestClient } from "../../sync-server/src/test/client.ts";
import { signUpSpeaker } from "../../sync-server/src/test/seed.ts";

export { expect };

export const ARTIFACTS_DIR = path.resolve("e2e/.artifacts");
export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, "screenshots");

/** The specs' request helper: JSON or a FormData body, the answer's status and parsed body. */
export interface SeedApi {
  request<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  cookies: string;
}

export interface Speaker {
  email: string;
  userId: number;
  /** Cookie header of the speaker's signed-in API session (not the browser's). */
  cookies: string;
  api: SeedApi;
  /** The same API session as a client of the tests' one seeder (sync-server/src/test/seed.ts). */
  client: TestClient;
}

export interface LecternApp {
  /** http://localhost:PORT */
  baseUrl: string;
  /** http://127.0.0.1:PORT: the same server seen from another origin (embed tests). */
  otherOrigin: string;
  dataDir: string;
  /** The newest sign-in code mailed to `email` after `since` (ms epoch). */
  codeFor(email: string, since?: number): Promise<string>;
  /** The path and fragment of the newest sign-in or deletion link mailed to `email` after `since`. */
  linkFor(email: string, since?: number): Promise<string>;
  /** Signs a speaker up over HTTP (register, mailed code, verify) and completes the profile. */
  createSpeaker(person?: {
    firstName?: string;
    lastName?: string;
    email?: string;
  }): Promise<Speaker>;
  /**
   * A fetch helper keeping the given cookies; with none, a new visitor, who gets the id the server
   * issues (GET /api/visitor) before its first request, as a page read gives it in a browser.
   */
  api(cookies?: string): SeedApi;
}

let speakerCounter = 0;

/**
 * A SeedApi over a TestClient, so the specs' requests and the seeder share one cookie jar;
 * `newVisitor` first fetches the id the server issues.
 */
function seedApi(client: TestClient, newVisitor = false): SeedApi {
  let visited: Promise<unknown> | null = newVisitor ? null : Promise.resolve();
  return {
    get cookies() {
      return client.cookieHeader();
    },
    async request(method, urlPath, body, headers = {}) {
      await (visited ??= client.get("/api/visitor"));
      return client.request(
        method,
        urlPath,
        body instanceof FormData ? { form: body, headers } : { body, headers },
      );
    },
  };
}

/** The built PWA the test servers serve. */
export const PWA_DIST_DIR = process.env.PWA_DIST_DIR ?? "dist/pwa";

async function startServer(
  pwaDistDir = PWA_DIST_DIR,
): Promise<{ child: ChildProcess; port: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-"));
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/start-server.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error", PWA_DIST_DIR: pwaDistDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`Lectern test server exited with ${code}`)));
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { child, port, dataDir };
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A server of its own serving `pwaDistDir`, for a test that changes the files it serves (a new
 * release) without disturbing the worker's shared server. Stop it at the end.
 */
export async function startServerWith(
  pwaDistDir: string,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const { child, port, dataDir } = await startServer(pwaDistDir);
  return { baseUrl: `http://localhost:${port}`, stop: () => stopServer(child, dataDir) };
}

export const test = base.extend<object, { app: LecternApp }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring, and this one has none
    async ({}, use) => {
      const { child, port, dataDir } = await startServer();
      const baseUrl = `http://localhost:${port}`;
      const mailLog = path.join(dataDir, "mail.jsonl");
      const app: LecternApp = {
        baseUrl,
        otherOrigin: `http://127.0.0.1:${port}`,
        dataDir,
        async codeFor(email, since = 0) {
          const deadline = Date.now() + 10_000;
          for (;;) {
            const lines = fs.existsSync(mailLog)
              ? fs.readFileSync(mailLog, "utf8").trim().split("\n").filter(Boolean)
              : [];
            const mails = lines
              .map((l) => JSON.parse(l) as { to: string[]; raw: string; receivedAt: number })
              .filter((m) => m.receivedAt >= since && m.to.includes(email.toLowerCase()));
            const match = /code[^0-9]{0,20}(\d{6})/i.exec(mails.at(-1)?.raw ?? "");
            if (match?.[1]) return match[1];
            if (Date.now() > deadline) throw new Error(`No sign-in code mailed to ${email}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        },
        async linkFor(email, since = 0) {
          const deadline = Date.now() + 10_000;
          for (;;) {
            const lines = fs.existsSync(mailLog)
              ? fs.readFileSync(mailLog, "utf8").trim().split("\n").filter(Boolean)
              : [];
            const mails = lines
              .map((l) => JSON.parse(l) as { to: string[]; text: string; receivedAt: number })
              .filter((m) => m.receivedAt >= since && m.to.includes(email.toLowerCase()));
            const match = mails
              .map((m) => /https?:\/\/[^/\s]+(\/\S+#[A-Za-z0-9_-]{22})/.exec(m.text))
              .findLast((found) => found !== null);
            if (match?.[1]) return match[1];
            if (Date.now() > deadline) throw new Error(`No link mailed to ${email}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        },
        async createSpeaker(person = {}) {
          const n = ++speakerCounter;
          const email = person.email ?? `speaker${n}-${process.pid}-${Date.now()}@example.com`;
          const client = new TestClient(baseUrl);
          const user = await signUpSpeaker(app, client, {
            firstName: person.firstName ?? "Ada",
            lastName: person.lastName ?? "Lovelace",
            email,
          });
          await client.put(`/api/users/${user.id}`, {
            designation: "Engineer",
            company: "Analytical Engines",
            bio: "Writes programs for machines that do not exist yet.",
            profileCompleted: true,
          });
          return {
            email,
            userId: user.id,
            cookies: client.cookieHeader(),
            api: seedApi(client),
            client,
          };
        },
        api: (cookies) => seedApi(new TestClient(baseUrl, cookies), cookies === undefined),
      };
      await use(app);
      await stopServer(child, dataDir);
    },
    { scope: "worker" },
  ],
});

/**
 * Writes a full-page screenshot to e2e/.artifacts/screenshots/<name>.png. A page wider than the
 * window (sideways scrolling on a phone) is a layout bug and fails the test.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name}: the page is ${overflow}px wider than the window`).toBeLessThanOrEqual(
    0,
  );
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Screenshots the page at phone and at desktop width, named `{name}-phone` and `{name}-desktop`. */
export async function screenshotWidths(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
  }
}

/** Waits until every finite animation and transition on the page (a toast fading in) is done. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious and critical violations that axe finds on the settled page. A toast that starts fading
 * out while axe reads it measures as low contrast for that instant, so a finding is only kept
 * when a second reading, once the page has settled again, still has it.
 */
async function seriousViolations(page: Page) {
  const read = async () => {
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  };
  const first = await read();
  return first.length === 0 ? first : read();
}

/**
 * axe-core at phone and at desktop width (the screen as each shows it; other `sizes` when given),
 * then back to the page's own width: no serious or critical violation at either.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  sizes: readonly (readonly [label: string, size: { width: number; height: number }])[] = [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ],
): Promise<void> {
  const own = page.viewportSize();
  const problems: string[] = [];
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    for (const v of await seriousViolations(page)) {
      problems.push(
        `${label}: ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
      );
    }
  }
  if (own) await page.setViewportSize(own);
  expect(problems, `axe violations on ${page.url()}`).toEqual([]);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
