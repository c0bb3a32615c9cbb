/**
 * What the hub reads of a socket's handshake: whether its cookie may stand for the owner (Lectern's
 * own origin), the client's address through the trusted proxies, and the signed visitor id it
 * attends as (docs/decisions.md, Visitor identity).
 */
import type http from "node:http";
import { VISITOR_ID_COOKIE, VISITOR_ID_PARTITIONED_COOKIE } from "@lectern/shared";

/**
 * Whether a handshake's cookie may stand for the owner: no Origin (not a browser) or Lectern's own,
 * so a page on another site cannot open the stage with a visitor's session cookie.
 */
export function ownOrigin(req: http.IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host ?? "";
  return [new URL(publicUrl).origin, `http://${host}`, `https://${host}`].includes(origin);
}

/**
 * The handshake's client address, through the proxies TRUST_PROXY names (as Express does):
 * `trustProxy` is Express's compiled "trust proxy fn".
 */
export function addressOf(
  req: http.IncomingMessage,
  trustProxy: (address: string, hop: number) => boolean,
): string | undefined {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? "", ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) if (!trustProxy(hops[i]!, i)) return hops[i];
  return hops.at(-1);
}

/** The signed visitor id in the handshake's cookies, first-party or partitioned. */
export function visitorOf(
  cookieHeader: string | undefined,
  verify: (signed: string) => string | null,
): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    if (name !== VISITOR_ID_COOKIE && name !== VISITOR_ID_PARTITIONED_COOKIE) continue;
    const id = verify(decodeURIComponent(pair.slice(eq + 1).trim()));
    if (id) return id;
  }
  return null;
}
