/**
 * Benchmark `flapping` (issue 28; scenario 1 of the flaky-network review): one phone (Chromium,
 * 390x844, touch) takes 20 actions on an open session page (10 upvotes, 8 questions, 2 votes),
 * 0.9 s apart, while its network drops and comes back every 1.5 s, with 800 ms of latency and
 * 50 kB/s each way while up. The server is then read: each action must be there once (lost and
 * doubled counted per action), and the figure is the time from the network's last return to the
 * bar's "All caught up". The bar's texts are recorded too, to count "N waiting / Send now" flashes
 * between two "Sending..." of one round. Figures only; nothing asserts a time.
 */
import fs from "node:fs";
import { chromium, type BrowserContext, type CDPSession, type Page } from "playwright";
import type { SeededPage } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { round } from "./lib/stats.ts";
import { buildPwa, CHROMIUM_ARGS } from "./weight.ts";

export interface FlappingOptions {
  /** A build to serve; without it the bench builds one in a temp folder. */
  distDir: string | null;
  chromiumPath: string;
  runs: number;
}

const TOGGLE_MS = 1500;
const LATENCY_MS = 800;
const BYTES_PER_SECOND = 50_000;
const THINK_MS = 900;
/** Seeded questions "Question 1:" to "Question 10:" get an upvote each. */
const UPVOTED = Array.from({ length: 10 }, (_, i) => i + 1);
const ASKED = 8;
/** The seeded page's two open polls. */
const VOTED_POLLS = ["Poll 1", "Poll 2"];
/** How long the bar may take to say "All caught up" before the run counts it as never. */
const CATCH_UP_LIMIT_MS = 120_000;
/** A "waiting" text shown shorter than this between two "Sending..." is a flash, not a state. */
const FLASH_MS = 250;

export interface FlappingRun {
  actions: number;
  flappingSeconds: number;
  /** How many times the network dropped. */
  drops: number;
  /** The bar's text when the network came back for good. */
  barAtStable: string;
  /** From the network's last return to "All caught up"; null when it did not come. */
  caughtUpMs: number | null;
  /** Keyed POSTs the page made, and how many of them failed in the browser. */
  postAttempts: number;
  postsFailed: number;
  lost: number;
  doubled: number;
  /** Times the bar showed "N waiting" (online) for less than FLASH_MS between two "Sending...". */
  sendNowFlashes: number;
}

export interface FlappingResult {
  options: { runs: number; toggleMs: number; latencyMs: number; bytesPerSecond: number };
  browser: string;
  runs: FlappingRun[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the phone's actions changed on the server, read as anyone can. */
interface ServerCounts {
  questions: Map<string, number>;
  upvotes: Map<string, number>;
  votes: Map<string, number>;
}

async function serverCounts(baseUrl: string, seeded: SeededPage): Promise<ServerCounts> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const questions = await get<{ questionText: string; upvotes: number }[]>(
    `/api/sessions/${seeded.sessionId}/questions`,
  );
  const polls = await get<{ id: number; title: string }[]>(
    `/api/sessions/${seeded.sessionId}/public-polls`,
  );
  const votes = new Map<string, number>();
  for (const poll of polls.filter((p) => VOTED_POLLS.includes(p.title)))
    votes.set(
      poll.title,
      (await get<{ totalVotes: number }>(`/api/polls/${poll.id}/results`)).totalVotes,
    );
  const count = new Map<string, number>();
  for (const q of questions) count.set(q.questionText, (count.get(q.questionText) ?? 0) + 1);
  return {
    questions: count,
    upvotes: new Map(questions.map((q) => [q.questionText, q.upvotes])),
    votes,
  };
}

/** Drops or restores the phone's network, its own DevTools session agreeing with Playwright's. */
async function setNetwork(context: BrowserContext, cdp: CDPSession, offline: boolean) {
  if (offline) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await context.setOffline(true);
    return;
  }
  // Lifted before Playwright's, so the page's `online` event comes when requests can work.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  });
  await context.setOffline(false);
}

const barText = (page: Page) =>
  page
    .getByTestId("outbox-status")
    .innerText({ timeout: 1000 })
    .catch(() => "");

async function takeActions(page: Page, run: number): Promise<string[]> {
  const asked: string[] = [];
  const pause = () => sleep(THINK_MS);
  const ask = async () => {
    const text = `Asked while flapping, run ${run}, number ${asked.length + 1}`;
    await page.getByRole("button", { name: "Ask Question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask Question" });
    await dialog.getByLabel("Post anonymously").check();
    await dialog.getByLabel("Your Question").fill(text);
    await dialog.getByRole("button", { name: "Post Question" }).click();
    await dialog.waitFor({ state: "hidden", timeout: 60_000 });
    asked.push(text);
    await pause();
  };
  await page.getByRole("tab", { name: "Q&A" }).click();
  for (const [i, n] of UPVOTED.entries()) {
    await page
      .getByRole("listitem")
      .filter({ hasText: `Question ${n}:` })
      .getByRole("button", { name: /^Upvote/ })
      .click();
    await pause();
    if (i % 2 === 1 && asked.length < ASKED) await ask();
  }
  while (asked.length < ASKED) await ask();
  await page.getByRole("tab", { name: "Polls" }).click();
  for (const title of VOTED_POLLS) {
    const card = page.getByRole("article", { name: title });
    await card.getByRole("radio", { name: "Option 1" }).check();
    await card.getByRole("button", { name: "Submit Vote" }).click();
    await pause();
  }
  return asked;
}

