/**
 * Reading the environment (docs/configuration.md): the warnings the log starts with when a setting
 * works but is probably not what was meant, the refusal, naming the setting, of a value that would
 * not work, and `--help` and the docs listing the same settings. TRUST_PROXY's parsing is in
 * test/proxy.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SETTINGS_TABLES, withSettingsTable } from "../../scripts/docs-config.ts";
import { SETTINGS, configWarnings, loadConfig } from "./config.ts";
import { REPO_ROOT } from "./test/entry-point.ts";

const run = promisify(execFile);

const warningsFor = (env: NodeJS.ProcessEnv) => configWarnings(loadConfig(env));
const CODE_SECRET = "0123456789abcdef0123456789abcdef";

describe("configWarnings", () => {
  it("says a PostgreSQL instance without Redis must run alone", () => {
    expect(warningsFor({ DATABASE_URL: "postgres://db/lectern", CODE_SECRET })).toEqual([
      expect.stringContaining("must run alone"),
    ]);
    expect(
      warningsFor({
        DATABASE_URL: "postgres://db/lectern",
        REDIS_URL: "redis://cache:6379",
        CODE_SECRET,
      }),
    ).toEqual([]);
  });

  it("has nothing to say about PostgreSQL without CODE_SECRET: the secret is in the database", () => {
    expect(
      warningsFor({ DATABASE_URL: "postgres://db/lectern", REDIS_URL: "redis://cache:6379" }),
    ).toEqual([]);
    expect(() => loadConfig({ CODE_SECRET: "too-short" })).toThrow(/CODE_SECRET/);
  });

  it("says uploads kept on one of several instances are missing on the others", () => {
    const several = {
      DATABASE_URL: "postgres://db/lectern",
      REDIS_URL: "redis://cache:6379",
    };
    expect(warningsFor({ ...several, FILE_STORAGE: "local" })).toEqual([
      expect.stringContaining("another instance answers 404"),
    ]);
    expect(warningsFor(several)).toEqual([]);
  });

  it("says https without a trusted proxy puts every client behind one address", () => {
    expect(warningsFor({ PUBLIC_URL: "https://lectern.example" })).toEqual([
      expect.stringContaining("TRUST_PROXY is unset"),
    ]);
    expect(warningsFor({ PUBLIC_URL: "https://lectern.example", TRUST_PROXY: "loopback" })).toEqual(
      [],
    );
  });

  it("has nothing to say about the defaults", () => {
    expect(warningsFor({})).toEqual([]);
  });
});

describe("FILE_STORAGE", () => {
  it("is database with DATABASE_URL and local without, unless set, and nothing else", () => {
    expect(loadConfig({}).fileStorage).toBe("local");
    expect(loadConfig({ DATABASE_URL: "postgres://db/lectern" }).fileStorage).toBe("database");
    expect(
      loadConfig({ DATABASE_URL: "postgres://db/lectern", FILE_STORAGE: "local" }).fileStorage,
    ).toBe("local");
    expect(loadConfig({ FILE_STORAGE: "database" }).fileStorage).toBe("database");
    expect(() => loadConfig({ FILE_STORAGE: "s3" })).toThrow(/FILE_STORAGE/);
  });
});

describe("MAX_POLLS_PER_SESSION", () => {
  it("is 3 unless set, takes a whole number of at least 1, and refuses anything else", () => {
    expect(loadConfig({}).maxPollsPerSession).toBe(3);
    expect(loadConfig({ MAX_POLLS_PER_SESSION: "5" }).maxPollsPerSession).toBe(5);
    expect(() => loadConfig({ MAX_POLLS_PER_SESSION: "0" })).toThrow(/MAX_POLLS_PER_SESSION/);
    expect(() => loadConfig({ MAX_POLLS_PER_SESSION: "many" })).toThrow(/MAX_POLLS_PER_SESSION/);
  });
});

describe("DRAIN_TIMEOUT_SECONDS", () => {
  it("is in whole seconds of at least 1; unset leaves the app's default", () => {
    expect(loadConfig({}).drainTimeoutMs).toBeUndefined();
    expect(loadConfig({ DRAIN_TIMEOUT_SECONDS: "30" }).drainTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ DRAIN_TIMEOUT_SECONDS: "0" })).toThrow(/DRAIN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ DRAIN_TIMEOUT_SECONDS: "2.5" })).toThrow(/DRAIN_TIMEOUT_SECONDS/);
  });
});

/**
 * A wrong value of each setting, and a part of what its refusal must say besides the setting's
 * name. Every setting `--help` lists is here or in FREE_FORM, so a new one is checked too.
 */
