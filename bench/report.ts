/**
 * The results of the latest run as JSON and as a Markdown table in bench/results/. A run of some
 * benchmarks (--only) keeps the other benchmarks' last figures, each with the time it ran; fan-out
 * and the word cloud keep one entry per subscriber count, so the 2,000 and 10,000 runs sit side by
 * side.
 */
import fs from "node:fs";
import path from "node:path";
import { REACTION_PUSH_MS, WORDCLOUD_TOP_WORDS } from "@lectern/shared";
import * as prettier from "prettier";
import { P99_TARGET_MS, type BareSide, type BurstResult, type BurstSide } from "./burst.ts";
import type { DeckResult } from "./deck.ts";
import type { FlappingResult, FlappingRun } from "./flapping.ts";
import { p99TargetMs, type FanoutResult, type FanoutSide } from "./fanout.ts";
import {
  describeSide,
  QUIET_MS,
  type HousekeepingLoadResult,
  type WatchedSide,
} from "./housekeeping-load.ts";
import type { IntakeResult } from "./intake.ts";
import type { LighthouseResult, LighthouseRun } from "./lighthouse.ts";
import type { Machine } from "./lib/machine.ts";
import { ratio } from "./lib/stats.ts";
import { INSIGHTS_RUNS, INSIGHTS_TARGET_MS, type InsightsResult } from "./insights.ts";
import { PUSHES_IN_ONE_SECOND_AT_MOST, TAP_EVERY_MS, type ReactionsResult } from "./reactions.ts";
import type { ReadResult } from "./read.ts";
import { SLIDES_P99_TARGET_MS, type SlidesResult, type SlidesSide } from "./slides.ts";
import { describeAction, describeYear, megabytes, type StorageResult } from "./storage.ts";
import type { WeightResult } from "./weight.ts";
import type { WordCloudResult } from "./wordcloud.ts";

type Stamped<T> = T & { ranAt: string; machine: Machine };

export interface Results {
  fanout: Record<string, Stamped<FanoutResult>>;
  wordcloud: Record<string, Stamped<WordCloudResult>>;
  intake?: Stamped<IntakeResult>;
  read?: Stamped<ReadResult>;
  weight?: Stamped<WeightResult>;
  storage?: Stamped<StorageResult>;
  housekeeping?: Stamped<HousekeepingLoadResult>;
  lighthouse?: Stamped<LighthouseResult>;
  burst?: Stamped<BurstResult>;
  flapping?: Stamped<FlappingResult>;
  deck?: Stamped<DeckResult>;
  slides?: Stamped<SlidesResult>;
  reactions?: Stamped<ReactionsResult>;
  insights?: Stamped<InsightsResult>;
}

export function loadResults(file: string): Results {
  if (!fs.existsSync(file)) return { fanout: {}, wordcloud: {} };
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Results>;
  return { ...parsed, fanout: parsed.fanout ?? {}, wordcloud: parsed.wordcloud ?? {} };
}

const yes = (ok: boolean) => (ok ? "met" : "**missed**");
const ms = (value: number) => `${value} ms`;
const bytes = (value: number) => `${(value / 1024).toFixed(1)} kB`;

function machineLine(m: Machine, ranAt: string): string {
  return `_${ranAt.slice(0, 16).replace("T", " ")} UTC on ${m.cpuModel}, ${m.cores} cores, ${m.memoryGB} GB, Node ${m.node}, ${m.os}${m.loadAverage === undefined ? "" : `, load average ${m.loadAverage} at the end`}${m.newPageMicros === undefined ? "" : `, ${m.newPageMicros} µs to touch a new page of memory`}_`;
}

function fanoutRow(name: string, side: FanoutSide): string {
  return `| ${name} | ${side.clients} | ${side.votesAccepted} | ${ms(side.latencyMs.p50)} | ${ms(side.latencyMs.p95)} | ${ms(side.latencyMs.p99)} | ${ms(side.latencyMs.max)} | ${side.voteAnswerMs ? ms(side.voteAnswerMs.p99) : ""} | ${side.messagesPerClient} (${side.messagesPerClientPerSecond}/s) | ${side.messageBytes} B | ${side.clientsMissingFinal} | ${bytes(side.serverRssBytesPerConnection)} / ${bytes(side.serverHeapBytesPerConnection)} | ${side.serverCpuShare} |`;
}

function problems(name: string, side: FanoutSide): string {
  return (
    (side.voteFailures > 0
      ? ` ${name}: ${side.voteFailures} votes failed (first: ${side.voteFailure}).`
      : "") +
    (side.connectFailures > 0
      ? ` ${name}: ${side.connectFailures} clients failed to connect or were dropped (${side.connectError}).`
      : "")
  );
}

const times = (value: number | null) => (value === null ? "n/a" : `${value}x`);

