/**
 * Security checks (docs/decisions.md, Security) the other suites leave out: fields nobody asked for
 * (mass assignment, prototype pollution) never take effect, the 100 kB JSON cap, SQL-looking text
 * kept as text, uploads that lie about their type, files kept out of every static root, RFC 6266
 * file names, nosniff on every kind of answer, the visitor cookie's flags, and the rule for /ws
 * handshakes from other sites.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type PublicSession,
  type Resource,
  type ServerMessage,
  serverMessageSchema,
  type User,
  WS_PATH,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  startTestServer,
  storedFileCount,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "./harness.ts";
import { messageText } from "./live-client.ts";
import { ROUTES, fillPath, routeName, mismatch, type Outsider } from "./route-table.ts";
import {
  askQuestion,
  type CreatedSession,
  errorOf,
  fileForm,
  type Fixture,
  gatedFileUrl,
  isErrorBody,
  must,
  newKey,
  rowCounts,
  seed,
  signUpSpeaker,
  tableContents,
  TINY_PDF,
  uniqueEmail,
  uploadPdf,
  visitor as newVisitor,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server);
}, 60_000);

afterAll(async () => {
  await server.close();
});

const storedFiles = () => storedFileCount(server);

/** Every value of every row, as one string, to look for values that must never be stored. */
async function everyStoredValue(): Promise<string> {
  return Object.values(await tableContents(server)).join("\n");
}

/** Fields no route reads, with values that would show if any of them were stored or used. */
const SENTINELS = {
  id: 987_654_321,
  userId: 987_654_322,
  ownerId: 987_654_323,
  createdAt: "1999-09-09T09:09:09.999Z",
  upvotes: 987_654_324,
  totalVotes: 987_654_325,
  leadCount: 987_654_326,
  isAdmin: true,
  role: "sentinel-admin-role",
  tokenHash: "sentinel-token-hash",
};
const SENTINEL_TEXTS = [
  "987654321",
  "987654322",
  "987654323",
  "987654324",
  "987654325",
  "987654326",
  "1999-09-09T09:09:09.999Z",
  "sentinel-admin-role",
  "sentinel-token-hash",
  "polluted-by-request",
];

describe("fields nobody asked for", () => {
  it("are ignored or refused on every JSON route, never stored, never a 500, and never reach Object.prototype", async () => {
    const problems: string[] = [];
    const clients: Record<Outsider, TestClient> = {
      signedOut: fx.signedOut,
      visitor: fx.visitors[2]!,
      otherSpeaker: fx.other,
      owner: fx.owner,
    };
    for (const route of ROUTES.filter((r) => r.body === "json" || r.body === "optional-json")) {
      const call = await route.prepare(fx, route.sweepAs);
      const known = new Set(Object.keys(route.fields ?? {}));
      const extras = Object.fromEntries(Object.entries(SENTINELS).filter(([k]) => !known.has(k)));
      const json = JSON.stringify({ ...(call.body ?? {}), ...extras });
      const body = `${json.slice(0, -1)},"__proto__":{"polluted":"polluted-by-request"},"constructor":{"prototype":{"polluted":"polluted-by-request"}}}`;
      const client = route.changesIdentity ? server.client() : clients[route.sweepAs];
      const rows = await tableContents(server);
      const res = await client.request(route.method, fillPath(route.path, call.params), {
        raw: { body, contentType: "application/json" },
      });
      const name = routeName(route);
      if (mismatch(route.expect[route.sweepAs], res.status, res.body) !== null) {
        if (res.status < 400 || res.status >= 500 || !isErrorBody(res.body))
          problems.push(`${name}: answered ${res.status} ${JSON.stringify(res.body)}`);
        else if (JSON.stringify(await tableContents(server)) !== JSON.stringify(rows))
          problems.push(`${name}: refused with ${res.status} but changed rows`);
      }
      const answered = JSON.stringify(res.body);
      for (const text of SENTINEL_TEXTS)
        if (answered.includes(text)) problems.push(`${name}: the answer carries ${text}`);
    }
    expect(problems).toEqual([]);
    const stored = await everyStoredValue();
    expect(SENTINEL_TEXTS.filter((text) => stored.includes(text))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await fx.owner.get("/api/health")).status).toBe(200);
  });

  it("cannot make a question answered or pre-upvoted, or a session someone else's", async () => {
    const asked = await (
      await newVisitor(server)
    ).post(
      `/api/sessions/${fx.session.id}/questions`,
      {
        questionText: "Forged state?",
        isAnonymous: true,
        isAnswered: true,
        upvotes: 50,
        sessionId: 1,
      },
      { headers: { "Idempotency-Key": newKey() } },
    );
    if (asked.status === 201)
      expect(asked.body).toMatchObject({ isAnswered: false, upvotes: 0, sessionId: fx.session.id });
    else expect(asked.status).toBe(400);
    const created = await fx.owner.post<CreatedSession>("/api/sessions", {
      eventName: "Conf",
      title: "Mine",
      description: "Mine",
      userId: fx.otherUser.id,
    });
    if (created.status === 201) {
      expect((await fx.owner.get(`/api/sessions/${created.body.id}`)).status).toBe(200);
      expect((await fx.other.get(`/api/sessions/${created.body.id}`)).status).toBe(403);
    } else expect([400, 403]).toContain(created.status);
    const profile = await fx.owner.put(`/api/users/${fx.ownerUser.id}`, {
      email: "taken-over@example.test",
    });
    expect(profile.status).toBeLessThan(500);
    expect(must(await fx.owner.get<{ user: User }>("/api/auth/me"), 200, "me").user.email).toBe(
      fx.ownerUser.email,
    );
  });
});

