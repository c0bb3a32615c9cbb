/**
 * Reads one uploaded file into memory with multer, for every upload route: a file over the limit is
 * 413 with the caller's message, and a broken multipart body is 400, never a 500.
 */
import type { Request, Response } from "express";
import multer, { MulterError } from "multer";
import { HttpError } from "../http/errors.ts";

export interface ReceiveFileOptions {
  maxBytes: number;
  tooLargeMessage: string;
}

export function fileReceiver({ maxBytes, tooLargeMessage }: ReceiveFileOptions) {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
  }).single("file");
  return (req: Request, res: Response): Promise<void> =>
    new Promise((resolve, reject) => {
      receive(req, res, (error: unknown) => {
        if (!error) resolve();
        else if (error instanceof MulterError && error.code === "LIMIT_FILE_SIZE") {
          reject(new HttpError(413, tooLargeMessage, "too_large"));
        } else if (error instanceof MulterError)
          reject(new HttpError(400, `Upload refused: ${error.message}`, "bad_upload"));
        else
          reject(
            new HttpError(400, "The upload could not be read. Please try again.", "bad_upload"),
          );
      });
    });
}
