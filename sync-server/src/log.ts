/**
 * The server's log (docs/decisions.md, Security log): pino, writing one JSON object per line on
 * stderr in production (NODE_ENV=production or LOG_FORMAT=json), for a log collector to index, and
 * one readable line per event otherwise. LOG_LEVEL silent silences it (tests). Security events
 * (securityEvent) are structured lines a collector can count and alert on: who (user id, a short
 * hash of the e-mail, the address), what (event, code, route), never a code, token or e-mail.
 */
import crypto from "node:crypto";
import { pino, type DestinationStream } from "pino";
import type { LogFormat, LogLevel } from "./config.ts";

export interface Logger {
  error(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  info(message: string, extra?: unknown): void;
  debug(message: string, extra?: unknown): void;
}

/** What pino adds to every line, left out of the readable line's fields. */
const FRAME = new Set(["level", "time", "msg"]);
const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** pino's JSON lines turned into "2026-11-27T06:00:00.000Z INFO message {fields}" on stderr. */
function readableStderr(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(entry).filter(([k]) => !FRAME.has(k)));
      const err = fields.err as { stack?: string } | undefined;
      delete fields.err;
      const rest = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : "";
      const stack = err?.stack ? ` ${err.stack}` : "";
      const time = new Date(entry.time as number).toISOString();
      const level = LEVEL_NAMES[entry.level as number] ?? String(entry.level);
      process.stderr.write(`${time} ${level} ${String(entry.msg)}${rest}${stack}\n`);
    },
  };
}

/** The log format when LOG_FORMAT is unset: JSON in production, readable lines elsewhere. */
export function defaultLogFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  return env.NODE_ENV === "production" ? "json" : "pretty";
}

export function createLogger(level: LogLevel, format: LogFormat = defaultLogFormat()): Logger {
  const logger = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.epochTime },
    format === "json" ? pino.destination({ dest: 2, sync: true }) : readableStderr(),
  );
  const emit =
    (at: "error" | "warn" | "info" | "debug") =>
    (message: string, extra?: unknown): void => {
      if (extra === undefined) logger[at](message);
      else if (extra instanceof Error) logger[at]({ err: extra }, message);
      else if (typeof extra === "object" && extra !== null && !Array.isArray(extra))
        logger[at](extra, message);
      else logger[at]({ extra }, message);
    };
  return { error: emit("error"), warn: emit("warn"), info: emit("info"), debug: emit("debug") };
}

/** The security events the log records (docs/decisions.md, Security log). */
export type SecurityEventName =
  | "signin_failed"
  | "otp_locked"
  | "link_failed"
  | "rate_limited"
  | "forbidden"
  | "signout_everywhere"
  | "account_deleted";

export interface SecurityEvent {
  event: SecurityEventName;
  userId?: number;
  /** emailHash() of the address concerned, never the address. */
  emailHash?: string;
  /** The caller's address, as limits count it. */
  ip?: string | null;
  /** The error code answered, if any. */
  code?: string;
  route?: string;
}

/** A short, stable, one-way name for an e-mail address in the log: 16 hex digits of its SHA-256. */
export function emailHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/** Writes one security line: a lockout as a warning, everything else at info. */
export function securityEvent(log: Logger, event: SecurityEvent): void {
  const fields = { security: true, ...event };
  if (event.event === "otp_locked") log.warn(`security ${event.event}`, fields);
  else log.info(`security ${event.event}`, fields);
}