describe("the JSON body cap", () => {
  it("a body under 100 kB is read; one over it is refused with 413 JSON and changes nothing", async () => {
    const padded = (bytes: number) => {
      const base = { eventName: "Conf", title: "Big body", description: "x" };
      const filler = bytes - JSON.stringify({ ...base, pad: "" }).length;
      return JSON.stringify({ ...base, pad: " ".repeat(filler) });
    };
    const under = await fx.owner.request("POST", "/api/sessions", {
      raw: { body: padded(100_000), contentType: "application/json" },
    });
    expect(under.status).not.toBe(413);
    expect(under.status).toBeLessThan(500);
    const rows = await tableContents(server);
    const over = await fx.owner.request("POST", "/api/sessions", {
      raw: { body: padded(100 * 1024 + 1), contentType: "application/json" },
    });
    expect(over.status).toBe(413);
    expect(errorOf(over).message).toMatch(/too large/i);
    expect(await tableContents(server)).toEqual(rows);
  });
});

describe("SQL-looking text", () => {
  it("is stored and shown exactly as typed, and every table is still there", async () => {
    const tablesBefore = Object.keys(await rowCounts(server)).sort();
    const title = "Robert'); DROP TABLE sessions;--";
    const session = must(
      await fx.owner.post<CreatedSession>("/api/sessions", {
        eventName: "' OR '1'='1",
        title,
        description: '"; DELETE FROM leads; --',
      }),
      201,
      "session",
    );
    const question = await askQuestion(
      await newVisitor(server),
      session.id,
      "1 UNION SELECT email FROM users --",
      "x' AND 1=1 --",
    );
    const page = must(
      await fx.visitors[0]!.get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "page",
    );
    expect(page).toMatchObject({
      title,
      eventName: "' OR '1'='1",
      description: '"; DELETE FROM leads; --',
    });
    expect(question).toMatchObject({
      questionText: "1 UNION SELECT email FROM users --",
      authorName: "x' AND 1=1 --",
    });
    expect(Object.keys(await rowCounts(server)).sort()).toEqual(tablesBefore);
    expect((await rowCounts(server)).sessions).toBeGreaterThan(1);
  });
});

