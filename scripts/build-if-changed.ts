/**
 * Builds the app (`vite build`, then scripts/attendee-weight.mjs) for `npm start` only when its
 * sources changed since the last build: a build takes about a minute, so a restart of a running
 * server took a minute too. After a build it writes a stamp beside the output (dist/), the hash of
 * the sources it was built from and of what it made; `npm start` (prestart) skips the build when
 * both still match, and says in one line what it did. `npm run build` passes --always and builds.
 *   node --import tsx scripts/build-if-changed.ts [--always]
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What the build reads, from the repository's root: the app (pwa/: index.html, public/, src/, its
 * .env files), the shared code it imports, the build's configuration and scripts, and the lock
 * file that stands for node_modules. node_modules folders inside them are left out.
 */
export const BUILD_INPUTS = [
  "pwa",
  "shared",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/attendee-weight.mjs",
  "scripts/build-if-changed.ts",
];
export const OUTPUT_DIR = "dist/pwa";
/** Outside OUTPUT_DIR, which the build empties and the server serves. */
export const STAMP_FILE = "dist/pwa-build-stamp.json";

export interface Stamp {
  /** Hash of BUILD_INPUTS (and VITE_ settings) when the build started. */
  sources: string;
  /** Hash of OUTPUT_DIR after it: a build cut short, or another build since, no longer matches. */
  output: string;
}

export type Decision = { build: false; reason: string } | { build: true; reason: string };

/** Hash of the files under `entries` (paths and contents, in sorted order); a missing one counts. */
export function treeHash(root: string, entries: readonly string[]): string {
  const hash = crypto.createHash("sha256");
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.lstatSync(full, { throwIfNoEntry: false });
    if (!stat) {
      hash.update(`missing ${relative}\0`);
    } else if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort())
        if (name !== "node_modules") visit(path.posix.join(relative, name));
    } else if (stat.isSymbolicLink()) {
      hash.update(`link ${relative}\0${fs.readlinkSync(full)}\0`);
    } else {
      const content = fs.readFileSync(full);
      hash.update(`file ${relative}\0${content.length}\0`).update(content);
    }
  };
  for (const entry of entries) visit(entry);
  return hash.digest("hex");
}

/** The sources' hash: BUILD_INPUTS and the VITE_ settings of the environment, which Vite reads. */
export function sourcesHash(root: string, env: NodeJS.ProcessEnv = {}): string {
  const vite = Object.entries(env)
    .filter(([name]) => name.startsWith("VITE_"))
    .sort(([a], [b]) => a.localeCompare(b));
  return crypto
    .createHash("sha256")
    .update(treeHash(root, BUILD_INPUTS))
    .update(JSON.stringify(vite))
    .digest("hex");
}

/** Whether `root`'s app must be built: not when the stamp matches its sources and its output. */
export function decide(root: string, env: NodeJS.ProcessEnv = {}): Decision {
  let stamp: Partial<Stamp>;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), "utf8")) as Partial<Stamp>;
  } catch {
    return { build: true, reason: "no stamp of an earlier build" };
  }
  if (!fs.existsSync(path.join(root, OUTPUT_DIR, "index.html")))
    return { build: true, reason: `${OUTPUT_DIR} holds no built app` };
  if (stamp.sources !== sourcesHash(root, env))
    return { build: true, reason: "its sources changed since the last build" };
  if (stamp.output !== treeHash(root, [OUTPUT_DIR]))
    return { build: true, reason: `${OUTPUT_DIR} changed since the last build` };
  return { build: false, reason: `${OUTPUT_DIR} was built from these sources` };
}

/** Records that OUTPUT_DIR, as it is now, was built from sources of hash `sources`. */
export function writeStamp(root: string, sources: string): void {
  const stamp: Stamp = { sources, output: treeHash(root, [OUTPUT_DIR]) };
  fs.writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** Builds `root`'s app, stamping it when the build succeeds; returns the exit status. */
function build(root: string, env: NodeJS.ProcessEnv): number {
  // Hashed before the build: a source changed while it runs makes the next start build again.
  const sources = sourcesHash(root, env);
  fs.rmSync(path.join(root, STAMP_FILE), { force: true });
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: root, stdio: "inherit", env }).status ?? 1;
  const status =
    run("npx", ["vite", "build"]) || run(process.execPath, ["scripts/attendee-weight.mjs"]);
  if (status === 0) writeStamp(root, sources);
  return status;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const decision: Decision = process.argv.includes("--always")
    ? { build: true, reason: "npm run build always builds" }
    : decide(root, process.env);
  if (!decision.build) {
    console.log(`Build skipped: ${decision.reason} (npm run build rebuilds).`);
  } else {
    console.log(`Building the app: ${decision.reason}.`);
    const status = build(root, process.env);
    if (status !== 0) process.exit(status);
    console.log(`Built ${OUTPUT_DIR} and stamped it (${STAMP_FILE}).`);
  }
}
