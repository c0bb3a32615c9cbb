/**
 * Lectern's configuration, read once from the environment (docs/decisions.md, Server). Everything
 * else receives a Config object, so tests can start isolated servers side by side.
 */
import fs from "node:fs";
import path from "node:path";
import express from "express";
import {
  IDEMPOTENCY_KEY_DAYS,
  IP_RETENTION_DAYS,
  MAX_POLLS_PER_SESSION,
  OUTBOX_UNANSWERED_MAX_AGE_DAYS,
  STORAGE_QUOTA_MB,
} from "@lectern/shared";

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
/** "json": one JSON object per line (production); "pretty": readable lines (development). */
export type LogFormat = "json" | "pretty";
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
  /** Unset: json when NODE_ENV is production, else pretty (log.ts). */
  logFormat?: LogFormat;
  /**
   * MAIL_TO_LOG=1: with no SMTP_URL, mail (codes and links included) goes to the log even though
   * PUBLIC_URL is https, which otherwise stops the start (docs/decisions.md, Sign-in).
   */
  mailToLog?: boolean;
  /**
   * Invitations one owner may send an hour (docs/product.md, Team), so Lectern cannot be used to
   * flood inboxes; unset: INVITATIONS_PER_HOUR (members/invite.ts). Tests that build many teams
   * raise it.
   */
  invitationsPerHour?: number;
  /**
   * The clock of what depends on the time of day (which talk a room's QR opens, the agenda's
   * "Now": docs/product.md, Events), in epoch milliseconds; unset: Date.now. Tests move it.
   */
  clock?: () => number;
  /** The sign-in limits per address (AUTH_* settings); unset: DEFAULT_AUTH_LIMITS. */
  authLimits?: AuthLimits;
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
   * is accepted by another (docs/decisions.md, Sign-in). Null: a random one made once and kept in
   * the database with databaseUrl, else in DATA_DIR (auth/shared-secret.ts).
   */
  codeSecret: string | null;
  /**
   * Days each Idempotency-Key is kept, then removed by housekeeping (docs/decisions.md,
   * Exactly-once actions); never less than IDEMPOTENCY_KEY_DAYS, which outlives every replay the
   * outbox may send (OUTBOX_UNANSWERED_MAX_AGE_DAYS). Unset: IDEMPOTENCY_KEY_DAYS.
   */
  idempotencyKeyDays?: number;
  /**
   * Days an attendee's network (the /24 or /48 kept on leads and downloads) is kept, then cleared
   * by housekeeping (docs/decisions.md, Attendee data). Unset: IP_RETENTION_DAYS.
   */
  ipRetentionDays?: number;
  /** Megabytes of uploads each account may keep (docs/product.md, Limits). Unset: STORAGE_QUOTA_MB. */
  storageQuotaMb?: number;
  /**
   * Polls one session may have (MAX_POLLS_PER_SESSION; docs/product.md, Limits). Unset: the
   * shared default MAX_POLLS_PER_SESSION, 3.
   */
  maxPollsPerSession?: number;
  /** How often housekeeping runs (housekeeping/job.ts). Unset: HOUSEKEEPING_INTERVAL_MS. */
  housekeepingIntervalMs?: number;
  /**
   * Whether passes run on their own timer (unset: yes). The API tests' servers turn it off, so a
   * pass never changes rows beneath a test that compares them; they call runNow() instead.
   */
  housekeepingTimer?: boolean;
  /**
   * Per-network ceilings on attendee identity and actions (docs/product.md, Limits), keyed by the
   * caller's /24 or /48 (http/client-network.ts). Unset fields: NETWORK_LIMIT_DEFAULTS.
   */
  networkLimits?: Partial<NetworkLimits>;
  /**
   * How long a stopping instance lets requests in flight finish before it cuts their connections
   * (docs/deploy.md, Stopping): longer for slow uploads behind a load balancer that waits. Unset:
   * DRAIN_TIMEOUT_MS of app.ts.
   */
  drainTimeoutMs?: number;
  /**
   * How often each session's live audience is noted for its insights (docs/product.md, Insights);
   * unset: AUDIENCE_SAMPLE_MS of insights/audience-sampler.ts. Tests sample faster.
   */
  audienceSampleMs?: number;
  /**
   * How often each instance looks for talks whose report is due (report/job.ts; docs/product.md,
   * Insights, Report). Unset: REPORT_INTERVAL_MS.
   */
  reportIntervalMs?: number;
  /**
   * Whether the report job runs on its own timer (unset: yes). The API tests' servers turn it off
   * and call runNow() with the clock where they want it, as with housekeepingTimer.
   */
  reportTimer?: boolean;
  /**
   * How often each instance looks for webhook deliveries that are due (webhooks/job.ts;
   * docs/product.md, Webhooks). Unset: WEBHOOK_POLL_MS.
   */
  webhookPollMs?: number;
  /**
   * Whether the webhook job runs on its own timer (unset: yes). The API tests' servers turn it off
   * and call runNow() with the clock where they want it, as with reportTimer.
   */
  webhookTimer?: boolean;
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1: webhooks may be http and go to private addresses, for a receiver the
   * host runs on its own network. Unset: https to public addresses only (http/public-fetch.ts).
   */
  webhooksAllowPrivate?: boolean;
  /**
   * The resolver of webhook hosts, when saved and at each delivery (webhooks/deliver.ts); unset:
   * the system's. The webhook tests give one whose answer they change between the two.
   */
  webhookResolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /**
   * The bearer token GET /metrics asks for (docs/operations.md). Unset: /metrics is not served and
   * nothing is measured.
   */
  metricsToken?: string;
}

