/**
 * What repositories, domain rules and routes throw when they refuse something: a stable code from
 * the shared ERROR_CODES and a message for people reading the API (docs/decisions.md, Server).
 * Only the HTTP layer (http/errors.ts) knows which status a code answers with.
 */
import type { ErrorCode, ErrorDetails } from "./error-codes.ts";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** retryAfterSeconds is sent as Retry-After and, in whole seconds, in the body. */
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}
