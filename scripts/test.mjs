/**
 * `npm test`: lint, the circle check and the format check first, then typecheck, unit and API tests
 * (Vitest), then browser tests (Playwright in Chromium against the built app). A lint error, a
 * circle of imports (scripts/check-cycles.mjs) or a file out of format fails the run. Ends with one
 * summary line "tests: N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const ARTIFACTS = path.resolve("e2e/.artifacts");
// Screenshots are this run's only: a screen no test reaches any more leaves no stale picture behind.
fs.rmSync(path.join(ARTIFACTS, "screenshots"), { recursive: true, force: true });
fs.mkdirSync(ARTIFACTS, { recursive: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

/** "file: title" of every test Playwright's JSON report marks flaky (passed only on a retry). */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === "flaky")) titles.push(`${spec.file}: ${spec.title}`);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return titles.join("; ");
}

/** "file: name" of every test Vitest's JSON report marks failed, so the summary says which. */
function failedTitles(report) {
  return report.testResults
    .flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${path.relative(process.cwd(), file.name)}: ${t.fullName}`),
    )
    .join("; ");
}

let passed = 0;
let failed = 0;
const steps = [];

console.log("\n== Lint (ESLint) ==");
const lint = run("npx", ["eslint", "."]);
steps.push(`lint ${lint === 0 ? "ok" : "FAILED"}`);
if (lint !== 0) failed += 1;

console.log("\n== Circles of imports (dpdm) ==");
const cycles = run("node", ["scripts/check-cycles.mjs"]);
steps.push(`circles ${cycles === 0 ? "none" : "FOUND"}`);
if (cycles !== 0) failed += 1;

console.log("\n== Format (Prettier) ==");
const format = run("npx", ["prettier", "--check", "--log-level", "warn", "."]);
steps.push(`format ${format === 0 ? "ok" : "FAILED (npm run format fixes it)"}`);
if (format !== 0) failed += 1;

console.log("\n== Typecheck ==");
const typecheck = run("npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);
steps.push(`typecheck ${typecheck === 0 ? "ok" : "FAILED"}`);
if (typecheck !== 0) failed += 1;

console.log("\n== Unit and API tests (Vitest) ==");
const vitestJson = path.join(ARTIFACTS, "vitest.json");
const vitestRetried = path.join(ARTIFACTS, "vitest-retried.json");
fs.rmSync(vitestJson, { force: true });
fs.rmSync(vitestRetried, { force: true });
const vitest = run(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./scripts/vitest-retried.mjs",
    `--outputFile.json=${vitestJson}`,
  ],
  { VITEST_RETRIED_FILE: vitestRetried },
);
const unit = readJson(vitestJson);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  const retried = readJson(vitestRetried) ?? [];
  const again =
    retried.length > 0 ? ` (${retried.length} only on a second try: ${retried.join("; ")})` : "";
  const which = unit.numFailedTests > 0 ? ` (${failedTitles(unit)})` : "";
  steps.push(`vitest ${unit.numPassedTests} passed${again}, ${unit.numFailedTests} failed${which}`);
} else {
  failed += 1;
  steps.push(`vitest did not report (exit ${vitest})`);
}

console.log("\n== Browser tests (Playwright, Chromium) ==");
ensureChromium();
const build = run("npx", ["vite", "build", "--logLevel", "warn"]);
if (build !== 0) {
  failed += 1;
  steps.push("vite build FAILED");
} else {
  // The attendee routes' JavaScript must stay within its budget (docs/benchmarks.md, Attendee
  // JavaScript).
  const weight = run("node", ["scripts/attendee-weight.mjs", "--check"]);
  if (weight === 0) passed += 1;
  else failed += 1;
  steps.push(`attendee weight ${weight === 0 ? "within budget" : "OVER BUDGET"}`);
  const e2eJson = path.join(ARTIFACTS, "results.json");
  fs.rmSync(e2eJson, { force: true });
  const e2e = run("npx", ["playwright", "test"]);
  const browser = readJson(e2eJson);
  if (browser?.stats) {
    const { expected, flaky, unexpected } = browser.stats;
    passed += expected + flaky;
    failed += unexpected;
    const retried = flaky > 0 ? ` (${flaky} only on a second try: ${flakyTitles(browser)})` : "";
    steps.push(`playwright ${expected + flaky} passed${retried}, ${unexpected} failed`);
  } else {
    failed += 1;
    steps.push(`playwright did not report (exit ${e2e})`);
  }
  console.log(`Screenshots: ${path.join(ARTIFACTS, "screenshots")}`);
}

console.log(`\n${steps.join("; ")}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
