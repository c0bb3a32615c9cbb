/**
 * Receives one uploaded file with multer for every upload route (docs/decisions.md, Attendee data):
 * the body is streamed to a temporary file under DATA_DIR/upload-tmp, never held in memory, and
 * moved into the storage from there. `beforeFile` runs when the file part begins (after the fields
 * sent before it), so a caller who may not upload is refused before the file is read. A file over
 * the limit is refused with the caller's code and message, a broken or aborted multipart body is
 * `bad_upload`, never a 500; multer removes the partial temporary file in every such case, and the
 * route removes the complete one when it is done (`discardUpload`).
 */
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import multer, { MulterError } from "multer";
import type { ErrorCode } from "@lectern/shared";
import { DomainError } from "@lectern/shared";

export interface ReceiveFileOptions {
  maxBytes: number;
  tooLarge: { code: ErrorCode; message: string };
  /** Checks the caller before the file's bytes are read; throw to refuse. */
  beforeFile?: (req: Request) => Promise<void>;
}

/** Where uploads wait while they arrive: inside DATA_DIR, so moving one into uploads/ is a rename. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, "upload-tmp");
}

export function fileReceiver(
  dataDir: string,
  { maxBytes, tooLarge, beforeFile }: ReceiveFileOptions,
) {
  const dir = uploadTempDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const receive = multer({
    storage: multer.diskStorage({ destination: dir }),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
    fileFilter: (req, _file, accept) => {
      if (!beforeFile) return accept(null, true);
      beforeFile(req).then(
        () => accept(null, true),
        (error: unknown) => accept(error as Error),
      );
    },
  }).single("file");
  return (req: Request, res: Response): Promise<void> =>
    new Promise((resolve, reject) => {
      receive(req, res, (error: unknown) => {
        if (!error) resolve();
        else if (error instanceof DomainError) reject(error);
        else if (error instanceof MulterError && error.code === "LIMIT_FILE_SIZE") {
          reject(new DomainError(tooLarge.code, tooLarge.message));
        } else if (error instanceof MulterError)
          reject(new DomainError("bad_upload", `Upload refused: ${error.message}`));
        else
          reject(new DomainError("bad_upload", "The upload could not be read. Please try again."));
      });
    });
}

/** Removes the request's temporary file, if any is left. */
export async function discardUpload(req: Request): Promise<void> {
  if (req.file?.path) await fs.promises.rm(req.file.path, { force: true });
}

/** The first bytes of a received file, enough to tell its type (sniff.ts). */
export async function headOf(filePath: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The request's declared size, an upper bound of the file's, or 0 when it does not say. */
export function declaredSize(req: Request): number {
  const length = Number(req.get("Content-Length"));
  return Number.isInteger(length) && length > 0 ? length : 0;
}
