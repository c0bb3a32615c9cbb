/**
 * Where uploaded files are kept (docs/decisions.md, Files): one interface, two back ends chosen by
 * FILE_STORAGE. "local" keeps them under DATA_DIR/uploads, outside any static root; "database"
 * keeps them in the database in chunks (database-storage.ts), so every instance serves every file
 * (docs/decisions.md, Several instances). Names are random and never derive from what the client
 * sent; files are served only through the API.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createDatabaseFileStorage } from "./database-storage.ts";
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

export function createFileStorage(
  config: Pick<Config, "dataDir" | "fileStorage">,
  db: Db,
): FileStorage {
  return config.fileStorage === "database"
    ? createDatabaseFileStorage(db)
    : createLocalFileStorage(config.dataDir);
}

function createLocalFileStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, "uploads");
  fs.mkdirSync(dir, { recursive: true });
  const pathOf = (storedName: string) =>
    isStoredName(storedName) ? path.join(dir, storedName) : null;
  return {
    async save(bytes, type) {
      const storedName = newStoredName(type);
      const target = path.join(dir, storedName);
      const temp = `${target}.part`;
      await fs.promises.writeFile(temp, bytes, { flag: "wx" });
      await fs.promises.rename(temp, target);
      return storedName;
    },
    async saveFile(tempPath, type) {
      const storedName = newStoredName(type);
      const target = path.join(dir, storedName);
      try {
        await fs.promises.rename(tempPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        const temp = `${target}.part`;
        await fs.promises.copyFile(tempPath, temp, fs.constants.COPYFILE_EXCL);
        await fs.promises.rename(temp, target);
      }
      return storedName;
    },
    send(_req, res, storedName) {
      const target = pathOf(storedName);
      if (!target) return Promise.resolve(false);
      // Express's sendFile honours Range, conditional requests and HEAD.
      return new Promise((resolve, reject) => {
        res.sendFile(
          target,
          { dotfiles: "deny" },
          (error?: NodeJS.ErrnoException & { status?: number }) => {
            if (!error) resolve(true);
            else if ((error.code === "ENOENT" || error.status === 404) && !res.headersSent)
              resolve(false);
            else reject(error);
          },
        );
      });
    },
    async read(storedName) {
      const target = pathOf(storedName);
      if (!target) return null;
      try {
        return await fs.promises.readFile(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(storedName) {
      const target = pathOf(storedName);
      if (target) await fs.promises.rm(target, { force: true });
    },
  };
}
