/**
 * Prints the JavaScript the attendee routes load before any interaction, gzip-compressed: the app
 * entry plus everything /session/{id} (and /event/{slug}, /embed/poll/{id}) imports statically, read from the
 * Vite manifest of the last `vite build` (dist/pwa/.vite/manifest.json). Chunks loaded later (the
 * dialogs, the outbox engine) are listed apart. `npm run build` runs it after Vite; with --check it
 * exits 1 when an attendee route is over the budget (100 kB, docs/decisions.md, What was measured).
 *   node scripts/attendee-weight.mjs [distDir] [--budget-kb=100] [--check]
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const distDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? "dist/pwa");
const budgetKb = Number(args.find((a) => a.startsWith("--budget-kb="))?.split("=")[1] ?? 100);
const manifestFile = path.join(distDir, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npx vite build\` first (build.manifest must be on).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipKb = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

/** The chunk keys a module loads before running: itself and its static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

function routeKey(fragment) {
  const key = Object.keys(manifest).find((k) => k.endsWith(fragment));
  if (!key) throw new Error(`${fragment} is not in the build manifest`);
  return key;
}

function report(label, fragment) {
  const keys = staticClosure([entryKey, routeKey(fragment)]);
  const rows = [...keys].map((key) => ({
    file: manifest[key].file,
    kb: gzipKb(manifest[key].file),
  }));
  rows.sort((a, b) => b.kb - a.kb);
  const total = rows.reduce((sum, row) => sum + row.kb, 0);
  console.log(`\n${label}: ${total.toFixed(1)} kB of JavaScript (gzip) before interaction`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(6)} kB  ${row.file}`);
  // Chunks this route may fetch afterwards: its dialogs and engines, not the other screens.
  const later = new Set();
  for (const key of keys) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      const otherScreen = key === entryKey && dynamic.includes("/routes/");
      if (!otherScreen) later.add(dynamic);
    }
  }
  const lazy = [...staticClosure([...later])].filter(
    (key) => !keys.has(key) && manifest[key].file.endsWith(".js"),
  );
  if (lazy.length > 0) {
    const lazyKb = lazy.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
    console.log(
      `  loaded later, on use or when idle: ${lazyKb.toFixed(1)} kB (${lazy.map((k) => manifest[k].file.replace(/^assets\//, "")).join(", ")})`,
    );
  }
  return total;
}

const routes = {
  "/session/{id}": report("/session/{id}", "routes/session/session-page.tsx"),
  "/event/{slug}": report("/event/{slug}", "routes/event/agenda-page.tsx"),
  "/embed/poll/{id}": report("/embed/poll/{id}", "routes/embed-poll/embed-poll-page.tsx"),
};
const over = Object.entries(routes).filter(([, kb]) => kb > budgetKb);
console.log(
  `\nBudget for each attendee route: ${budgetKb} kB. ${over.length === 0 ? "Within budget." : `OVER BUDGET: ${over.map(([route]) => route).join(", ")}.`}`,
);
if (args.includes("--check") && over.length > 0) process.exit(1);
