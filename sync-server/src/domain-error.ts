/**
 * What repositories, domain rules and routes throw when they refuse something: a stable code from
 * the shared ERROR_CODES and a message for people reading the API (docs/decisions.md, Server).
 * Only the HTTP layer (http/errors.ts) knows which status a code answers with.
 */
import type { ErrorCode, ErrorDetails } from "@lectern/shared";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails & {
      /** Seconds until a rate-limited caller may try again (sent as Retry-After). */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}
