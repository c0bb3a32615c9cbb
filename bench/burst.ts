/**
 * Benchmark `burst` (issue 18, target 3), a hall's burst: the speaker opens a poll and thousands
 * of attendees vote within a couple of seconds, each a new visitor on a new TCP connection of its
 * own (not a few keep-alive connections, as intake measures). Every vote's status and time to
 * answer are kept; afterwards, votes that got no answer are replayed with their own key as the
 * outbox would, and the poll's total must equal the votes accepted: none lost, none doubled. With
 * --instances and --db postgres, the same burst also goes to instances sharing PostgreSQL and
 * Redis, spread over them, beside the one SQLite instance. Figures only; nothing asserts a time.
 */
import { execFileSync } from "node:child_process";
import { fetchVisitorIds, newIdempotencyKey, newVisitorId } from "./lib/identity.ts";
import {
  BurstSender,
  sendBurst,
  voteOnNewConnection,
  type Visit,
  type VisitOutcome,
} from "./lib/burst-sender.ts";
import { BareHttp } from "./lib/bare-http.ts";
import { describeInstances, Instances, type InstancesOptions } from "./lib/instances.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import {
  listenCountersSince,
  readListenCounters,
  type ListenCounters,
} from "./lib/tcp-counters.ts";
import { Histogram, preciseNow, round, type LatencySummary } from "./lib/stats.ts";

export interface BurstOptions {
  visitors: number;
  /** The window the votes are spread over, evenly. */
  withinMs: number;
  /** 0: sent from the bench process itself; 1 or more: from that many processes of their own. */
  senders: number;
}

/** The target's bound on the 99th percentile of the time to answer. */
export const P99_TARGET_MS = 2000;

/** What a server answered to a burst's first tries. */
export interface BareSide {
  label: string;
  sent: number;
  /** First answers by HTTP status, e.g. {"201": 5000}. */
  answeredByStatus: Record<string, number>;
  /** No answer (connection error or timeout) on the first try. */
  unanswered: number;
  firstError: string | null;
  /** From writing each request to its whole answer, first tries that were answered. */
  answerMs: LatencySummary;
  /** How late the votes left against the even schedule (the sender's own lag). */
  sendLateMs: { p99: number; max: number };
  /** From the first vote sent to the last answer, first tries. */
  burstSeconds: number;
  /** First answers over burstSeconds, against visitors / within asked for. */
  answeredPerSecond: number;
  /** Server CPU time (all instances) from just before the burst to its last answer. */
  serverCpuMs: number;
  /** serverCpuMs over burstSeconds: how many cores the server(s) kept busy. */
  serverCpuCores: number;
  /**
   * New connections the kernel dropped (accept queue full) or answered with SYN cookies during
   * the burst, machine-wide; each dropped one is retried by the client after 1 s, 3 s, ...
   */
  kernel: ListenCounters | null;
}

/** Lectern's answers to a burst, then the replays and the count. */
export interface BurstSide extends BareSide {
  /** The unanswered ones, replayed with their key afterwards, by the replay's status (0: none). */
  replayedByStatus: Record<string, number>;
  /** Votes answered 201, on the first try or the replay. */
  accepted: number;
  pollTotal: number;
  lost: number;
  doubled: number;
  targets: {
    allAnswered: boolean;
    allAccepted: boolean;
    noneLostOrDoubled: boolean;
    p99Under2s: boolean;
  };
}

export interface BurstResult {
  options: BurstOptions;
  /** `ulimit -n` of the bench (and so the server) processes; null if it could not be read. */
  openFilesLimit: number | null;
  sqlite: BurstSide;
  /** The same burst on a plain node:http server answering 201, the reference. */
  bare: BareSide;
  instances?: BurstSide & { instances: number; db: string };
}

