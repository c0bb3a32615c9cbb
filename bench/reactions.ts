/**
 * Benchmark `reactions` (docs/benchmarks.md): a keynote hall reacting at once while it votes. The
 * fan-out measurement (bench/fanout.ts) runs with its subscribers on the open poll and its votes at
 * the same rate, while the hall taps `reactors` reactions a second for `reactingMs` as phones do
 * online, on the live socket each already holds (docs/decisions.md, Reactions on the live socket):
 * from a process of their own (bench/lib/reactor-child.ts), each attendee on a socket with a visitor
 * id of its own, tapping every TAP_EVERY_MS, a little over the one a second a visitor may, so the
 * limit refuses none for a late timer. A projector (a socket on the stage with the presenter link's
 * key) notes every `reactions` push. The projector must get counts at most every
 * REACTION_PUSH_MS (no more than PUSHES_IN_ONE_SECOND_AT_MOST in any second), not every tap, ending on every reaction sent; the votes' fan-out stays under
 * its p99 target and within 1.5x the bare broadcast measured in the same run.
 */
import {
  DEFAULT_REACTIONS,
  REACTION_PUSH_MS,
  serverMessageSchema,
  WS_PATH,
  type ReactionCounts,
} from "@lectern/shared";
import { WebSocket } from "ws";
import {
  measureBare,
  measureSide,
  p99TargetMs,
  single,
  type FanoutOptions,
  type FanoutSide,
} from "./fanout.ts";
import type { SeededPoll } from "./lib/seed.ts";
import { readyChild } from "./lib/ready-child.ts";
import type { ReactorOptions } from "./lib/reactor-child.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { ratio, round, sleep } from "./lib/stats.ts";
import { defaultSubscriberProcesses } from "./lib/subscriber-processes.ts";
import type { VoteRun } from "./lib/vote-sender.ts";

export interface ReactionsOptions extends FanoutOptions {
  /** Taps a second, from reactors × TAP_EVERY_MS / 1000 attendees. */
  reactors: number;
  /** How long they react for, from the start of the measured votes, the taps spread evenly. */
  reactingMs: number;
}

export interface ProjectorPushes {
  /** `reactions` pushes the projector got from the first reaction on. */
  pushes: number;
  /** The shortest time between two pushes, as the projector saw them (network jitter included). */
  minGapMs: number | null;
  /** The most pushes in any one second: at most PUSHES_IN_ONE_SECOND_AT_MOST for counts, not taps. */
  mostInOneSecond: number;
  /** The sum of the last totals pushed: every reaction accepted, once. */
  finalSum: number;
}

export interface ReactionsResult {
  options: ReactionsOptions;
  reactionsAccepted: number;
  reactionFailures: number;
  reactionFailure: string | null;
  /** From sending a reaction to its answer. */
  reactionAnswerMs: VoteRun["answerMs"];
  reactionsPerSecond: number;
  projector: ProjectorPushes;
  lectern: FanoutSide;
  bare: FanoutSide & { intervalMs: number };
  ratio: { p50: number | null; p99: number | null };
  targets: {
    pushesNoFasterThanInterval: boolean;
    projectorHasEveryReaction: boolean;
    p99UnderTarget: boolean;
    within1_5xBare: boolean;
  };
}

/**
 * Pushes REACTION_PUSH_MS apart, as the projector sees them: five such span exactly one second (the
 * fence post), and the network's jitter can bring the fifth a few ms inside it.
 */
export const PUSHES_IN_ONE_SECOND_AT_MOST = 1000 / REACTION_PUSH_MS + 1;

/** How often one attendee taps: a visitor may tap once a second; the slack absorbs late timers. */
export const TAP_EVERY_MS = 1_500;

/** The hall: attendees' sockets tapping, in a process of their own. */
const HALL = new URL("./lib/reactor-child.ts", import.meta.url);

/** After the last reaction was answered, how long the projector may take to show the final totals. */
const FINAL_PUSH_WAIT_MS = 5_000;