describe("uploads that lie", () => {
  const lies: [string, { bytes: Uint8Array; name: string; type: string }][] = [
    [
      "HTML named .pdf",
      {
        bytes: Buffer.from("<!doctype html><script>alert(1)</script>"),
        name: "slides.pdf",
        type: "application/pdf",
      },
    ],
    [
      "SVG named .png",
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        name: "chart.png",
        type: "image/png",
      },
    ],
    [
      "a Windows executable named .pdf",
      {
        bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
        name: "slides.pdf",
        type: "application/pdf",
      },
    ],
    [
      "a ZIP named .pdf",
      {
        bytes: Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100)]),
        name: "slides.pdf",
        type: "application/pdf",
      },
    ],
    [
      "a PDF header hidden after text",
      {
        bytes: Buffer.concat([Buffer.from("hello\n"), TINY_PDF]),
        name: "slides.pdf",
        type: "application/pdf",
      },
    ],
  ];

  it("are refused with 415 whatever their name and claimed type, storing nothing", async () => {
    const problems: string[] = [];
    for (const [label, file] of lies) {
      const rows = await tableContents(server);
      const files = await storedFiles();
      const res = await fx.owner.request("POST", "/api/upload", {
        form: fileForm({ sessionId: fx.session.id, type: "handout", title: label }, file),
      });
      if (res.status !== 415 || !isErrorBody(res.body))
        problems.push(`${label}: answered ${res.status} ${JSON.stringify(res.body)}`);
      if (
        JSON.stringify(await tableContents(server)) !== JSON.stringify(rows) ||
        (await storedFiles()) !== files
      )
        problems.push(`${label}: stored something`);
    }
    expect(problems).toEqual([]);
  });

  it("a real PDF claiming to be a PNG is stored and served as what its bytes are", async () => {
    const res = await fx.owner.request<Resource>("POST", "/api/upload", {
      form: fileForm(
        { sessionId: fx.session.id, type: "handout", title: "Mislabelled" },
        { bytes: TINY_PDF, name: "photo.png", type: "image/png" },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: "application/pdf" });
    expect(res.body.filePath).toMatch(/\.pdf$/);
    const served = await fetch(await gatedFileUrl(server, res.body.id));
    expect(served.headers.get("content-type")).toContain("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?Mislabelled\.pdf"?$/,
    );
  });
});

/** Runs `use` against a server that also serves a minimal built PWA from a temp folder, removed afterwards. */
async function withPwaServer(
  use: (withPwa: TestServer, distDir: string) => Promise<void>,
): Promise<void> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Lectern</title>");
  // Local storage: the files it keeps are what must stay out of the PWA's root.
  const withPwa = await startTestServer({ pwaDistDir: distDir, fileStorage: "local" });
  try {
    await use(withPwa, distDir);
  } finally {
    await withPwa.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}

describe("where files live", () => {
  it("uploads sit under DATA_DIR/uploads with random names; a traversal name writes nothing elsewhere; the PWA root never serves them", async () => {
    await withPwaServer(async (withPwa, distDir) => {
      const owner = withPwa.client();
      await signUpSpeaker(withPwa, owner, {
        firstName: "Fay",
        lastName: "Files",
        email: uniqueEmail("files"),
      });
      const session = must(
        await owner.post<CreatedSession>("/api/sessions", {
          eventName: "Conf",
          title: "Files",
          description: "Where files live",
        }),
        201,
        "session",
      );
      const before = fs.readdirSync(withPwa.dataDir).sort();
      const res = await owner.request<Resource>("POST", "/api/upload", {
        form: fileForm(
          { sessionId: session.id, type: "handout", title: "Escape" },
          { bytes: TINY_PDF, name: "../../../../tmp/escape.pdf", type: "application/pdf" },
        ),
      });
      expect(res.status).toBe(201);
      const storedName = path.basename(res.body.filePath!);
      expect(storedName).toMatch(/^[A-Za-z0-9_-]{20,}\.pdf$/);
      expect(fs.readdirSync(path.join(withPwa.dataDir, "uploads"))).toContain(storedName);
      expect(fs.readdirSync(withPwa.dataDir).sort()).toEqual(before);
      expect(fs.existsSync("/tmp/escape.pdf")).toBe(false);
      expect(fs.readdirSync(distDir)).toEqual(["index.html"]);

      for (const probe of [
        `/uploads/${storedName}`,
        `/${storedName}`,
        `/assets/${storedName}`,
        `/%2e%2e/uploads/${storedName}`,
        `/lectern.db`,
        `/code-secret`,
      ]) {
        const served = await fetch(withPwa.baseUrl + probe);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(bytes.includes(TINY_PDF), probe).toBe(false);
        expect(bytes.includes(Buffer.from("SQLite format")), probe).toBe(false);
      }
    });
  });

  it("a download's file name is encoded per RFC 6266: quotes and slashes cannot break out, non-ASCII goes in filename*", async () => {
    const pdf = await uploadPdf(fx.owner, fx.session.id, 'Q3 "final"; filename=evil.exe \\ résumé');
    const res = await fetch(await gatedFileUrl(server, pdf.id));
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/,
    );
    const [, ascii] = /filename="([^"]*)"/.exec(disposition)!;
    const [, encoded] = /filename\*=UTF-8''(.+)$/.exec(disposition)!;
    expect(ascii!.endsWith(".pdf")).toBe(true);
    expect(decodeURIComponent(encoded!)).toBe("Q3 final ; filename=evil.exe résumé.pdf");
  });
});

