/**
 * No circle of imports in the server (docs/architecture.md, Layers): a circle means two layers lean
 * on each other, so neither can be read, tested or moved alone. Reads every module of the given
 * folders (default: sync-server/src and shared/src) with dpdm, type-only imports included, and
 * exits 1 listing each circle it finds. `npm test` runs it as a step of its own.
 *
 *   node scripts/check-cycles.mjs [folder ...]
 */
import path from "node:path";
import { parseCircular, parseDependencyTree, prettyCircular } from "dpdm";

const DEFAULT_FOLDERS = ["sync-server/src", "shared/src"];

const folders = process.argv.slice(2);
const patterns = (folders.length > 0 ? folders : DEFAULT_FOLDERS).map((folder) =>
  path.join(path.resolve(folder), "**/*.{ts,tsx,mjs,js}"),
);
const tree = await parseDependencyTree(patterns, { transform: false, skipDynamicImports: false });
const circles = parseCircular(tree);
const files = Object.keys(tree).length;
if (circles.length === 0) {
  console.log(`No circle of imports among ${files} modules.`);
} else {
  console.error(`${circles.length} circle(s) of imports among ${files} modules:`);
  console.error(prettyCircular(circles));
  process.exitCode = 1;
}
