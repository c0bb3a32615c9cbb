/**
 * Attendee identity (docs/decisions.md, Visitor identity): a visitor id is issued by the server and
 * signed under a key derived from the code secret (auth/shared-secret.ts), so every instance
 * sharing it (CODE_SECRET, or the one kept in the database) accepts the ids of the others and
 * nobody can make up one. It is kept in an httpOnly cookie, in a Partitioned cookie (CHIPS) for
 * the embed inside another site's iframe, and echoed in the X-Visitor-Id response header so the
 * client can keep it and send it back from iframes, where the browser sends no first-party cookie. The header wins over the cookies.
 * A read (GET, HEAD) that carries no valid id gets a fresh one, within NETWORK_VISITOR_IDS_PER_HOUR
 * for its network; an action that carries none is refused `visitor_invalid` (requireVisitor, which
 * actorKey uses), and the app fetches a fresh id from `GET /api/visitor` and sends again.
 */
import crypto from "node:crypto";
import express, {
  type Express,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import {
  type VisitorResponse,
  VISITOR_ID_COOKIE,
  VISITOR_ID_HEADER,
  VISITOR_ID_PARTITIONED_COOKIE,
  VISITOR_ID_PATTERN,
  DomainError,
} from "@lectern/shared";
import { networkLimitsOf, type Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { clientNetwork } from "./request-context.ts";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The label the visitor key is derived under, so it never equals the code hashes' key. */
const KEY_LABEL = "lectern visitor id v1";
const ID_BYTES = 16;
const MAC_BYTES = 16;
/** Proven ids remembered per generation: two generations hold a hall's ids in a few megabytes. */
const PROVEN_IDS_PER_GENERATION = 50_000;
const TOO_MANY_IDS = "Too many new visitors from your network. Please wait a moment and try again.";
export const VISITOR_INVALID =
  "This request carries no visitor id this server issued. Read GET /api/visitor and send it again.";

export const visitorInvalid = () => new DomainError("visitor_invalid", VISITOR_INVALID);

/** Issues and checks signed visitor ids. */
export interface VisitorIds {
  /** A fresh id: random, dot, its MAC. */
  issue(): string;
  /** `value` when it is an id this server (or one sharing its secret) issued, else null. */
  verify(value: string | undefined): string | null;
}

/** `codeSecret`: the deployment's one secret (auth/shared-secret.ts), the same on every instance. */
export function createVisitorIds(codeSecret: Buffer): VisitorIds {
  const key = Buffer.from(crypto.hkdfSync("sha256", codeSecret, Buffer.alloc(0), KEY_LABEL, 32));
  const macOf = (id: string) =>
    crypto.createHmac("sha256", key).update(id).digest().subarray(0, MAC_BYTES);
  // Every action proves its id, so the ids this instance issued or proved lately are remembered:
  // a hall's votes then cost a map lookup, not a MAC each. Two generations bound the memory; an id
  // forgotten is only proved again.
  let recent = new Set<string>();
  let older = new Set<string>();
  const remember = (value: string) => {
    if (recent.size >= PROVEN_IDS_PER_GENERATION) {
      older = recent;
      recent = new Set();
    }
    recent.add(value);
    return value;
  };
  return {
    issue() {
      const id = crypto.randomBytes(ID_BYTES).toString("base64url");
      return remember(`${id}.${macOf(id).toString("base64url")}`);
    },
    verify(value) {
      if (value === undefined) return null;
      if (recent.has(value) || older.has(value)) return value;
      if (!VISITOR_ID_PATTERN.test(value)) return null;
      const [id, mac] = value.split(".") as [string, string];
      // The text is compared, not the decoded bytes: the MAC's last character carries 4 bits that
      // decoding ignores, and an id is one visitor only if it has one spelling.
      const given = Buffer.from(mac);
      const expected = Buffer.from(macOf(id).toString("base64url"));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected)
        ? remember(value)
        : null;
    },
  };
}

/** The embed's own reads (`/api/polls/{id}/embed` and its vote status), and `/api/visitor`. */
const EMBED_READ = /^\/(polls\/\d+\/(embed|vote-status)|visitor)$/;

/**
 * Cookies are given with reads, where a page first meets the server; an action only proves the id
 * it carries, so the hottest write (a vote) serialises no cookie. The Partitioned one goes only
 * with the embed's reads, the one place Lectern runs inside another site.
 */
function setCookies(req: Request, res: Response, visitorId: string, secure: boolean): void {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const cookies = req.cookies as Record<string, string> | undefined;
  const firstParty = cookies?.[VISITOR_ID_COOKIE];
  if (visitorId !== firstParty)
    res.cookie(VISITOR_ID_COOKIE, visitorId, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: ONE_YEAR_MS,
      path: "/",
    });
  // A request without the first-party cookie may come from the embed in another site's iframe:
  // there only a Partitioned cookie is kept when third-party storage is blocked.
  if (
    firstParty === undefined &&
    cookies?.[VISITOR_ID_PARTITIONED_COOKIE] !== visitorId &&
    EMBED_READ.test(req.path)
  )
    res.cookie(VISITOR_ID_PARTITIONED_COOKIE, visitorId, {
      httpOnly: true,
      sameSite: "none",
      secure: true,
      partitioned: true,
      maxAge: ONE_YEAR_MS,
      path: "/",
    });
}

