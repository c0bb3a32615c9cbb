/**
 * `npm run docs:config`: writes the settings tables of docs/configuration.md (every setting) and
 * of the README (the few most hosts set) from SETTINGS in sync-server/src/config.ts, the list that
 * `--help` prints, so the three never disagree. config.test.ts fails while a file is stale.
 *   node --import tsx scripts/docs-config.ts
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { SETTINGS, type Setting } from "../sync-server/src/config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const START = "<!-- settings:start (written by npm run docs:config from SETTINGS in config.ts) -->";
const END = "<!-- settings:end -->";

/** A table cell: text whose angle brackets and bars markdown would otherwise read. */
function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.join(" | ")} |`)
    .join("\n");
}

/** Each file with a settings table, relative to the repository's root, and the table it holds. */
export const SETTINGS_TABLES: Record<string, () => string> = {
  "docs/configuration.md": () =>
    table(
      ["setting", "what it does", "accepts", "default"],
      SETTINGS.map((setting: Setting) => [
        `\`${setting.name}\``,
        cell(setting.description),
        cell(setting.accepts),
        cell(setting.default),
      ]),
    ),
  "README.md": () =>
    table(
      ["setting", "what it does", "default"],
      SETTINGS.filter((setting) => setting.common).map((setting) => [
        `\`${setting.name}\``,
        cell(setting.description),
        cell(setting.default),
      ]),
    ),
};

/** The file's text with the table between its markers made afresh and formatted as Prettier would. */
export async function withSettingsTable(file: string): Promise<string> {
  const absolute = path.join(ROOT, file);
  const text = fs.readFileSync(absolute, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${file} has no settings markers (${START} ${END})`);
  const fresh = `${text.slice(0, start + START.length)}\n\n${SETTINGS_TABLES[file]!()}\n\n${text.slice(end)}`;
  const options = await prettier.resolveConfig(absolute);
  return prettier.format(fresh, { ...options, filepath: absolute });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of Object.keys(SETTINGS_TABLES)) {
    const fresh = await withSettingsTable(file);
    const changed = fresh !== fs.readFileSync(path.join(ROOT, file), "utf8");
    if (changed) fs.writeFileSync(path.join(ROOT, file), fresh);
    process.stdout.write(`${file}: ${changed ? "settings table written" : "up to date"}\n`);
  }
}
