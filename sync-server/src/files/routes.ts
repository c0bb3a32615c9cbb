/**
 * GET /api/files/:name serves a stored upload inline: a profile picture to anyone, a resource's
 * file only to its session's owner (everyone else gets it through the e-mail gate and a download
 * token: docs/decisions.md, Attendee data). Only names the storage itself makes are accepted, so no
 * request path ever reaches the file system; the type was fixed from the bytes at upload time and
 * is carried by the extension.
 */
import express, { type Router } from "express";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { UserRow } from "../db/schema.ts";
import { isPictureFile } from "../users/repo.ts";
import type { SniffedType } from "./sniff.ts";
import { DomainError, roleCan } from "@lectern/shared";
import { roleIn } from "../sessions/access.ts";

const MIME_OF: Record<SniffedType["ext"], SniffedType["mime"]> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/**
 * Stored names are random and never reused, so a fetched file never changes. A profile picture is
 * public and may sit in shared caches for a day; a resource's file reaches only its owner here, and
 * is never kept (docs/decisions.md, Files).
 */
const PICTURE_CACHE_CONTROL = "public, max-age=86400, immutable";
const OWNER_CACHE_CONTROL = "private, no-store";

/**
 * How `name` may be served: to anyone (a picture), to its session's owner and team only, or not at
 * all.
 */
async function audienceOf(
  db: Db,
  name: string,
  user: UserRow | null,
): Promise<"public" | "owner" | null> {
  if (await isPictureFile(db, name)) return "public";
  if (!user) return null;
  const resource = await db
    .selectFrom("resources")
    .innerJoin("sessions", "sessions.id", "resources.sessionId")
    .select(["sessions.id", "sessions.userId"])
    .where("resources.storedName", "=", name)
    .executeTakeFirst();
  return resource && roleCan(await roleIn(db, user, resource), "read") ? "owner" : null;
}

export function fileRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.get("/files/:name", async (req, res) => {
    const name = req.params.name;
    const mime = MIME_OF[name.slice(name.lastIndexOf(".") + 1) as SniffedType["ext"]];
    if (!mime) throw new DomainError("file_not_found", "File not found");
    const audience = await audienceOf(ctx.db, name, req.user);
    if (!audience) throw new DomainError("file_not_found", "File not found");
    // Answered instead of the file, an error drops these (http/errors.ts).
    res.set({
      "Content-Type": mime,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Cache-Control": audience === "public" ? PICTURE_CACHE_CONTROL : OWNER_CACHE_CONTROL,
    });
    if (!(await ctx.storage.send(req, res, name)))
      throw new DomainError("file_not_found", "File not found");
  });

  return router;
}
