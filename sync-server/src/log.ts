/** A tiny levelled logger: one line per event on stderr, so tests can silence it by config. */
import type { LogLevel } from "./config.ts";

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  debug(message: string, extra?: unknown): void;
}

export function createLogger(level: LogLevel): Logger {
  const emit = (at: Exclude<LogLevel, "silent">) => (message: string, extra?: unknown) => {
    if (RANK[at] > RANK[level]) return;
    const tail =
      extra === undefined
        ? ""
        : ` ${extra instanceof Error ? (extra.stack ?? extra.message) : JSON.stringify(extra)}`;
    process.stderr.write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${tail}\n`);
  };
  return { error: emit("error"), warn: emit("warn"), info: emit("info"), debug: emit("debug") };
}
