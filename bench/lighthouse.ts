/**
 * Benchmark `lighthouse` (docs/benchmarks.md): a judge nobody here wrote. Lighthouse 13, the npm
 * package, with its default mobile settings (simulated slow 4G and a 4x slower CPU) driving
 * Debian's Chromium, RUNS times each on the home page /, /session/{id} (10 resources, 3 polls, 20
 * questions) and /embed/poll/{id}, each run a first visit in a fresh profile. Prints every category's score, total
 * blocking time and largest contentful paint, median and worst, and for the median run the element
 * Lighthouse took as the largest paint, the main thread's work by kind and its longest tasks.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { SeededPage } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { round } from "./lib/stats.ts";
import { buildPwa } from "./weight.ts";

export const RUNS = 5;

export interface LighthouseOptions {
  distDir: string | null;
  chromiumPath: string;
  runs: number;
}

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** The main thread's work while loading, all kinds together. */
  mainThreadMs: number;
}

export interface LighthouseRoute {
  route: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** The lowest score and the highest time of each figure over the runs. */
  worst: LighthouseRun;
  /** Of the median run (by performance): the largest paint's element, as Lighthouse names it. */
  lcpElement: string | null;
  mainThreadByKind: { kind: string; ms: number }[];
  longestTasks: { script: string; startMs: number; ms: number }[];
}

export interface LighthouseResult {
  lighthouse: string;
  browser: string;
  routes: LighthouseRoute[];
  targets: {
    performanceAtLeast: number;
    totalBlockingTimeBelowMs: number;
    largestContentfulPaintBelowMs: number;
    otherCategories: number;
  };
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

interface Report {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
const ms = (report: Report, audit: string) => round(report.audits[audit]?.numericValue ?? 0, 0);
const fileOf = (url: string) => url.replace(/^.*\//, "") || url;

/**
 * Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART, "Please run Lighthouse
 * again"): that visit measured nothing, so it is made again, at most this many times in all.
 */
const ATTEMPTS = 3;

function runOnce(url: string, chromiumPath: string, log: (line: string) => void): Report {
  for (let attempt = 1; ; attempt++) {
    const result = runLighthouseCli(url, chromiumPath);
    if (result.status === 0) return JSON.parse(result.stdout) as Report;
    const unrecorded = result.stderr.includes("Please run Lighthouse again");
    if (!unrecorded || attempt === ATTEMPTS)
      throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
    log(
      `lighthouse recorded no trace of that visit; visiting again (${attempt + 1} of ${ATTEMPTS})`,
    );
  }
}

function runLighthouseCli(url: string, chromiumPath: string) {
  return spawnSync(
    "npx",
    [
      "lighthouse",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, CHROME_PATH: chromiumPath },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
}

function figures(report: Report): LighthouseRun {
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    totalBlockingTimeMs: ms(report, "total-blocking-time"),
    largestContentfulPaintMs: ms(report, "largest-contentful-paint"),
    firstContentfulPaintMs: ms(report, "first-contentful-paint"),
    mainThreadMs: ms(report, "mainthread-work-breakdown"),
  };
}

function worstOf(runs: LighthouseRun[]): LighthouseRun {
  const lowest = (key: keyof LighthouseRun) => Math.min(...runs.map((r) => r[key]));
  const highest = (key: keyof LighthouseRun) => Math.max(...runs.map((r) => r[key]));
  return {
    performance: lowest("performance"),
    accessibility: lowest("accessibility"),
    bestPractices: lowest("bestPractices"),
    seo: lowest("seo"),
    totalBlockingTimeMs: highest("totalBlockingTimeMs"),
    largestContentfulPaintMs: highest("largestContentfulPaintMs"),
    firstContentfulPaintMs: highest("firstContentfulPaintMs"),
    mainThreadMs: highest("mainThreadMs"),
  };
}

/** What Lighthouse says of where the median run's time went. */
function diagnose(report: Report) {
  const lcp = report.audits["lcp-breakdown-insight"]?.details?.items?.find(
    (item): item is { type: "node"; nodeLabel?: string; snippet?: string } =>
      (item as { type?: string }).type === "node",
  );
  const kinds = (report.audits["mainthread-work-breakdown"]?.details?.items ?? []) as {
    groupLabel: string;
    duration: number;
  }[];
  const tasks = (report.audits["long-tasks"]?.details?.items ?? []) as {
    url: string;
    startTime: number;
    duration: number;
  }[];
  return {
    lcpElement: lcp ? `${lcp.snippet ?? ""} "${lcp.nodeLabel ?? ""}"`.trim() : null,
    mainThreadByKind: kinds.map((k) => ({ kind: k.groupLabel, ms: round(k.duration, 0) })),
    longestTasks: [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5)
      .map((t) => ({
        script: fileOf(t.url),
        startMs: round(t.startTime, 0),
        ms: round(t.duration, 0),
      })),
  };
}

export async function runLighthouse(
  options: LighthouseOptions,
  log: (line: string) => void,
): Promise<LighthouseResult> {
  const distDir = options.distDir ?? buildPwa(log);
  const server = await ServerProcess.start({ mode: "lectern", seed: "talk", pwaDistDir: distDir });
  try {
    const seeded = server.seeded as SeededPage;
    const routes: LighthouseRoute[] = [];
    let version = "";
    let browser = "";
    for (const [route, url] of [
      ["/", `${server.baseUrl}/`],
      ["/session/{id}", `${server.baseUrl}/session/${seeded.sessionId}`],
      ["/embed/poll/{id}", `${server.baseUrl}/embed/poll/${seeded.pollId}`],
    ] as const) {
      const reports: Report[] = [];
      for (let i = 0; i < options.runs; i++) {
        log(`lighthouse: ${route}, run ${i + 1} of ${options.runs}`);
        reports.push(runOnce(url, options.chromiumPath, log));
      }
      version = reports[0]!.lighthouseVersion;
      browser = /Chrome\/[\d.]+/.exec(reports[0]!.environment.hostUserAgent)?.[0] ?? "";
      const runs = reports.map(figures);
      const byPerformance = reports
        .map((report, i) => ({ report, run: runs[i]! }))
        .sort((a, b) => a.run.performance - b.run.performance);
      const median = byPerformance[Math.floor(byPerformance.length / 2)]!;
      routes.push({
        route,
        runs,
        median: median.run,
        worst: worstOf(runs),
        ...diagnose(median.report),
      });
    }
    return {
      lighthouse: version,
      browser,
      routes,
      targets: {
        performanceAtLeast: 95,
        totalBlockingTimeBelowMs: 150,
        largestContentfulPaintBelowMs: 2000,
        otherCategories: 100,
      },
    };
  } finally {
    await server.stop();
    if (!options.distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }
}
