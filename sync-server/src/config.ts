/**
 * Lectern's configuration, read once from the environment (docs/decisions.md, Server). Everything
 * else receives a Config object, so tests can start isolated servers side by side.
 */
import path from "node:path";
import express from "express";
import {
  IDEMPOTENCY_KEY_DAYS,
  IP_RETENTION_DAYS,
  OUTBOX_MAX_AGE_DAYS,
  STORAGE_QUOTA_MB,
} from "@lectern/shared";

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
/** true, a hop count, or proxy addresses and subnets ("loopback", "10.0.0.0/8, 192.0.2.7"). */
export type TrustProxy = boolean | number | string;
/** Where uploads are kept (docs/decisions.md, Files). */
export type FileStorageKind = "local" | "database";

export interface Config {
  port: number;
  /** Holds lectern.db and uploads/. */
  dataDir: string;
  /**
   * PostgreSQL connection URL (docs/decisions.md, Databases); null: SQLite in dataDir, the
   * embedded default.
   */
  databaseUrl: string | null;
  /**
   * "local": uploads under dataDir/uploads, the default on SQLite; "database": in the database in
   * chunks, so every instance serves every file, the default with databaseUrl.
   */
  fileStorage: FileStorageKind;
  /** Origin used in QR codes, links and the cookie's Secure flag. No trailing slash. */
  publicUrl: string;
  /**
   * Express's "trust proxy" setting: which proxies in front may say who the client is
   * (X-Forwarded-For: req.ip, the per-address sign-in limit) and whether it came over https
   * (X-Forwarded-Proto: req.protocol). false: the connecting address is the client.
   */
  trustProxy: TrustProxy;
  /** nodemailer connection URL; without it, mail is logged (code included). */
  smtpUrl: string | null;
  mailFrom: string;
  /** The profile-lookup webhook; without it the lookup answers 503. */
  linkedinLookupUrl: string | null;
  logLevel: LogLevel;
  /** Built PWA to serve; null serves the API alone. */
  pwaDistDir: string | null;
  /** How often /ws pings every socket; one that has not answered the previous ping is dropped. */
  livePingMs: number;
  /**
   * Redis shared by every instance (docs/decisions.md, Several instances): rate limits and "this
   * changed" notices for the live channel. Null: one instance, limits in memory.
   */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so instances (and test runs) can share one Redis. */
  redisKeyPrefix: string;
  /**
   * The secret sign-in codes are hashed under, the same on every instance so a code mailed by one
   * is accepted by another (docs/decisions.md, Sign-in). Null: a random one kept in DATA_DIR.
   */
  codeSecret: string | null;
  /**
   * Days each Idempotency-Key is kept, then removed by housekeeping (docs/decisions.md,
   * Exactly-once actions); always more than the outbox's OUTBOX_MAX_AGE_DAYS. Unset:
   * IDEMPOTENCY_KEY_DAYS.
   */
  idempotencyKeyDays?: number;
  /**
   * Days an attendee's network (the /24 or /48 kept on leads and downloads) is kept, then cleared
   * by housekeeping (docs/decisions.md, Attendee data). Unset: IP_RETENTION_DAYS.
   */
  ipRetentionDays?: number;
  /** Megabytes of uploads each account may keep (docs/product.md, Limits). Unset: STORAGE_QUOTA_MB. */
  storageQuotaMb?: number;
  /** How often housekeeping runs (housekeeping/job.ts). Unset: HOUSEKEEPING_INTERVAL_MS. */
  housekeepingIntervalMs?: number;
  /**
   * Whether passes run on their own timer (unset: yes). The API tests' servers turn it off, so a
   * pass never changes rows beneath a test that compares them; they call runNow() instead.
   */
  housekeepingTimer?: boolean;
}

export const LIVE_PING_MS = 30_000;
export const DEFAULT_REDIS_KEY_PREFIX = "lectern:";
/** Housekeeping runs hourly unless HOUSEKEEPING_INTERVAL_MINUTES says otherwise. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

const LOG_LEVELS: readonly LogLevel[] = ["silent", "error", "warn", "info", "debug"];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const logLevel = (env.LOG_LEVEL ?? "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  new URL(publicUrl);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? "data"),
    databaseUrl,
    fileStorage: parseFileStorage(env.FILE_STORAGE, databaseUrl),
    publicUrl,
    trustProxy,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Lectern <no-reply@lectern.local>",
    linkedinLookupUrl: env.LINKEDIN_LOOKUP_URL || null,
    logLevel,
    pwaDistDir: env.PWA_DIST_DIR === "" ? null : path.resolve(cwd, env.PWA_DIST_DIR ?? "dist/pwa"),
    livePingMs: LIVE_PING_MS,
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? DEFAULT_REDIS_KEY_PREFIX,
    codeSecret: parseCodeSecret(env.CODE_SECRET),
    idempotencyKeyDays: parseIdempotencyKeyDays(env.IDEMPOTENCY_KEY_DAYS),
    housekeepingIntervalMs: parseHousekeepingInterval(env.HOUSEKEEPING_INTERVAL_MINUTES),
    ipRetentionDays: parsePositiveWhole(
      "IP_RETENTION_DAYS",
      env.IP_RETENTION_DAYS,
      IP_RETENTION_DAYS,
    ),
    storageQuotaMb: parsePositiveWhole("STORAGE_QUOTA_MB", env.STORAGE_QUOTA_MB, STORAGE_QUOTA_MB),
  };
}

/** A whole number of at least 1 (days, megabytes); unset or empty: the default. */
function parsePositiveWhole(name: string, text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/**
 * Whole days, more than the outbox's OUTBOX_MAX_AGE_DAYS: a key removed while the outbox may still
 * send its action would let a replay count twice.
 */
function parseIdempotencyKeyDays(text: string | undefined): number {
  if (!text) return IDEMPOTENCY_KEY_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days <= OUTBOX_MAX_AGE_DAYS)
    throw new Error(
      `IDEMPOTENCY_KEY_DAYS must be a whole number of days above ${OUTBOX_MAX_AGE_DAYS} (the outbox sends an action for up to ${OUTBOX_MAX_AGE_DAYS} days), got "${text}"`,
    );
  return days;
}

