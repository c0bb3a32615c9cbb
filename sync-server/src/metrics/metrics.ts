/**
 * Lectern's numbers for Prometheus (docs/operations.md): GET /metrics in its text format, served
 * only with METRICS_TOKEN and to its bearer, from a registry of this app's own, so servers started
 * side by side in one process (the tests) count apart. What is measured elsewhere reaches it
 * through plain callbacks (db/: the group commit's onBatch; live/: a LiveObserver; housekeeping/:
 * onPass), so none of those folders imports this one. Without METRICS_TOKEN there is no Metrics at
 * all and nothing is measured.
 */
import crypto from "node:crypto";
import type { ErrorRequestHandler, Express, RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { DomainError } from "@lectern/shared";
import type { PassResult } from "../housekeeping/job.ts";
import { toDomainError } from "../http/errors.ts";
import type { LiveObserver } from "../live/observer.ts";

/** Every name starts with it, prom-client's process metrics' too. */
const PREFIX = "lectern_";
/** The route label of a request no route answered: the app's files, unknown paths. */
export const UNMATCHED_ROUTE = "unmatched";
/** Seconds, from a vote's few milliseconds to a broadcast to a hall or a stalled request. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Votes in one group commit: one alone, up to PostgreSQL's batch of 200 and beyond. */
const BATCH_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 200, 500];

export interface Metrics {
  /** Times each request of `app` by method, route pattern and status; called before any route. */
  instrument(app: Express): void;
  /** GET /metrics: the registry's text to the bearer of METRICS_TOKEN, else 401. */
  serve: RequestHandler;
  /** A vote was recorded (not a replay of one). */
  voteAccepted(): void;
  /** Counts a vote's refusal by its code and passes the error on, after the vote route. */
  voteRefused: ErrorRequestHandler;
  /** The size of a group commit's batch of votes (db/). */
  onBatch: (size: number) => void;
  live: LiveObserver;
  onPass: (result: PassResult) => void;
  /** Where the open sockets gauge reads its count, once the live hub exists. */
  countSockets(count: () => number): void;
}

const ROUTE = Symbol("route");
const PATTERN = Symbol("route pattern");

interface NotedRequest {
  baseUrl: string;
  [ROUTE]?: unknown;
  [PATTERN]?: string;
}

/**
 * Makes every request of the app note its route pattern as Express matches it
 * (`/api/polls/:id/vote`), never its URL: Express sets `req.route` while `req.baseUrl` is the
 * matching router's mount path, which it has put back by the time an error reaches the error
 * handler, so the pair is noted at that moment. One accessor on the app's request prototype, so a
 * request costs no more than the assignment Express makes anyway.
 */
function notePatterns(request: object): void {
  Object.defineProperty(request, "route", {
    configurable: true,
    get(this: NotedRequest) {
      return this[ROUTE];
    },
    set(this: NotedRequest, value: { path: unknown }) {
      this[ROUTE] = value;
      this[PATTERN] = this.baseUrl + String(value.path);
    },
  });
}

/** A histogram's child for one set of labels. */
type Observer = { observe(value: number): void };

const digest = (text: string) => crypto.createHash("sha256").update(text).digest();

export function createMetrics(token: string | undefined): Metrics | null {
  if (!token) return null;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time from a request's arrival to the end of its answer, by route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const votesAccepted = new Counter({
    name: `${PREFIX}votes_accepted_total`,
    help: "Votes recorded; a replay of one with the same Idempotency-Key counts nothing.",
    registers,
  });
  const votesRefused = new Counter({
    name: `${PREFIX}votes_refused_total`,
    help: "Votes refused, by the error code of the answer (poll_closed, already_voted, ...).",
    labelNames: ["code"] as const,
    registers,
  });
  const batchSizes = new Histogram({
    name: `${PREFIX}group_commit_batch_size`,
    help: "Votes that went to the database in one group commit.",
    buckets: BATCH_BUCKETS,
    registers,
  });
  let sockets = () => 0;
  new Gauge({
    name: `${PREFIX}websocket_connections`,
    help: "Live sockets (/ws) open on this instance.",
    registers,
    collect() {
      this.set(sockets());
    },
  });
  const broadcastSeconds = new Histogram({
    name: `${PREFIX}broadcast_duration_seconds`,
    help: "Live updates sent to a topic's subscribers here, from reading the change to the last send; _count is the number of broadcasts.",
    labelNames: ["kind"] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const relayLag = new Histogram({
    name: `${PREFIX}relay_lag_seconds`,
    help: "Time from another instance publishing a change notice in Redis to its arrival here.",
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const housekeepingRuns = new Counter({
    name: `${PREFIX}housekeeping_runs_total`,
    help: "Housekeeping passes by result: done, skipped (another instance held the lock) or failed.",
    labelNames: ["result"] as const,
    registers,
  });

  const expected = digest(token);
  return {
    instrument(app) {
      notePatterns(app.request);
      // One labelled child per method, route and status, found by a string key: prom-client's
      // observe(labels, value) checks and hashes the labels on every call, which cost votes 5%.
      const children = new Map<string, Observer>();
      const childFor = (method: string, route: string, status: number): Observer => {
        const key = `${method} ${status} ${route}`;
        let child = children.get(key);
        if (!child) {
          child = requestSeconds.labels(method, route, String(status));
          children.set(key, child);
        }
        return child;
      };
      app.use((req, res, next) => {
        const start = performance.now();
        res.on("finish", () =>
          childFor(
            req.method,
            (req as NotedRequest)[PATTERN] ?? UNMATCHED_ROUTE,
            res.statusCode,
          ).observe((performance.now() - start) / 1000),
        );
        next();
      });
    },
    async serve(req, res) {
      const given = /^Bearer (\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
      if (!crypto.timingSafeEqual(digest(given), expected)) {
        res.set("WWW-Authenticate", "Bearer");
        throw new DomainError("unauthorized", "Send Authorization: Bearer <METRICS_TOKEN>");
      }
      const text = await registry.metrics();
      res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store").send(text);
    },
    voteAccepted: () => votesAccepted.inc(),
    voteRefused(error, _req, _res, next) {
      votesRefused.inc({ code: toDomainError(error)?.code ?? "internal" });
      next(error);
    },
    onBatch: (size) => batchSizes.observe(size),
    live: {
      broadcast: (kind, seconds) => broadcastSeconds.observe({ kind }, seconds),
      relayLag: (seconds) => relayLag.observe(seconds),
    },
    onPass: (result) => housekeepingRuns.inc({ result }),
    countSockets(count) {
      sockets = count;
    },
  };
}
