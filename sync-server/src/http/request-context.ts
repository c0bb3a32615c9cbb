/**
 * Who is asking: the signed-in user (from the session cookie) and the visitor id every request
 * carries. Route modules read them through these helpers, never from cookies directly.
 */
import type { Request } from "express";
import { DomainError } from "@lectern/shared";
import type { UserRow } from "../db/schema.ts";
import { networkOf } from "./client-network.ts";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types grow only by merging into this namespace
  namespace Express {
    interface Request {
      /** Set by the auth middleware: the signed-in user, or null. */
      user: UserRow | null;
      /**
       * Set by the visitor middleware (http/visitor.ts): the signed visitor id the request carries
       * or was just given, kept by cookie and X-Visitor-Id header; null when it has none.
       */
      signedVisitorId: string | null;
      /**
       * The same for routes that act as the visitor: reading it throws `visitor_invalid` (403) when
       * the request carries no signed id, so no action is ever recorded under a made-up one.
       */
      readonly visitorId: string;
    }
  }
}

export const unauthorized = () => new DomainError("unauthorized", "Please sign in to continue");

export function requireUser(req: Request): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

/**
 * The actor: the signed-in user, else the visitor (docs/decisions.md, Visitor identity); a visitor
 * without a signed id is refused `visitor_invalid`.
 */
export function actorKey(req: Request): string {
  return req.user ? `u:${req.user.id}` : `v:${req.visitorId}`;
}

/** The caller's address as a speaker reads it: IPv4 clients without the IPv6 "::ffff:" mapping. */
export function clientIp(req: Request): string | null {
  const ip = req.ip ?? req.socket.remoteAddress ?? null;
  return ip?.startsWith("::ffff:") && ip.includes(".") ? ip.slice("::ffff:".length) : ip;
}

/**
 * The caller's network (an IPv4 /24, an IPv6 /48) as the key of a per-network limit: a venue's NAT
 * is one caller there (docs/decisions.md, Visitor identity).
 */
export function clientNetwork(req: Request): string {
  return networkOf(clientIp(req)) ?? "unknown";
}
