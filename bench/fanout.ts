/**
 * Benchmark `fanout` (docs/benchmarks.md), live fan-out: N WebSocket clients watch one open poll
 * while votes arrive over HTTP at a steady rate from distinct visitors. Each client notes when it
 * sees a total that includes each vote (vote-to-screen latency). Votes leave from a process of
 * their own, so they go out and are answered on time however busy the subscribers' process is. The
 * same clients and the same vote stream then go to a bare `ws` broadcaster sending messages of the
 * same size at the same rate, in the same run. With --instances and --db postgres, the same load
 * also goes to instances sharing PostgreSQL and Redis (bench/lib/instances.ts): the subscribers split
 * evenly over them, the votes sent to each in turn.
 */
import { openFilesLimit } from "./burst.ts";
import { describeInstances, Instances, type InstancesOptions } from "./lib/instances.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess, type MemorySample } from "./lib/server-process.ts";
import { Histogram, ratio, round, type LatencySummary } from "./lib/stats.ts";
import { defaultSubscriberProcesses, startCrowd } from "./lib/subscriber-processes.ts";
import type { Crowd, Tally } from "./lib/subscribers.ts";
import { sendVotesFromChild } from "./lib/vote-sender.ts";

/**
 * The bound on p99 vote-to-screen: 500 ms for the keynote hall of up to 10,000 subscribers, 1 s for
 * a bigger hall (issue 18: 20,000 subscribers on one instance).
 */
export function p99TargetMs(clients: number): number {
  return clients > 10_000 ? 1000 : 500;
}

export interface FanoutOptions {
  clients: number;
  rate: number;
  durationMs: number;
  /** Votes at the same rate before the measured stretch (not measured). */
  warmupMs: number;
}

export interface FanoutSide {
  clients: number;
  connectFailures: number;
  connectError: string | null;
  connectSeconds: number;
  votesSent: number;
  votesAccepted: number;
  voteFailures: number;
  voteFailure: string | null;
  finalTotal: number;
  /** Clients that had not seen the final total 15 s after the last vote was answered. */
  clientsMissingFinal: number;
  /** (client, vote) pairs where the client never saw a total including the vote. */
  votesNeverSeen: number;
  latencyMs: LatencySummary;
  /** How long the HTTP vote took to be answered. */
  voteAnswerMs: LatencySummary;
  messagesPerClient: number;
  messagesPerClientPerSecond: number;
  messageBytes: number;
  serverRssBytesPerConnection: number;
  serverHeapBytesPerConnection: number;
  serverRssMB: number;
  /** Server CPU time from the first vote until every client had the final total, as a share of one core. */
  serverCpuShare: number;
}

/** The same load on several instances (--instances, --db), beside the one SQLite instance. */
export interface FanoutInstancesResult {
  instances: number;
  db: string;
  label: string;
  side: FanoutSide;
  /** These instances / the one SQLite instance, same run. */
  ratio: { p50: number | null; p99: number | null };
  targets: { p99UnderTarget: boolean; noClientMissing: boolean };
}

export interface FanoutResult {
  options: FanoutOptions;
  /** Processes the subscribers were spread over, both sides alike; absent: the bench process. */
  subscriberProcesses?: number;
  lectern: FanoutSide;
  instances?: FanoutInstancesResult;
  bare: FanoutSide & { intervalMs: number };
  ratio: { p50: number | null; p99: number | null };
  targets: { p99UnderTarget: boolean; noClientMissing: boolean; within1_5xBare: boolean };
}

const FINAL_WAIT_MS = 15_000;
/** Files a server process holds besides its subscribers: ~35 of its own, the vote sender's 64. */
const SERVER_OWN_FILES = 150;

/** The vote-to-screen latencies of a crowd's tally as a Histogram (each at its bucket's middle). */
export function histogramOf(tally: Tally): Histogram {
  const histogram = new Histogram();
  for (const [bucket, count] of tally.buckets) {
    const ms = (bucket + 0.5) / 10;
    for (let i = 0; i < count; i++) histogram.add(ms);
  }
  if (histogram.count > 0) histogram.max = tally.max;
  return histogram;
}

/** What a side is served by: one process, or several instances (memory and CPU summed). */
export interface Served {
  baseUrls: string[];
  memory(): Promise<MemorySample>;
}

export const single = (server: ServerProcess): Served => ({
  baseUrls: [server.baseUrl],
  memory: () => server.memory(),
});