function fanoutSection(result: Stamped<FanoutResult>): string[] {
  const { options, lectern, bare } = result;
  const several = result.instances;
  return [
    `### ${options.clients.toLocaleString("en")} subscribers, ${options.rate} votes/s for ${options.durationMs / 1000} s (after ${(options.warmupMs ?? 0) / 1000} s of warm-up)`,
    "",
    machineLine(result.machine, result.ranAt),
    "",
    ...FANOUT_HEADER,
    fanoutRow(several ? "Lectern, 1 instance, SQLite" : "Lectern", lectern),
    ...(several ? [fanoutRow(`Lectern, ${several.label}`, several.side)] : []),
    fanoutRow(`bare ws (1 per ${bare.intervalMs} ms)`, bare),
    "",
    `Lectern / bare: p50 ${times(result.ratio.p50)}, p99 ${times(result.ratio.p99)}. ` +
      `Targets: p99 under ${ms(p99TargetMs(options.clients))} ${yes(result.targets.p99UnderTarget)}; no client missing the final totals ${yes(result.targets.noClientMissing)}; within 1.5x of bare p99 ${yes(result.targets.within1_5xBare)}.` +
      problems("Lectern", lectern) +
      problems("Bare ws", bare),
    ...(several
      ? [
          "",
          `${several.label} / 1 instance on SQLite: p50 ${times(several.ratio.p50)}, p99 ${times(several.ratio.p99)}; subscribers split evenly over the instances, votes sent to them in turn; server figures summed over the instances. ` +
            `Targets: p99 under ${ms(p99TargetMs(options.clients))} ${yes(several.targets.p99UnderTarget)}; no client missing the final totals ${yes(several.targets.noClientMissing)}.` +
            problems(several.label, several.side),
        ]
      : []),
    "",
  ];
}

const FANOUT_HEADER = [
  "| server | clients | votes counted | p50 | p95 | p99 | max | vote answered, p99 | messages per client | message | clients missing final totals | server RSS / heap per connection | server CPU (cores) |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];

function wordCloudSection(result: Stamped<WordCloudResult>): string[] {
  const { options, lectern, bare } = result;
  return [
    `### ${options.clients.toLocaleString("en")} subscribers, ${options.rate} votes/s of 3 words for ${options.durationMs / 1000} s (after ${options.warmupMs / 1000} s of warm-up)`,
    "",
    machineLine(result.machine, result.ranAt),
    "",
    ...FANOUT_HEADER,
    fanoutRow(`Lectern, word cloud of ${result.wordsShown} words`, lectern),
    fanoutRow(`bare ws (1 per ${bare.intervalMs} ms)`, bare),
    "",
    `Lectern / bare: p50 ${times(result.ratio.p50)}, p99 ${times(result.ratio.p99)}. ` +
      `Targets: within 1.5x of bare p99 ${yes(result.targets.within1_5xBare)}; no client missing the final totals ${yes(result.targets.noClientMissing)}; ${WORDCLOUD_TOP_WORDS} words in every update ${yes(result.targets.fullCloud)}.` +
      problems("Lectern", lectern) +
      problems("Bare ws", bare),
    "",
  ];
}

function intakeSection(r: Stamped<IntakeResult>): string[] {
  const several = r.instances;
  const row = (
    name: string,
    load: { requestsPerSecond: number; latencyMs: { p50: number; p99: number } },
    cpu: string,
    ratio: string,
  ) =>
    `| ${name} | ${load.requestsPerSecond} | ${ms(load.latencyMs.p50)} | ${ms(load.latencyMs.p99)} | ${cpu} | ${ratio} |`;
  return [
    `## Vote intake (${r.options.connections} connections, ${r.options.durationMs / 1000} s each)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    "| what | per second | p50 | p99 | server CPU per request | votes / this |",
    "|---|---|---|---|---|---|",
    row(
      "POST /api/polls/{id}/vote (new visitor and key each)",
      r.votes,
      `${r.serverCpuMsPerRequest?.votes ?? ""} ms`,
      "1",
    ),
    row(
      "same stack, trivial JSON route (GET /api/health)",
      r.trivialRoute,
      `${r.serverCpuMsPerRequest?.trivialRoute ?? ""} ms`,
      `${r.ratio.votesToTrivialRoute ?? "n/a"} (by CPU per request: ${r.ratio.cpuPerTrivialToCpuPerVote ?? "n/a"})`,
    ),
    `| raw better-sqlite3, one row per transaction | ${r.sqliteInsertsPerSecond} | | | | ${r.ratio.votesToSqliteInserts ?? "n/a"} |`,
    ...(several
      ? [
          row(
            `the same votes on ${several.label}, load spread over them`,
            several.votes,
            `${several.serverCpuMsPerVote} ms`,
            `${ratio(r.votes.requestsPerSecond, several.votes.requestsPerSecond) ?? "n/a"}`,
          ),
        ]
      : []),
    "",
    `Counted once: ${r.check.accepted} votes accepted, poll total ${r.check.pollTotal}, ${r.check.lost} lost, ${r.check.doubled} doubled ` +
      `(${r.check.replayedUnanswered} requests left unanswered at the deadline were replayed with their key; ${r.check.replayedAnswered} answered ones were replayed and ${r.check.replaysThatCountedAgain} counted again; ${r.check.refused} refused). ` +
      `Targets: at least 40% of the trivial route ${yes(r.targets.atLeast40PercentOfTrivial)}; none lost or doubled ${yes(r.targets.noneLostOrDoubled)}.`,
    "",
    ...(r.metrics
      ? [
          `/metrics (METRICS_TOKEN set) counted ${r.metrics.accepted} votes accepted and ${r.metrics.refused} refused: the bench's count.`,
          "",
        ]
      : []),
    ...(several
      ? [
          `${several.label} / 1 instance on SQLite: ${times(several.ratioToSqlite)} the votes a second (latencies: the slowest instance's; CPU: all instances). ` +
            `Counted once: ${several.check.accepted} accepted, poll total ${several.check.pollTotal}, ${several.check.lost} lost, ${several.check.doubled} doubled (${several.check.replayedUnanswered} unanswered replayed, ${several.check.replayedAnswered} answered replayed, ${several.check.replaysThatCountedAgain} counted again, ${several.check.refused} refused). ` +
            `Targets: at least 50% of one SQLite instance ${yes(several.targets.atLeast50PercentOfSqlite)}; none lost or doubled ${yes(several.targets.noneLostOrDoubled)}.`,
          "",
        ]
      : []),
  ];
}

