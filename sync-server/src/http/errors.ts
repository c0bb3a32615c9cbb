/**
 * One error shape for the whole API: JSON {message, code?, issues?} with the right status
 * (decisions.md "Server"). Anything unexpected is logged and answered 500 without details.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import { MulterError } from "multer";
import { ZodError } from "zod";
import type { Logger } from "../log.ts";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = "Please sign in to continue") =>
  new HttpError(401, message, "unauthorized");
export const forbidden = (message = "You do not have access to this") =>
  new HttpError(403, message, "forbidden");
export const notFound = (message = "Not found") => new HttpError(404, message, "not_found");
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests, please wait a moment",
) =>
  new HttpError(429, message, "rate_limited", {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export function zodToHttpError(error: ZodError): HttpError {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "Invalid request";
  return new HttpError(400, message, "invalid", {}, issues);
}

/** Converts whatever a handler threw into a status and a JSON body. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return zodToHttpError(error);
  if (error instanceof MulterError) {
    if (error.code === "LIMIT_FILE_SIZE")
      return new HttpError(413, "File is too large", "too_large");
    return new HttpError(400, `Upload refused: ${error.message}`, "bad_upload");
  }
  const e = error as { type?: string; status?: number; statusCode?: number; message?: string };
  if (e?.type === "entity.too.large")
    return new HttpError(413, "Request body is too large", "too_large");
  if (e?.type === "entity.parse.failed")
    return new HttpError(400, "Request body is not valid JSON", "invalid_json");
  if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported")
    return new HttpError(415, "Unsupported request encoding", "unsupported");
  const status = e?.status ?? e?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500)
    return new HttpError(status, e.message ?? "Bad request");
  return null;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const http = toHttpError(error);
    if (res.headersSent) return;
    if (!http) {
      log.error(`${req.method} ${req.originalUrl} failed`, error);
      res.status(500).json({ message: "Something went wrong on our side. Please try again." });
      return;
    }
    res.set(http.headers);
    res
      .status(http.status)
      .json({
        message: http.message,
        ...(http.code ? { code: http.code } : {}),
        ...(http.issues ? { issues: http.issues } : {}),
      });
  };
}

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(notFound(`No route ${req.method} ${req.path}`));
