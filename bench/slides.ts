/**
 * Benchmark `slides` (docs/benchmarks.md), a slide change reaching every phone in the hall: N
 * WebSocket clients attend one session, as the session page does, while its owner moves through a
 * rendered 40-page deck (bench/lib/seed.ts, seedDeck) at one page a second, each change a PUT of
 * the stage from a process of its own. Each client notes when the stage_update carrying each page
 * arrived (slide-to-phone latency). The same clients and the same changes then go to the bare `ws`
 * broadcaster of fan-out, sending messages of the same size at once, in the same run.
 */
import { histogramOf, single, type Served } from "./fanout.ts";
import type { SeededDeck } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { sendSlideChangesFromChild, type SlideChanges } from "./lib/slide-sender.ts";
import { ratio, round, type LatencySummary } from "./lib/stats.ts";
import { defaultSubscriberProcesses, startCrowd } from "./lib/subscriber-processes.ts";
import type { Followed } from "./lib/subscribers.ts";

/** Issue 32: a slide change reaches 10,000 phones with p99 under 1 s. */
export const SLIDES_P99_TARGET_MS = 1000;
/** A speaker's pace: one page a second, faster than any talk, slow enough that changes do not coalesce. */
const CHANGE_INTERVAL_MS = 1000;
/** Changes before the measured ones, not measured: the hall has been following for a while. */
const WARMUP_CHANGES = 5;
/** Measured changes, pages 2 + WARMUP_CHANGES onwards: all within the seeded 40-page deck. */
const CHANGES = 30;
const FINAL_WAIT_MS = 15_000;

export interface SlidesOptions {
  clients: number;
}

export interface SlidesSide {
  clients: number;
  connectFailures: number;
  connectError: string | null;
  connectSeconds: number;
  changesSent: number;
  changeFailures: number;
  changeFailure: string | null;
  /** Clients that had not seen the last page 15 s after its change was answered. */
  clientsMissingLast: number;
  /** (client, change) pairs where the client never saw the page or a later one. */
  changesNeverSeen: number;
  latencyMs: LatencySummary;
  /** How long the PUT of the stage took to be answered. */
  changeAnswerMs: LatencySummary;
  /** Size of a stage_update carrying a page (the bare broadcaster's is padded to it). */
  messageBytes: number;
  serverRssMB: number;
  /** Server CPU time over the measured changes, as a share of one core. */
  serverCpuShare: number;
}

export interface SlidesResult {
  options: SlidesOptions & { changes: number; intervalMs: number; warmupChanges: number };
  /** Processes the clients were spread over, both sides alike; absent: the bench process. */
  subscriberProcesses?: number;
  lectern: SlidesSide;
  bare: SlidesSide;
  ratio: { p50: number | null; p99: number | null };
  targets: { p99UnderTarget: boolean; noClientMissing: boolean; within1_5xBare: boolean };
}

/** The pages shown from `first` on, one per change. */
const pagesFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => first + i);

/**
 * One side: a warm-up crowd, then `clients` phones following `followed` while WARMUP_CHANGES and
 * then CHANGES slide changes go to `stage` (the base URL, path and cookie the speaker sends with).
 */
