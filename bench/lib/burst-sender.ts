/**
 * A hall's burst from the attendees' side (bench/burst.ts): each visit is a new visitor sending one
 * vote on a TCP connection of its own (no agent, `Connection: close`), as thousands of phones do
 * when the speaker opens a poll, not the few keep-alive connections a load tool reuses. Visits
 * leave at the wall-clock time planned for them, so several sender processes share one schedule.
 */
import http from "node:http";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import { preciseNow, sleep } from "./stats.ts";

export interface Visit {
  url: string;
  visitorId: string;
  key: string;
  choiceId: number;
  /** When the vote is due to leave, in ms after the burst's start. */
  offsetMs: number;
}

export interface VisitOutcome {
  /** The HTTP status, or 0 when no answer came (connection error or timeout). */
  status: number;
  /** How late the vote left against its plan. */
  lateMs: number;
  /** From writing the request to the whole answer; null when no answer came. */
  answerMs: number | null;
  error: string | null;
}

/** How long a visitor waits for an answer before the request counts as unanswered. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** One vote on a new TCP connection: no agent, so nothing is reused, and the server closes it. */
export function voteOnNewConnection(
  visit: Visit,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<{ status: number; body: string; replayed: boolean }> {
  const body = JSON.stringify({ choiceId: visit.choiceId });
  return new Promise((resolve, reject) => {
    const req = http.request(
      visit.url,
      {
        method: "POST",
        agent: false,
        timeout: timeoutMs,
        headers: {
          connection: "close",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          [VISITOR_ID_HEADER]: visit.visitorId,
          [IDEMPOTENCY_KEY_HEADER]: visit.key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            replayed: res.headers["idempotent-replayed"] === "true",
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Sends every visit at `startAt` (preciseNow() time) plus its offset, in offset order, and waits
 * for every answer (or its timeout).
 */
export async function sendBurst(visits: Visit[], startAt: number): Promise<VisitOutcome[]> {
  const outcomes: Promise<VisitOutcome>[] = [];
  const dueAt = (visit: Visit) => startAt + visit.offsetMs;
  let next = 0;
  while (next < visits.length) {
    const now = preciseNow();
    for (; next < visits.length && dueAt(visits[next]!) <= now; next++) {
      const visit = visits[next]!;
      const sentAt = preciseNow();
      outcomes.push(
        voteOnNewConnection(visit).then(
          ({ status }) => ({
            status,
            lateMs: sentAt - dueAt(visit),
            answerMs: preciseNow() - sentAt,
            error: null,
          }),
          (error: unknown) => ({
            status: 0,
            lateMs: sentAt - dueAt(visit),
            answerMs: null,
            error: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
    }
    if (next < visits.length) await sleep(Math.max(0, Math.min(1, dueAt(visits[next]!) - now)));
  }
  return Promise.all(outcomes);
}

export type BurstChildRequest = { visits: Visit[]; startAt: number };
export type BurstChildReply = { type: "ready" } | { type: "done"; outcomes: VisitOutcome[] };

/** A sender process of its own (bench/lib/burst-child.ts), started before the burst's clock. */
export class BurstSender {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<BurstSender> {
    const child = fork(fileURLToPath(new URL("./burst-child.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await reply(child, "ready");
    return new BurstSender(child);
  }

  /** sendBurst in the child; the visits go over IPC (too many for argv). */
  async send(visits: Visit[], startAt: number): Promise<VisitOutcome[]> {
    this.child.send({ visits, startAt } satisfies BurstChildRequest);
    return (await reply(this.child, "done")).outcomes;
  }
}

function reply<T extends BurstChildReply["type"]>(
  child: ChildProcess,
  type: T,
): Promise<Extract<BurstChildReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: BurstChildReply) => {
      if (message.type !== type) return;
      child.off("exit", onExit);
      child.off("message", onMessage);
      resolve(message as Extract<BurstChildReply, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off("message", onMessage);
      reject(new Error(`the burst sender exited (code ${code}) before "${type}"`));
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}
