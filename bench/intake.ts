/**
 * Benchmark `intake` (docs/benchmarks.md), vote intake: votes per second through POST
 * /api/polls/{id}/vote, each from a new visitor with its own Idempotency-Key. Afterwards every vote
 * is checked to be counted once: requests the load tool abandoned at the deadline are replayed with
 * the same key (as the outbox would), a sample of answered ones is replayed too, and the poll's
 * total must equal the number of distinct votes the server accepted. References in the same run:
 * the same Express stack answering a trivial JSON route (GET /api/health, through every
 * middleware), and raw better-sqlite3 inserts, one row per transaction. With --instances and --db
 * postgres, the same votes also go to instances sharing PostgreSQL and Redis, the connections
 * spread over them, and their votes a second are compared with the one SQLite instance's. The
 * servers serve /metrics (METRICS_TOKEN, docs/operations.md) unless --metrics off, and the votes
 * their scrape counts must equal the votes the bench saw accepted, or the run fails.
 */
import crypto from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import { sampleSum } from "../sync-server/src/metrics/scrape.ts";
import { fetchVisitorIds, newIdempotencyKey, VisitorIdPool } from "./lib/identity.ts";
import { describeInstances, Instances, type InstancesOptions } from "./lib/instances.ts";
import { hammer, type LoadResult } from "./lib/load.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { ratio, round } from "./lib/stats.ts";

/** Votes a second assumed before any was measured (above what one SQLite instance takes here). */
const FIRST_GUESS_VOTES_PER_SECOND = 4000;
/** Ids fetched ahead per vote expected, so a faster run than the last never runs out. */
const ID_MARGIN = 1.5;
/** Attendees reading the trivial route, each with an id the server issued. */
const ROOM_SIZE = 1000;

export interface IntakeOptions {
  connections: number;
  durationMs: number;
  /** The same load before each measurement, not measured (its votes are checked like the others). */
  warmupMs: number;
  /** How many answered votes are replayed to check that a replay counts nothing. */
  replaySample: number;
  /** Servers serve /metrics and its vote count is checked; off measures what that costs. */
  metrics: boolean;
}

/** What the servers' /metrics counted, summed over them: it must match the bench's own count. */
export interface MetricsCount {
  accepted: number;
  refused: number;
}

/** The same vote load on several instances (--instances, --db), beside the one SQLite instance. */
export interface IntakeInstancesResult {
  instances: number;
  db: string;
  label: string;
  /** Summed over the instances; latencies are the worst instance's. */
  votes: LoadResult;
  /** Server CPU (all instances) per answered vote. */
  serverCpuMsPerVote: number;
  check: IntakeResult["check"];
  metrics: MetricsCount | null;
  /** Votes a second here / on the one SQLite instance, same run. */
  ratioToSqlite: number | null;
  targets: { atLeast50PercentOfSqlite: boolean; noneLostOrDoubled: boolean };
}

export interface IntakeResult {
  options: IntakeOptions;
  instances?: IntakeInstancesResult;
  votes: LoadResult;
  trivialRoute: LoadResult;
  sqliteInsertsPerSecond: number;
  /** Server CPU time per answered request: unlike requests a second, barely moved by other load on the machine. */
  serverCpuMsPerRequest: { votes: number; trivialRoute: number };
  /** Null with --metrics off. */
  metrics: MetricsCount | null;
  check: {
    accepted: number;
    /** Sent before the deadline but unanswered when the load tool stopped; replayed with their key. */
    replayedUnanswered: number;
    replayedAnswered: number;
    replaysThatCountedAgain: number;
    refused: number;
    pollTotal: number;
    lost: number;
    doubled: number;
  };
  ratio: {
    votesToTrivialRoute: number | null;
    votesToSqliteInserts: number | null;
    cpuPerTrivialToCpuPerVote: number | null;
  };
  targets: { atLeast40PercentOfTrivial: boolean; noneLostOrDoubled: boolean };
}

interface TrackedVote {
  /** Where it was sent (and is replayed). */
  url: string;
  visitorId: string;
  key: string;
  choiceId: number;
  status: number;
}

