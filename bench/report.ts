/**
 * The results of the latest run as JSON and as a Markdown table in bench/results/. A run of some
 * benchmarks (--only) keeps the other benchmarks' last figures, each with the time it ran; fan-out
 * keeps one entry per subscriber count, so the 2,000 and 10,000 runs sit side by side.
 */
import fs from "node:fs";
import path from "node:path";
import type { FanoutResult, FanoutSide } from "./fanout.ts";
import type { IntakeResult } from "./intake.ts";
import type { Machine } from "./lib/machine.ts";
import { ratio } from "./lib/stats.ts";
import type { ReadResult } from "./read.ts";
import type { WeightResult } from "./weight.ts";

type Stamped<T> = T & { ranAt: string; machine: Machine };

export interface Results {
  fanout: Record<string, Stamped<FanoutResult>>;
  intake?: Stamped<IntakeResult>;
  read?: Stamped<ReadResult>;
  weight?: Stamped<WeightResult>;
}

export function loadResults(file: string): Results {
  if (!fs.existsSync(file)) return { fanout: {} };
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Results>;
  return { ...parsed, fanout: parsed.fanout ?? {} };
}

const yes = (ok: boolean) => (ok ? "met" : "**missed**");
const ms = (value: number) => `${value} ms`;
const bytes = (value: number) => `${(value / 1024).toFixed(1)} kB`;

function machineLine(m: Machine, ranAt: string): string {
  return `_${ranAt.slice(0, 16).replace("T", " ")} UTC on ${m.cpuModel}, ${m.cores} cores, ${m.memoryGB} GB, Node ${m.node}, ${m.os}${m.loadAverage === undefined ? "" : `, load average ${m.loadAverage} at the end`}_`;
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
    "| server | clients | votes counted | p50 | p95 | p99 | max | vote answered, p99 | messages per client | message | clients missing final totals | server RSS / heap per connection | server CPU (cores) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    fanoutRow(several ? "Lectern, 1 instance, SQLite" : "Lectern", lectern),
    ...(several ? [fanoutRow(`Lectern, ${several.label}`, several.side)] : []),
    fanoutRow(`bare ws (1 per ${bare.intervalMs} ms)`, bare),
    "",
    `Lectern / bare: p50 ${times(result.ratio.p50)}, p99 ${times(result.ratio.p99)}. ` +
      `Targets: p99 under 500 ms ${yes(result.targets.p99Under500)}; no client missing the final totals ${yes(result.targets.noClientMissing)}; within 1.5x of bare p99 ${yes(result.targets.within1_5xBare)}.` +
      problems("Lectern", lectern) +
      problems("Bare ws", bare),
    ...(several
      ? [
          "",
          `${several.label} / 1 instance on SQLite: p50 ${times(several.ratio.p50)}, p99 ${times(several.ratio.p99)}; subscribers split evenly over the instances, votes sent to them in turn; server figures summed over the instances. ` +
            `Targets: p99 under 500 ms ${yes(several.targets.p99Under500)}; no client missing the final totals ${yes(several.targets.noClientMissing)}.` +
            problems(several.label, several.side),
        ]
      : []),
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

function sections(results: Results): string[] {
  const lines: string[] = [];
  const fanouts = Object.values(results.fanout).sort(
    (a, b) => a.options.clients - b.options.clients,
  );
  if (fanouts.length > 0) {
    lines.push("## Live fan-out (vote-to-screen latency)", "");
    for (const f of fanouts) lines.push(...fanoutSection(f));
  }
  if (results.intake) lines.push(...intakeSection(results.intake));
  if (results.read) lines.push(...readSection(results.read));
  if (results.weight) lines.push(...weightSection(results.weight));
  return lines;
}

export function toMarkdown(results: Results): string {
  const intro = [
    "# Lectern benchmarks: latest results",
    "",
    "Written by `npm run bench` (bench/run.ts); see the README's Benchmarks section for what each figure means.",
    "",
  ];
  return [...intro, ...sections(results)].join("\n");
}

const README_START = "<!-- bench:results:start (written by npm run bench -- --readme) -->";
const README_END = "<!-- bench:results:end -->";

/** Replaces the figures between the README's bench markers with these results, headings one level down. */
export function updateReadme(readmeFile: string, results: Results): void {
  const readme = fs.readFileSync(readmeFile, "utf8");
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start)
    throw new Error(`${readmeFile} has no bench markers (${README_START} ... ${README_END})`);
  const body = sections(results).map((line) => (line.startsWith("#") ? `#${line}` : line));
  fs.writeFileSync(
    readmeFile,
    `${readme.slice(0, start + README_START.length)}\n\n${body.join("\n").trim()}\n\n${readme.slice(end)}`,
  );
}

export function writeResults(dir: string, results: Results): { json: string; markdown: string } {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, "latest.json");
  const markdown = path.join(dir, "latest.md");
  fs.writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(markdown, toMarkdown(results));
  return { json, markdown };
}
