/**
 * What a refused write and an unreachable database look like on each engine (docs/decisions.md,
 * Databases): repositories turn a unique index's refusal into a 409, and the HTTP layer a database
 * that does not answer into a 503, without knowing which database raised it.
 */

/** PostgreSQL's SQLSTATE for unique_violation. */
const PG_UNIQUE_VIOLATION = "23505";

/** True for the error SQLite or PostgreSQL raises when a unique index or primary key refuses a row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === PG_UNIQUE_VIOLATION
  );
}

/** Socket failures of the way to the database server: refused, cut, timed out, unreachable. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not yet back: the connection_exception class
 * (08...), and admin_shutdown, crash_shutdown and cannot_connect_now of a restart.
 */
const PG_UNAVAILABLE = /^(08...|57P0[123])$/;

/** What `pg` says when a connection ends under it or the pool gives up waiting for one. */
const PG_LOST_CONNECTION = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
];

/**
 * True for an error saying the database server cannot be reached right now (only PostgreSQL has a
 * server to lose; SQLite is a file in the process). The action may be sent again once the database
 * is back: under its Idempotency-Key it counts once even if its commit got through.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code)))
    return true;
  return typeof message === "string" && PG_LOST_CONNECTION.some((text) => message.includes(text));
}