/**
 * What one network (a venue's NAT, a /24, an IPv6 /48) may do, sized for a hall of 3,000 attendees
 * behind one address (docs/decisions.md, Visitor identity).
 */
export interface NetworkLimits {
  /** Visitor ids handed out per hour (NETWORK_VISITOR_IDS_PER_HOUR). */
  visitorIdsPerHour: number;
  /** Votes on one poll per minute (NETWORK_VOTES_PER_POLL_PER_MINUTE). */
  votesPerPollPerMinute: number;
  /** Questions asked per minute, all sessions together (NETWORK_QUESTIONS_PER_MINUTE). */
  questionsPerMinute: number;
  /** Question upvotes per minute (NETWORK_UPVOTES_PER_MINUTE). */
  upvotesPerMinute: number;
  /** Feedback sent per minute, all sessions together (NETWORK_FEEDBACK_PER_MINUTE). */
  feedbackPerMinute: number;
  /** Reactions per minute, all sessions together (NETWORK_REACTIONS_PER_MINUTE). */
  reactionsPerMinute: number;
  /** Quiz nicknames set per minute, all sessions together (NETWORK_NICKNAMES_PER_MINUTE). */
  nicknamesPerMinute: number;
  /** Live sockets open at once on one instance (NETWORK_SOCKETS). */
  sockets: number;
}

export const NETWORK_LIMIT_DEFAULTS: NetworkLimits = {
  visitorIdsPerHour: 6_000,
  votesPerPollPerMinute: 6_000,
  questionsPerMinute: 3_000,
  upvotesPerMinute: 30_000,
  feedbackPerMinute: 6_000,
  reactionsPerMinute: 180_000,
  nicknamesPerMinute: 6_000,
  sockets: 6_000,
};

const NETWORK_LIMIT_VARIABLES: Record<keyof NetworkLimits, string> = {
  visitorIdsPerHour: "NETWORK_VISITOR_IDS_PER_HOUR",
  votesPerPollPerMinute: "NETWORK_VOTES_PER_POLL_PER_MINUTE",
  questionsPerMinute: "NETWORK_QUESTIONS_PER_MINUTE",
  upvotesPerMinute: "NETWORK_UPVOTES_PER_MINUTE",
  feedbackPerMinute: "NETWORK_FEEDBACK_PER_MINUTE",
  reactionsPerMinute: "NETWORK_REACTIONS_PER_MINUTE",
  nicknamesPerMinute: "NETWORK_NICKNAMES_PER_MINUTE",
  sockets: "NETWORK_SOCKETS",
};

/** How many polls one session may have: MAX_POLLS_PER_SESSION, or the shared default. */
export function maxPollsOf(config: Pick<Config, "maxPollsPerSession">): number {
  return config.maxPollsPerSession ?? MAX_POLLS_PER_SESSION;
}