async function replay(
  url: string,
  vote: TrackedVote,
): Promise<{ status: number; replayed: boolean }> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [VISITOR_ID_HEADER]: vote.visitorId,
      [IDEMPOTENCY_KEY_HEADER]: vote.key,
    },
    body: JSON.stringify({ choiceId: vote.choiceId }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    replayed: response.headers.get("idempotent-replayed") === "true",
  };
}

interface MeasuredVotes {
  votes: LoadResult;
  votesCpuMs: number;
  all: TrackedVote[];
  unanswered: TrackedVote[];
  replayedAnswered: number;
  countedAgain: number;
  results: { totalVotes: number };
}

/** Sums the loads on several servers run at once: requests add up, latencies are the worst server's. */
function combine(loads: LoadResult[]): LoadResult {
  if (loads.length === 1) return loads[0]!;
  return {
    requestsPerSecond: loads.reduce((sum, l) => sum + l.requestsPerSecond, 0),
    ok: loads.reduce((sum, l) => sum + l.ok, 0),
    non2xx: loads.reduce((sum, l) => sum + l.non2xx, 0),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    latencyMs: {
      p50: Math.max(...loads.map((l) => l.latencyMs.p50)),
      p99: Math.max(...loads.map((l) => l.latencyMs.p99)),
      max: Math.max(...loads.map((l) => l.latencyMs.max)),
    },
    seconds: Math.max(...loads.map((l) => l.seconds)),
  };
}

/**
 * Votes hammered at every URL at once (the connections split evenly over them), then the replays
 * and the poll's total read from `resultsUrl`.
 */
async function measureVotes(
  voteUrls: string[],
  resultsUrl: string,
  choiceIds: number[],
  memory: () => Promise<{ cpuMs: number }>,
  options: IntakeOptions,
  log: (line: string) => void,
): Promise<MeasuredVotes> {
  const tracked = new Map<string, TrackedVote>();
  let next = 0;
  const connections = Math.max(1, Math.round(options.connections / voteUrls.length));
  let expectedPerSecond = FIRST_GUESS_VOTES_PER_SECOND;
  // Every vote is a new attendee: their ids are fetched before the clock (and the server's CPU
  // count) starts, enough for the rate seen so far with room to spare.
  const idsFor = (seconds: number) =>
    Promise.all(
      voteUrls.map((url) =>
        VisitorIdPool.fetch(
          url,
          Math.ceil((ID_MARGIN * expectedPerSecond * seconds) / voteUrls.length) + 100,
        ),
      ),
    );
  const vote = async (seconds: number, pools: VisitorIdPool[]) => {
    const load = combine(
      await Promise.all(
        voteUrls.map((url, u) =>
          hammer({
            url,
            method: "POST",
            connections,
            durationSeconds: seconds,
            setup: (context) => {
              const tracking: TrackedVote = {
                url,
                visitorId: pools[u]!.take(),
                key: newIdempotencyKey(),
                choiceId: choiceIds[next++ % choiceIds.length]!,
                status: 0,
              };
              tracked.set(tracking.key, tracking);
              context.key = tracking.key;
              return {
                headers: {
                  "content-type": "application/json",
                  [VISITOR_ID_HEADER]: tracking.visitorId,
                  [IDEMPOTENCY_KEY_HEADER]: tracking.key,
                },
                body: JSON.stringify({ choiceId: tracking.choiceId }),
              };
            },
            onResponse: (status, _body, context) => {
              const tracking = tracked.get(context.key as string);
              if (tracking) tracking.status = status;
            },
          }),
        ),
      ),
    );
    expectedPerSecond = Math.max(expectedPerSecond, load.requestsPerSecond);
    return load;
  };
  if (options.warmupMs > 0)
    await vote(options.warmupMs / 1000, await idsFor(options.warmupMs / 1000));
  const pools = await idsFor(options.durationMs / 1000);
  const votesCpuStart = (await memory()).cpuMs;
  const votes = await vote(options.durationMs / 1000, pools);
  const votesCpuMs = (await memory()).cpuMs - votesCpuStart;

  log("intake: replaying unanswered votes and a sample of answered ones with their keys");
  const all = [...tracked.values()];
  const unanswered = all.filter((v) => v.status === 0);
  for (const vote of unanswered) vote.status = (await replay(vote.url, vote)).status;
  const answered = all.filter((v) => v.status === 201);
  const step = Math.max(1, Math.floor(answered.length / Math.max(1, options.replaySample)));
  let replayedAnswered = 0;
  let countedAgain = 0;
  for (let i = 0; i < answered.length && replayedAnswered < options.replaySample; i += step) {
    const outcome = await replay(answered[i]!.url, answered[i]!);
    replayedAnswered++;
    if (!(outcome.status === 201 && outcome.replayed)) countedAgain++;
  }
  const results = (await (await fetch(resultsUrl)).json()) as { totalVotes: number };
  return { votes, votesCpuMs, all, unanswered, replayedAnswered, countedAgain, results };
}

