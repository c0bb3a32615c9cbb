/**
 * Reading the environment (README, Configuration): the warnings the log starts with when a setting
 * works but is probably not what was meant. TRUST_PROXY's parsing is in test/proxy.test.ts.
 */
import { describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "./config.ts";

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
