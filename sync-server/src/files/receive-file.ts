/**
 * Reads one uploaded file into memory with multer, for every upload route: a file over the limit is
 * refused with the caller's code and message, and a broken multipart body is `bad_upload`, never a 500.
 */
import type { Request, Response } from "express";
import multer, { MulterError } from "multer";
import type { ErrorCode } from "@lectern/shared";
import { DomainError } from "../domain-error.ts";

export interface ReceiveFileOptions {
  maxBytes: number;
  tooLarge: { code: ErrorCode; message: string };
}

export function fileReceiver({ maxBytes, tooLarge }: ReceiveFileOptions) {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
  }).single("file");
  return (req: Request, res: Response): Promise<void> =>
    new Promise((resolve, reject) => {
      receive(req, res, (error: unknown) => {
        if (!error) resolve();
        else if (error instanceof MulterError && error.code === "LIMIT_FILE_SIZE") {
          reject(new DomainError(tooLarge.code, tooLarge.message));
        } else if (error instanceof MulterError)
          reject(new DomainError("bad_upload", `Upload refused: ${error.message}`));
        else
          reject(new DomainError("bad_upload", "The upload could not be read. Please try again."));
      });
    });
}
