/**
 * Where uploaded files are kept (docs/decisions.md, Files): one interface, two back ends chosen by
 * FILE_STORAGE (open-storage.ts). "local" keeps them under DATA_DIR/uploads, outside any static
 * root (local-storage.ts); "database" keeps them in the database in chunks (database-storage.ts),
 * so every instance serves every file (docs/decisions.md, Several instances). Names are random and
 * never derive from what the client sent; files are served only through the API.
 */
import crypto from "node:crypto";
import type { Request, Response } from "express";
import type { Logger } from "../log.ts";
import type { SniffedType } from "./sniff.ts";

const STORED_NAME = /^[A-Za-z0-9_-]{8,64}\.(pdf|png|jpg|gif|webp)$/;

export interface FileStorage {
  /** Writes the bytes under a new random name and returns that name. */
  save(bytes: Uint8Array, type: SniffedType): Promise<string>;
  /**
   * Moves a received upload (a temporary file, files/receive-file.ts) in under a new random name,
   * reading it a piece at a time, and returns that name. The temporary file may be gone after.
   */
  saveFile(tempPath: string, type: SniffedType): Promise<string>;
  /**
   * Answers `req` with a stored file's bytes, keeping the headers already set on `res`, honouring
   * one byte range (206; a range past the end is refused with 416) and conditional requests.
   * Resolves false, having sent nothing, when there is no such file; a name this storage does not
   * make is never looked up.
   */
  send(req: Request, res: Response, storedName: string): Promise<boolean>;
  /** A stored file's bytes, whole (the deck's renderer reads its PDF); null when there is none. */
  read(storedName: string): Promise<Uint8Array | null>;
  /** Removes a stored file; a missing file is not an error. */
  remove(storedName: string): Promise<void>;
}

export function filePathOf(storedName: string): string {
  return `/api/files/${storedName}`;
}

/** Whether `storedName` is one a storage makes; nothing else is ever looked up. */
export function isStoredName(storedName: string): boolean {
  return STORED_NAME.test(storedName);
}

export function newStoredName(type: SniffedType): string {
  return `${crypto.randomBytes(18).toString("base64url")}.${type.ext}`;
}

/** Removes stored files after their rows are gone; a failure is logged, the rows stay deleted. */
export async function removeStoredFiles(
  ctx: { storage: FileStorage; log: Logger },
  storedNames: readonly string[],
): Promise<void> {
  await Promise.all(
    storedNames.map((name) =>
      ctx.storage
        .remove(name)
        .catch((error: unknown) => ctx.log.warn(`Could not remove file ${name}`, error)),
    ),
  );
}
