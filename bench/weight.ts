/**
 * Benchmark `weight` (docs/benchmarks.md), attendee page weight: the JavaScript and CSS that
 * /session/{id} and /embed/poll/{id} load before any interaction, read from the build (Vite's
 * manifest: the entry's and the route chunk's static imports) and checked against what a real
 * Chromium loads; then the session page's time to first render on an emulated slow 4G phone through
 * the DevTools protocol, first visit and repeat visit (served by the service worker).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from "playwright";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { API_CACHE } from "../pwa/src/offline/cache-rules.ts";
import type { SeededPage } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { round } from "./lib/stats.ts";

export interface WeightOptions {
  /** A build to measure (made with --manifest); without it the bench builds one in a temp folder. */
  distDir: string | null;
  chromiumPath: string;
}

interface Bytes {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

export interface RouteWeight {
  route: string;
  /** What the build's manifest says the route needs before it runs: entry and route chunk with their static imports. */
  build: Bytes;
  /** The JS and CSS Chromium fetched from the server until the page was idle, sized from the build: the figure that counts. */
  browser: Bytes;
  /** Of those, the ones requested before the page's heading was on screen. */
  beforeRender: Bytes;
  /** Chunks the page imported at start-up on top of the static ones (dynamic imports run without interaction). */
  onlyInBrowser: string[];
  onlyInBuild: string[];
  /** Bytes of that JS and CSS as they travelled (with the server's Content-Encoding, if any). */
  transferredBytes: number;
  /** Where the loaded JS comes from (minified bytes per package or app folder, from the source maps), largest first. */
  largestParts: { part: string; bytes: number }[];
}

export interface Visit {
  fcpMs: number;
  titleMs: number;
}

export interface WeightResult {
  browser: string;
  routes: RouteWeight[];
  throttle: { downloadKbps: number; uploadKbps: number; latencyMs: number; cpuSlowdown: number };
  /** Whether the service worker's own fetches were throttled as well as the page's. */
  serviceWorkerThrottled: boolean;
  firstVisit: Visit;
  repeatVisit: Visit;
  targets: { jsUnder100k: boolean; firstUnder2500: boolean; repeatUnder1000: boolean };
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SLOW_4G = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuSlowdown: 4 };
const PHONE = devices["Pixel 7"];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds the PWA with its manifest and hidden source maps into a temp folder. */
export function buildPwa(log: (line: string) => void): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-pwa-"));
  log(`building the PWA with its manifest into ${outDir}`);
  const built = spawnSync(
    "npx",
    [
      "vite",
      "build",
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--manifest",
      "--sourcemap",
      "hidden",
      "--logLevel",
      "warn",
    ],
    {
      cwd: path.resolve(import.meta.dirname, ".."),
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
  return outDir;
}

/** The chunk's file, its CSS and, recursively, its static imports: what loads with it, before any interaction. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function measureFiles(distDir: string, files: Iterable<string>): Bytes {
  const bytes: Bytes = { files: [], jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  for (const file of [...files].sort()) {
    const content = fs.readFileSync(path.join(distDir, file));
    const gzip = zlib.gzipSync(content, { level: 9 }).length;
    bytes.files.push(file);
    if (file.endsWith(".css")) {
      bytes.cssRaw += content.length;
      bytes.cssGzip += gzip;
    } else {
      bytes.jsRaw += content.length;
      bytes.jsGzip += gzip;
    }
  }
  return bytes;
}

/** The package (node_modules) or app folder a source file belongs to. */
function partOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const inRepo = /(pwa\/src|shared\/src)\/([^/]+)/.exec(source);
  return inRepo ? `${inRepo[1]}/${inRepo[2]}` : source;
}

/** Attributes each minified byte of the files to its source through the hidden source maps (none: empty). */
function largestParts(distDir: string, files: string[]): { part: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const file of files.filter((f) => f.endsWith(".js"))) {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) return [];
    const lines = fs.readFileSync(path.join(distDir, file), "utf8").split("\n");
    const consumer = new SourceMapConsumer(
      JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap,
    );
    let previous: { line: number; column: number; part: string } | null = null;
    const close = (endLine: number, endColumn: number) => {
      if (!previous) return;
      const length =
        endLine === previous.line
          ? endColumn - previous.column
          : (lines[previous.line - 1]?.length ?? 0) - previous.column;
      totals.set(previous.part, (totals.get(previous.part) ?? 0) + Math.max(0, length));
    };
    consumer.eachMapping((m) => {
      close(m.generatedLine, m.generatedColumn);
      previous = {
        line: m.generatedLine,
        column: m.generatedColumn,
        part: m.source ? partOf(m.source) : "(unmapped)",
      };
    });
    close(Number.MAX_SAFE_INTEGER, 0);
  }
  return [...totals]
    .map(([part, bytes]) => ({ part, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 12);
}

function routeFromManifest(manifest: Manifest, routeModule: RegExp): Set<string> {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith("index.html"));
  const route = Object.keys(manifest).find((k) => routeModule.test(k));
  if (!entry || !route)
    throw new Error(`the build's manifest has no ${entry ? routeModule : "index.html entry"}`);
  return staticClosure(manifest, route, staticClosure(manifest, entry));
}