/**
 * Sets req.visitorId to the signed id the request carries (header, then first-party cookie, then
 * the partitioned cookie); a read without one gets a fresh id, counted per network.
 */
export function visitorMiddleware(
  config: Config,
  ids: VisitorIds,
  limiter: RateLimiter,
): RequestHandler {
  const secure = config.publicUrl.startsWith("https://");
  const { visitorIdsPerHour } = networkLimitsOf(config);
  return (req, res, next) => {
    const cookies = req.cookies as Record<string, string> | undefined;
    const header = req.get(VISITOR_ID_HEADER);
    const carried =
      ids.verify(header) ??
      ids.verify(cookies?.[VISITOR_ID_COOKIE]) ??
      ids.verify(cookies?.[VISITOR_ID_PARTITIONED_COOKIE]);
    req.signedVisitorId = carried;
    const answer = (visitorId: string) => {
      req.signedVisitorId = visitorId;
      setCookies(req, res, visitorId, secure);
      // The header is echoed only to a caller that does not hold this id in its own header yet.
      if (visitorId !== header) res.set(VISITOR_ID_HEADER, visitorId);
      next();
    };
    if (carried !== null) return answer(carried);
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    limiter
      .hit(`visitor-ids:${clientNetwork(req)}`, visitorIdsPerHour, HOUR_MS, TOO_MANY_IDS)
      .then(() => answer(ids.issue()), next);
  };
}

/**
 * Makes `req.visitorId` of every request of `app` the signed id, or the `visitor_invalid` refusal
 * when it carries none. Defined once on the app's request prototype rather than on each request,
 * so a request keeps the shape the engine has optimised for.
 */
export function defineVisitorId(app: Express): void {
  Object.defineProperty(app.request, "visitorId", {
    get(this: Request) {
      return requireVisitor(this);
    },
    configurable: true,
  });
}

/** The signed visitor id of the request; refused `visitor_invalid` when it carries none. */
export function requireVisitor(req: Request): string {
  if (req.signedVisitorId === null) throw visitorInvalid();
  return req.signedVisitorId;
}

/** Records the visitor row the first time it does something worth counting. */
export async function ensureVisitor(db: Db, visitorId: string): Promise<void> {
  await db
    .insertInto("visitors")
    .values({ id: visitorId, createdAt: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** `GET /api/visitor`: the caller's signed id, a fresh one when it carried none (set as cookies too). */
export function visitorRoutes(): Router {
  const router = express.Router();
  router.get("/visitor", (req, res) => {
    const answer: VisitorResponse = { visitorId: req.visitorId };
    res.json(answer);
  });
  return router;
}
