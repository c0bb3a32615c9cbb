/**
 * createApp(config) builds one complete Lectern server (API, ws hub, built PWA) with no module
 * singletons, so tests start as many isolated servers as they need.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import cookieParser from "cookie-parser";
import express from "express";
import { authMiddleware } from "./auth/middleware.ts";
import { authRoutes } from "./auth/routes.ts";
import { blockedAskerRoutes } from "./blocked-askers/routes.ts";
import { createMailer } from "./auth/mailer.ts";
import { sharedCodeSecret } from "./auth/shared-secret.ts";
import { networkLimitsOf, type Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { deckRoutes } from "./deck/routes.ts";
import { startDeckRenderer, type DeckRenderer } from "./deck/renderer.ts";
import { exportRoutes } from "./exports/routes.ts";
import { feedbackRoutes } from "./feedback/routes.ts";
import { startAudienceSampler } from "./insights/audience-sampler.ts";
import { insightRoutes } from "./insights/routes.ts";
import { leaderboardRoutes } from "./leaderboard/routes.ts";
import { startReportJob, type ReportJob } from "./report/job.ts";
import { reportRoutes } from "./report/routes.ts";
import { tokenRoutes } from "./tokens/routes.ts";
import { startWebhookJob, type WebhookJob } from "./webhooks/job.ts";
import { webhookRoutes } from "./webhooks/routes.ts";
import { reactionRoutes } from "./reactions/routes.ts";
import { fileRoutes } from "./files/routes.ts";
import { apiNotFound, errorHandler } from "./http/errors.ts";
import { healthRoute } from "./http/health.ts";
import { startHousekeeping, type HousekeepingJob } from "./housekeeping/job.ts";
import { originGuard } from "./http/origin-guard.ts";
import { createDurableRateLimiter, createRateLimiter } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { servePwa } from "./http/serve-pwa.ts";
import {
  createVisitorIds,
  defineVisitorId,
  visitorMiddleware,
  visitorRoutes,
} from "./http/visitor.ts";
import { leadRoutes } from "./leads/routes.ts";
import { createLiveHub } from "./live/hub.ts";
import { liveAccess } from "./live-access.ts";
import { createLogger } from "./log.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { pollRoutes } from "./polls/routes.ts";
import { questionRoutes } from "./questions/routes.ts";
import { sessionPagePrerender } from "./sessions/prerender.ts";
import { homePagePrerender } from "./http/home-prerender.ts";
import { embedPollPrerender } from "./polls/prerender.ts";
import { resourceRoutes } from "./resources/routes.ts";
import { sessionRoutes } from "./sessions/routes.ts";
import { openSharedRedis } from "./redis/connection.ts";
import { memberRoutes } from "./members/routes.ts";
import { eventDashboardRoutes } from "./events/dashboard.ts";
import { eventImportRoutes } from "./events/import.ts";
import { eventPagePrerender } from "./events/prerender.ts";
import { roomRedirect, roomRoutes } from "./events/rooms.ts";
import { eventRoutes } from "./events/routes.ts";
import { stageRoutes } from "./stage/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { openDatabase } from "./db/open.ts";
import { withMaskedAnswers } from "./polls/masked-answers.ts";
import { makeDataDir } from "./db/data-dir.ts";
import { createFileStorage } from "./files/open-storage.ts";

export const JSON_BODY_LIMIT = "100kb";
/** How long close() lets requests in flight finish before it cuts their connections (unset config). */
export const DRAIN_TIMEOUT_MS = 5_000;
/** While draining, connections that fall idle are closed this often (their client moves on). */
const IDLE_SWEEP_MS = 100;

/**
 * Connections the kernel may hold for the server before it accepts them (capped by the kernel's
 * net.core.somaxconn, 4096 here). Node's default of 511 overflowed when a hall's phones each
 * opened a new connection at once: the kernel dropped thousands, and each came back only after
 * the phone's retry a second or more later (docs/benchmarks.md, A hall's burst).
 */
const LISTEN_BACKLOG = 4096;

export interface Lectern {
  app: express.Express;
  server: http.Server;
  ctx: AppContext;
  /** Removes what has expired, in the background (housekeeping/job.ts). */
  housekeeping: HousekeepingJob;
  /** Renders uploaded decks, one at a time, in the background (deck/renderer.ts). */
  decks: DeckRenderer;
  /** Sends each talk's report the day after it (report/job.ts). */
  reports: ReportJob;
  /** Sends the webhooks' queued deliveries, with their retries (webhooks/job.ts). */
  webhooks: WebhookJob;
  /** Starts listening; resolves with the bound port (pass 0 for any free port). */
  listen(port?: number, host?: string): Promise<number>;
  /**
   * Drains (docs/deploy.md): stops listening, answers what arrives on open connections (health says
   * "draining", every answer closes its connection), tells ws clients to reconnect elsewhere
   * (1012), waits for requests in flight (at most config.drainTimeoutMs), for a housekeeping pass in
   * flight to end its batch, for a report pass to end its report and for a webhook pass to end its
   * sends, then closes the database.
   */
  close(): Promise<void>;
}