/** The config's network limits, defaults filled in. */
export function networkLimitsOf(config: Pick<Config, "networkLimits">): NetworkLimits {
  return { ...NETWORK_LIMIT_DEFAULTS, ...config.networkLimits };
}

function parseNetworkLimits(env: NodeJS.ProcessEnv): Partial<NetworkLimits> {
  const limits: Partial<NetworkLimits> = {};
  for (const [field, name] of Object.entries(NETWORK_LIMIT_VARIABLES) as [
    keyof NetworkLimits,
    string,
  ][]) {
    const text = env[name];
    if (text) limits[field] = parsePositiveWhole(name, text, 0);
  }
  return limits;
}

/**
 * Sign-in limits per caller address (an IPv4 address, an IPv6 /48), counted in Redis or the
 * database (docs/decisions.md, Sign-in). A venue shares one address among many speakers, so they
 * are generous; a per-account budget does the real guarding.
 */
export interface AuthLimits {
  /** verify-otp and verify-link calls per 15 minutes (AUTH_VERIFY_LIMIT). */
  verifyPerWindow: number;
  /** Code requests (register, signin, resend-otp, deletion-code) per 15 minutes (AUTH_CODE_REQUEST_LIMIT). */
  codeRequestsPerWindow: number;
  /** Answers that say an e-mail has no account or has one, per hour (AUTH_LOOKUP_LIMIT). */
  lookupsPerHour: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  verifyPerWindow: 30,
  codeRequestsPerWindow: 100,
  lookupsPerHour: 30,
};

export const LIVE_PING_MS = 30_000;
export const DEFAULT_REDIS_KEY_PREFIX = "lectern:";
/** Housekeeping runs hourly unless HOUSEKEEPING_INTERVAL_MINUTES says otherwise. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Due reports are looked for every 5 minutes unless REPORT_INTERVAL_SECONDS says otherwise. */
export const REPORT_INTERVAL_MS = 5 * 60 * 1000;
/** Due webhook deliveries are looked for every 5 seconds unless WEBHOOK_POLL_SECONDS says otherwise. */
export const WEBHOOK_POLL_MS = 5 * 1000;

const LOG_LEVELS: readonly LogLevel[] = ["silent", "error", "warn", "info", "debug"];