async function measureSide(
  server: Served,
  followed: Followed,
  stage: Omit<SlideChanges, "pages" | "intervalMs">,
  clients: number,
  subscriberProcesses: number,
): Promise<SlidesSide> {
  const crowd = await startCrowd(subscriberProcesses);
  try {
    // A first small crowd warms the connection paths, as in fan-out.
    await crowd.open(server.baseUrls, followed, Math.min(200, clients));
    await crowd.closeRoom();
    const room = await crowd.open(server.baseUrls, followed, clients);
    const send = (pages: number[]) =>
      sendSlideChangesFromChild({ ...stage, pages, intervalMs: CHANGE_INTERVAL_MS });
    const warmup = await send(pagesFrom(2, WARMUP_CHANGES));
    if (warmup.failures > 0) throw new Error(`a warm-up change failed: ${warmup.firstFailure}`);
    await crowd.waitForTotal(1 + WARMUP_CHANGES, FINAL_WAIT_MS);
    await crowd.mark();
    const started = performance.now();
    const cpuAtStart = (await server.memory()).cpuMs;
    const run = await send(pagesFrom(2 + WARMUP_CHANGES, CHANGES));
    const last = run.changes.reduce((max, change) => Math.max(max, change.total), 0);
    const missing = await crowd.waitForTotal(last, FINAL_WAIT_MS);
    const after = await server.memory();
    const elapsedMs = performance.now() - started;
    const seen = await crowd.seen(run.changes);
    await crowd.closeRoom();
    return {
      clients: room.clients,
      connectFailures: room.failed + seen.dropped,
      connectError:
        room.firstError ??
        (seen.dropped > 0 ? `${seen.dropped} clients were disconnected during the run` : null),
      connectSeconds: round(room.connectMs / 1000),
      changesSent: run.changes.length + run.failures,
      changeFailures: run.failures,
      changeFailure: run.firstFailure,
      clientsMissingLast: missing + room.failed,
      changesNeverSeen: seen.neverSeen,
      latencyMs: histogramOf(seen.tally).summary(),
      changeAnswerMs: run.answerMs,
      messageBytes: seen.messageBytes,
      serverRssMB: round(after.rss / 1024 / 1024),
      serverCpuShare: round((after.cpuMs - cpuAtStart) / elapsedMs, 2),
    };
  } finally {
    await crowd.stop();
  }
}

export async function runSlides(
  options: SlidesOptions,
  log: (line: string) => void,
  subscriberProcesses = defaultSubscriberProcesses(options.clients),
): Promise<SlidesResult> {
  const spread =
    subscriberProcesses === 0 ? "" : `, held by ${subscriberProcesses} subscriber processes`;
  log(
    `slides: Lectern, ${options.clients} phones attending${spread}, ${CHANGES} slide changes one per ${CHANGE_INTERVAL_MS} ms after ${WARMUP_CHANGES} of warm-up (rendering the deck first)`,
  );
  const lecternServer = await ServerProcess.start({
    mode: "lectern",
    seed: "deck",
    pwaDistDir: null,
  });
  let lectern: SlidesSide;
  try {
    const seeded = lecternServer.seeded as SeededDeck;
    lectern = await measureSide(
      single(lecternServer),
      { kind: "stage", sessionId: seeded.sessionId },
      {
        baseUrl: lecternServer.baseUrl,
        stagePath: `/api/sessions/${seeded.sessionId}/stage`,
        cookie: seeded.ownerCookie,
      },
      options.clients,
      subscriberProcesses,
    );
  } finally {
    await lecternServer.stop();
  }

  log(`slides: bare ws reference, ${lectern.messageBytes}-byte messages, each change sent at once`);
  const bareServer = await ServerProcess.start({
    mode: "bare-ws",
    followed: "stage",
    messageBytes: lectern.messageBytes,
    intervalMs: 0,
  });
  let bare: SlidesSide;
  try {
    bare = await measureSide(
      single(bareServer),
      { kind: "stage", sessionId: 1 },
      { baseUrl: bareServer.baseUrl, stagePath: "/stage", cookie: "" },
      options.clients,
      subscriberProcesses,
    );
  } finally {
    await bareServer.stop();
  }

  const p99Ratio = ratio(lectern.latencyMs.p99, bare.latencyMs.p99);
  return {
    options: {
      ...options,
      changes: CHANGES,
      intervalMs: CHANGE_INTERVAL_MS,
      warmupChanges: WARMUP_CHANGES,
    },
    ...(subscriberProcesses > 0 ? { subscriberProcesses } : {}),
    lectern,
    bare,
    ratio: { p50: ratio(lectern.latencyMs.p50, bare.latencyMs.p50), p99: p99Ratio },
    targets: {
      p99UnderTarget: lectern.latencyMs.p99 < SLIDES_P99_TARGET_MS,
      noClientMissing: lectern.clientsMissingLast === 0 && lectern.changesNeverSeen === 0,
      within1_5xBare: p99Ratio !== null && p99Ratio <= 1.5,
    },
  };
}
