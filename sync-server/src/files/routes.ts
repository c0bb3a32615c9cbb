/**
 * GET /api/files/:name serves a stored upload (profile pictures and other images shown inline).
 * Only names the storage itself makes are accepted, so no request path ever reaches the file
 * system; the type was fixed from the bytes at upload time and is carried by the extension.
 */
import express, { type Router } from "express";
import type { AppContext } from "../context.ts";
import { DomainError } from "../domain-error.ts";
import { isPictureFile } from "../users/repo.ts";
import type { SniffedType } from "./sniff.ts";

const MIME_OF: Record<SniffedType["ext"], SniffedType["mime"]> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * Stored names are random and never reused, so a fetched file never changes. A profile picture is
 * public and may sit in shared caches for a day; any other file (a resource's preview) only in the
 * reader's own browser, and for an hour, so one its speaker deletes soon stops being served
 * (docs/decisions.md, Files).
 */
export const PICTURE_CACHE_CONTROL = "public, max-age=86400, immutable";
export const FILE_CACHE_CONTROL = "private, max-age=3600, immutable";

export function fileRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.get("/files/:name", async (req, res) => {
    const name = req.params.name;
    const mime = MIME_OF[name.slice(name.lastIndexOf(".") + 1) as SniffedType["ext"]];
    if (!mime) throw new DomainError("file_not_found", "File not found");
    // Answered instead of the file, an error drops these (http/errors.ts).
    res.set({
      "Content-Type": mime,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Cache-Control": (await isPictureFile(ctx.db, name))
        ? PICTURE_CACHE_CONTROL
        : FILE_CACHE_CONTROL,
    });
    if (!(await ctx.storage.send(req, res, name)))
      throw new DomainError("file_not_found", "File not found");
  });

  return router;
}