async function throttle(page: Page, context: BrowserContext): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdown });
  return cdp;
}

/**
 * Throttles the service worker's own fetches too: a request the worker passes on to the network is
 * made by the worker's target, which the page's emulation does not cover. Returns false when the
 * browser offers no way to reach that target.
 */
async function throttleServiceWorker(browser: Browser): Promise<boolean> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  const worker = targetInfos.find((t) => t.type === "service_worker");
  if (!worker) return false;
  const { sessionId } = await cdp.send("Target.attachToTarget", {
    targetId: worker.targetId,
    flatten: false,
  });
  let id = 0;
  const sendToWorker = (method: string, params: object) =>
    cdp.send("Target.sendMessageToTarget", {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  await sendToWorker("Network.enable", {});
  await sendToWorker("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
  });
  return true;
}

/**
 * Notes when a heading with the session's title is first in the DOM, at the next animation frame.
 * A string, not a function: the TypeScript loader would wrap a function with helpers the page lacks.
 */
function titleWatcher(title: string): string {
  return `(() => {
    const title = ${JSON.stringify(title)};
    const check = () => {
      if (window.__benchTitleAt !== undefined) return;
      for (const heading of document.querySelectorAll("h1, h2, h3")) {
        if (heading.textContent && heading.textContent.includes(title)) {
          window.__benchTitleAt = -1;
          observer.disconnect();
          requestAnimationFrame(() => { window.__benchTitleAt = performance.now(); });
          return;
        }
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

async function timedVisit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  await page.waitForFunction(
    () => ((window as unknown as { __benchTitleAt?: number }).__benchTitleAt ?? -1) > 0,
    null,
    {
      timeout: 120_000,
      polling: 50,
    },
  );
  // A pre-rendered title can be in the DOM before the frame that paints it has reported its paint.
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    null,
    { timeout: 120_000, polling: 50 },
  );
  const { fcp, title } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    title: (window as unknown as { __benchTitleAt: number }).__benchTitleAt,
  }));
  return { fcpMs: round(fcp, 0), titleMs: round(title, 0) };
}

/**
 * Loads a route unthrottled in a fresh profile and lists the same-origin JS and CSS it fetched until
 * idle, and which of them were requested before the heading `readyText` was on screen.
 */
async function loadedAssets(
  browser: Browser,
  origin: string,
  url: string,
  readyText: string,
): Promise<{ files: string[]; beforeRender: string[]; transferred: number }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  await context.addInitScript(titleWatcher(readyText));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const sentAt = new Map<string, number>();
  const assets = new Map<string, string>();
  let navigationStart = 0;
  let transferred = 0;
  cdp.on("Network.requestWillBeSent", (event) => {
    sentAt.set(event.requestId, event.timestamp);
    if (event.type === "Document" && navigationStart === 0) navigationStart = event.timestamp;
  });
  cdp.on("Network.responseReceived", (event) => {
    const { url: responseUrl } = event.response;
    if (responseUrl.startsWith(origin) && (event.type === "Script" || event.type === "Stylesheet"))
      assets.set(event.requestId, new URL(responseUrl).pathname.slice(1));
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (assets.has(event.requestId)) transferred += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  await page.waitForFunction(
    () => ((window as unknown as { __benchTitleAt?: number }).__benchTitleAt ?? -1) > 0,
    null,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(2000);
  const renderedAt =
    navigationStart +
    (await page.evaluate(() => (window as unknown as { __benchTitleAt: number }).__benchTitleAt)) /
      1000;
  await context.close();
  const beforeRender = [...assets]
    .filter(([id]) => (sentAt.get(id) ?? Infinity) <= renderedAt)
    .map(([, file]) => file);
  return {
    files: [...new Set(assets.values())].sort(),
    beforeRender: [...new Set(beforeRender)].sort(),
    transferred,
  };
}

export async function runWeight(
  options: WeightOptions,
  log: (line: string) => void,
): Promise<WeightResult> {
  const distDir = options.distDir ?? buildPwa(log);
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile))
    throw new Error(
      `${manifestFile} is missing: build with \`npx vite build --manifest\` or omit --dist`,
    );
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const server = await ServerProcess.start({ mode: "lectern", seed: "page", pwaDistDir: distDir });
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const seeded = server.seeded as SeededPage;
    const title = "Public page benchmark";
    const sessionUrl = `${server.baseUrl}/session/${seeded.sessionId}`;
    const routes: RouteWeight[] = [];
    for (const [route, url, module, readyText] of [
      ["/session/{id}", sessionUrl, /routes\/session\/session-page\.tsx$/, title],
      [
        "/embed/poll/{id}",
        `${server.baseUrl}/embed/poll/${seeded.pollId}`,
        /routes\/embed-poll\/embed-poll-page\.tsx$/,
        "Poll 1",
      ],
    ] as const) {
      log(`weight: ${route}`);
      const build = measureFiles(distDir, routeFromManifest(manifest, module));
      const loaded = await loadedAssets(browser, server.baseUrl, url, readyText);
      routes.push({
        route,
        build,
        browser: measureFiles(distDir, loaded.files),
        beforeRender: measureFiles(distDir, loaded.beforeRender),
        onlyInBrowser: loaded.files.filter((f) => !build.files.includes(f)),
        onlyInBuild: build.files.filter((f) => !loaded.files.includes(f)),
        transferredBytes: loaded.transferred,
        largestParts: largestParts(distDir, loaded.files),
      });
    }

    log("weight: session page on an emulated slow 4G phone, first visit");
    const context = await browser.newContext({ ...PHONE });
    await context.addInitScript(titleWatcher(title));
    const first = await context.newPage();
    await throttle(first, context);
    const firstVisit = await timedVisit(first, sessionUrl);
    // The first visit ends once the worker controls the page and keeps its copy of the session's
    // public view (handed over by the page, pwa/src/offline/keep-first-reads.ts), as it does for a
    // visitor who reads the page for more than a moment.
    const publicPath = `/api/sessions/${seeded.sessionId}/public`;
    await first.waitForFunction(
      async ([cacheName, path]) =>
        navigator.serviceWorker.controller !== null &&
        (await (await caches.open(cacheName)).match(path)) !== undefined,
      [API_CACHE, publicPath] as const,
      { timeout: 60_000, polling: 100 },
    );
    await first.close();

    log("weight: repeat visit, served by the service worker");
    const serviceWorkerThrottled = await throttleServiceWorker(browser).catch(() => false);
    const repeat = await context.newPage();
    await throttle(repeat, context);
    const repeatVisit = await timedVisit(repeat, sessionUrl);
    await context.close();

    const worstJsGzip = Math.max(...routes.map((r) => r.browser.jsGzip));
    return {
      browser: `Chromium ${browser.version()}`,
      routes,
      throttle: SLOW_4G,
      serviceWorkerThrottled,
      firstVisit,
      repeatVisit,
      targets: {
        jsUnder100k: worstJsGzip < 100 * 1024,
        firstUnder2500: firstVisit.titleMs < 2500,
        repeatUnder1000: repeatVisit.titleMs < 1000,
      },
    };
  } finally {
    await browser.close();
    await server.stop();
    if (!options.distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }
}
