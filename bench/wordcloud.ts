/**
 * Benchmark `wordcloud` (docs/benchmarks.md): the fan-out of `fanout` with a word cloud instead of
 * a choice poll. N WebSocket clients watch one open word cloud that already shows its 50 words,
 * while attendees send three words each at a steady rate (each a new visitor, written as people
 * type them: "React", " react ", "REACT!"), so every poll_update carries 50 words. The same
 * clients and votes then go to the bare `ws` broadcaster sending messages of the same size at the
 * same rate, in the same run (bench/fanout.ts, measureBare).
 */
import { pollResultsSchema, WORDCLOUD_TOP_WORDS } from "@lectern/shared";
import { measureBare, measureSide, single, type FanoutOptions, type FanoutSide } from "./fanout.ts";
import type { SeededWordCloud } from "./lib/seed.ts";
import { ServerProcess } from "./lib/server-process.ts";
import { ratio } from "./lib/stats.ts";

export interface WordCloudResult {
  options: FanoutOptions;
  lectern: FanoutSide;
  bare: FanoutSide & { intervalMs: number };
  /** Words in the cloud's results after the run (the words every update carried). */
  wordsShown: number;
  ratio: { p50: number | null; p99: number | null };
  targets: { within1_5xBare: boolean; noClientMissing: boolean; fullCloud: boolean };
}

/** How attendees type a word: as listed, capitalised with spaces around, shouted with a "!". */
const TYPINGS = [
  (w: string) => w,
  (w: string) => ` ${w[0]!.toUpperCase()}${w.slice(1)} `,
  (w: string) => `${w.toUpperCase()}!`,
];

/**
 * Vote bodies of three different words each. Low-numbered words come up more often (the i-th
 * ballot's first word is drawn from a third of the list), so the cloud has a few big words and a
 * long tail, and votes keep moving words in and out of the top 50.
 */
function wordBallots(words: string[], count = 600): { words: string[] }[] {
  const n = words.length;
  return Array.from({ length: count }, (_, i) => {
    const picks = [(i * 7) % Math.ceil(n / 3), (i * 11 + 5) % n, (i * 13 + 29) % n];
    const distinct = [...new Set(picks)];
    while (distinct.length < 3) distinct.push((distinct.at(-1)! + 1) % n);
    return { words: distinct.map((w, k) => TYPINGS[(i + k) % TYPINGS.length]!(words[w]!)) };
  });
}

export async function runWordCloud(
  options: FanoutOptions,
  log: (line: string) => void,
): Promise<WordCloudResult> {
  log(
    `word cloud: Lectern, ${options.clients} subscribers, ${options.rate} votes/s of 3 words for ${options.durationMs / 1000} s`,
  );
  const server = await ServerProcess.start({
    mode: "lectern",
    seed: "wordcloud",
    pwaDistDir: null,
  });
  const seeded = server.seeded as SeededWordCloud;
  const ballots = wordBallots(seeded.words);
  let lectern: FanoutSide;
  let wordsShown: number;
  try {
    lectern = await measureSide(
      single(server),
      seeded.pollId,
      ballots,
      [`${server.baseUrl}/api/polls/${seeded.pollId}/vote`],
      options,
    );
    const results = pollResultsSchema.parse(
      await (await fetch(`${server.baseUrl}/api/polls/${seeded.pollId}/results`)).json(),
    );
    wordsShown = results.kind === "wordcloud" ? results.words.length : 0;
  } finally {
    await server.stop();
  }
  log(`word cloud: ${wordsShown} words in each update, ${lectern.messageBytes}-byte messages`);
  const bare = await measureBare(lectern, ballots, options, log);
  const p99Ratio = ratio(lectern.latencyMs.p99, bare.latencyMs.p99);
  return {
    options,
    lectern,
    bare,
    wordsShown,
    ratio: { p50: ratio(lectern.latencyMs.p50, bare.latencyMs.p50), p99: p99Ratio },
    targets: {
      within1_5xBare: p99Ratio !== null && p99Ratio <= 1.5,
      noClientMissing: lectern.clientsMissingFinal === 0 && lectern.votesNeverSeen === 0,
      fullCloud: wordsShown === WORDCLOUD_TOP_WORDS,
    },
  };
}
