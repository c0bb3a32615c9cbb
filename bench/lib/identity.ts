/**
 * The identities a simulated attendee sends: a fresh visitor id per person (as a phone gets on first
 * contact) and a fresh Idempotency-Key per action (as the outbox makes when the action is taken).
 */
import crypto from "node:crypto";

/** 16 random bytes as base64url: the 22-character id a browser gets from the server. */
export function newVisitorId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