/**
 * Reads every setting and checks it (docs/configuration.md): a wrong one throws an Error that names
 * the setting and says what it accepts, and main.ts stops with that message, so a setting never
 * half-works. Unset and empty are alike, the default, except where the setting says otherwise
 * (PWA_DIST_DIR, REDIS_KEY_PREFIX).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT || 3000);
  if (!/^\s*\d+\s*$/.test(env.PORT || "3000") || port > 65535)
    throw new Error(`PORT must be a port number from 0 to 65535, got "${env.PORT}"`);
  const logLevel = (env.LOG_LEVEL || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, publicUrl.startsWith("https://"));
  const databaseUrl = parseUrl(
    "DATABASE_URL",
    env.DATABASE_URL,
    ["postgres:", "postgresql:"],
    "postgres://user:pass@host:5432/lectern",
  );
  return {
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    databaseUrl,
    fileStorage: parseFileStorage(env.FILE_STORAGE, databaseUrl),
    publicUrl,
    trustProxy,
    smtpUrl: parseUrl(
      "SMTP_URL",
      env.SMTP_URL,
      ["smtp:", "smtps:"],
      "smtp://user:pass@host:587 or smtps://user:pass@host:465",
    ),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    linkedinLookupUrl: parseUrl(
      "LINKEDIN_LOOKUP_URL",
      env.LINKEDIN_LOOKUP_URL,
      ["http:", "https:"],
      "https://hooks.example.org/linkedin",
    ),
    logLevel,
    logFormat: parseLogFormat(env.LOG_FORMAT),
    mailToLog: parseFlag("MAIL_TO_LOG", env.MAIL_TO_LOG),
    authLimits: {
      verifyPerWindow: parseLimit("AUTH_VERIFY_LIMIT", env.AUTH_VERIFY_LIMIT, "verifyPerWindow"),
      codeRequestsPerWindow: parseLimit(
        "AUTH_CODE_REQUEST_LIMIT",
        env.AUTH_CODE_REQUEST_LIMIT,
        "codeRequestsPerWindow",
      ),
      lookupsPerHour: parseLimit("AUTH_LOOKUP_LIMIT", env.AUTH_LOOKUP_LIMIT, "lookupsPerHour"),
    },
    pwaDistDir: parsePwaDistDir(env.PWA_DIST_DIR, cwd),
    livePingMs: LIVE_PING_MS,
    redisUrl: parseUrl(
      "REDIS_URL",
      env.REDIS_URL,
      ["redis:", "rediss:"],
      "redis://host:6379 or rediss://user:pass@host:6380",
    ),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? DEFAULT_REDIS_KEY_PREFIX,
    codeSecret: parseCodeSecret(env.CODE_SECRET),
    idempotencyKeyDays: parseIdempotencyKeyDays(env.IDEMPOTENCY_KEY_DAYS),
    housekeepingIntervalMs: parseHousekeepingInterval(env.HOUSEKEEPING_INTERVAL_MINUTES),
    reportIntervalMs: parseReportInterval(env.REPORT_INTERVAL_SECONDS),
    webhookPollMs: env.WEBHOOK_POLL_SECONDS
      ? parsePositiveWhole("WEBHOOK_POLL_SECONDS", env.WEBHOOK_POLL_SECONDS, 1) * 1000
      : undefined,
    webhooksAllowPrivate: parseFlag("WEBHOOKS_ALLOW_PRIVATE", env.WEBHOOKS_ALLOW_PRIVATE),
    networkLimits: parseNetworkLimits(env),
    ipRetentionDays: parsePositiveWhole(
      "IP_RETENTION_DAYS",
      env.IP_RETENTION_DAYS,
      IP_RETENTION_DAYS,
    ),
    storageQuotaMb: parsePositiveWhole("STORAGE_QUOTA_MB", env.STORAGE_QUOTA_MB, STORAGE_QUOTA_MB),
    drainTimeoutMs: env.DRAIN_TIMEOUT_SECONDS
      ? parsePositiveWhole("DRAIN_TIMEOUT_SECONDS", env.DRAIN_TIMEOUT_SECONDS, 1) * 1000
      : undefined,
    maxPollsPerSession: parsePositiveWhole(
      "MAX_POLLS_PER_SESSION",
      env.MAX_POLLS_PER_SESSION,
      MAX_POLLS_PER_SESSION,
    ),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

/**
 * An origin: http or https, a host and maybe a port, with no path, query or user (links are made
 * by appending paths to it, and the origin guard compares it with the browser's Origin). One
 * trailing slash is dropped.
 */