function checkCounts(m: MeasuredVotes): IntakeResult["check"] {
  const accepted = m.all.filter((v) => v.status === 201).length;
  return {
    accepted,
    replayedUnanswered: m.unanswered.length,
    replayedAnswered: m.replayedAnswered,
    replaysThatCountedAgain: m.countedAgain,
    refused: m.all.length - accepted,
    pollTotal: m.results.totalVotes,
    lost: Math.max(0, accepted - m.results.totalVotes),
    doubled: Math.max(0, m.results.totalVotes - accepted) + m.countedAgain,
  };
}

/**
 * Scrapes every server's /metrics and sums their vote counters; fails the run when the votes
 * counted there differ from the votes the bench saw accepted.
 */
async function metricsCount(
  baseUrls: string[],
  token: string | undefined,
  check: IntakeResult["check"],
  log: (line: string) => void,
): Promise<MetricsCount | null> {
  if (!token) return null;
  const texts = await Promise.all(
    baseUrls.map(async (baseUrl) => {
      const response = await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`/metrics of ${baseUrl} answered ${response.status}`);
      return response.text();
    }),
  );
  const sum = (name: string) => texts.reduce((total, text) => total + sampleSum(text, name), 0);
  const count = {
    accepted: sum("lectern_votes_accepted_total"),
    refused: sum("lectern_votes_refused_total"),
  };
  log(
    `intake: /metrics counted ${count.accepted} votes accepted and ${count.refused} refused; the bench saw ${check.accepted} accepted`,
  );
  if (count.accepted !== check.accepted)
    throw new Error(
      `/metrics counted ${count.accepted} accepted votes but the bench saw ${check.accepted} accepted: the metrics are wrong`,
    );
  return count;
}

const metricsTokenFor = (options: IntakeOptions) =>
  options.metrics ? crypto.randomBytes(16).toString("hex") : undefined;

const noneLostOrDoubled = (c: IntakeResult["check"]) =>
  c.lost === 0 && c.doubled === 0 && c.refused === 0;

/** Vote intake on several instances, the load spread over all of them, beside the one SQLite instance. */
async function runOnInstances(
  options: IntakeOptions,
  several: InstancesOptions,
  log: (line: string) => void,
): Promise<Omit<IntakeInstancesResult, "ratioToSqlite" | "targets">> {
  const label = describeInstances(several);
  const token = metricsTokenFor(options);
  const group = await Instances.start(several, token);
  try {
    const { pollId, choiceIds } = group.seeded;
    log(
      `intake: ${label}, POST /api/polls/${pollId}/vote, ${options.connections} connections spread over them for ${options.durationMs / 1000} s`,
    );
    const measured = await measureVotes(
      group.servers.map((s) => `${s.baseUrl}/api/polls/${pollId}/vote`),
      `${group.servers[0]!.baseUrl}/api/polls/${pollId}/results`,
      choiceIds,
      () => group.memory(),
      options,
      log,
    );
    const check = checkCounts(measured);
    return {
      instances: several.instances,
      db: several.db,
      label,
      votes: measured.votes,
      serverCpuMsPerVote: round(
        measured.votesCpuMs / Math.max(1, measured.votes.ok + measured.votes.non2xx),
        3,
      ),
      check,
      metrics: await metricsCount(
        group.servers.map((s) => s.baseUrl),
        token,
        check,
        log,
      ),
    };
  } finally {
    await group.stop();
  }
}

