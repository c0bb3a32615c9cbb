/**
 * `npm run bench`: measures Lectern and, in the same run, a bare reference for what this machine
 * can do at all, prints both with their ratio, and writes bench/results/latest.{json,md}. With
 * --instances and --db postgres, fan-out, intake and burst also run on instances sharing
 * PostgreSQL and Redis, beside the one SQLite instance (docs/benchmarks.md).
 * Benchmarks print figures; no test ever asserts a time.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { runBurst } from "./burst.ts";
import { runDeck } from "./deck.ts";
import { runFanout } from "./fanout.ts";
import { runFlapping } from "./flapping.ts";
import { runHousekeepingLoad } from "./housekeeping-load.ts";
import { runIntake } from "./intake.ts";
import { RUNS, runLighthouse } from "./lighthouse.ts";
import type { InstancesOptions } from "./lib/instances.ts";
import { describeMachine } from "./lib/machine.ts";
import { profileServersInto } from "./lib/server-process.ts";
import { defaultSubscriberProcesses } from "./lib/subscriber-processes.ts";
import { runReactions } from "./reactions.ts";
import { runRead } from "./read.ts";
import { runSlides } from "./slides.ts";
import {
  loadResults,
  toMarkdown,
  updateBenchmarksDoc,
  writeResults,
  type Results,
} from "./report.ts";
import { runInsights } from "./insights.ts";
import { runStorage } from "./storage.ts";
import { runWeight } from "./weight.ts";
import { runWordCloud } from "./wordcloud.ts";

const BENCHMARKS = [
  "fanout",
  "wordcloud",
  "intake",
  "read",
  "weight",
  "lighthouse",
  "storage",
  "housekeeping",
  "burst",
  "flapping",
  "deck",
  "slides",
  "reactions",
  "insights",
] as const;
type Benchmark = (typeof BENCHMARKS)[number];

const HELP = `npm run bench -- [options]

  --only LIST        comma-separated: ${BENCHMARKS.join(",")} (default: all)
  --clients N        fan-out and housekeeping: WebSocket subscribers on one poll (default 2000; the
                     target is 10000); word cloud: the same (default 10000); slides: phones
                     attending the session (default 10000)
  --rate N           fan-out, word cloud and housekeeping: votes per second, each from a new visitor
                     (default 200)
  --subscriber-processes N
                     fan-out and slides: spread the subscribers over N processes of their own,
                     both sides alike; 0 holds them in the bench process (default: 0 up to 10000
                     clients, above that one process per 10000)
  --duration S       seconds of load per measurement (default 10)
  --warmup S         seconds of the same load before each measurement, not counted (default 3)
  --connections N    intake and read: concurrent HTTP connections (default 16)
  --metrics on|off   intake: the servers serve /metrics (METRICS_TOKEN) and the votes it counted
                     must equal the bench's count (default on); off measures what metrics cost
  --dist DIR         weight, lighthouse and flapping: a build made with \`npx vite build --manifest\` (default: build one in a temp folder)
  --chromium PATH    weight, lighthouse and flapping: the browser (default /usr/bin/chromium)
  --runs N           lighthouse: first visits per route (default ${RUNS}); flapping: phones, one
                     after the other (default 3)
  --items N          storage: how many votes, questions, upvotes and page views the server takes
                     (default 3000)
  --keys N           housekeeping: expired idempotency keys to prune (default 1000000)
  --visitors N       burst: new visitors, each voting once on a new connection (default 5000)
  --within S         burst: seconds the votes are spread over, evenly (default 2); reactions: seconds
                     the hall taps for (default 10)
  --reactors N       reactions: taps a second on the attendees' live sockets while the hall votes
                     (default 2000; its subscribers default to 10000)
  --views N          insights: page views of the session (default 100000)
  --senders N        burst: 0 sends from the bench process, N from that many processes (default 0)
  --pages N          deck: pages of the deck rendered (default 40)
  --out DIR          where latest.json and latest.md go (default bench/results)
  --docs             also copy all latest figures into docs/benchmarks.md, Today's figures
  --cpu-prof DIR     write a V8 CPU profile of every server process into DIR (open in Chrome DevTools)
  --instances N      fan-out, intake and burst: also run them on N instances (1 to 3) sharing one database,
                     beside the one SQLite instance, and print the ratio; needs --db postgres
  --db KIND          sqlite (default: no extra run) or postgres, the instances' database: its own
                     lectern_bench_<random> on postgres://postgres@127.0.0.1:5432 and its own key
                     prefix on redis://127.0.0.1:6379, both removed at the end; housekeeping: the
                     same prune also on a PostgreSQL database of its own

Fan-out holds one socket per subscriber in the server process and in the process holding the
subscribers: check \`ulimit -n\` is above the subscriber count (the server's own files come on top).`;

/** --instances and --db: null when neither is given, so the default run stays as it was. */
function severalInstances(
  instances: string | undefined,
  db: string | undefined,
): InstancesOptions | null {
  if (instances === undefined && db === undefined) return null;
  if (db !== undefined && db !== "sqlite" && db !== "postgres")
    throw new Error(`--db must be sqlite or postgres, got "${db}"`);
  const count = instances === undefined ? 1 : Number(instances);
  if (!Number.isInteger(count) || count < 1 || count > 3)
    throw new Error(`--instances must be 1, 2 or 3, got "${instances}"`);
  if (db !== "postgres" && count === 1) return null;
  if (db !== "postgres")
    throw new Error(
      "--instances runs instances sharing PostgreSQL and Redis beside the one SQLite instance: add --db postgres",
    );
  return { instances: count, db };
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`--${name} must be a positive number, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      clients: { type: "string" },
      rate: { type: "string" },
      "subscriber-processes": { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      dist: { type: "string" },
      chromium: { type: "string" },
      items: { type: "string" },
      runs: { type: "string" },
      keys: { type: "string" },
      visitors: { type: "string" },
      within: { type: "string" },
      senders: { type: "string" },
      reactors: { type: "string" },
      views: { type: "string" },
      pages: { type: "string" },
      out: { type: "string" },
      "cpu-prof": { type: "string" },
      docs: { type: "boolean" },
      instances: { type: "string" },
      db: { type: "string" },
      metrics: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const only = (values.only ?? BENCHMARKS.join(",")).split(",").map((s) => s.trim());
  const unknown = only.filter((b) => !BENCHMARKS.includes(b as Benchmark));
  if (unknown.length > 0)
    throw new Error(`--only knows ${BENCHMARKS.join(", ")}; not ${unknown.join(", ")}`);
  if (values.metrics !== undefined && values.metrics !== "on" && values.metrics !== "off")
    throw new Error(`--metrics must be on or off, got "${values.metrics}"`);
  const durationMs = positive("duration", values.duration, 10) * 1000;
  const warmupMs = values.warmup === "0" ? 0 : positive("warmup", values.warmup, 3) * 1000;
  const connections = Math.round(positive("connections", values.connections, 16));
  const several = severalInstances(values.instances, values.db);
  const outDir = path.resolve(values.out ?? path.join(import.meta.dirname, "results"));
  const log = (line: string) => console.error(`[bench] ${line}`);
  if (values["cpu-prof"]) profileServersInto(path.resolve(values["cpu-prof"]));

  const results: Results = loadResults(path.join(outDir, "latest.json"));
  const thisRun: Results = { fanout: {}, wordcloud: {} };
  const stamp = () => ({ ranAt: new Date().toISOString(), machine: describeMachine() });
  const save = () => writeResults(outDir, results);

  /** --subscriber-processes for `clients` subscribers, or its default. */
  const subscriberProcesses = (clients: number) => {
    const spread = values["subscriber-processes"];
    return spread === undefined
      ? defaultSubscriberProcesses(clients)
      : spread === "0"
        ? 0
        : Math.round(positive("subscriber-processes", spread, 0));
  };

  if (only.includes("fanout")) {
    const clients = Math.round(positive("clients", values.clients, 2000));
    const fanout = await runFanout(
      { clients, rate: positive("rate", values.rate, 200), durationMs, warmupMs },
      log,
      several,
      subscriberProcesses(clients),
    );
    results.fanout[String(clients)] = thisRun.fanout[String(clients)] = { ...fanout, ...stamp() };
    save();
  }
  if (only.includes("wordcloud")) {
    const clients = Math.round(positive("clients", values.clients, 10_000));
    const cloud = await runWordCloud(
      { clients, rate: positive("rate", values.rate, 200), durationMs, warmupMs },
      log,
    );
    results.wordcloud[String(clients)] = thisRun.wordcloud[String(clients)] = {
      ...cloud,
      ...stamp(),
    };
    save();
  }
  if (only.includes("intake")) {
    results.intake = thisRun.intake = {
      ...(await runIntake(
        { connections, durationMs, warmupMs, replaySample: 200, metrics: values.metrics !== "off" },
        log,
        several,
      )),
      ...stamp(),
    };
    save();
  }
  if (only.includes("read")) {
    results.read = thisRun.read = {
      ...(await runRead({ connections, durationMs, warmupMs }, log)),
      ...stamp(),
    };
    save();
  }
  if (only.includes("weight")) {
    const weight = await runWeight(
      {
        distDir: values.dist ? path.resolve(values.dist) : null,
        chromiumPath: values.chromium ?? "/usr/bin/chromium",
      },
      log,
    );
    results.weight = thisRun.weight = { ...weight, ...stamp() };
    save();
  }
  if (only.includes("lighthouse")) {
    const lighthouse = await runLighthouse(
      {
        distDir: values.dist ? path.resolve(values.dist) : null,
        chromiumPath: values.chromium ?? "/usr/bin/chromium",
        runs: Math.round(positive("runs", values.runs, RUNS)),
      },
      log,
    );
    results.lighthouse = thisRun.lighthouse = { ...lighthouse, ...stamp() };
    save();
  }
  if (only.includes("storage")) {
    const items = Math.round(positive("items", values.items, 3000));
    results.storage = thisRun.storage = { ...(await runStorage({ items }, log)), ...stamp() };
    save();
  }
  if (only.includes("housekeeping")) {
    const housekeeping = await runHousekeepingLoad(
      {
        clients: Math.round(positive("clients", values.clients, 2000)),
        rate: positive("rate", values.rate, 200),
        durationMs,
        warmupMs,
        expiredKeys: Math.round(positive("keys", values.keys, 1_000_000)),
      },
      log,
      several?.db === "postgres",
    );
    results.housekeeping = thisRun.housekeeping = { ...housekeeping, ...stamp() };
    save();
  }
  if (only.includes("burst")) {
    const senders = values.senders === "0" ? 0 : Math.round(positive("senders", values.senders, 0));
    const burst = await runBurst(
      {
        visitors: Math.round(positive("visitors", values.visitors, 5000)),
        withinMs: positive("within", values.within, 2) * 1000,
        senders,
      },
      log,
      several,
    );
    results.burst = thisRun.burst = { ...burst, ...stamp() };
    save();
  }
  if (only.includes("flapping")) {
    const flapping = await runFlapping(
      {
        distDir: values.dist ? path.resolve(values.dist) : null,
        chromiumPath: values.chromium ?? "/usr/bin/chromium",
        runs: Math.round(positive("runs", values.runs, 3)),
      },
      log,
    );
    results.flapping = thisRun.flapping = { ...flapping, ...stamp() };
    save();
  }
  if (only.includes("deck")) {
    const pages = Math.round(positive("pages", values.pages, 40));
    results.deck = thisRun.deck = { ...(await runDeck({ pages }, log)), ...stamp() };
    save();
  }
  if (only.includes("slides")) {
    const clients = Math.round(positive("clients", values.clients, 10_000));
    const slides = await runSlides({ clients }, log, subscriberProcesses(clients));
    results.slides = thisRun.slides = { ...slides, ...stamp() };
    save();
  }
  if (only.includes("reactions")) {
    const clients = Math.round(positive("clients", values.clients, 10_000));
    const reactions = await runReactions(
      {
        clients,
        rate: positive("rate", values.rate, 200),
        durationMs,
        warmupMs,
        reactors: Math.round(positive("reactors", values.reactors, 2_000)),
        reactingMs: positive("within", values.within, 10) * 1000,
      },
      log,
      subscriberProcesses(clients),
    );
    results.reactions = thisRun.reactions = { ...reactions, ...stamp() };
    save();
  }
  if (only.includes("insights")) {
    const views = Math.round(positive("views", values.views, 100_000));
    results.insights = thisRun.insights = { ...(await runInsights({ views }, log)), ...stamp() };
    save();
  }
  const { json, markdown } = save();
  console.log(toMarkdown(thisRun));
  log(`wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), markdown)}`);
  if (values.docs) {
    await updateBenchmarksDoc(
      path.join(import.meta.dirname, "..", "docs", "benchmarks.md"),
      results,
    );
    log("updated the figures in docs/benchmarks.md");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