/** `ulimit -n` as the shell reports it for this process's children (the server, the senders). */
export function openFilesLimit(): number | null {
  try {
    const value = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    return value === "unlimited" ? Number.POSITIVE_INFINITY : Number(value);
  } catch {
    return null;
  }
}

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    counts[String(status)] = (counts[String(status)] ?? 0) + 1;
    return counts;
  }, {});

/** A burst's first tries: what any server, Lectern or the bare reference, answered and how fast. */
async function fire(
  label: string,
  visits: Visit[],
  memory: () => Promise<{ cpuMs: number }>,
  options: BurstOptions,
  log: (line: string) => void,
): Promise<{ outcomes: VisitOutcome[]; side: BareSide }> {
  const senders = await Promise.all(
    Array.from({ length: options.senders }, () => BurstSender.start()),
  );
  log(
    `burst: ${label}, ${options.visitors} new visitors voting within ${options.withinMs / 1000} s, each on a new connection, from ${options.senders === 0 ? "the bench process" : `${options.senders} sender processes`}`,
  );
  const cpuBefore = (await memory()).cpuMs;
  const countersBefore = readListenCounters();
  const startAt = preciseNow() + 200;
  const outcomes: VisitOutcome[] = new Array<VisitOutcome>(visits.length);
  if (senders.length === 0) {
    (await sendBurst(visits, startAt)).forEach((o, i) => (outcomes[i] = o));
  } else {
    const shares = senders.map((_, s) => visits.filter((_, i) => i % senders.length === s));
    const answers = await Promise.all(senders.map((sender, s) => sender.send(shares[s]!, startAt)));
    answers.forEach((share, s) => share.forEach((o, j) => (outcomes[j * senders.length + s] = o)));
  }
  const burstMs = preciseNow() - startAt;
  const kernel = listenCountersSince(countersBefore, readListenCounters());
  const serverCpuMs = (await memory()).cpuMs - cpuBefore;

  const answers = new Histogram();
  const late = new Histogram();
  for (const o of outcomes) {
    late.add(o.lateMs);
    if (o.answerMs !== null) answers.add(o.answerMs);
  }
  const firstTries = outcomes.filter((o) => o.status !== 0).map((o) => o.status);
  return {
    outcomes,
    side: {
      label,
      sent: visits.length,
      answeredByStatus: countBy(firstTries),
      unanswered: visits.length - firstTries.length,
      firstError: outcomes.find((o) => o.error !== null)?.error ?? null,
      answerMs: answers.summary(),
      sendLateMs: { p99: round(late.percentile(99)), max: round(late.max) },
      burstSeconds: round(burstMs / 1000, 2),
      answeredPerSecond: Math.round((firstTries.length * 1000) / burstMs),
      serverCpuMs: Math.round(serverCpuMs),
      serverCpuCores: round(serverCpuMs / burstMs, 2),
      kernel,
    },
  };
}

/** The burst on `voteUrls` (visits round-robin over them), its replays and the poll's total. */
async function burstOn(
  label: string,
  voteUrls: string[],
  resultsUrl: string,
  choiceIds: number[],
  memory: () => Promise<{ cpuMs: number }>,
  options: BurstOptions,
  log: (line: string) => void,
): Promise<BurstSide> {
  const visitorIds = await fetchVisitorIds(voteUrls[0]!, options.visitors);
  const visits = planVisits(voteUrls, choiceIds, options, visitorIds);
  const { outcomes, side } = await fire(label, visits, memory, options, log);
  const unansweredAt = outcomes.flatMap((o, i) => (o.status === 0 ? [i] : []));
  log(`burst: replaying ${unansweredAt.length} unanswered votes with their keys`);
  const finalStatus = outcomes.map((o) => o.status);
  const replayed: number[] = [];
  for (const i of unansweredAt) {
    const status = await voteOnNewConnection(visits[i]!).then(
      (answer) => answer.status,
      () => 0,
    );
    replayed.push(status);
    finalStatus[i] = status;
  }
  const results = (await (await fetch(resultsUrl)).json()) as { totalVotes: number };
  const accepted = finalStatus.filter((s) => s === 201).length;
  return {
    ...side,
    replayedByStatus: countBy(replayed),
    accepted,
    pollTotal: results.totalVotes,
    lost: Math.max(0, accepted - results.totalVotes),
    doubled: Math.max(0, results.totalVotes - accepted),
    targets: {
      allAnswered: side.unanswered === 0,
      allAccepted: side.answeredByStatus["201"] === visits.length,
      noneLostOrDoubled: results.totalVotes === accepted,
      p99Under2s: side.unanswered === 0 && side.answerMs.p99 < P99_TARGET_MS,
    },
  };
}

