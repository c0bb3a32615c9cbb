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
import { createMailer } from "./auth/mailer.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { createGroupCommit } from "./db/group-commit.ts";
import { fileRoutes } from "./files/routes.ts";
import { createFileStorage } from "./files/storage.ts";
import { apiNotFound, errorHandler } from "./http/errors.ts";
import { createIdempotencyStore } from "./http/idempotency.ts";
import { originGuard } from "./http/origin-guard.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { servePwa } from "./http/serve-pwa.ts";
import { visitorMiddleware } from "./http/visitor.ts";
import { leadRoutes } from "./leads/routes.ts";
import { createLiveHub } from "./live/hub.ts";
import { createLogger } from "./log.ts";
import { pollRoutes } from "./polls/routes.ts";
import { createPollVotes } from "./polls/votes.ts";
import { questionRoutes } from "./questions/routes.ts";
import { sessionPagePrerender } from "./sessions/prerender.ts";
import { resourceRoutes } from "./resources/routes.ts";
import { sessionRoutes } from "./sessions/routes.ts";
import { userRoutes } from "./users/routes.ts";

export const JSON_BODY_LIMIT = "100kb";

export interface Lectern {
  app: express.Express;
  server: http.Server;
  ctx: AppContext;
  /** Starts listening; resolves with the bound port (pass 0 for any free port). */
  listen(port?: number, host?: string): Promise<number>;
  /** Stops accepting, closes sockets and the database. */
  close(): Promise<void>;
}

export async function createApp(config: Config): Promise<Lectern> {
  const log = createLogger(config.logLevel);
  const { db, sqlite } = await openDatabase(config.dataDir);
  const app = express();
  const server = http.createServer(app);
  const ctx: AppContext = {
    config,
    db,
    sqlite,
    groupCommit: createGroupCommit(db, sqlite),
    idempotency: createIdempotencyStore(sqlite),
    votes: createPollVotes(sqlite),
    log,
    mailer: createMailer(config, log),
    storage: createFileStorage(config.dataDir),
    hub: undefined as unknown as AppContext["hub"],
    limiter: createRateLimiter(),
  };
  ctx.hub = createLiveHub(ctx, server);

  const secure = config.publicUrl.startsWith("https://");
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(securityHeaders());

  const api = express.Router();
  api.use(originGuard(config.publicUrl));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(cookieParser());
  api.use(visitorMiddleware(secure));
  api.use(authMiddleware(ctx));
  api.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  api.use("/auth", authRoutes(ctx));
  api.use(userRoutes(ctx));
  api.use(fileRoutes(ctx));
  api.use(sessionRoutes(ctx));
  api.use(resourceRoutes(ctx));
  api.use(pollRoutes(ctx));
  api.use(questionRoutes(ctx));
  api.use(leadRoutes(ctx));
  api.use(apiNotFound);
  app.use(
    "/api",
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    },
    api,
  );

  if (config.pwaDistDir) app.use(servePwa(config.pwaDistDir, sessionPagePrerender(db)));
  app.use(errorHandler(log));

  let closing: Promise<void> | null = null;
  return {
    app,
    server,
    ctx,
    listen(port = config.port, host?: string) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      closing ??= (async () => {
        await ctx.hub.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5000).unref();
        });
        await db.destroy();
      })();
      return closing;
    },
  };
}