export async function runIntake(
  options: IntakeOptions,
  log: (line: string) => void,
  several: InstancesOptions | null = null,
): Promise<IntakeResult> {
  const result = await runSingle(options, log);
  if (!several) return result;
  const other = await runOnInstances(options, several, log);
  const ratioToSqlite = ratio(other.votes.requestsPerSecond, result.votes.requestsPerSecond);
  return {
    ...result,
    instances: {
      ...other,
      ratioToSqlite,
      targets: {
        atLeast50PercentOfSqlite: ratioToSqlite !== null && round(ratioToSqlite, 2) >= 0.5,
        noneLostOrDoubled: noneLostOrDoubled(other.check),
      },
    },
  };
}

async function runSingle(
  options: IntakeOptions,
  log: (line: string) => void,
): Promise<IntakeResult> {
  const durationSeconds = options.durationMs / 1000;
  const token = metricsTokenFor(options);
  const server = await ServerProcess.start({
    mode: "lectern",
    seed: "poll",
    pwaDistDir: null,
    metricsToken: token,
  });
  try {
    const { pollId, choiceIds } = server.seeded as SeededPoll;

    log(
      `intake: trivial route GET /api/health, ${options.connections} connections for ${durationSeconds} s`,
    );
    // Attendees the server knows, so the trivial route measures a read, not an id handed out.
    const room = await fetchVisitorIds(server.baseUrl, ROOM_SIZE);
    let turn = 0;
    const trivial = (seconds: number) =>
      hammer({
        url: `${server.baseUrl}/api/health`,
        connections: options.connections,
        durationSeconds: seconds,
        setup: () => ({ headers: { [VISITOR_ID_HEADER]: room[turn++ % room.length]! } }),
      });
    if (options.warmupMs > 0) await trivial(options.warmupMs / 1000);
    const trivialCpuStart = (await server.memory()).cpuMs;
    const trivialRoute = await trivial(durationSeconds);
    const trivialCpuMs = (await server.memory()).cpuMs - trivialCpuStart;

    log(
      `intake: POST /api/polls/${pollId}/vote, ${options.connections} connections for ${durationSeconds} s`,
    );
    const measured = await measureVotes(
      [`${server.baseUrl}/api/polls/${pollId}/vote`],
      `${server.baseUrl}/api/polls/${pollId}/results`,
      choiceIds,
      () => server.memory(),
      options,
      log,
    );
    const { votes, votesCpuMs } = measured;
    const check = checkCounts(measured);
    const metrics = await metricsCount([server.baseUrl], token, check, log);

    log("intake: raw better-sqlite3 inserts, one row per transaction");
    const sqlite = await ServerProcess.sqliteInserts(options.durationMs);
    if (sqlite.stored !== sqlite.rows)
      throw new Error(`raw SQLite stored ${sqlite.stored} of ${sqlite.rows} rows`);
    const sqliteInsertsPerSecond = Math.round(sqlite.rows / sqlite.seconds);

    const votesToTrivialRoute = ratio(votes.requestsPerSecond, trivialRoute.requestsPerSecond);
    return {
      options,
      votes,
      trivialRoute,
      sqliteInsertsPerSecond,
      metrics,
      serverCpuMsPerRequest: {
        votes: round(votesCpuMs / Math.max(1, votes.ok + votes.non2xx), 3),
        trivialRoute: round(trivialCpuMs / Math.max(1, trivialRoute.ok + trivialRoute.non2xx), 3),
      },
      check,
      ratio: {
        votesToTrivialRoute,
        votesToSqliteInserts: ratio(votes.requestsPerSecond, sqliteInsertsPerSecond),
        cpuPerTrivialToCpuPerVote: ratio(
          trivialCpuMs / Math.max(1, trivialRoute.ok),
          votesCpuMs / Math.max(1, votes.ok),
        ),
      },
      targets: {
        atLeast40PercentOfTrivial:
          votesToTrivialRoute !== null && round(votesToTrivialRoute, 2) >= 0.4,
        noneLostOrDoubled: noneLostOrDoubled(check),
      },
    };
  } finally {
    await server.stop();
  }
}
