/**
 * The server's layers (docs/architecture.md, Layers) are kept by `npm run lint`: an import that
 * breaks one is an error of import-x/no-restricted-paths, and an import a layer may make passes.
 * Lints planted source with the project's own rule (eslint.config.js, `layers`).
 */
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import config, { layers } from "../eslint.config.js";

const ROOT = path.resolve(import.meta.dirname, "..");

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, layers],
});

/** The layer errors of `code` written as the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the layers' lint rule", () => {
  it("is part of npm run lint", () => {
    expect(config).toContain(layers);
  });

  it("refuses db/ importing a feature folder, and lets it import shared/ and db/", async () => {
    const broken = await layerErrors(
      "sync-server/src/db/planted.ts",
      'import { findPoll } from "../polls/repo.ts";\nexport const planted = findPoll;\n',
    );
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*db\//)]);
    const legal = await layerErrors(
      "sync-server/src/db/planted.ts",
      'import { MESSAGES } from "@lectern/shared";\nimport { nowIso } from "./database.ts";\nexport const planted = [MESSAGES, nowIso];\n',
    );
    expect(legal).toEqual([]);
  });

  it("refuses a test in db/ importing a feature folder", async () => {
    const broken = await layerErrors(
      "sync-server/src/db/sqlite/planted.test.ts",
      'import { listPolls } from "../../polls/repo.ts";\nexport const planted = listPolls;\n',
    );
    expect(broken).toHaveLength(1);
  });

  it("refuses shared/ importing the server", async () => {
    const broken = await layerErrors(
      "shared/src/planted.ts",
      'import { findPoll } from "../../sync-server/src/polls/repo.ts";\nexport const planted = findPoll;\n',
    );
    expect(broken).toHaveLength(1);
  });

  it("refuses a feature importing another's routes or live/, and lets it use another's repo", async () => {
    const routes = await layerErrors(
      "sync-server/src/users/planted.ts",
      'import { sessionRoutes } from "../sessions/routes.ts";\nexport const planted = sessionRoutes;\n',
    );
    const live = await layerErrors(
      "sync-server/src/users/planted.ts",
      'import { createLiveHub } from "../live/hub.ts";\nexport const planted = createLiveHub;\n',
    );
    const repo = await layerErrors(
      "sync-server/src/users/planted.ts",
      'import { sessionsOfUser } from "../sessions/repo.ts";\nexport const planted = sessionsOfUser;\n',
    );
    expect([routes.length, live.length, repo.length]).toEqual([1, 1, 0]);
  });

  it("refuses live/ reading a feature folder itself", async () => {
    const broken = await layerErrors(
      "sync-server/src/live/planted.ts",
      'import { findSession } from "../sessions/access.ts";\nexport const planted = findSession;\n',
    );
    expect(broken).toHaveLength(1);
  });
});