function readSection(r: Stamped<ReadResult>): string[] {
  const row = (name: string, size: string, load: ReadResult["questions"]) =>
    `| ${name} | ${size} | ${load.requestsPerSecond} | ${ms(load.latencyMs.p50)} | ${ms(load.latencyMs.p99)} |`;
  return [
    `## Public page read (${r.page.resources} resources, ${r.page.polls} polls, ${r.page.questions} questions; ${r.options.connections} connections, ${r.options.durationMs / 1000} s each)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    "| route | answer | per second | p50 | p99 |",
    "|---|---|---|---|---|",
    row(
      "GET /api/sessions/{id}/public (records the page view)",
      bytes(r.page.publicBytes),
      r.publicSession,
    ),
    row("GET /api/sessions/{id}/questions", bytes(r.page.questionsBytes), r.questions),
    row("GET /api/sessions/{id}/public-polls", "", r.publicPolls),
    "",
  ];
}

function weightSection(r: Stamped<WeightResult>): string[] {
  const lines = [
    "## Attendee page weight",
    "",
    machineLine(r.machine, r.ranAt),
    "",
    "| route | loaded by | JS raw | JS gzip | CSS raw | CSS gzip | files | sent over the wire |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const route of r.routes) {
    lines.push(
      `| ${route.route} | Chromium, until idle | ${bytes(route.browser.jsRaw)} | ${bytes(route.browser.jsGzip)} | ${bytes(route.browser.cssRaw)} | ${bytes(route.browser.cssGzip)} | ${route.browser.files.length} | ${bytes(route.transferredBytes)} |`,
      `| | Chromium, before its heading showed | ${bytes(route.beforeRender.jsRaw)} | ${bytes(route.beforeRender.jsGzip)} | ${bytes(route.beforeRender.cssRaw)} | ${bytes(route.beforeRender.cssGzip)} | ${route.beforeRender.files.length} | |`,
      `| | build manifest, static imports | ${bytes(route.build.jsRaw)} | ${bytes(route.build.jsGzip)} | ${bytes(route.build.cssRaw)} | ${bytes(route.build.cssGzip)} | ${route.build.files.length} | |`,
    );
  }
  for (const route of r.routes) {
    if (route.onlyInBrowser.length > 0)
      lines.push("", `${route.route} also imports at start-up: ${route.onlyInBrowser.join(", ")}.`);
    if (route.largestParts.length > 0) {
      lines.push(
        "",
        `${route.route}, largest parts of its JS (minified, from the source maps): ${route.largestParts.map((p) => `${p.part} ${bytes(p.bytes)}`).join(", ")}.`,
      );
    }
    if (route.onlyInBuild.length > 0)
      lines.push(
        "",
        `${route.route}: the manifest lists ${route.onlyInBuild.join(", ")}, which Chromium did not fetch.`,
      );
  }
  lines.push(
    "",
    `Session page on an emulated slow 4G phone (${r.throttle.downloadKbps} kbps down, ${r.throttle.latencyMs} ms RTT, CPU ${r.throttle.cpuSlowdown}x slower), ${r.browser}` +
      `${r.serviceWorkerThrottled ? "; the service worker's own fetches throttled too on the repeat visit" : "; the service worker's own fetches could not be throttled"}:`,
    "",
    "| visit | first contentful paint | session title visible |",
    "|---|---|---|",
    `| first | ${ms(r.firstVisit.fcpMs)} | ${ms(r.firstVisit.titleMs)} |`,
    `| repeat (service worker) | ${ms(r.repeatVisit.fcpMs)} | ${ms(r.repeatVisit.titleMs)} |`,
    "",
    `Targets (on what Chromium loaded, and on the session title being visible): attendee routes under 100 kB gzipped JS ${yes(r.targets.jsUnder100k)}; first render under 2.5 s ${yes(r.targets.firstUnder2500)}; repeat visit under 1 s ${yes(r.targets.repeatUnder1000)}.`,
    "",
  );
  return lines;
}

function storageSection(r: Stamped<StorageResult>): string[] {
  const y = r.year;
  const lines = [
    `## Storage per attendee action (${r.options.items.toLocaleString("en")} of each over HTTP, each from a new visitor with its own Idempotency-Key)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    "| action | table | row | its indexes | together | idempotency key record (payload) |",
    "|---|---|---|---|---|---|",
  ];
  for (const a of r.actions) {
    for (const [i, t] of a.tables.entries())
      lines.push(
        `| ${i === 0 ? a.action : ""} | ${t.table} | ${t.rowBytes} B | ${t.indexBytes} B | ${t.rowBytes + t.indexBytes} B | ${t.table === "idempotency_keys" ? `${t.rowPayload} B` : ""} |`,
      );
    lines.push(`| | **in all** | | | **${a.totalBytes} B** | |`);
  }
  lines.push(
    "",
    "Bytes are whole SQLite pages (dbstat) the table or its indexes grew by, divided by the actions: free space in half-full pages counts.",
    "",
    ...r.actions.map((a) => `- ${describeAction(a)}`),
    "",
    `A simulated year (${describeYear()}: ${y.assumptions.talks} talks, rows written straight into a database made by the migrations, key records as long as the server's), then one housekeeping pass with its clock at the year's end and VACUUM:`,
    "",
    "| | database file | idempotency_keys and its indexes | idempotency_keys rows |",
    "|---|---|---|---|",
    `| without housekeeping | ${megabytes(y.bytesWithoutHousekeeping)} | ${megabytes(y.keyTableBytesWithout)} | ${y.keysWritten.toLocaleString("en")} |`,
    `| after the pass | ${megabytes(y.bytesAfterHousekeeping)} | ${megabytes(y.keyTableBytesAfter)} | ${y.keysLeft.toLocaleString("en")} |`,
    "",
    `The pass removed ${y.removed.idempotencyKeys.toLocaleString("en")} keys in ${y.passSeconds} s and kept ${y.keysLeft.toLocaleString("en")}, those of the last ${y.assumptions.idempotencyKeyDays} days being ${y.keysToKeep.toLocaleString("en")}. ` +
      `Target: only the last ${y.assumptions.idempotencyKeyDays} days' keys remain ${yes(y.keysLeft === y.keysToKeep)}.`,
    "",
  );
  return lines;
}