describe("framing", () => {
  it("every page and answer refuses to be framed, except the embed itself, which any site may frame", async () => {
    await withPwaServer(async (withPwa) => {
      const headersOf = async (pathname: string) =>
        (await fetch(withPwa.baseUrl + pathname, { headers: { accept: "text/html" } })).headers;
      for (const pathname of [
        "/",
        "/dashboard",
        "/session/1",
        "/session/1/leads",
        "/index.html",
        "/api/health",
        "/api/sessions/1/public",
        "/api/nope",
        "/embed/poll/1/x",
        "/embed/poll/",
        "/embed/%2e%2e/dashboard",
        "/embed/",
      ]) {
        const headers = await headersOf(pathname);
        expect(headers.get("x-frame-options"), pathname).toBe("DENY");
        expect(headers.get("content-security-policy"), pathname).toContain(
          "frame-ancestors 'none'",
        );
      }
      for (const pathname of ["/embed/poll/1", "/embed/poll/987654", "/embed/poll/abc"]) {
        const headers = await headersOf(pathname);
        expect(headers.get("x-frame-options"), pathname).toBeNull();
        expect(headers.get("content-security-policy"), pathname).toContain("frame-ancestors *");
      }
    });
  });
});

describe("nosniff", () => {
  it("is on every kind of answer: JSON, errors, refusals, files, QR codes and pages", async () => {
    const answers: [string, TestResponse | Response][] = [
      ["health", await fx.visitors[0]!.get("/api/health")],
      ["public page", await fx.visitors[0]!.get(`/api/sessions/${fx.session.id}/public`)],
      ["401", await fx.visitors[0]!.get(`/api/sessions/${fx.session.id}/leads`)],
      ["404", await fx.visitors[0]!.get("/api/nope")],
      [
        "400",
        await fx.visitors[0]!.request("POST", "/api/auth/signin", {
          raw: { body: "{", contentType: "application/json" },
        }),
      ],
      [
        "415",
        await fx.visitors[0]!.request("POST", "/api/auth/signin", {
          raw: { body: "x", contentType: "text/plain" },
        }),
      ],
      [
        "403 cross-site",
        await fx.owner.post("/api/sessions", {}, { headers: { Origin: "https://evil.example" } }),
      ],
      ["file", await fetch(await gatedFileUrl(server, fx.pdf.id))],
      ["file without a token", await fetch(`${server.baseUrl}/api/resources/${fx.pdf.id}/file`)],
      [
        "stored file",
        await fetch(server.baseUrl + fx.pdf.filePath, {
          headers: { cookie: fx.owner.cookieHeader() },
        }),
      ],
      ["QR code", await fetch(`${server.baseUrl}/api/sessions/${fx.session.id}/qr`)],
      ["non-API path", await fetch(`${server.baseUrl}/no/such/page.txt`)],
    ];
    const missing = answers
      .filter(([, res]) => res.headers.get("x-content-type-options") !== "nosniff")
      .map(([label]) => label);
    expect(missing).toEqual([]);
  });
});

