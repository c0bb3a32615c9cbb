/**
 * Serves the built PWA: hashed assets cached for a year, index.html and the service worker never
 * cached, and index.html for any other GET that is not /api, /ws or a file (the app's routes).
 */
import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

export function servePwa(distDir: string): RequestHandler {
  const router = express.Router();
  const indexFile = path.join(distDir, "index.html");
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.set("Cache-Control", "public, max-age=31536000, immutable");
        else res.set("Cache-Control", "no-cache");
      },
    }),
  );
  router.get(/^(?!\/api\/|\/ws$)[^.]*$/, (_req, res, next) => {
    if (!fs.existsSync(indexFile)) {
      next();
      return;
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}
