/**
 * Uploaded files under DATA_DIR/uploads, outside any static root, under random names that never
 * derive from what the client sent. Served only through the /api/files route.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SniffedType } from "./sniff.ts";

const STORED_NAME = /^[A-Za-z0-9_-]{8,64}\.(pdf|png|jpg|gif|webp)$/;

export interface FileStorage {
  readonly dir: string;
  /** Writes the bytes under a new random name and returns that name. */
  save(bytes: Uint8Array, type: SniffedType): Promise<string>;
  /** Absolute path of a stored name, or null when the name is not one this storage makes. */
  pathOf(storedName: string): string | null;
  /** Removes a stored file; a missing file is not an error. */
  remove(storedName: string): Promise<void>;
}

export function filePathOf(storedName: string): string {
  return `/api/files/${storedName}`;
}

export function createFileStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, "uploads");
  fs.mkdirSync(dir, { recursive: true });
  const pathOf = (storedName: string) =>
    STORED_NAME.test(storedName) ? path.join(dir, storedName) : null;
  return {
    dir,
    async save(bytes, type) {
      const storedName = `${crypto.randomBytes(18).toString("base64url")}.${type.ext}`;
      const target = path.join(dir, storedName);
      const temp = `${target}.part`;
      await fs.promises.writeFile(temp, bytes, { flag: "wx" });
      await fs.promises.rename(temp, target);
      return storedName;
    },
    pathOf,
    async remove(storedName) {
      const target = pathOf(storedName);
      if (target) await fs.promises.rm(target, { force: true });
    },
  };
}