function parseHousekeepingInterval(text: string | undefined): number {
  if (!text) return HOUSEKEEPING_INTERVAL_MS;
  const minutes = Number(text);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60)
    throw new Error(
      `HOUSEKEEPING_INTERVAL_MINUTES must be a whole number of minutes from 1 to 10080, got "${text}"`,
    );
  return minutes * 60 * 1000;
}

function parseFileStorage(value: string | undefined, databaseUrl: string | null): FileStorageKind {
  if (!value) return databaseUrl ? "database" : "local";
  if (value !== "local" && value !== "database")
    throw new Error(`FILE_STORAGE must be local or database, got "${value}"`);
  return value;
}

/** The shortest CODE_SECRET taken: 32 characters, as `openssl rand -hex 16` makes. */
export const MIN_CODE_SECRET_LENGTH = 32;

function parseCodeSecret(text: string | undefined): string | null {
  if (!text) return null;
  if (text.length < MIN_CODE_SECRET_LENGTH)
    throw new Error(
      `CODE_SECRET must be at least ${MIN_CODE_SECRET_LENGTH} characters (openssl rand -hex 32 makes one)`,
    );
  return text;
}

/**
 * TRUST_PROXY as Express takes it (https://expressjs.com/en/guide/behind-proxies.html): "true",
 * "false", a number of hops, or a comma-separated list of addresses, subnets and the names
 * loopback, linklocal and uniquelocal. Unset or empty: false.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  try {
    express().set("trust proxy", text);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be true, a number of hops, or proxy addresses/subnets, got "${text}" (${String(error)})`,
    );
  }
  return text;
}

/**
 * What the log says at start about settings that work but are probably not what was meant
 * (README, Deploy): PostgreSQL without Redis, https without a trusted proxy.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && !config.redisUrl)
    warnings.push(
      "DATABASE_URL is set without REDIS_URL: rate limits and live updates stay in this process, so this instance must run alone.",
    );
  if (config.databaseUrl && !config.codeSecret)
    warnings.push(
      "DATABASE_URL is set without CODE_SECRET: sign-in codes are hashed under a secret in this instance's DATA_DIR, so another instance refuses a code this one mailed unless they share DATA_DIR.",
    );
  if (config.publicUrl.startsWith("https://") && config.trustProxy === false)
    warnings.push(
      "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy every client shares the proxy's address, and its sign-in limit.",
    );
  return warnings;
}

export const CONFIG_HELP = `Lectern server

Usage: npm start            (builds the PWA, then serves app, API and ws on one port)
       node --import tsx sync-server/src/main.ts [--help]

Environment:
  PORT                 port to listen on (default 3000)
  DATA_DIR             database file and uploads (default ./data)
  DATABASE_URL         PostgreSQL instead of SQLite, e.g. postgres://user:pass@host:5432/lectern;
                       unset: SQLite in DATA_DIR
  FILE_STORAGE         where uploads are kept: local (DATA_DIR/uploads) or database (in chunks,
                       served by every instance); default database with DATABASE_URL, else local
  PUBLIC_URL           origin used in QR codes and links (default http://localhost:$PORT)
  TRUST_PROXY          proxies whose X-Forwarded-For/-Proto give the client's address and https:
                       true, a hop count, or addresses/subnets (loopback, 10.0.0.0/8, ...);
                       default: none, the connecting address is the client
  SMTP_URL             nodemailer connection URL, e.g. smtp://user:pass@host:587;
                       unset: sign-in codes are printed to the log
  MAIL_FROM            sender of sign-in mail (default "Lectern <no-reply@lectern.local>")
  LINKEDIN_LOOKUP_URL  profile-lookup webhook; unset: the lookup answers 503
  LOG_LEVEL            silent | error | warn | info | debug (default info)
  PWA_DIST_DIR         built PWA to serve (default ./dist/pwa; empty: API only)
  REDIS_URL            Redis shared by several instances, e.g. redis://127.0.0.1:6379: rate
                       limits and live updates across instances; unset: one instance alone
  REDIS_KEY_PREFIX     prefix of Lectern's Redis keys and channels (default "lectern:")
  CODE_SECRET          secret that sign-in codes are hashed under, the same on every instance
                       (at least 32 characters: openssl rand -hex 32); unset: a random one kept
                       in DATA_DIR/code-secret
  IDEMPOTENCY_KEY_DAYS days each attendee action's Idempotency-Key is kept, then removed; more
                       than ${OUTBOX_MAX_AGE_DAYS}, the days an offline action is still sent (default ${IDEMPOTENCY_KEY_DAYS})
  IP_RETENTION_DAYS    days the network (/24 or /48) a lead or download came from is kept, then
                       cleared (default ${IP_RETENTION_DAYS})
  STORAGE_QUOTA_MB     megabytes of uploads each account may keep (default ${STORAGE_QUOTA_MB})
  HOUSEKEEPING_INTERVAL_MINUTES
                       how often expired sign-in codes, sessions, keys and files no row points to
                       are removed (default 60; the first run is a minute after start)
`;
