/**
 * The speaker moving through the deck: PUT /api/sessions/{id}/stage {panel: "slide", page} at a
 * steady pace with the owner's cookies, from a process of its own (bench/lib/slide-child.ts), so
 * each change leaves on time however busy the process holding the phones is. Every change notes
 * when it left (preciseNow(), comparable across processes) and its page.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TestClient } from "../../sync-server/src/test/client.ts";
import { Histogram, preciseNow, sleep, type LatencySummary } from "./stats.ts";
import type { VoteSeen } from "./subscribers.ts";

export interface SlideChanges {
  /** The server's base URL; the stage is PUT to `stagePath` there. */
  baseUrl: string;
  stagePath: string;
  /** The owner's Cookie header ("" for the bare broadcaster). */
  cookie: string;
  /** The pages shown, one after the other, each `intervalMs` after the one before. */
  pages: number[];
  intervalMs: number;
}

export interface SlideRun {
  /** Each change answered 200: when it left and its page (as `total`, see Followed). */
  changes: VoteSeen[];
  failures: number;
  firstFailure: string | null;
  /** From sending a change to its answer. */
  answerMs: LatencySummary;
}

export async function sendSlideChanges(options: SlideChanges): Promise<SlideRun> {
  const owner = new TestClient(options.baseUrl, options.cookie);
  const changes: VoteSeen[] = [];
  const answers = new Histogram();
  const pending: Promise<void>[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  for (const [i, page] of options.pages.entries()) {
    await sleep(Math.max(0, started + i * options.intervalMs - performance.now()));
    const sentAt = preciseNow();
    pending.push(
      owner.put(options.stagePath, { panel: "slide", page }).then(
        ({ status, body }) => {
          answers.add(preciseNow() - sentAt);
          if (status === 200) changes.push({ sentAt, total: page });
          else {
            failures++;
            firstFailure ??= `${status} ${JSON.stringify(body).slice(0, 200)}`;
          }
        },
        (error: unknown) => {
          failures++;
          firstFailure ??= String(error);
        },
      ),
    );
  }
  await Promise.all(pending);
  return { changes, failures, firstFailure, answerMs: answers.summary() };
}

/** sendSlideChanges in a child process of its own. */
export function sendSlideChangesFromChild(options: SlideChanges): Promise<SlideRun> {
  const child = fork(
    fileURLToPath(new URL("./slide-child.ts", import.meta.url)),
    [JSON.stringify(options)],
    { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  return new Promise((resolve, reject) => {
    child.once("message", (run) => resolve(run as SlideRun));
    child.once("exit", (code) =>
      reject(new Error(`the slide sender exited (code ${code}) without a result`)),
    );
  });
}