/** A projector's socket on the session's stage, noting when each `reactions` push came and its sum. */
async function openProjector(baseUrl: string, seeded: SeededPoll) {
  const socket = new WebSocket(baseUrl.replace(/^http/, "ws") + WS_PATH, {
    perMessageDeflate: false,
  });
  const pushes: { at: number; sum: number }[] = [];
  socket.on("message", (data: Buffer) => {
    const message = serverMessageSchema.parse(JSON.parse(data.toString()));
    if (message.type !== "reactions") return;
    const totals: ReactionCounts = message.totals;
    pushes.push({
      at: performance.now(),
      sum: Object.values(totals).reduce((a, b) => a + b, 0),
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(
        JSON.stringify({
          type: "subscribe_stage",
          sessionId: seeded.sessionId,
          presenterKey: seeded.presenterKey,
        }),
      );
      resolve();
    });
  });
  // The subscription's answer carries the totals so far (none): the pushes counted come after it.
  const deadline = Date.now() + 10_000;
  while (pushes.length === 0 && Date.now() < deadline) await sleep(20);
  if (pushes.length === 0) throw new Error("the projector's subscription sent no reaction totals");
  pushes.length = 0;
  return {
    pushes,
    async waitForSum(sum: number): Promise<void> {
      const until = Date.now() + FINAL_PUSH_WAIT_MS;
      while ((pushes.at(-1)?.sum ?? 0) < sum && Date.now() < until) await sleep(20);
    },
    close: () => socket.close(),
  };
}

export function summarisePushes(pushes: { at: number; sum: number }[]): ProjectorPushes {
  let minGapMs: number | null = null;
  let mostInOneSecond = 0;
  let windowStart = 0;
  for (let i = 0; i < pushes.length; i++) {
    if (i > 0) {
      const gap = pushes[i]!.at - pushes[i - 1]!.at;
      minGapMs = minGapMs === null ? gap : Math.min(minGapMs, gap);
    }
    while (pushes[i]!.at - pushes[windowStart]!.at >= 1000) windowStart++;
    mostInOneSecond = Math.max(mostInOneSecond, i - windowStart + 1);
  }
  return {
    pushes: pushes.length,
    minGapMs: minGapMs === null ? null : round(minGapMs),
    mostInOneSecond,
    finalSum: pushes.at(-1)?.sum ?? 0,
  };
}

export async function runReactions(
  options: ReactionsOptions,
  log: (line: string) => void,
  subscriberProcesses = defaultSubscriberProcesses(options.clients),
): Promise<ReactionsResult> {
  log(
    `reactions: ${options.clients} subscribers, ${options.rate} votes/s for ${options.durationMs / 1000} s, while the hall taps ${options.reactors} reactions/s on its sockets for ${options.reactingMs / 1000} s`,
  );
  const server = await ServerProcess.start({ mode: "lectern", seed: "poll", pwaDistDir: null });
  const seeded = server.seeded as SeededPoll;
  const ballots = seeded.choiceIds.map((choiceId) => ({ choiceId }));
  let reactions: VoteRun | null = null;
  let projector: ProjectorPushes | null = null;
  let lectern: FanoutSide;
  try {
    const watching = await openProjector(server.baseUrl, seeded);
    lectern = await measureSide(
      single(server),
      seeded.pollId,
      ballots,
      [`${server.baseUrl}/api/polls/${seeded.pollId}/vote`],
      options,
      subscriberProcesses,
      async () => {
        const start = await readyChild<VoteRun>(
          HALL,
          [
            JSON.stringify({
              baseUrl: server.baseUrl,
              sessionId: seeded.sessionId,
              emojis: [...DEFAULT_REACTIONS],
              sockets: Math.ceil((options.reactors * TAP_EVERY_MS) / 1000),
              tapsPerSecond: options.reactors,
              durationMs: options.reactingMs,
            } satisfies ReactorOptions),
          ],
          "the hall's process",
        );
        return async () => {
          reactions = await start();
          await watching.waitForSum(reactions.votes.length);
        };
      },
    );
    projector = summarisePushes(watching.pushes);
    watching.close();
  } finally {
    await server.stop();
  }
  const sent = reactions as VoteRun | null;
  if (sent === null || projector === null) throw new Error("the reactions never ran");
  const bare = await measureBare(lectern, ballots, options, log, subscriberProcesses);
  const p99Ratio = ratio(lectern.latencyMs.p99, bare.latencyMs.p99);
  return {
    options,
    reactionsAccepted: sent.votes.length,
    reactionFailures: sent.failures,
    reactionFailure: sent.firstFailure,
    reactionAnswerMs: sent.answerMs,
    reactionsPerSecond: round(sent.votes.length / (sent.durationMs / 1000)),
    projector,
    lectern,
    bare,
    ratio: { p50: ratio(lectern.latencyMs.p50, bare.latencyMs.p50), p99: p99Ratio },
    targets: {
      pushesNoFasterThanInterval: projector.mostInOneSecond <= PUSHES_IN_ONE_SECOND_AT_MOST,
      projectorHasEveryReaction: projector.finalSum === sent.votes.length,
      p99UnderTarget: lectern.latencyMs.p99 < p99TargetMs(options.clients),
      within1_5xBare: p99Ratio !== null && p99Ratio <= 1.5,
    },
  };
}
