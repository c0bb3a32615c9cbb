/**
 * GET /api/files/:name serves a stored upload (profile pictures and other images shown inline).
 * Only names the storage itself makes are accepted, so no request path ever reaches the file
 * system; the type was fixed from the bytes at upload time and is carried by the extension.
 */
import express, { type Router } from "express";
import type { AppContext } from "../context.ts";
import { notFound } from "../http/errors.ts";
import type { SniffedType } from "./sniff.ts";

const MIME_OF: Record<SniffedType["ext"], SniffedType["mime"]> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** Stored names are random and never reused, so a fetched file never changes. */
const CACHE_CONTROL = "public, max-age=86400, immutable";

export function fileRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.get("/files/:name", (req, res, next) => {
    const name = req.params.name;
    const absolute = ctx.storage.pathOf(name);
    const mime = MIME_OF[name.slice(name.lastIndexOf(".") + 1) as SniffedType["ext"]];
    if (!absolute || !mime) throw notFound("File not found");
    res.sendFile(
      absolute,
      {
        dotfiles: "deny",
        headers: {
          "Content-Type": mime,
          "X-Content-Type-Options": "nosniff",
          "Content-Disposition": "inline",
          "Cache-Control": CACHE_CONTROL,
        },
      },
      (error?: NodeJS.ErrnoException & { status?: number }) => {
        if (!error || res.headersSent) return;
        next(error.code === "ENOENT" || error.status === 404 ? notFound("File not found") : error);
      },
    );
  });

  return router;
}