function parsePublicUrl(text: string | undefined, port: number): string {
  const value = (text || `http://localhost:${port}`).replace(/\/+$/, "");
  const refuse = () =>
    new Error(
      `PUBLIC_URL must be the origin browsers reach Lectern at, http(s)://host[:port] with no path, like https://lectern.example.org, got "${text}"`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.pathname !== "/" ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    throw refuse();
  return value;
}

/**
 * A URL with one of `schemes`, or null when unset or empty. The value is not repeated in the
 * message: these URLs carry passwords, and the message goes to the log.
 */
function parseUrl(
  name: string,
  text: string | undefined,
  schemes: readonly string[],
  example: string,
): string | null {
  if (!text) return null;
  let protocol: string | null = null;
  try {
    protocol = new URL(text).protocol;
  } catch {
    // Not a URL at all: refused below.
  }
  if (protocol === null || !schemes.includes(protocol))
    throw new Error(
      `${name} must be a ${schemes.map((scheme) => scheme.slice(0, -1)).join(" or ")} URL, like ${example}; got ${protocol ? `a ${protocol.slice(0, -1)} URL` : "something that is not a URL"}`,
    );
  return text;
}

const DEFAULT_MAIL_FROM = "Lectern <no-reply@lectern.local>";

/** An address, alone or as `Name <address>`; unset or empty: DEFAULT_MAIL_FROM. */
function parseMailFrom(text: string | undefined): string {
  if (!text) return DEFAULT_MAIL_FROM;
  if (!/^(?:[^<>@\s]+@[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+>)$/.test(text.trim()))
    throw new Error(
      `MAIL_FROM must be an e-mail address, alone or as "Name <address>" (like ${DEFAULT_MAIL_FROM}), got "${text}"`,
    );
  return text;
}

/** 1 or true: on; 0, false, unset or empty: off. */
function parseFlag(name: string, text: string | undefined): boolean {
  if (!text || text === "0" || text === "false") return false;
  if (text === "1" || text === "true") return true;
  throw new Error(`${name} must be 1 (or true) to turn it on, or 0, false or unset, got "${text}"`);
}

/**
 * The built app to serve: unset, dist/pwa (which `npm start` builds first); empty, none (the API
 * alone). A directory given that holds no built app would serve the API and leave every page
 * unanswered, so it is refused.
 */
function parsePwaDistDir(text: string | undefined, cwd: string): string | null {
  if (text === "") return null;
  const dir = path.resolve(cwd, text ?? "dist/pwa");
  if (text !== undefined && !fs.existsSync(path.join(dir, "index.html")))
    throw new Error(
      `PWA_DIST_DIR must be a directory holding a built app (its index.html; npm run build makes dist/pwa), or empty to serve the API alone; ${dir} has no index.html`,
    );
  return dir;
}

function parseLogFormat(text: string | undefined): LogFormat | undefined {
  if (!text) return undefined;
  if (text !== "json" && text !== "pretty")
    throw new Error(`LOG_FORMAT must be json or pretty, got "${text}"`);
  return text;
}

function parseLimit(name: string, text: string | undefined, field: keyof AuthLimits): number {
  return parsePositiveWhole(name, text, DEFAULT_AUTH_LIMITS[field]);
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
 * Why the server must not start with this config, or null (docs/configuration.md): an https
 * PUBLIC_URL is a real deployment, where mail in the log would put every sign-in code and link in
 * front of whoever reads the log, so it needs SMTP_URL, or MAIL_TO_LOG=1 to say the log is meant.
 */
export function configRefusal(config: Config): string | null {
  if (config.publicUrl.startsWith("https://") && !config.smtpUrl && !config.mailToLog)
    return "PUBLIC_URL is https but SMTP_URL is not set: sign-in codes and links would be written to the log. Set SMTP_URL, or MAIL_TO_LOG=1 if the log is really where mail should go.";
  return null;
}

/**
 * Whole days, at least IDEMPOTENCY_KEY_DAYS: the outbox may still send an action whose send got no
 * answer until OUTBOX_UNANSWERED_MAX_AGE_DAYS, and a key removed before that would let its replay
 * count twice.
 */
function parseIdempotencyKeyDays(text: string | undefined): number {
  if (!text) return IDEMPOTENCY_KEY_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < IDEMPOTENCY_KEY_DAYS)
    throw new Error(
      `IDEMPOTENCY_KEY_DAYS must be a whole number of days, at least ${IDEMPOTENCY_KEY_DAYS} (the outbox may resend an action that got no answer for up to ${OUTBOX_UNANSWERED_MAX_AGE_DAYS} days), got "${text}"`,
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

function parseReportInterval(text: string | undefined): number {
  if (!text) return REPORT_INTERVAL_MS;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 24 * 60 * 60)
    throw new Error(
      `REPORT_INTERVAL_SECONDS must be a whole number of seconds from 1 to 86400 (a day), got "${text}"`,
    );
  return seconds * 1000;
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

/** The shortest METRICS_TOKEN taken: 16 characters, as `openssl rand -hex 8` makes. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/**
 * Visible ASCII only, as an Authorization header carries it; the value is not repeated in the
 * message, which goes to the log.
 */
function parseMetricsToken(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(text))
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} visible ASCII characters with no spaces (openssl rand -hex 32 makes one)`,
    );
  return text;
}

/** Why TRUST_PROXY=true is refused on an https deployment and warned about elsewhere. */
export const TRUST_PROXY_TRUE =
  "TRUST_PROXY=true believes whatever X-Forwarded-For a client sends, so anyone can choose the address the sign-in limits and kept addresses see. Set it to the proxy's addresses or subnets (loopback, 10.0.0.0/8, 192.0.2.7) or to the number of proxies in front (1).";

/**
 * TRUST_PROXY as Express takes it (https://expressjs.com/en/guide/behind-proxies.html): "true",
 * "false", a number of hops, or a comma-separated list of addresses, subnets and the names
 * loopback, linklocal and uniquelocal. Unset or empty: false. "true" is refused with an https
 * PUBLIC_URL, a deployment on the open internet (docs/configuration.md).
 */
function parseTrustProxy(value: string | undefined, https: boolean): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true" && https) throw new Error(TRUST_PROXY_TRUE);
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  try {
    express().set("trust proxy", text);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be a number of hops or proxy addresses/subnets, got "${text}" (${String(error)})`,
    );
  }
  return text;
}

