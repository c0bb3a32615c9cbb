/**
 * The one way the browser calls the Lectern server: credentials included, JSON bodies, the
 * visitor id kept and sent back (iframes get no cookie), and errors shaped as spec section 8 says
 * ("{status}: {text}") while keeping the server's {message} for the UI.
 */
import { VISITOR_ID_HEADER } from "@lectern/shared";

const VISITOR_STORAGE_KEY = "lectern.visitorId";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's {message}, or null when the body had none. */
    readonly serverMessage: string | null,
    /** The server's {code}, when it sent one (for example "poll_draft"). */
    readonly code: string | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  const text = await response.text();
  if (!response.ok) {
    let message: string | null = null;
    let code: string | null = null;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === "string") message = parsed.message;
      if (typeof parsed.code === "string") code = parsed.code;
    } catch {
      // Not JSON: keep the raw text in the error message.
    }
    throw new ApiError(response.status, message, code, text || response.statusText);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** The message to show for a failed call: the server's words, else the fallback given. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
