/**
 * A browser-like HTTP client for a Lectern at a base URL: keeps cookies, sends JSON or a form,
 * parses JSON answers. It imports nothing of the server, so the API tests, the Playwright fixtures
 * and the benchmark children all talk to their server, and seed it, through this one client.
 */

/**
 * A server's answer. The body is `unknown` until the caller says which route's answer it reads
 * (`client.get<Poll>(...)`) or parses it with the route's schema from @lectern/shared.
 */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestInit {
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
  /** Sent as-is with the given content type (for broken-JSON tests). */
  raw?: { body: string | Uint8Array; contentType: string };
  headers?: Record<string, string>;
}

/**
 * A Lectern that tests reach over HTTP: a server in the test's own process (harness.ts) or a child
 * process of the real entry point (cluster.ts).
 */
export interface LecternEndpoint {
  baseUrl: string;
  /** A new browser-like client (own cookie jar). */
  client(): TestClient;
  /** The newest sign-in code mailed to `email` since `since` (ms epoch). */
  codeFor(email: string, since: number): Promise<string>;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  /** `cookieHeader` starts the client with a browser's cookies ("a=1; b=2"). */
  constructor(
    readonly baseUrl: string,
    cookieHeader = "",
  ) {
    for (const pair of cookieHeader.split(";").map((s) => s.trim())) {
      const eq = pair.indexOf("=");
      if (eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  get visitorId(): string | undefined {
    return this.cookies.get("lectern_visitor");
  }

  /** The Cookie header this client sends, for requests made outside it (e.g. a hand-paced upload). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = unknown>(
    method: string,
    urlPath: string,
    init: RequestInit = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.raw) {
      body = init.raw.body as BodyInit;
      headers["content-type"] = init.raw.contentType;
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(this.baseUrl + urlPath, {
      method,
      headers,
      body,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === "")
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("json"))
      parsed = text ? JSON.parse(text) : null;
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(p: string, init?: RequestInit) {
    return this.request<T>("GET", p, init);
  }
  post<T = unknown>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("POST", p, { ...init, body });
  }
  put<T = unknown>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("PUT", p, { ...init, body });
  }
  patch<T = unknown>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("PATCH", p, { ...init, body });
  }
  delete<T = unknown>(p: string, init?: RequestInit) {
    return this.request<T>("DELETE", p, init);
  }
}