/**
 * What the log says at start about settings that work but are probably not what was meant
 * (docs/deploy.md): PostgreSQL without Redis, uploads kept on one of several instances, https
 * without a trusted proxy, TRUST_PROXY=true.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl && !config.redisUrl)
    warnings.push(
      "DATABASE_URL is set without REDIS_URL: rate limits and live updates stay in this process, so this instance must run alone.",
    );
  if (config.databaseUrl && config.redisUrl && config.fileStorage === "local")
    warnings.push(
      "FILE_STORAGE=local with DATABASE_URL and REDIS_URL: uploads stay in this instance's DATA_DIR, so another instance answers 404 for them. Leave FILE_STORAGE unset (database) unless every instance shares DATA_DIR/uploads.",
    );
  if (config.trustProxy === true) warnings.push(TRUST_PROXY_TRUE);
  if (config.publicUrl.startsWith("https://") && config.trustProxy === false)
    warnings.push(
      "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy every client shares the proxy's address, and its sign-in limit.",
    );
  return warnings;
}

/**
 * One setting a host gives in the environment. SETTINGS lists every one that loadConfig reads, and
 * is the one source of what `--help` prints (CONFIG_HELP), of docs/configuration.md and of the
 * README's short table (scripts/docs-config.ts writes both; config.test.ts fails when they are
 * stale): a new setting is one row here and its check in loadConfig.
 */
export interface Setting {
  /** The environment variable. */
  name: string;
  /** What it does. */
  description: string;
  /** The values loadConfig takes; anything else stops the start with the setting's name. */
  accepts: string;
  /** What leaving it unset (or empty) means. */
  default: string;
  /** One of the few most hosts set: listed in the README too. */
  common?: boolean;
}

const WHOLE = "a whole number of at least 1";