function housekeepingSection(r: Stamped<HousekeepingLoadResult>): string[] {
  const o = r.options;
  const percent = (value: number | null) =>
    value === null ? "n/a" : `${value > 0 ? "+" : ""}${value}%`;
  const row = (name: string, side: WatchedSide, change: number | null) =>
    `| ${name} | ${ms(side.fanout.latencyMs.p50)} | ${ms(side.fanout.latencyMs.p99)} | ${percent(change)} | ${ms(side.fanout.latencyMs.max)} | ${side.fanout.votesAccepted} | ${ms(side.loopDelayMs.max)} | ${ms(side.quietLoopDelayMs.max)} | ${side.keysPrunedDuringLoad === null ? "" : side.keysPrunedDuringLoad.toLocaleString("en")} |`;
  const change = r.p99ChangePercent;
  return [
    `## Housekeeping under load (${o.clients.toLocaleString("en")} subscribers, ${o.rate} votes/s for ${o.durationMs / 1000} s after ${o.warmupMs / 1000} s of warm-up; ${o.expiredKeys.toLocaleString("en")} expired keys)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `| server | p50 | p99 | p99 against the baseline | max | votes counted | longest event-loop pause, under load | the same, ${QUIET_MS / 1000} s after with no load | expired keys pruned while the fan-out ran |`,
    "|---|---|---|---|---|---|---|---|---|",
    row("fresh database (baseline)", r.baseline, 0),
    row("pruning expired keys", r.duringPrune, change),
    row("fresh database again", r.baselineAgain, r.baselineAgainChangePercent),
    ...(r.postgres
      ? [
          row("PostgreSQL, before the keys (its baseline)", r.postgres.baseline, 0),
          row(
            "PostgreSQL, pruning expired keys",
            r.postgres.duringPrune,
            r.postgres.p99ChangePercent,
          ),
        ]
      : []),
    "",
    `The expired keys (written in ${r.insertSeconds} s, each with a real vote's ${r.keyResponseBytes}-byte answer) are pruned by the server's own pass, started as the measurement starts: the subscribers connecting, the warm-up and the measured votes all run beside it. ` +
      `${describeSide("During the prune", r.duringPrune)}. ` +
      `The second baseline shows how far two runs without a pass differ on this machine; against it, p99 during the prune moved ${percent(r.p99ChangeAgainstSecondPercent)}. ` +
      `Target: p99 moves by at most 10% ${yes(change !== null && Math.abs(change) <= 10)}.` +
      problems("Baseline", r.baseline.fanout) +
      problems("During the prune", r.duringPrune.fanout) +
      problems("Baseline again", r.baselineAgain.fanout) +
      (r.postgres
        ? ` On PostgreSQL (keys written in ${r.postgres.insertSeconds} s): ${describeSide("during the prune", r.postgres.duringPrune)}.` +
          problems("PostgreSQL baseline", r.postgres.baseline.fanout) +
          problems("PostgreSQL during the prune", r.postgres.duringPrune.fanout)
        : ""),
    "",
  ];
}

const statuses = (counts: Record<string, number>) =>
  Object.keys(counts).length === 0
    ? "none"
    : Object.entries(counts)
        .map(([status, n]) => `${n} × ${status === "0" ? "no answer" : status}`)
        .join(", ");

function burstRow(side: BareSide | BurstSide): string {
  const a = side.answerMs;
  const counted = "pollTotal" in side;
  return `| ${side.label} | ${side.sent} | ${statuses(side.answeredByStatus)} | ${side.unanswered}${counted ? ` (replayed: ${statuses(side.replayedByStatus)})` : ""} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${ms(a.max)} | ${side.answeredPerSecond} | ${counted ? `${side.pollTotal} / ${side.accepted}` : ""} | ${counted ? `${side.lost} / ${side.doubled}` : ""} | ${side.serverCpuMs} ms (${side.serverCpuCores} cores over ${side.burstSeconds} s) | ${side.kernel ? `${side.kernel.listenOverflows} / ${side.kernel.synCookies}` : "n/a"} |`;
}

function burstVerdicts(side: BurstSide): string {
  const t = side.targets;
  return (
    `${side.label}: all answered ${yes(t.allAnswered)}; all accepted (201) ${yes(t.allAccepted)}; 0 lost, 0 doubled ${yes(t.noneLostOrDoubled)}; p99 time to answer under ${ms(P99_TARGET_MS)} ${yes(t.p99Under2s)}. ` +
    `Votes left at most ${ms(side.sendLateMs.max)} late against the even schedule (p99 ${ms(side.sendLateMs.p99)}).` +
    (side.firstError ? ` First error: ${side.firstError}.` : "")
  );
}

function burstSection(r: Stamped<BurstResult>): string[] {
  const o = r.options;
  const sides = [r.sqlite, ...(r.instances ? [r.instances] : [])];
  return [
    `## A hall's burst (${o.visitors.toLocaleString("en")} new visitors voting within ${o.withinMs / 1000} s, each on a new connection)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `Each vote: a new visitor id, its own Idempotency-Key, a new TCP connection (no agent, \`Connection: close\`), sent ${o.senders === 0 ? "from the bench process" : `from ${o.senders} sender processes`} at evenly spaced times; time to answer from writing the request to the whole answer. Unanswered votes were replayed afterwards with their key; the poll's total is then compared with the votes accepted. Connections dropped: the kernel's ListenOverflows during the burst, machine-wide; a client retries a dropped one after 1 s, then 3 s. \`ulimit -n\`: ${r.openFilesLimit ?? "unknown"}.`,
    "",
    `| server | sent | answered | unanswered | p50 | p95 | p99 | max | answered per second (asked ${Math.round((o.visitors * 1000) / o.withinMs)}) | poll total / accepted | lost / doubled | server CPU | connections dropped, accept queue full / SYN cookies |`,
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...sides.map(burstRow),
    ...(r.bare ? [burstRow(r.bare)] : []),
    "",
    ...sides.flatMap((side) => [burstVerdicts(side), ""]),
    ...(r.bare
      ? [
          `The bare node:http server (the same burst, answering 201 with a small JSON and nothing else) answered in p99 ${ms(r.bare.answerMs.p99)} with ${r.bare.serverCpuMs} ms of CPU: what this machine and the sender can do at all. Server CPU per vote, 1 Lectern instance on SQLite / bare: ${times(ratio(r.sqlite.serverCpuMs, r.bare.serverCpuMs))}.`,
          "",
        ]
      : []),
  ];
}

function lighthouseRow(route: string, which: string, run: LighthouseRun): string {
  return `| ${route} | ${which} | ${run.performance} | ${ms(run.totalBlockingTimeMs)} | ${ms(run.largestContentfulPaintMs)} | ${ms(run.firstContentfulPaintMs)} | ${ms(run.mainThreadMs)} | ${run.accessibility} / ${run.bestPractices} / ${run.seo} |`;
}

function lighthouseSection(r: Stamped<LighthouseResult>): string[] {
  const t = r.targets;
  const lines = [
    "## Lighthouse (mobile defaults)",
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `Lighthouse ${r.lighthouse}, its default mobile settings (simulated slow 4G, CPU 4x slower), ${r.browser}, ${r.routes[0]?.runs.length ?? 0} first visits per route.`,
    "",
    "| route | runs | performance | total blocking time | largest contentful paint | first contentful paint | main-thread work | accessibility / best practices / SEO |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const route of r.routes)
    lines.push(
      lighthouseRow(route.route, "median", route.median),
      lighthouseRow("", "worst", route.worst),
    );
  for (const route of r.routes) {
    lines.push(
      "",
      `${route.route}, median run: largest paint ${route.lcpElement ?? "not named"}; main thread ${route.mainThreadByKind.map((k) => `${k.kind} ${ms(k.ms)}`).join(", ")}; longest tasks ${route.longestTasks.map((task) => `${task.script} ${ms(task.ms)} at ${ms(task.startMs)}`).join(", ")}.`,
    );
  }
  const all = r.routes.map((route) => route.worst);
  lines.push(
    "",
    `Targets, in every run: performance at least ${t.performanceAtLeast} ${yes(all.every((w) => w.performance >= t.performanceAtLeast))}; total blocking time under ${ms(t.totalBlockingTimeBelowMs)} ${yes(all.every((w) => w.totalBlockingTimeMs < t.totalBlockingTimeBelowMs))}; largest contentful paint under ${ms(t.largestContentfulPaintBelowMs)} ${yes(all.every((w) => w.largestContentfulPaintMs < t.largestContentfulPaintBelowMs))}; accessibility, best practices and SEO ${t.otherCategories} ${yes(all.every((w) => Math.min(w.accessibility, w.bestPractices, w.seo) >= t.otherCategories))}.`,
    "",
  );
  return lines;
}

function sections(results: Results): string[] {
  const lines: string[] = [];
  const fanouts = Object.values(results.fanout).sort(
    (a, b) => a.options.clients - b.options.clients,
  );
  if (fanouts.length > 0) {
    lines.push("## Live fan-out (vote-to-screen latency)", "");
    for (const f of fanouts) lines.push(...fanoutSection(f));
  }
  const clouds = Object.values(results.wordcloud).sort(
    (a, b) => a.options.clients - b.options.clients,
  );
  if (clouds.length > 0) {
    lines.push("## Word cloud fan-out (50 words in every update)", "");
    for (const c of clouds) lines.push(...wordCloudSection(c));
  }
  if (results.intake) lines.push(...intakeSection(results.intake));
  if (results.read) lines.push(...readSection(results.read));
  if (results.weight) lines.push(...weightSection(results.weight));
  if (results.lighthouse) lines.push(...lighthouseSection(results.lighthouse));
  if (results.storage) lines.push(...storageSection(results.storage));
  if (results.housekeeping) lines.push(...housekeepingSection(results.housekeeping));
  if (results.burst) lines.push(...burstSection(results.burst));
  if (results.flapping) lines.push(...flappingSection(results.flapping));
  if (results.deck) lines.push(...deckSection(results.deck));
  if (results.slides) lines.push(...slidesSection(results.slides));
  if (results.reactions) lines.push(...reactionsSection(results.reactions));
  if (results.insights) lines.push(...insightsSection(results.insights));
  return lines;
}

function deckSection(r: Stamped<DeckResult>): string[] {
  return [
    `## Deck rendering (a ${r.options.pages}-page talk, text and a picture on each page)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    "The server's renderer (deck/renderer.ts) on SQLite and local storage: each page to WebP at 1920 and 960 px wide, with its text. First page: from queueing the deck to its first page recorded. Event loop held: the longest a request arriving meanwhile would have waited.",
    "",
    "| pages/s | first page | whole deck | event loop held | median page at 960 px | largest page at 960 px | all pages at 960 px | median page at 1920 px | PDF |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${r.pagesPerSecond} | ${ms(r.firstPageMs)} | ${ms(r.totalMs)} | ${ms(r.maxEventLoopDelayMs)} | ${bytes(r.medianThumbBytes)} | ${bytes(r.largestThumbBytes)} | ${bytes(r.totalThumbBytes)} | ${bytes(r.medianImageBytes)} | ${bytes(r.pdfBytes)} |`,
    "",
    `A phone following the whole deck fetches its ${r.options.pages} pages at 960 px: ${bytes(r.totalThumbBytes)}. Target: median page at 960 px under 60 kB ${yes(r.medianThumbBytes < 60 * 1024)}.`,
    "",
  ];
}

function slidesRow(name: string, side: SlidesSide): string {
  const l = side.latencyMs;
  return `| ${name} | ${side.clients} | ${side.changesSent - side.changeFailures} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ${ms(side.changeAnswerMs.p99)} | ${side.messageBytes} B | ${side.clientsMissingLast} | ${side.changesNeverSeen} | ${side.serverCpuShare} |`;
}

function slidesProblems(name: string, side: SlidesSide): string {
  return (
    (side.changeFailures > 0
      ? ` ${name}: ${side.changeFailures} changes failed (first: ${side.changeFailure}).`
      : "") +
    (side.connectFailures > 0
      ? ` ${name}: ${side.connectFailures} clients failed to connect or were dropped (${side.connectError}).`
      : "")
  );
}

function slidesSection(r: Stamped<SlidesResult>): string[] {
  const o = r.options;
  const t = r.targets;
  return [
    `## Slide change to every phone (${o.clients.toLocaleString("en")} phones attending, ${o.changes} changes one per ${o.intervalMs / 1000} s after ${o.warmupChanges} of warm-up)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `The owner PUTs the stage \`{panel: "slide", page}\` from a process of its own, moving through a rendered 40-page deck; every phone attends the session on its own socket${r.subscriberProcesses ? ` (spread over ${r.subscriberProcesses} processes)` : ""}. Latency: from the PUT leaving to a phone reading the stage_update that carries the page, over every (phone, change) pair.`,
    "",
    "| server | phones | changes | p50 | p95 | p99 | max | change answered, p99 | message | phones missing the last page | (phone, change) never seen | server CPU (cores) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    slidesRow("Lectern", r.lectern),
    slidesRow("bare ws (each change at once)", r.bare),
    "",
    `Lectern / bare: p50 ${times(r.ratio.p50)}, p99 ${times(r.ratio.p99)}. ` +
      `Targets: p99 under ${ms(SLIDES_P99_TARGET_MS)} ${yes(t.p99UnderTarget)}; no phone missing a page ${yes(t.noClientMissing)}; within 1.5x of bare p99 ${yes(t.within1_5xBare)}.` +
      slidesProblems("Lectern", r.lectern) +
      slidesProblems("Bare ws", r.bare),
    "",
  ];
}

function reactionsSection(r: Stamped<ReactionsResult>): string[] {
  const o = r.options;
  const t = r.targets;
  const p = r.projector;
  return [
    `## Reactions while the hall votes (${o.reactors.toLocaleString("en")} reactions a second for ${o.reactingMs / 1000} s, ${o.clients.toLocaleString("en")} subscribers, ${o.rate} votes/s for ${o.durationMs / 1000} s)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `The taps come on the live sockets of ${Math.ceil((o.reactors * TAP_EVERY_MS) / 1000).toLocaleString("en")} attendees (each a visitor of their own, tapping every ${ms(TAP_EVERY_MS)}), from a process of their own, evenly from the start of the measured votes; a projector's socket on the stage notes every \`reactions\` push. Reactions: ${r.reactionsAccepted.toLocaleString("en")} accepted (${r.reactionsPerSecond}/s), answered p50 ${ms(r.reactionAnswerMs.p50)}, p99 ${ms(r.reactionAnswerMs.p99)}${r.reactionFailures > 0 ? `; ${r.reactionFailures} failed (first: ${r.reactionFailure})` : ""}. The projector got ${p.pushes} pushes, at most ${p.mostInOneSecond} in one second, the closest ${p.minGapMs === null ? "n/a" : ms(p.minGapMs)} apart, the last summing to ${p.finalSum.toLocaleString("en")}.`,
    "",
    ...FANOUT_HEADER,
    fanoutRow("Lectern, votes while reacting", r.lectern),
    fanoutRow(`bare ws (1 per ${r.bare.intervalMs} ms)`, r.bare),
    "",
    `Lectern / bare: p50 ${times(r.ratio.p50)}, p99 ${times(r.ratio.p99)}. ` +
      `Targets: at most ${PUSHES_IN_ONE_SECOND_AT_MOST} pushes in any second (one per ${ms(REACTION_PUSH_MS)}, with the fence post) ${yes(t.pushesNoFasterThanInterval)}; the last push counts every reaction ${yes(t.projectorHasEveryReaction)}; vote p99 under ${ms(p99TargetMs(o.clients))} ${yes(t.p99UnderTarget)}; within 1.5x of bare p99 ${yes(t.within1_5xBare)}.` +
      problems("Lectern", r.lectern) +
      problems("Bare ws", r.bare),
    "",
  ];
}

function insightsSection(r: Stamped<InsightsResult>): string[] {
  const rows = Object.entries(r.rows)
    .map(([table, count]) => `${count.toLocaleString("en")} ${table}`)
    .join(", ");
  return [
    `## A talk's insights on a year of its data (${r.options.views.toLocaleString("en")} page views)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `One session in a fresh SQLite database made by the migrations: ${rows}. Each read is the server's own sessionInsights, ${INSIGHTS_RUNS} times.`,
    "",
    "| read | bucket | points | p50 | max |",
    "|---|---|---|---|---|",
    ...r.reads.map(
      (read) =>
        `| ${read.name} | ${read.bucket} | ${read.points} | ${ms(read.p50Ms)} | ${ms(read.maxMs)} |`,
    ),
    "",
    `Target: every read under ${ms(INSIGHTS_TARGET_MS)} ${yes(r.targets.under200ms)}.`,
    "",
  ];
}

function flappingRow(run: FlappingRun, i: number): string {
  return `| ${i + 1} | ${run.actions} | ${run.flappingSeconds} s | ${run.drops} | ${run.postAttempts} (${run.postsFailed} failed in the browser) | ${run.barAtStable.replace(/\n/g, " ")} | ${run.caughtUpMs === null ? "**never**" : ms(run.caughtUpMs)} | ${run.lost} | ${run.doubled} | ${run.sendNowFlashes} |`;
}

function flappingSection(r: Stamped<FlappingResult>): string[] {
  const o = r.options;
  const exact = r.runs.every((run) => run.lost === 0 && run.doubled === 0);
  return [
    `## Flapping network (one phone, 20 actions, the network toggling every ${o.toggleMs / 1000} s)`,
    "",
    machineLine(r.machine, r.ranAt),
    "",
    `${r.browser}, 390x844 touch. 10 upvotes, 8 questions and 2 votes taken through the page 0.9 s apart while the context goes offline and online every ${o.toggleMs / 1000} s; while online, ${o.latencyMs} ms latency and ${o.bytesPerSecond / 1000} kB/s each way on the page's own requests (the outbox's sends; the service worker's reads are not slowed). Caught up: from the network's last return to the bar's "All caught up". Lost and doubled: per action, from the server's questions, upvotes and poll totals. Send now flashes: the bar showing "N waiting" for less than 250 ms between two "Sending...".`,
    "",
    "| run | actions | flapping | drops | keyed POSTs | bar at the last return | All caught up after | lost | doubled | Send now flashes |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...r.runs.map(flappingRow),
    "",
    `0 lost, 0 doubled in every run: ${yes(exact)}.`,
    "",
  ];
}

export function toMarkdown(results: Results): string {
  const intro = [
    "# Lectern benchmarks: latest results",
    "",
    "Written by `npm run bench` (bench/run.ts); see docs/benchmarks.md for what each figure means.",
    "",
  ];
  return [...intro, ...sections(results)].join("\n");
}

const DOCS_START = "<!-- bench:results:start (written by npm run bench -- --docs) -->";
const DOCS_END = "<!-- bench:results:end -->";

/**
 * Replaces the figures between the bench markers of docs/benchmarks.md (Today's figures) with these
 * results, headings one level down.
 */
/** Copies the figures into docs/benchmarks.md, laid out as the format check (prettier) wants. */
export async function updateBenchmarksDoc(docFile: string, results: Results): Promise<void> {
  const doc = fs.readFileSync(docFile, "utf8");
  const start = doc.indexOf(DOCS_START);
  const end = doc.indexOf(DOCS_END);
  if (start < 0 || end < start)
    throw new Error(`${docFile} has no bench markers (${DOCS_START} ... ${DOCS_END})`);
  const body = sections(results).map((line) => (line.startsWith("#") ? `#${line}` : line));
  const text = `${doc.slice(0, start + DOCS_START.length)}\n\n${body.join("\n").trim()}\n\n${doc.slice(end)}`;
  const options = await prettier.resolveConfig(docFile);
  fs.writeFileSync(docFile, await prettier.format(text, { ...options, filepath: docFile }));
}

export function writeResults(dir: string, results: Results): { json: string; markdown: string } {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, "latest.json");
  const markdown = path.join(dir, "latest.md");
  fs.writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(markdown, toMarkdown(results));
  return { json, markdown };
}
