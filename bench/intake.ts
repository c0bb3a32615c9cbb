/**
 * Issue 6, benchmark 2, vote intake: votes per second through POST /api/polls/{id}/vote, each from
 * a new visitor with its own Idempotency-Key. Afterwards every vote is checked to be counted once:
 * requests the load tool abandoned at the deadline are replayed with the same key (as the outbox
 * would), a sample of answered ones is replayed too, and the poll's total must equal the number of
 * distinct votes the server accepted. References in the same run: the same Express stack answering
 * a trivial JSON route (GET /api/health, through every middleware), and raw better-sqlite3 inserts,
 * one row per transaction.
 */
import { IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import { newIdempotencyKey, newVisitorId } from "./lib/identity.ts";
import { hammer, type LoadResult } from "./lib/load.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { ratio, round } from "./lib/stats.ts";

export interface IntakeOptions {
  connections: number;
  durationMs: number;
  /** The same load before each measurement, not measured (its votes are checked like the others). */
  warmupMs: number;
  /** How many answered votes are replayed to check that a replay counts nothing. */
  replaySample: number;
}

export interface IntakeResult {
  options: IntakeOptions;
  votes: LoadResult;
  trivialRoute: LoadResult;
  sqliteInsertsPerSecond: number;
  /** Server CPU time per answered request: unlike requests a second, barely moved by other load on the machine. */
  serverCpuMsPerRequest: { votes: number; trivialRoute: number };
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

export async function runIntake(
  options: IntakeOptions,
  log: (line: string) => void,
): Promise<IntakeResult> {
  const durationSeconds = options.durationMs / 1000;
  const server = await ServerProcess.start({ mode: "lectern", seed: "poll", pwaDistDir: null });
  try {
    const { pollId, choiceIds } = server.seeded as SeededPoll;

    log(
      `intake: trivial route GET /api/health, ${options.connections} connections for ${durationSeconds} s`,
    );
    const trivial = (seconds: number) =>
      hammer({
        url: `${server.baseUrl}/api/health`,
        connections: options.connections,
        durationSeconds: seconds,
        setup: () => ({ headers: { [VISITOR_ID_HEADER]: newVisitorId() } }),
      });
    if (options.warmupMs > 0) await trivial(options.warmupMs / 1000);
    const trivialCpuStart = (await server.memory()).cpuMs;
    const trivialRoute = await trivial(durationSeconds);
    const trivialCpuMs = (await server.memory()).cpuMs - trivialCpuStart;

    log(
      `intake: POST /api/polls/${pollId}/vote, ${options.connections} connections for ${durationSeconds} s`,
    );
    const voteUrl = `${server.baseUrl}/api/polls/${pollId}/vote`;
    const tracked = new Map<string, TrackedVote>();
    let next = 0;
    const vote = (seconds: number) =>
      hammer({
        url: voteUrl,
        method: "POST",
        connections: options.connections,
        durationSeconds: seconds,
        setup: (context) => {
          const tracking: TrackedVote = {
            visitorId: newVisitorId(),
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
      });
    if (options.warmupMs > 0) await vote(options.warmupMs / 1000);
    const votesCpuStart = (await server.memory()).cpuMs;
    const votes = await vote(durationSeconds);
    const votesCpuMs = (await server.memory()).cpuMs - votesCpuStart;

    log("intake: replaying unanswered votes and a sample of answered ones with their keys");
    const all = [...tracked.values()];
    const unanswered = all.filter((v) => v.status === 0);
    for (const vote of unanswered) vote.status = (await replay(voteUrl, vote)).status;
    const answered = all.filter((v) => v.status === 201);
    const step = Math.max(1, Math.floor(answered.length / Math.max(1, options.replaySample)));
    let replayedAnswered = 0;
    let countedAgain = 0;
    for (let i = 0; i < answered.length && replayedAnswered < options.replaySample; i += step) {
      const outcome = await replay(voteUrl, answered[i]!);
      replayedAnswered++;
      if (!(outcome.status === 201 && outcome.replayed)) countedAgain++;
    }
    const results = (await (
      await fetch(`${server.baseUrl}/api/polls/${pollId}/results`)
    ).json()) as { totalVotes: number };
    const accepted = all.filter((v) => v.status === 201).length;

    log("intake: raw better-sqlite3 inserts, one row per transaction");
    const sqlite = await ServerProcess.sqliteInserts(options.durationMs);
    if (sqlite.stored !== sqlite.rows)
      throw new Error(`raw SQLite stored ${sqlite.stored} of ${sqlite.rows} rows`);
    const sqliteInsertsPerSecond = Math.round(sqlite.rows / sqlite.seconds);

    const lost = Math.max(0, accepted - results.totalVotes);
    const doubled = Math.max(0, results.totalVotes - accepted) + countedAgain;
    const votesToTrivialRoute = ratio(votes.requestsPerSecond, trivialRoute.requestsPerSecond);
    return {
      options,
      votes,
      trivialRoute,
      sqliteInsertsPerSecond,
      serverCpuMsPerRequest: {
        votes: round(votesCpuMs / Math.max(1, votes.ok + votes.non2xx), 3),
        trivialRoute: round(trivialCpuMs / Math.max(1, trivialRoute.ok + trivialRoute.non2xx), 3),
      },
      check: {
        accepted,
        replayedUnanswered: unanswered.length,
        replayedAnswered,
        replaysThatCountedAgain: countedAgain,
        refused: all.filter((v) => v.status !== 201).length,
        pollTotal: results.totalVotes,
        lost,
        doubled,
      },
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
        noneLostOrDoubled: lost === 0 && doubled === 0 && all.every((v) => v.status === 201),
      },
    };
  } finally {
    await server.stop();
  }
}