const WRONG: Record<string, [value: string, says: RegExp]> = {
  PORT: ["70000", /port number from 0 to 65535/],
  DATABASE_URL: ["mysql://db/lectern", /postgres or postgresql URL.*got a mysql URL/],
  FILE_STORAGE: ["s3", /local or database/],
  PUBLIC_URL: ["https://lectern.example/talks", /origin.*no path/],
  TRUST_PROXY: ["not an address", /number of hops or proxy addresses/],
  SMTP_URL: ["mail.example:587", /smtp or smtps URL/],
  MAIL_FROM: ["Lectern", /e-mail address/],
  LINKEDIN_LOOKUP_URL: ["ftp://hooks.example/linkedin", /http or https URL/],
  MAIL_TO_LOG: ["yes", /1 \(or true\)/],
  LOG_LEVEL: ["loud", /silent, error, warn, info, debug/],
  LOG_FORMAT: ["xml", /json or pretty/],
  AUTH_VERIFY_LIMIT: ["0", /whole number of at least 1/],
  AUTH_CODE_REQUEST_LIMIT: ["lots", /whole number of at least 1/],
  AUTH_LOOKUP_LIMIT: ["1.5", /whole number of at least 1/],
  PWA_DIST_DIR: ["/nonexistent/lectern-dist", /built app.*index\.html/],
  REDIS_URL: ["cache:6379", /redis or rediss URL/],
  CODE_SECRET: ["too-short", /at least 32 characters/],
  IDEMPOTENCY_KEY_DAYS: ["7", /at least 30/],
  IP_RETENTION_DAYS: ["-1", /whole number of at least 1/],
  STORAGE_QUOTA_MB: ["big", /whole number of at least 1/],
  MAX_POLLS_PER_SESSION: ["0", /whole number of at least 1/],
  HOUSEKEEPING_INTERVAL_MINUTES: ["20000", /from 1 to 10080/],
  REPORT_INTERVAL_SECONDS: ["0", /from 1 to 86400/],
  WEBHOOK_POLL_SECONDS: ["0", /whole number of at least 1/],
  WEBHOOKS_ALLOW_PRIVATE: ["yes", /1 \(or true\)/],
  NETWORK_VISITOR_IDS_PER_HOUR: ["0", /whole number of at least 1/],
  NETWORK_VOTES_PER_POLL_PER_MINUTE: ["none", /whole number of at least 1/],
  NETWORK_QUESTIONS_PER_MINUTE: ["2.5", /whole number of at least 1/],
  NETWORK_UPVOTES_PER_MINUTE: ["-3", /whole number of at least 1/],
  NETWORK_FEEDBACK_PER_MINUTE: ["0", /whole number of at least 1/],
  NETWORK_REACTIONS_PER_MINUTE: ["0", /whole number of at least 1/],
  NETWORK_NICKNAMES_PER_MINUTE: ["1.5", /whole number of at least 1/],
  NETWORK_SOCKETS: ["many", /whole number of at least 1/],
  DRAIN_TIMEOUT_SECONDS: ["0", /whole number of at least 1/],
  METRICS_TOKEN: ["secret token with spaces", /at least 16 visible ASCII characters/],
};
/** Settings any text suits: a directory (empty is the default) and a key prefix. */
const FREE_FORM = ["DATA_DIR", "REDIS_KEY_PREFIX"];

describe("every setting is checked", () => {
  it("refuses a wrong value of each, naming the setting and what it accepts", () => {
    for (const [name, [value, says]] of Object.entries(WRONG)) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name}.*`));
      expect(() => loadConfig({ [name]: value }), name).toThrow(says);
    }
  });

  it("knows a wrong value of every setting --help lists, or that any text suits it", () => {
    const listed = SETTINGS.map((setting) => setting.name).sort();
    expect(listed.length).toBeGreaterThan(25);
    expect(listed).toEqual([...new Set([...Object.keys(WRONG), ...FREE_FORM])].sort());
  });

  it("takes the values docs/configuration.md shows", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgresql://lectern:secret@db:5432/lectern",
      PUBLIC_URL: "https://lectern.example.org/",
      TRUST_PROXY: "loopback",
      SMTP_URL: "smtps://mailer:secret@mail.example:465",
      MAIL_FROM: "Talks <talks@example.org>",
      LINKEDIN_LOOKUP_URL: "https://hooks.example.org/linkedin",
      MAIL_TO_LOG: "0",
      REDIS_URL: "rediss://cache.example:6380",
      PWA_DIST_DIR: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "https://lectern.example.org",
      mailFrom: "Talks <talks@example.org>",
      mailToLog: false,
      pwaDistDir: null,
    });
    expect(loadConfig({ MAIL_TO_LOG: "true", PORT: "" })).toMatchObject({
      mailToLog: true,
      port: 3000,
    });
  });

  it("stops the real entry point with the setting's name, and no stack trace", async () => {
    // Only this setting: none of the test run's own can stop the start first.
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATABASE_URL: "mysql://db/lectern" };
    const failed = await run(process.execPath, ["--import", "tsx", "sync-server/src/main.ts"], {
      cwd: REPO_ROOT,
      env,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      "Lectern did not start: DATABASE_URL must be a postgres or postgresql URL, like postgres://user:pass@host:5432/lectern; got a mysql URL",
    );
  });
});

describe("--help and the docs", () => {
  /** The setting names a text lists: the first word of `--help`'s lines, a table's first column. */
  const namesIn = (text: string, line: RegExp) =>
    [...text.matchAll(line)].map((match) => match[1]!).sort();

  it("docs/configuration.md lists exactly the settings --help prints", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "sync-server/src/main.ts", "--help"],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH } },
    );
    const docs = fs.readFileSync(path.join(REPO_ROOT, "docs/configuration.md"), "utf8");
    const printed = namesIn(stdout, /^ {2}([A-Z][A-Z0-9_]+)/gm);
    expect(printed.length).toBe(SETTINGS.length);
    expect(namesIn(docs, /^\| `([A-Z][A-Z0-9_]+)`/gm)).toEqual(printed);
  });

  it("the settings tables are as npm run docs:config writes them", async () => {
    for (const file of Object.keys(SETTINGS_TABLES)) {
      const written = fs.readFileSync(path.join(REPO_ROOT, file), "utf8");
      expect(written, `${file} is stale: run npm run docs:config`).toBe(
        await withSettingsTable(file),
      );
    }
  });
});
