/**
 * Votes arriving over HTTP at a steady rate, each from a different attendee (own visitor id, own
 * Idempotency-Key), as a hall voting at once does. Every vote notes when it left and the total
 * the server answered with, which is the first total that includes it.
 */
import http from "node:http";
import { IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import { fetchVisitorIds, newIdempotencyKey } from "./identity.ts";
import { forkChild, resultOf } from "./ready-child.ts";
import { Histogram, preciseNow, sleep, type LatencySummary } from "./stats.ts";

export interface SentVote {
  /** preciseNow() when the request was written. */
  sentAt: number;
  /**
   * results.totalVotes of the answer: the count right after this vote committed; 0 for a body whose
   * answer carries no total (a reaction's).
   */
  total: number;
}

export interface VoteRun {
  votes: SentVote[];
  failures: number;
  firstFailure: string | null;
  durationMs: number;
  /** From sending a vote to its answer. */
  answerMs: LatencySummary;
}

function postVote(
  agent: http.Agent,
  url: URL,
  body: string,
  visitorId: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          [VISITOR_ID_HEADER]: visitorId,
          [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends `rate` votes a second for `durationMs`, round-robin over `urls` and over `ballots` (vote
 * bodies such as `{choiceId}` or `{words}`, or reactions' `{emoji}`), then waits for every answer.
 */
export interface VoteStream {
  urls: string[];
  rate: number;
  durationMs: number;
  ballots: object[];
}

/** Sends the stream, each vote from a visitor of its own, issued by the server the votes go to. */
export async function sendVotes(options: VoteStream): Promise<VoteRun> {
  const visitorIds = await fetchVisitorIds(
    options.urls[0]!,
    Math.round((options.rate * options.durationMs) / 1000),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const urls = options.urls.map((u) => new URL(u));
  const bodies = options.ballots.map((ballot) => JSON.stringify(ballot));
  const votes: SentVote[] = [];
  const pending: Promise<void>[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const answers = new Histogram();
  const started = performance.now();
  let sent = 0;
  const planned = Math.round((options.rate * options.durationMs) / 1000);
  while (sent < planned) {
    const due = Math.min(
      planned,
      Math.floor(((performance.now() - started) * options.rate) / 1000) + 1,
    );
    for (; sent < due; sent++) {
      const body = bodies[sent % bodies.length]!;
      const sentAt = preciseNow();
      pending.push(
        postVote(agent, urls[sent % urls.length]!, body, visitorIds[sent]!).then(
          ({ status, body }) => {
            answers.add(preciseNow() - sentAt);
            if (status !== 201) {
              failures++;
              firstFailure ??= `${status} ${body.slice(0, 200)}`;
              return;
            }
            votes.push({
              sentAt,
              total:
                (JSON.parse(body) as { results?: { totalVotes: number } }).results?.totalVotes ?? 0,
            });
          },
          (error: unknown) => {
            failures++;
            firstFailure ??= String(error);
          },
        ),
      );
    }
    await sleep(Math.max(1, 1000 / options.rate));
  }
  await Promise.all(pending);
  agent.destroy();
  return {
    votes,
    failures,
    firstFailure,
    durationMs: performance.now() - started,
    answerMs: answers.summary(),
  };
}

const VOTE_CHILD = new URL("./vote-child.ts", import.meta.url);

/** sendVotes in a child process of its own (bench/lib/vote-child.ts). */
export function sendVotesFromChild(options: VoteStream): Promise<VoteRun> {
  return resultOf<VoteRun>(forkChild(VOTE_CHILD, [JSON.stringify(options)]), "the vote sender");
}