export const SETTINGS: readonly Setting[] = [
  {
    name: "PORT",
    description: "port for the app, the API and the /ws live channel",
    accepts: "a port number from 0 to 65535",
    default: "3000",
    common: true,
  },
  {
    name: "DATA_DIR",
    description:
      "the SQLite database (lectern.db), uploaded files (uploads/) and the secret that hashes sign-in codes (code-secret, made on first start)",
    accepts: "a directory, made if missing",
    default: "./data",
    common: true,
  },
  {
    name: "PUBLIC_URL",
    description:
      "origin used in QR codes and links; https:// makes cookies Secure, sends HSTS and needs SMTP_URL (or MAIL_TO_LOG=1)",
    accepts: "http(s)://host[:port] with no path, like https://lectern.example.org",
    default: "http://localhost:$PORT",
    common: true,
  },
  {
    name: "TRUST_PROXY",
    description:
      "the proxies whose X-Forwarded-For and X-Forwarded-Proto give the client's address and https; true would believe any client, so it is refused with an https PUBLIC_URL and warned about otherwise",
    accepts:
      "the proxies' addresses or subnets (loopback, 10.0.0.0/8, 192.0.2.7) or a hop count (1)",
    default: "the connecting address is the client",
    common: true,
  },
  {
    name: "DATABASE_URL",
    description: "PostgreSQL instead of SQLite; needed for more than one instance",
    accepts: "a postgres or postgresql URL, like postgres://user:pass@host:5432/lectern",
    default: "SQLite in DATA_DIR",
    common: true,
  },
  {
    name: "FILE_STORAGE",
    description:
      "where uploads are kept: local in DATA_DIR/uploads, or database in chunks in the database, so every instance serves every file",
    accepts: "local or database",
    default: "database with DATABASE_URL, else local",
  },
  {
    name: "REDIS_URL",
    description:
      "Redis shared by several instances: rate limits and live updates across them; unset, the instance must run alone",
    accepts: "a redis or rediss URL, like redis://host:6379",
    default: "limits and live updates stay in this process",
    common: true,
  },
  {
    name: "REDIS_KEY_PREFIX",
    description:
      "prefix of Lectern's Redis keys and channels, so several Lecterns can share one Redis",
    accepts: "any text",
    default: `"${DEFAULT_REDIS_KEY_PREFIX}"`,
  },
  {
    name: "CODE_SECRET",
    description:
      "secret that sign-in codes are hashed under and visitor ids signed with, the same on every instance",
    accepts: `at least ${MIN_CODE_SECRET_LENGTH} characters (openssl rand -hex 32 makes one)`,
    default:
      "a random one made once and kept in the database with DATABASE_URL (shared by every instance), else in DATA_DIR/code-secret",
  },
  {
    name: "SMTP_URL",
    description:
      "nodemailer connection for sign-in codes and links; unset, they are printed to the server log, and a server whose PUBLIC_URL is https refuses to start",
    accepts: "an smtp or smtps URL, like smtp://user:pass@host:587",
    default: "mail goes to the log",
    common: true,
  },
  {
    name: "MAIL_TO_LOG",
    description:
      "with SMTP_URL unset, mail (codes and links included) goes to the log even when PUBLIC_URL is https",
    accepts: "1 or true to turn it on; 0 or false",
    default: "off",
  },
  {
    name: "MAIL_FROM",
    description: "sender of sign-in mail",
    accepts: "an e-mail address, alone or as Name <address>",
    default: DEFAULT_MAIL_FROM,
    common: true,
  },
  {
    name: "LINKEDIN_LOOKUP_URL",
    description: "profile-lookup webhook, called by the server",
    accepts: "an http or https URL",
    default: "the lookup answers 503",
  },
  {
    name: "LOG_LEVEL",
    description: "how much the server logs",
    accepts: `one of ${LOG_LEVELS.join(", ")}`,
    default: "info",
  },
  {
    name: "LOG_FORMAT",
    description:
      "json: one JSON object per line (pino), with security events (docs/decisions.md, Security log); pretty: readable lines",
    accepts: "json or pretty",
    default: "json when NODE_ENV=production, else pretty",
  },
  {
    name: "AUTH_VERIFY_LIMIT",
    description:
      "sign-in code and link checks per address per 15 minutes (counted in Redis, else in the database)",
    accepts: WHOLE,
    default: String(DEFAULT_AUTH_LIMITS.verifyPerWindow),
  },
  {
    name: "AUTH_CODE_REQUEST_LIMIT",
    description: "register, sign-in, resend and deletion-code calls per address per 15 minutes",
    accepts: WHOLE,
    default: String(DEFAULT_AUTH_LIMITS.codeRequestsPerWindow),
  },
  {
    name: "AUTH_LOOKUP_LIMIT",
    description: "answers per address per hour that tell whether an e-mail has an account",
    accepts: WHOLE,
    default: String(DEFAULT_AUTH_LIMITS.lookupsPerHour),
  },
  {
    name: "PWA_DIST_DIR",
    description: "the built app to serve; empty serves the API alone",
    accepts: "a directory holding a built app (its index.html), or empty",
    default: "./dist/pwa, which npm start builds",
  },
  {
    name: "IDEMPOTENCY_KEY_DAYS",
    description: `days each attendee action's Idempotency-Key is kept before housekeeping removes it; at least ${IDEMPOTENCY_KEY_DAYS}, since the outbox may resend an action that got no answer for up to ${OUTBOX_UNANSWERED_MAX_AGE_DAYS} days`,
    accepts: `a whole number of days, at least ${IDEMPOTENCY_KEY_DAYS}`,
    default: String(IDEMPOTENCY_KEY_DAYS),
  },
  {
    name: "IP_RETENTION_DAYS",
    description:
      "days the network (the /24 or /48, never the whole address) a lead or download came from is kept before housekeeping clears it",
    accepts: WHOLE,
    default: String(IP_RETENTION_DAYS),
  },
  {
    name: "STORAGE_QUOTA_MB",
    description:
      "megabytes of uploads (resource files and pictures) each account may keep; an upload past it is refused with 413 quota_exceeded",
    accepts: WHOLE,
    default: String(STORAGE_QUOTA_MB),
  },
  {
    name: "MAX_POLLS_PER_SESSION",
    description:
      "polls one session may have; one more is refused with 409 max_polls, and the speaker's screens show this limit (from GET /api/auth/me)",
    accepts: WHOLE,
    default: String(MAX_POLLS_PER_SESSION),
  },
  {
    name: "DRAIN_TIMEOUT_SECONDS",
    description:
      "seconds a stopping instance lets requests in flight (a slow upload) finish before it closes their connections",
    accepts: WHOLE,
    default: "5",
  },
  {
    name: "HOUSEKEEPING_INTERVAL_MINUTES",
    description:
      "how often expired sign-in codes and sessions, old keys and files no row points to are removed; the first run is a minute after start",
    accepts: "a whole number of minutes from 1 to 10080 (a week)",
    default: String(HOUSEKEEPING_INTERVAL_MS / 60_000),
  },
  {
    name: "REPORT_INTERVAL_SECONDS",
    description:
      "how often each instance looks for talks whose report e-mail is due (9:00 the day after the talk, in its time zone); a row in the database makes sure one instance sends each",
    accepts: "a whole number of seconds from 1 to 86400 (a day)",
    default: String(REPORT_INTERVAL_MS / 1000),
  },
  {
    name: "WEBHOOK_POLL_SECONDS",
    description:
      "how often each instance looks for webhook deliveries that are due; a lease in the database makes sure one instance sends each",
    accepts: WHOLE,
    default: String(WEBHOOK_POLL_MS / 1000),
  },
  {
    name: "WEBHOOKS_ALLOW_PRIVATE",
    description:
      "webhooks may use http and reach private and loopback addresses, for a receiver on the host's own network",
    accepts: "1 or true to turn it on; 0 or false",
    default: "off: https to public addresses only",
  },
  {
    name: "METRICS_TOKEN",
    description:
      "bearer token of GET /metrics, Prometheus's scrape (docs/operations.md); unset, /metrics is not served and nothing is measured",
    accepts: `at least ${MIN_METRICS_TOKEN_LENGTH} visible ASCII characters with no spaces (openssl rand -hex 32 makes one)`,
    default: "/metrics is not served",
  },
  {
    name: NETWORK_LIMIT_VARIABLES.visitorIdsPerHour,
    description:
      "visitor ids one network (an IPv4 /24, an IPv6 /48) is handed out an hour; past it 429 (docs/decisions.md, Visitor identity)",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.visitorIdsPerHour),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.votesPerPollPerMinute,
    description: "votes on one poll one network may cast a minute",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.votesPerPollPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.questionsPerMinute,
    description: "questions one network may ask a minute, besides 10 per visitor",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.questionsPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.upvotesPerMinute,
    description: "question upvotes one network may give a minute, besides 60 per visitor",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.upvotesPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.feedbackPerMinute,
    description:
      "talk feedback one network may send a minute, besides 10 per visitor (sending again replaces it)",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.feedbackPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.reactionsPerMinute,
    description: "reactions one network may send a minute, besides 1 a second per visitor",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.reactionsPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.nicknamesPerMinute,
    description: "quiz nicknames one network may set a minute, besides 10 per visitor",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.nicknamesPerMinute),
  },
  {
    name: NETWORK_LIMIT_VARIABLES.sockets,
    description: "live sockets one network may hold open on one instance",
    accepts: WHOLE,
    default: String(NETWORK_LIMIT_DEFAULTS.sockets),
  },
];

const HELP_WIDTH = 100;
const HELP_INDENT = 23;

/** Words wrapped to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

function indent(lines: string[]): string[] {
  return lines.map((line) => `${" ".repeat(HELP_INDENT)}${line}`);
}

/** What `--help` prints: how to start, then every setting of SETTINGS, in its order. */
export const CONFIG_HELP = [
  "Lectern server",
  "",
  "Usage: npm start            (builds the PWA if its sources changed, then serves app, API and",
  "                            ws on one port)",
  "       node --import tsx sync-server/src/main.ts [--help]",
  "",
  "Environment (docs/configuration.md):",
  ...SETTINGS.flatMap((setting) => {
    const text = wrap(
      `${setting.description}. Takes ${setting.accepts}. Default: ${setting.default}.`,
      HELP_WIDTH - HELP_INDENT,
    );
    const name = `  ${setting.name}`;
    return name.length < HELP_INDENT - 1
      ? [`${name.padEnd(HELP_INDENT)}${text[0]}`, ...indent(text.slice(1))]
      : [name, ...indent(text)];
  }),
  "",
].join("\n");
