/**
 * The circle check of `npm test` (scripts/check-cycles.mjs) fails on a circle of imports, a
 * type-only one too, and passes a folder without one: run on planted modules in a temporary folder.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.resolve(import.meta.dirname, "check-cycles.mjs");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder holding `files` (name to source). */
function plant(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-cycles-"));
  folders.push(folder);
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), source);
  }
  return folder;
}

function check(folder: string) {
  const run = spawnSync(process.execPath, [SCRIPT, folder], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("the circle check", () => {
  it("fails on a circle of imports and names its modules", () => {
    const folder = plant({
      "db/store.ts":
        'import { rule } from "../polls/rules.ts";\nexport const store = () => rule;\n',
      "polls/rules.ts":
        'import { store } from "../db/store.ts";\nexport const rule = () => store;\n',
    });
    const { status, output } = check(folder);
    expect(status).toBe(1);
    expect(output).toContain("db/store.ts");
    expect(output).toContain("polls/rules.ts");
  });

  it("fails on a circle made of a type-only import", () => {
    const folder = plant({
      "context.ts":
        'import type { Hub } from "./live/hub.ts";\nexport interface Context { hub: Hub }\n',
      "live/hub.ts":
        'import type { Context } from "../context.ts";\nexport interface Hub { context: Context }\n',
    });
    expect(check(folder).status).toBe(1);
  });

  it("passes modules that import one another one way", () => {
    const folder = plant({
      "db/store.ts": "export const store = () => 1;\n",
      "polls/rules.ts":
        'import { store } from "../db/store.ts";\nexport const rule = () => store;\n',
    });
    const { status, output } = check(folder);
    expect(status).toBe(0);
    expect(output).toContain("No circle");
  });
});