/**
 * One side's measurement: a warm-up crowd, then `options.clients` subscribers on `pollId` while
 * `ballots` (vote bodies, round-robin, each from a new visitor) go to `voteUrls` at `options.rate`.
 * The subscribers live in this process, or spread over `subscriberProcesses` processes of their
 * own (bench/lib/subscriber-processes.ts; by default one per 10,000 above 10,000 clients).
 * `alongside`, when given, is another load the hall makes at the same time (bench/reactions.ts):
 * called before the warm-up to get ready, it answers what starts with the measured votes and is
 * waited for with them.
 */
export async function measureSide(
  server: Served,
  pollId: number,
  ballots: object[],
  voteUrls: string[],
  options: FanoutOptions,
  subscriberProcesses = defaultSubscriberProcesses(options.clients),
  alongside?: () => Promise<() => Promise<void>>,
): Promise<FanoutSide> {
  const crowd = await startCrowd(subscriberProcesses);
  try {
    return await measureWith(crowd, server, pollId, ballots, voteUrls, options, alongside);
  } finally {
    await crowd.stop();
  }
}

async function measureWith(
  crowd: Crowd,
  server: Served,
  pollId: number,
  ballots: object[],
  voteUrls: string[],
  options: FanoutOptions,
  alongside?: () => Promise<() => Promise<void>>,
): Promise<FanoutSide> {
  // A first small crowd warms the connection paths, so the baseline is taken from a warm server.
  const followed = { kind: "poll", pollId } as const;
  await crowd.open(server.baseUrls, followed, Math.min(200, options.clients));
  await crowd.closeRoom();
  const before = await server.memory();
  const room = await crowd.open(server.baseUrls, followed, options.clients);
  const connected = await server.memory();
  const startAlongside = await alongside?.();
  if (options.warmupMs > 0) {
    // The hall votes for a while before the measured stretch: a server in a keynote has been running.
    const warmup = await sendVotesFromChild({
      urls: voteUrls,
      rate: options.rate,
      durationMs: options.warmupMs,
      ballots,
    });
    await crowd.waitForTotal(
      warmup.votes.reduce((max, v) => Math.max(max, v.total), 0),
      FINAL_WAIT_MS,
    );
  }
  const votePhaseStarted = performance.now();
  const cpuAtStart = (await server.memory()).cpuMs;
  await crowd.mark();
  const [run] = await Promise.all([
    sendVotesFromChild({
      urls: voteUrls,
      rate: options.rate,
      durationMs: options.durationMs,
      ballots,
    }),
    startAlongside?.(),
  ]);
  const finalTotal = run.votes.reduce((max, v) => Math.max(max, v.total), 0);
  const missing = await crowd.waitForTotal(finalTotal, FINAL_WAIT_MS);
  const after: MemorySample = await server.memory();
  const votePhaseMs = performance.now() - votePhaseStarted;
  const seen = await crowd.seen(run.votes);
  const histogram = histogramOf(seen.tally);
  const perClient = seen.clients === 0 ? 0 : seen.updates / seen.clients;
  const { dropped } = seen;
  await crowd.closeRoom();
  const n = Math.max(1, room.clients);
  return {
    clients: room.clients,
    connectFailures: room.failed + dropped,
    connectError:
      room.firstError ??
      (dropped > 0 ? `${dropped} clients were disconnected during the run` : null),
    connectSeconds: round(room.connectMs / 1000),
    votesSent: run.votes.length + run.failures,
    votesAccepted: run.votes.length,
    voteFailures: run.failures,
    voteFailure: run.firstFailure,
    finalTotal,
    clientsMissingFinal: missing + room.failed,
    votesNeverSeen: seen.neverSeen,
    latencyMs: histogram.summary(),
    voteAnswerMs: run.answerMs,
    messagesPerClient: round(perClient),
    messagesPerClientPerSecond: round(perClient / (run.durationMs / 1000)),
    messageBytes: seen.messageBytes,
    serverRssBytesPerConnection: Math.round((connected.rss - before.rss) / n),
    serverHeapBytesPerConnection: Math.round((connected.heapUsed - before.heapUsed) / n),
    serverRssMB: round(after.rss / 1024 / 1024),
    serverCpuShare: round((after.cpuMs - cpuAtStart) / votePhaseMs, 2),
  };
}

