/**
 * The one way the browser calls the Lectern server: credentials included, JSON bodies, the visitor
 * id kept and sent back (iframes get no cookie), and errors shaped as docs/product.md, Errors and
 * messages, says ("{status}: {text}") while keeping the server's {code} and details, from which the
 * UI picks what to show (error-text.ts, which screens load with their own code, so the attendee's
 * first load carries no error texts) and what to do.
 */
import { isErrorCode, VISITOR_ID_HEADER, type ErrorCode, type ErrorDetails } from "@lectern/shared";
import { noteOwnerAnswer } from "./owner-answers.ts";

const VISITOR_STORAGE_KEY = "lectern.visitorId";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's {code}; null when the answer was not the server's (a proxy's error page). */
    readonly code: ErrorCode | null,
    text: string,
    /** What the error body carried beside its code: invalid fields, sign-in tries left. */
    readonly details: ErrorDetails = {},
  ) {
    super(`${status}: ${text}`);
  }
}

/** The ApiError of a refused request, from its status and the text of its body. */
export function apiErrorOf(response: Response, text: string): ApiError {
  let code: ErrorCode | null = null;
  const details: ErrorDetails = {};
  try {
    const parsed = JSON.parse(text) as ErrorDetails & { code?: unknown };
    if (isErrorCode(parsed.code)) code = parsed.code;
    if (Array.isArray(parsed.issues)) details.issues = parsed.issues;
    if (typeof parsed.triesLeft === "number") details.triesLeft = parsed.triesLeft;
    if (typeof parsed.limit === "number") details.limit = parsed.limit;
    if (typeof parsed.field === "string") details.field = parsed.field;
    if (typeof parsed.line === "number") details.line = parsed.line;
    const retryAfter = Number(response.headers.get("Retry-After"));
    if (retryAfter > 0) details.retryAfterSeconds = retryAfter;
  } catch {
    // Not JSON (a proxy's error page): no code, the raw text stays in the error message.
  }
  return new ApiError(response.status, code, text || response.statusText, details);
}

/** True when the request never got an answer (offline, DNS, dropped connection). */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === "AbortError")
  );
}

/** The id for this page's life when storage is refused (an iframe with third-party storage blocked gets no cookie either). */
let visitorIdInMemory: string | null = null;

export function getVisitorId(): string | null {
  try {
    return localStorage.getItem(VISITOR_STORAGE_KEY) ?? visitorIdInMemory;
  } catch {
    return visitorIdInMemory;
  }
}

function rememberVisitorId(response: Response): void {
  const id = response.headers.get(VISITOR_ID_HEADER);
  if (!id) return;
  visitorIdInMemory = id;
  try {
    if (localStorage.getItem(VISITOR_STORAGE_KEY) !== id)
      localStorage.setItem(VISITOR_STORAGE_KEY, id);
  } catch {
    // Storage can be unavailable (private modes, blocked third-party storage); the id lives in memory.
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Sends the request; an action refused `visitor_invalid` (its id was never issued by this server, or
 * the page carried none) fetches a fresh id from GET /api/visitor, keeps it, and is sent once more
 * exactly as before, its Idempotency-Key included, so it still counts once (docs/decisions.md,
 * Visitor identity).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  let response = await send(path, options);
  let text = await response.text();
  if (
    method !== "GET" &&
    response.status === 403 &&
    apiErrorOf(response, text).code === "visitor_invalid"
  ) {
    const fresh = await send(visitorPathFor(path), { signal: options.signal });
    await fresh.text();
    if (fresh.ok) {
      response = await send(path, options);
      text = await response.text();
    }
  }
  if (!response.ok) {
    const error = apiErrorOf(response, text);
    if (isAccessRefusal(error)) for (const listener of accessListeners) listener(error);
    throw error;
  }
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A refusal that means the signed-in reader has no role in the session (`not_owner`) or a role
 * without the ability asked for (`role_forbidden`): docs/product.md, Team.
 */
export function isAccessRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.code === "not_owner" || error.code === "role_forbidden")
  );
}

const accessListeners = new Set<(error: ApiError) => void>();

/**
 * Hears every refusal of isAccessRefusal that any call of this page gets, so a screen that runs one
 * session (the live console) notices at once that the owner took its reader's role away or changed
 * it; answers the function that stops listening.
 */
export function onAccessRefused(listener: (error: ApiError) => void): () => void {
  accessListeners.add(listener);
  return () => {
    accessListeners.delete(listener);
  };
}

/** GET /api/visitor on the same server as `path` (which may carry an origin, as in tests). */
function visitorPathFor(path: string): string {
  const api = path.indexOf("/api/");
  return `${api > 0 ? path.slice(0, api) : ""}/api/visitor`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const visitorId = getVisitorId();
  if (visitorId) headers[VISITOR_ID_HEADER] = visitorId;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? "GET",
    credentials: "include",
    headers,
    body,
    signal: options.signal,
  });
  rememberVisitorId(response);
  noteOwnerAnswer(path, response);
  return response;
}
