/**
 * Benchmark `read` (docs/benchmarks.md), public page read: requests per second for GET
 * /api/sessions/{id}/public (which also records the visitor's page view) and for the questions
 * list, on a session with 10 resources, 3 polls and 200 questions. Requests come from a room of
 * 1,000 visitors in turn.
 */
import { VISITOR_ID_HEADER } from "@lectern/shared";
import { fetchVisitorIds } from "./lib/identity.ts";
import { hammer, type LoadResult } from "./lib/load.ts";
import type { SeededPage } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";

export interface ReadOptions {
  connections: number;
  durationMs: number;
  /** The same load before each measurement, not measured. */
  warmupMs: number;
}

export interface ReadResult {
  options: ReadOptions;
  page: {
    resources: number;
    polls: number;
    questions: number;
    publicBytes: number;
    questionsBytes: number;
  };
  publicSession: LoadResult;
  questions: LoadResult;
  publicPolls: LoadResult;
}

/** The room: attendees whose ids the server issued, each reading the page again and again. */
const ROOM_SIZE = 1000;

export async function runRead(
  options: ReadOptions,
  log: (line: string) => void,
): Promise<ReadResult> {
  const server = await ServerProcess.start({ mode: "lectern", seed: "page", pwaDistDir: null });
  try {
    const seeded = server.seeded as SeededPage;
    const base = `${server.baseUrl}/api/sessions/${seeded.sessionId}`;
    const sizes = await Promise.all(
      [`${base}/public`, `${base}/questions`].map(async (url) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        return (await response.arrayBuffer()).byteLength;
      }),
    );
    const room = await fetchVisitorIds(server.baseUrl, ROOM_SIZE);
    let turn = 0;
    const fromTheRoom = () => ({ headers: { [VISITOR_ID_HEADER]: room[turn++ % room.length]! } });
    const durationSeconds = options.durationMs / 1000;
    const run = async (path: string) => {
      log(`read: GET ${path}, ${options.connections} connections for ${durationSeconds} s`);
      const load = (seconds: number) =>
        hammer({
          url: `${base}${path}`,
          connections: options.connections,
          durationSeconds: seconds,
          setup: fromTheRoom,
        });
      if (options.warmupMs > 0) await load(options.warmupMs / 1000);
      return load(durationSeconds);
    };
    const publicSession = await run("/public");
    const questions = await run("/questions");
    const publicPolls = await run("/public-polls");
    return {
      options,
      page: {
        resources: seeded.resourceCount,
        polls: seeded.pollCount,
        questions: seeded.questionCount,
        publicBytes: sizes[0]!,
        questionsBytes: sizes[1]!,
      },
      publicSession,
      questions,
      publicPolls,
    };
  } finally {
    await server.stop();
  }
}
