/**
 * FILE_STORAGE "local" (docs/decisions.md, Files): files under DATA_DIR/uploads, outside any static
 * root, each written under a temporary name and renamed in whole, and served by Express's sendFile.
 */
import fs from "node:fs";
import path from "node:path";
import { isStoredName, newStoredName, type FileStorage } from "./storage.ts";

export function createLocalFileStorage(dataDir: string): FileStorage {
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
