/**
 * Starts a real Lectern server for a test: a temp DATA_DIR, a real SMTP sink, a random port.
 * Clients keep cookies and a visitor id like a browser does. Nothing here is mocked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type Lectern } from "../app.ts";
import { LIVE_PING_MS, type Config } from "../config.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  lectern: Lectern;
  mail: MailSink;
  /** A new browser-like client (own cookie jar). */
  client(): TestClient;
  /** Closes the server and starts a new one on the same DATA_DIR and port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const mail = await startMailSink();
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "lectern-test-"));
  const makeConfig = (port: number): Config => ({
    port,
    dataDir,
    publicUrl: `http://127.0.0.1:${port}`,
    smtpUrl: mail.url,
    mailFrom: "Lectern <no-reply@lectern.test>",
    linkedinLookupUrl: null,
    logLevel: "error",
    pwaDistDir: null,
    livePingMs: LIVE_PING_MS,
    ...overrides,
  });
  // Reserve a port first so the public URL (used in QR codes) is right from the start.
  let lectern = await createApp(makeConfig(0));
  const port = await lectern.listen(0, "127.0.0.1");
  await lectern.close();
  lectern = await createApp(makeConfig(port));
  await lectern.listen(port, "127.0.0.1");
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    baseUrl,
    dataDir,
    get lectern() {
      return lectern;
    },
    mail,
    client: () => new TestClient(baseUrl),
    async restart() {
      await lectern.close();
      await clientPoolSeesClosedSockets();
      lectern = await createApp(makeConfig(port));
      await lectern.listen(port, "127.0.0.1");
    },
    async close() {
      await lectern.close();
      await mail.close();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * The old server closed its keep-alive sockets, and their FIN already sits in the kernel, but fetch's
 * connection pool only drops a socket once the event loop has polled that end of stream. Starting
 * the new server takes no I/O turn, so without this the next request goes out on a dead socket and
 * fails with "other side closed". Two immediates span one full poll phase.
 */
async function clientPoolSeesClosedSockets(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}

export interface TestResponse<T = any> {
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

/** A browser-like client: keeps cookies, sends JSON, parses JSON answers. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get visitorId(): string | undefined {
    return this.cookies.get("lectern_visitor");
  }

  /** The Cookie header this client sends, for requests made outside it (e.g. a hand-paced upload). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = any>(
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
      const [pair] = cookie.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
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

  get<T = any>(p: string, init?: RequestInit) {
    return this.request<T>("GET", p, init);
  }
  post<T = any>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("POST", p, { ...init, body });
  }
  put<T = any>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("PUT", p, { ...init, body });
  }
  patch<T = any>(p: string, body?: unknown, init: RequestInit = {}) {
    return this.request<T>("PATCH", p, { ...init, body });
  }
  delete<T = any>(p: string, init?: RequestInit) {
    return this.request<T>("DELETE", p, init);
  }
}

/** Signs a new speaker up through the real flow (register, code from the SMTP sink, verify). */
export async function signUpSpeaker(
  server: TestServer,
  client: TestClient,
  person: { firstName: string; lastName: string; email: string },
): Promise<{ id: number; email: string }> {
  const since = Date.now();
  const registered = await client.post("/api/auth/register", person);
  if (registered.status !== 201 && registered.status !== 200) {
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  }
  const code = await server.mail.waitForCode(person.email, since);
  const verified = await client.post("/api/auth/verify-otp", {
    userId: registered.body.userId,
    otpCode: code,
  });
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body.user;
}

/** A minimal valid PDF, for upload tests. */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A 1x1 PNG, for picture uploads. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
