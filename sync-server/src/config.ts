/**
 * Lectern's configuration, read once from the environment (decisions.md "Server"). Everything
 * else receives a Config object, so tests can start isolated servers side by side.
 */
import path from "node:path";

export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";

export interface Config {
  port: number;
  /** Holds lectern.db and uploads/. */
  dataDir: string;
  /** Origin used in QR codes, links and the cookie's Secure flag. No trailing slash. */
  publicUrl: string;
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
}

export const LIVE_PING_MS = 30_000;

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
  return {
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? "data"),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || "Lectern <no-reply@lectern.local>",
    linkedinLookupUrl: env.LINKEDIN_LOOKUP_URL || null,
    logLevel,
    pwaDistDir: env.PWA_DIST_DIR === "" ? null : path.resolve(cwd, env.PWA_DIST_DIR ?? "dist/pwa"),
    livePingMs: LIVE_PING_MS,
  };
}

export const CONFIG_HELP = `Lectern server

Usage: npm start            (builds the PWA, then serves app, API and ws on one port)
       node --import tsx sync-server/src/main.ts [--help]

Environment:
  PORT                 port to listen on (default 3000)
  DATA_DIR             database file and uploads (default ./data)
  PUBLIC_URL           origin used in QR codes and links (default http://localhost:$PORT)
  SMTP_URL             nodemailer connection URL, e.g. smtp://user:pass@host:587;
                       unset: sign-in codes are printed to the log
  MAIL_FROM            sender of sign-in mail (default "Lectern <no-reply@lectern.local>")
  LINKEDIN_LOOKUP_URL  profile-lookup webhook; unset: the lookup answers 503
  LOG_LEVEL            silent | error | warn | info | debug (default info)
  PWA_DIST_DIR         built PWA to serve (default ./dist/pwa; empty: API only)
`;