describe("the visitor cookie", () => {
  it("is httpOnly and SameSite=Lax with a 128-bit random id, and Secure under https", async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("lectern_visitor="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const id = /lectern_visitor=([^;]+)/.exec(cookie)![1]!;
    expect(Buffer.from(id, "base64url").length).toBeGreaterThanOrEqual(16);
    const secure = await startTestServer({ publicUrl: "https://lectern.example" });
    try {
      const overHttps = await fetch(`${secure.baseUrl}/api/health`);
      expect(overHttps.headers.getSetCookie().find((c) => c.includes("lectern_visitor="))).toMatch(
        /Secure/,
      );
    } finally {
      await secure.close();
    }
  });
});

/** A raw /ws connection with the headers a browser on another site would send. */
async function openSocket(headers: Record<string, string>) {
  const socket = new WebSocket(server.baseUrl.replace(/^http/, "ws") + WS_PATH, { headers });
  const messages: ServerMessage[] = [];
  socket.on("message", (raw) =>
    messages.push(serverMessageSchema.parse(JSON.parse(messageText(raw)))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const waitFor = async (match: (m: ServerMessage) => boolean) => {
    await expect.poll(() => messages.some(match)).toBe(true);
    return messages.find(match)!;
  };
  return { socket, messages, waitFor };
}

describe("/ws handshakes from other sites", () => {
  it("are accepted (the embed uses them), and carry nothing owner-only even with the owner's cookie", async () => {
    const owned = await openSocket({
      Origin: "https://blog.example",
      cookie: fx.owner.cookieHeader(),
    });
    const anonymous = await openSocket({ Origin: "https://blog.example" });
    try {
      for (const live of [owned, anonymous]) {
        live.socket.send(JSON.stringify({ type: "subscribe_poll", pollId: fx.polls.draft.id }));
        live.socket.send(JSON.stringify({ type: "subscribe_poll", pollId: fx.polls.open.id }));
        live.socket.send(JSON.stringify({ type: "subscribe_questions", sessionId: fx.session.id }));
        await live.waitFor((m) => m.type === "poll_update" && m.pollId === fx.polls.open.id);
      }
      await askQuestion(
        await newVisitor(server),
        fx.session.id,
        "Seen over a foreign socket?",
        "Quinn",
      );
      for (const live of [owned, anonymous]) {
        await live.waitFor((m) => m.type === "questions_update");
        expect(
          live.messages.filter((m) => m.type === "poll_update" && m.pollId === fx.polls.draft.id),
        ).toEqual([]);
        expect(live.messages.some((m) => m.type === "error")).toBe(true);
        const text = JSON.stringify(live.messages);
        for (const secret of [
          fx.ownerUser.email,
          "Seen over a foreign socket?",
          "Quinn",
          "What do you think (draft)?",
        ])
          expect(text).not.toContain(secret);
      }
      // The owner's cookie changes nothing: both sockets saw the same kinds of message.
      const kinds = (messages: ServerMessage[]) => messages.map((m) => m.type).sort();
      expect(kinds(owned.messages)).toEqual(kinds(anonymous.messages));
    } finally {
      owned.socket.terminate();
      anonymous.socket.terminate();
    }
  });

  it("never take the owner's cookie for the owner: the stage is refused to them", async () => {
    const owned = await openSocket({
      Origin: "https://blog.example",
      cookie: fx.owner.cookieHeader(),
    });
    try {
      owned.socket.send(JSON.stringify({ type: "subscribe_stage", sessionId: fx.session.id }));
      await owned.waitFor((m) => m.type === "error" && m.code === "forbidden");
      expect(owned.messages.map((m) => m.type)).toEqual(["error"]);
    } finally {
      owned.socket.terminate();
    }
  });
});