/** "N waiting" texts shown online for less than FLASH_MS between two "Sending...". */
function sendNowFlashes(log: { at: number; text: string }[]): number {
  let flashes = 0;
  for (let i = 1; i + 1 < log.length; i++) {
    const [before, entry, after] = [log[i - 1]!, log[i]!, log[i + 1]!];
    if (
      before.text.startsWith("Sending") &&
      after.text.startsWith("Sending") &&
      /^\d+ actions? waiting to be sent/.test(entry.text) &&
      after.at - entry.at < FLASH_MS
    )
      flashes += 1;
  }
  return flashes;
}

async function oneRun(
  baseUrl: string,
  seeded: SeededPage,
  chromiumPath: string,
  run: number,
): Promise<FlappingRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/session/${seeded.sessionId}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Both tabs read once while the network is good, as a phone opening the page in the hall.
    await page.getByRole("tab", { name: "Polls" }).click();
    await page.getByRole("article", { name: VOTED_POLLS[0] }).getByRole("radio").first().waitFor();
    await page.getByRole("tab", { name: "Q&A" }).click();
    await page.getByRole("listitem").filter({ hasText: "Question 1:" }).waitFor();
    await page.evaluate(() => {
      const log: { at: number; text: string }[] = [];
      (window as unknown as { barLog: typeof log }).barLog = log;
      const bar = document.querySelector('[data-testid="outbox-status"]')!;
      new MutationObserver(() => {
        const text = (bar as HTMLElement).innerText.trim();
        if (log.at(-1)?.text !== text) log.push({ at: performance.now(), text });
      }).observe(bar, { subtree: true, childList: true, characterData: true });
    });
    const before = await serverCounts(baseUrl, seeded);

    let postAttempts = 0;
    let postsFailed = 0;
    const keyed = (request: { method(): string; headers(): Record<string, string> }) =>
      request.method() === "POST" && "idempotency-key" in request.headers();
    page.on("request", (request) => {
      if (keyed(request)) postAttempts += 1;
    });
    page.on("requestfailed", (request) => {
      if (keyed(request)) postsFailed += 1;
    });

    await setNetwork(context, cdp, false);
    let flapping = true;
    let offline = false;
    let drops = 0;
    const started = performance.now();
    const flapper = (async () => {
      while (flapping) {
        await sleep(TOGGLE_MS);
        offline = !offline;
        if (offline) drops += 1;
        await setNetwork(context, cdp, offline);
      }
      if (offline) await setNetwork(context, cdp, false);
    })();
    const asked = await takeActions(page, run);
    flapping = false;
    await flapper;
    const stable = performance.now();
    const barAtStable = await barText(page);

    let caughtUpMs: number | null = null;
    while (performance.now() - stable < CATCH_UP_LIMIT_MS) {
      if ((await barText(page)) === "All caught up") {
        caughtUpMs = round(performance.now() - stable);
        break;
      }
      await sleep(20);
    }
    const log = await page.evaluate(
      () => (window as unknown as { barLog: { at: number; text: string }[] }).barLog,
    );

    const after = await serverCounts(baseUrl, seeded);
    let lost = 0;
    let doubled = 0;
    const tally = (expectedOnce: number) => {
      if (expectedOnce <= 0) lost += 1;
      else doubled += expectedOnce - 1;
    };
    for (const text of asked) tally(after.questions.get(text) ?? 0);
    for (const n of UPVOTED) {
      const text = [...after.upvotes.keys()].find((q) => q.startsWith(`Question ${n}:`))!;
      tally((after.upvotes.get(text) ?? 0) - (before.upvotes.get(text) ?? 0));
    }
    for (const title of VOTED_POLLS)
      tally((after.votes.get(title) ?? 0) - (before.votes.get(title) ?? 0));

    return {
      actions: UPVOTED.length + asked.length + VOTED_POLLS.length,
      flappingSeconds: round((stable - started) / 1000),
      drops,
      barAtStable,
      caughtUpMs,
      postAttempts,
      postsFailed,
      lost,
      doubled,
      sendNowFlashes: sendNowFlashes(log),
    };
  } finally {
    await browser.close();
  }
}

export async function runFlapping(
  options: FlappingOptions,
  log: (line: string) => void,
): Promise<FlappingResult> {
  const distDir = options.distDir ?? buildPwa(log);
  const server = await ServerProcess.start({ mode: "lectern", seed: "talk", pwaDistDir: distDir });
  try {
    const seeded = server.seeded as SeededPage;
    const runs: FlappingRun[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const result = await oneRun(server.baseUrl, seeded, options.chromiumPath, run);
      log(
        `flapping run ${run}: ${result.actions} actions over ${result.flappingSeconds} s, ${result.drops} drops; ` +
          `"All caught up" ${result.caughtUpMs === null ? "never" : `${result.caughtUpMs} ms`} after the last return; ` +
          `lost ${result.lost}, doubled ${result.doubled}`,
      );
      runs.push(result);
    }
    const version = await chromium
      .launch({ executablePath: options.chromiumPath, args: CHROMIUM_ARGS })
      .then(async (b) => {
        const v = b.version();
        await b.close();
        return v;
      });
    return {
      options: {
        runs: options.runs,
        toggleMs: TOGGLE_MS,
        latencyMs: LATENCY_MS,
        bytesPerSecond: BYTES_PER_SECOND,
      },
      browser: `Chromium ${version}`,
      runs,
    };
  } finally {
    await server.stop();
    if (!options.distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }
}