/** The visits of the burst, the i-th attendee with `visitorIds[i]`. */
function planVisits(
  voteUrls: string[],
  choiceIds: number[],
  options: BurstOptions,
  visitorIds: string[],
): Visit[] {
  return Array.from({ length: options.visitors }, (_, i) => ({
    url: voteUrls[i % voteUrls.length]!,
    visitorId: visitorIds[i]!,
    key: newIdempotencyKey(),
    choiceId: choiceIds[i % choiceIds.length]!,
    offsetMs: (i * options.withinMs) / options.visitors,
  }));
}

/** The same burst on a bare node:http server: what this machine and the sender can do at all. */
async function runBare(options: BurstOptions, log: (line: string) => void): Promise<BareSide> {
  const bare = await BareHttp.start();
  try {
    // The bare server checks no id: ids of the same shape, made up here, cost it the same bytes.
    const madeUp = Array.from({ length: options.visitors }, newVisitorId);
    const visits = planVisits([`${bare.baseUrl}/api/polls/1/vote`], [1], options, madeUp);
    return (await fire("bare node:http", visits, () => bare.memory(), options, log)).side;
  } finally {
    await bare.stop();
  }
}

async function runSingle(options: BurstOptions, log: (line: string) => void): Promise<BurstSide> {
  const server = await ServerProcess.start({ mode: "lectern", seed: "poll", pwaDistDir: null });
  try {
    const { pollId, choiceIds } = server.seeded as SeededPoll;
    return await burstOn(
      "1 instance, SQLite",
      [`${server.baseUrl}/api/polls/${pollId}/vote`],
      `${server.baseUrl}/api/polls/${pollId}/results`,
      choiceIds,
      () => server.memory(),
      options,
      log,
    );
  } finally {
    await server.stop();
  }
}

async function runOnInstances(
  options: BurstOptions,
  several: InstancesOptions,
  log: (line: string) => void,
): Promise<BurstSide> {
  const group = await Instances.start(several);
  try {
    const { pollId, choiceIds } = group.seeded;
    return await burstOn(
      describeInstances(several),
      group.servers.map((s) => `${s.baseUrl}/api/polls/${pollId}/vote`),
      `${group.servers[0]!.baseUrl}/api/polls/${pollId}/results`,
      choiceIds,
      () => group.memory(),
      options,
      log,
    );
  } finally {
    await group.stop();
  }
}

export async function runBurst(
  options: BurstOptions,
  log: (line: string) => void,
  several: InstancesOptions | null = null,
): Promise<BurstResult> {
  const limit = openFilesLimit();
  // Each vote in flight holds a socket in its sender and one in the server process.
  if (limit !== null && limit < options.visitors + 256)
    log(
      `burst: ulimit -n is ${limit}, below ${options.visitors} connections in flight at worst: expect refused connections (raise it with ulimit -n)`,
    );
  else log(`burst: ulimit -n is ${limit ?? "unknown"}`);
  const sqlite = await runSingle(options, log);
  const bare = await runBare(options, log);
  if (!several) return { options, openFilesLimit: limit, sqlite, bare };
  const other = await runOnInstances(options, several, log);
  return {
    options,
    openFilesLimit: limit,
    sqlite,
    bare,
    instances: { ...other, instances: several.instances, db: several.db },
  };
}