export async function createApp(config: Config): Promise<Lectern> {
  const log = createLogger(config.logLevel, config.logFormat);
  makeDataDir(config.dataDir);
  const metrics = createMetrics(config.metricsToken);
  const opened = await openDatabase(config, metrics?.onBatch);
  const { db, reactions, pacing } = opened;
  const votes = withMaskedAnswers(opened.votes);
  const codeSecret = await sharedCodeSecret(config, db);
  const redis = config.redisUrl
    ? await openSharedRedis(config.redisUrl, config.redisKeyPrefix, log)
    : null;
  const app = express();
  defineVisitorId(app);
  const server = http.createServer(app);
  const visitorIds = createVisitorIds(codeSecret);
  const limiter = createRateLimiter(redis);
  const hub = createLiveHub(
    {
      access: liveAccess({ db, votes, config, visitorIds, reactions, limiter, log }),
      redis,
      log,
      publicUrl: config.publicUrl,
      trustProxy: express().set("trust proxy", config.trustProxy).get("trust proxy fn") as (
        address: string,
        hop: number,
      ) => boolean,
      pingMs: config.livePingMs,
      socketsPerNetwork: networkLimitsOf(config).sockets,
      observer: metrics?.live,
    },
    server,
  );
  metrics?.countSockets(() => hub.clientCount());
  const ctx: AppContext = {
    config,
    db,
    votes,
    reactions,
    log,
    mailer: createMailer(config, log),
    storage: createFileStorage(config, db),
    hub,
    limiter,
    authLimiter: createDurableRateLimiter(db, redis),
    codeSecret,
    visitorIds,
    redis,
    metrics,
  };
  const decks = startDeckRenderer({
    ...ctx,
    onFinished: (sessionId) => hub.publishDeck(sessionId),
  });
  const audienceSampler = startAudienceSampler(ctx);
  const housekeeping = startHousekeeping({
    config,
    db,
    pacing,
    storage: ctx.storage,
    redis,
    log,
    onPass: metrics?.onPass,
  });
  const reports = startReportJob(ctx);
  const webhooks = startWebhookJob(ctx);

  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.set("trust proxy", config.trustProxy);
  metrics?.instrument(app);
  app.use((_req, res, next) => {
    if (closing !== null) res.set("Connection", "close");
    next();
  });
  app.use(securityHeaders(config.publicUrl.startsWith("https://")));
  // Unset METRICS_TOKEN: a scrape gets a plain 404, never the app's page.
  app.get("/metrics", metrics ? metrics.serve : apiNotFound);

  const api = express.Router();
  api.use(originGuard(config.publicUrl));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(cookieParser());
  api.use(visitorMiddleware(config, ctx.visitorIds, ctx.limiter));
  api.use(authMiddleware(ctx));
  // First, so a hall's taps are matched before every other router's routes are tried.
  api.use(reactionRoutes(ctx));
  api.get("/health", healthRoute({ db, redis: ctx.redis, draining: () => closing !== null }));
  api.use(visitorRoutes());
  api.use("/auth", authRoutes(ctx));
  api.use(userRoutes(ctx));
  api.use(fileRoutes(ctx));
  api.use(sessionRoutes(ctx));
  api.use(resourceRoutes(ctx));
  api.use(pollRoutes(ctx));
  api.use(questionRoutes(ctx));
  api.use(feedbackRoutes(ctx));
  api.use(leaderboardRoutes(ctx));
  api.use(insightRoutes(ctx));
  api.use(reportRoutes(ctx));
  api.use(tokenRoutes(ctx));
  api.use(webhookRoutes(ctx));
  api.use(blockedAskerRoutes(ctx));
  api.use(stageRoutes(ctx));
  api.use(memberRoutes(ctx));
  api.use(eventRoutes(ctx));
  api.use(roomRoutes(ctx));
  api.use(eventImportRoutes(ctx));
  api.use(eventDashboardRoutes(ctx));
  api.use(leadRoutes(ctx));
  api.use(exportRoutes(ctx));
  api.use(deckRoutes(ctx, decks));
  api.use(apiNotFound);
  app.use(
    "/api",
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    },
    api,
  );

  app.use(roomRedirect(ctx));
  if (config.pwaDistDir)
    app.use(
      servePwa(config.pwaDistDir, [
        homePagePrerender(),
        sessionPagePrerender(db, votes),
        embedPollPrerender(db, votes),
        eventPagePrerender(db, config.clock ?? Date.now),
      ]),
    );
  app.use(errorHandler(log));

  let closing: Promise<void> | null = null;
  return {
    app,
    server,
    ctx,
    housekeeping,
    decks,
    reports,
    webhooks,
    listen(port = config.port, host?: string) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          server.off("error", reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      closing ??= (async () => {
        audienceSampler.stop();
        const housekeepingStopped = housekeeping.stop();
        const reportsStopped = reports.stop();
        const webhooksStopped = webhooks.stop();
        const decksStopped = decks.stop();
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        const cutOff = setTimeout(
          () => server.closeAllConnections(),
          config.drainTimeoutMs ?? DRAIN_TIMEOUT_MS,
        );
        await ctx.hub.close();
        await drained;
        clearInterval(sweep);
        clearTimeout(cutOff);
        await housekeepingStopped;
        await reportsStopped;
        await webhooksStopped;
        await decksStopped;
        await redis?.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}
