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

export { expect };

export const ARTIFACTS_DIR = path.resolve("e2e/.artifacts");
export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, "screenshots");

export interface SeedApi {
  request<T = any>(
    method: string,
    urlPath: string,
    body?: unknown | FormData,
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
}

export interface LecternApp {
  /** http://localhost:PORT */
  baseUrl: string;
  /** http://127.0.0.1:PORT: the same server seen from another origin (embed tests). */
  otherOrigin: string;
  dataDir: string;
  /** The newest sign-in code mailed to `email` after `since` (ms epoch). */
  codeFor(email: string, since?: number): Promise<string>;
  /** Signs a speaker up over HTTP (register, mailed code, verify) and completes the profile. */
  createSpeaker(person?: {
    firstName?: string;
    lastName?: string;
    email?: string;
  }): Promise<Speaker>;
  /** A fetch helper keeping the given cookies (a new visitor when none). */
  api(cookies?: string): SeedApi;
}

let speakerCounter = 0;

function makeApi(baseUrl: string, initialCookies = ""): SeedApi {
  const jar = new Map<string, string>();
  for (const pair of initialCookies
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const api: SeedApi = {
    get cookies() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    async request(method, urlPath, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers, cookie: api.cookies } };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)["content-type"] = "application/json";
      }
      const response = await fetch(baseUrl + urlPath, init);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const eq = pair!.indexOf("=");
        jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (a file): keep the text.
      }
      return { status: response.status, body: parsed as never };
    },
  };
  return api;
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
  const lines = readline.createInterface({ input: child.stdout! });
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
        async createSpeaker(person = {}) {
          const n = ++speakerCounter;
          const email = person.email ?? `speaker${n}-${process.pid}-${Date.now()}@example.com`;
          const api = makeApi(baseUrl);
          const since = Date.now();
          const registered = await api.request("POST", "/api/auth/register", {
            firstName: person.firstName ?? "Ada",
            lastName: person.lastName ?? "Lovelace",
            email,
          });
          if (registered.status !== 201)
            throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
          const code = await app.codeFor(email, since);
          const verified = await api.request("POST", "/api/auth/verify-otp", {
            userId: registered.body.userId,
            otpCode: code,
          });
          if (verified.status !== 200)
            throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
          const userId = verified.body.user.id as number;
          await api.request("PUT", `/api/users/${userId}`, {
            designation: "Engineer",
            company: "Analytical Engines",
            bio: "Writes programs for machines that do not exist yet.",
            profileCompleted: true,
          });
          return { email, userId, cookies: api.cookies, api };
        },
        api: (cookies) => makeApi(baseUrl, cookies),
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

/**
 * axe-core at phone and at desktop width (the screen as each shows it), then back to the page's
 * own width: no serious or critical violation at either.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const own = page.viewportSize();
  const problems: string[] = [];
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    )) {
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
