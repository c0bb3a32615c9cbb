/**
 * `npm start` builds the app only when its sources changed (scripts/build-if-changed.ts): the
 * decision on a small tree laid out like the repository, stamped as a build leaves it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decide, OUTPUT_DIR, sourcesHash, STAMP_FILE, writeStamp } from "./build-if-changed.ts";

let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** What a successful build leaves: the output, and the stamp of the sources it was built from. */
function built() {
  write(`${OUTPUT_DIR}/index.html`, "<!doctype html><title>Lectern</title>");
  write(`${OUTPUT_DIR}/assets/index-abc.js`, "console.log(1)");
  writeStamp(root, sourcesHash(root));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-build-"));
  write("pwa/index.html", "<div id=root></div>");
  write("pwa/src/main.tsx", "export const app = 1;");
  write("shared/src/index.ts", "export const shared = 1;");
  write("vite.config.ts", "export default {};");
  write("package-lock.json", "{}");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the build before npm start", () => {
  it("is skipped when nothing changed since the last build", () => {
    built();
    expect(decide(root)).toEqual({
      build: false,
      reason: `${OUTPUT_DIR} was built from these sources`,
    });
  });

  it("runs when a source, a shared file, the config or the lock file changed, or a file was added", () => {
    for (const change of [
      () => write("pwa/src/main.tsx", "export const app = 2;"),
      () => write("shared/src/index.ts", "export const shared = 2;"),
      () => write("vite.config.ts", "export default { base: '/' };"),
      () => write("package-lock.json", '{"lockfileVersion":3}'),
      () => write("pwa/public/icon.svg", "<svg/>"),
      () => fs.rmSync(path.join(root, "pwa/index.html")),
    ]) {
      built();
      change();
      expect(decide(root)).toEqual({
        build: true,
        reason: "its sources changed since the last build",
      });
    }
  });

  it("runs with no stamp, or when the output is gone or was changed by another build", () => {
    expect(decide(root).build).toBe(true);
    built();
    write(`${OUTPUT_DIR}/assets/index-abc.js`, "console.log(2)");
    expect(decide(root).reason).toBe(`${OUTPUT_DIR} changed since the last build`);
    built();
    fs.rmSync(path.join(root, OUTPUT_DIR), { recursive: true });
    expect(decide(root).reason).toBe(`${OUTPUT_DIR} holds no built app`);
    built();
    fs.rmSync(path.join(root, STAMP_FILE));
    expect(decide(root).reason).toBe("no stamp of an earlier build");
  });

  it("runs when a VITE_ setting changed, and not for files the build does not read", () => {
    write(`${OUTPUT_DIR}/index.html`, "<!doctype html>");
    writeStamp(root, sourcesHash(root, { VITE_MODE: "a" }));
    write("sync-server/src/app.ts", "export {};");
    write("pwa/node_modules/.vite/deps.json", "{}");
    expect(decide(root, { VITE_MODE: "a", PATH: "/elsewhere" }).build).toBe(false);
    expect(decide(root, { VITE_MODE: "b" }).build).toBe(true);
  });
});