export async function runFanout(
  options: FanoutOptions,
  log: (line: string) => void,
  several: InstancesOptions | null = null,
  subscriberProcesses = defaultSubscriberProcesses(options.clients),
): Promise<FanoutResult> {
  const spread =
    subscriberProcesses === 0 ? "" : `, held by ${subscriberProcesses} subscriber processes`;
  log(
    `fan-out: Lectern, ${options.clients} subscribers${spread}, ${options.rate} votes/s for ${options.durationMs / 1000} s`,
  );
  const limit = openFilesLimit();
  // One server process holds every subscriber's socket, the vote sender's and its own files.
  if (limit !== null && options.clients + SERVER_OWN_FILES > limit)
    log(
      `fan-out: ulimit -n is ${limit}; the server needs about ${options.clients + SERVER_OWN_FILES} files: expect EMFILE (raise it with ulimit -n, or run fewer clients)`,
    );
  const lecternServer = await ServerProcess.start({
    mode: "lectern",
    seed: "poll",
    pwaDistDir: null,
  });
  const seeded = lecternServer.seeded as SeededPoll;
  const ballots = seeded.choiceIds.map((choiceId) => ({ choiceId }));
  let lectern: FanoutSide;
  try {
    lectern = await measureSide(
      single(lecternServer),
      seeded.pollId,
      ballots,
      [`${lecternServer.baseUrl}/api/polls/${seeded.pollId}/vote`],
      options,
      subscriberProcesses,
    );
  } finally {
    await lecternServer.stop();
  }

  let instances: FanoutInstancesResult | undefined;
  if (several) {
    const label = describeInstances(several);
    log(
      `fan-out: Lectern on ${label}, ${options.clients} subscribers split evenly, votes round-robin`,
    );
    const group = await Instances.start(several);
    try {
      const { pollId, choiceIds } = group.seeded;
      const side = await measureSide(
        { baseUrls: group.servers.map((s) => s.baseUrl), memory: () => group.memory() },
        pollId,
        choiceIds.map((choiceId) => ({ choiceId })),
        group.servers.map((s) => `${s.baseUrl}/api/polls/${pollId}/vote`),
        options,
        subscriberProcesses,
      );
      instances = {
        instances: several.instances,
        db: several.db,
        label,
        side,
        ratio: {
          p50: ratio(side.latencyMs.p50, lectern.latencyMs.p50),
          p99: ratio(side.latencyMs.p99, lectern.latencyMs.p99),
        },
        targets: {
          p99UnderTarget: side.latencyMs.p99 < p99TargetMs(options.clients),
          noClientMissing: side.clientsMissingFinal === 0 && side.votesNeverSeen === 0,
        },
      };
    } finally {
      await group.stop();
    }
  }

  const bare = await measureBare(lectern, ballots, options, log, subscriberProcesses);
  const p99Ratio = ratio(lectern.latencyMs.p99, bare.latencyMs.p99);
  return {
    options,
    ...(subscriberProcesses > 0 ? { subscriberProcesses } : {}),
    lectern,
    ...(instances ? { instances } : {}),
    bare,
    ratio: { p50: ratio(lectern.latencyMs.p50, bare.latencyMs.p50), p99: p99Ratio },
    targets: {
      p99UnderTarget: lectern.latencyMs.p99 < p99TargetMs(options.clients),
      noClientMissing: lectern.clientsMissingFinal === 0 && lectern.votesNeverSeen === 0,
      within1_5xBare: p99Ratio !== null && p99Ratio <= 1.5,
    },
  };
}

/**
 * The bare reference for a Lectern side just measured: the same clients and vote bodies on a plain
 * `ws` broadcaster sending messages of Lectern's size, at most as often as Lectern sent them.
 */
export async function measureBare(
  lectern: FanoutSide,
  ballots: object[],
  options: FanoutOptions,
  log: (line: string) => void,
  subscriberProcesses = defaultSubscriberProcesses(options.clients),
): Promise<FanoutSide & { intervalMs: number }> {
  const intervalMs =
    lectern.messagesPerClientPerSecond > 0
      ? round(1000 / lectern.messagesPerClientPerSecond, 0)
      : 100;
  log(
    `bare ws reference, ${lectern.messageBytes}-byte messages, one broadcast per ${intervalMs} ms at most`,
  );
  const bareServer = await ServerProcess.start({
    mode: "bare-ws",
    followed: "poll",
    messageBytes: lectern.messageBytes,
    intervalMs,
  });
  try {
    const bare = await measureSide(
      single(bareServer),
      1,
      ballots,
      [`${bareServer.baseUrl}/vote`],
      options,
      subscriberProcesses,
    );
    return { ...bare, intervalMs };
  } finally {
    await bareServer.stop();
  }
}
