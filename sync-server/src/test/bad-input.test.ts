/**
 * The bad-input sweep (docs/decisions.md, Security): every route of route-table.ts gets odd ids,
 * broken JSON, wrong types, oversized and control-character strings and wrong content types, with
 * fast-check making the field values. Every answer must be a 4xx JSON error with a string message,
 * never a 500; refused requests change no row and store no file; the server keeps serving. Valid
 * unicode, by contrast, is accepted and kept exactly.
 */
import { type PublicSession, type Question, VISITOR_ID_PATTERN } from "@lectern/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TestClient,
  startTestServer,
  storedFileCount,
  type TestResponse,
  type TestServer,
} from "./harness.ts";
import {
  ROUTES,
  fillPath,
  pathParams,
  routeName,
  type Outsider,
  type FieldKind,
  type PreparedCall,
  type RouteCase,
} from "./route-table.ts";
import {
  changedTables,
  type CreatedSession,
  fileForm,
  type Fixture,
  isErrorBody,
  must,
  seed,
  tableContents,
  TINY_PDF,
  TINY_PNG,
  visitor as newVisitor,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;
/**
 * The sweeps below send hundreds of requests and compare every table around each one: on
 * PostgreSQL with the rest of the suite running beside them that takes longer than one ordinary
 * test may. A limit against a hang, not a speed check: the odd-ids sweep on PostgreSQL took 104 s
 * alone on 2 cores (December 2026), and more than 180 s with a loaded machine beside it.
 */
const SWEEP_TIMEOUT_MS = 400_000;

const prepared = new Map<RouteCase, PreparedCall>();

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server, 3);
  for (const route of ROUTES) prepared.set(route, await route.prepare(fx, route.sweepAs));
}, 60_000);

afterAll(async () => {
  await server.close();
});

function clientOf(actor: Outsider): TestClient {
  return {
    signedOut: fx.signedOut,
    visitor: fx.visitors[2]!,
    otherSpeaker: fx.other,
    owner: fx.owner,
  }[actor];
}

const storedFiles = () => storedFileCount(server);
const short = (value: unknown) => {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
};

/**
 * Sends one request that must be refused. Returns a description of what went wrong, or null when
 * the answer was a 4xx JSON error with a message and nothing in the database or uploads changed.
 */
async function refusedCleanly(send: () => Promise<TestResponse>): Promise<string | null> {
  const rows = await tableContents(server);
  const files = await storedFiles();
  let res: TestResponse;
  try {
    res = await send();
  } catch (error) {
    return `request failed: ${String((error as Error).cause ?? error)}`;
  }
  if (res.status < 400 || res.status >= 500) return `answered ${res.status} ${short(res.body)}`;
  if (!(res.headers.get("content-type") ?? "").includes("application/json"))
    return `answered ${res.status} without JSON: ${short(res.body)}`;
  if (!isErrorBody(res.body) || res.body.message.length === 0)
    return `answered ${res.status} without a message: ${short(res.body)}`;
  const changed = changedTables(rows, await tableContents(server));
  if (changed.length > 0)
    return `refused with ${res.status} but changed rows of ${changed.join(", ")}`;
  if ((await storedFiles()) !== files) return `refused with ${res.status} but stored a file`;
  return null;
}

/** Problems by route and kind of input, each with the first input that showed it. */
class Findings {
  private readonly found = new Map<string, string>();
  add(key: string, input: string, problem: string | null): void {
    if (problem && !this.found.has(key)) this.found.set(key, `${key} [${input}]: ${problem}`);
  }
  list(): string[] {
    return [...this.found.values()];
  }
}

/** Path parameters no route may accept. Slashes stay encoded so the request stays on the route. */
const ODD_IDS = [
  "0",
  "-1",
  "1.5",
  "1e99",
  "abc",
  "0x10",
  "99999999999",
  "2147483648",
  "%20",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2flectern.db",
  "1%20OR%201%3D1",
  "1'%3B%20DROP%20TABLE%20users%3B--",
  "%F0%9F%92%A5",
  "999999",
  "1".repeat(300),
];

const requestsBody = (route: RouteCase) => route.method !== "GET";

function sendAs(
  route: RouteCase,
  url: string,
  call: PreparedCall,
  override?: {
    body?: unknown;
    raw?: { body: string | Uint8Array; contentType: string };
    form?: FormData;
    headers?: Record<string, string>;
  },
) {
  const client = clientOf(route.sweepAs);
  if (override?.raw || override?.form)
    return client.request(route.method, url, {
      raw: override.raw,
      form: override.form,
      headers: override.headers,
    });
  if (override && "body" in override)
    return client.request(route.method, url, { body: override.body, headers: override.headers });
  if (call.form) return client.request(route.method, url, { form: call.form() });
  return client.request(route.method, url, call.body === undefined ? {} : { body: call.body });
}

describe("odd ids in every path", { timeout: SWEEP_TIMEOUT_MS }, () => {
  it("are refused with a 4xx JSON message on every route, changing nothing", async () => {
    const findings = new Findings();
    for (const route of ROUTES) {
      const call = prepared.get(route)!;
      for (const param of pathParams(route.path)) {
        for (const odd of ODD_IDS) {
          const url = fillPath(route.path, { ...call.params, [param]: odd });
          findings.add(
            `${routeName(route)} :${param}=${odd}`,
            odd,
            await refusedCleanly(() => sendAs(route, url, call)),
          );
        }
      }
    }
    expect(findings.list()).toEqual([]);
  });
});

/**
 * Bodies that are not one JSON object, and bodies that are not JSON at all. A well-formed JSON
 * array is only wrong for routes that read a body; routes without one ignore it like any body.
 */
const BROKEN_BODIES: {
  label: string;
  raw: { body: string | Uint8Array; contentType: string };
  readsBody?: true;
}[] = [
  { label: "truncated JSON", raw: { body: '{"title": "oops', contentType: "application/json" } },
  { label: "lone brace", raw: { body: "{", contentType: "application/json" } },
  { label: "JSON array", raw: { body: "[]", contentType: "application/json" }, readsBody: true },
  { label: "JSON string", raw: { body: '"hello"', contentType: "application/json" } },
  { label: "JSON number", raw: { body: "42", contentType: "application/json" } },
  { label: "JSON null", raw: { body: "null", contentType: "application/json" } },
  {
    label: "deeply nested",
    raw: { body: "[".repeat(40_000) + "]".repeat(40_000), contentType: "application/json" },
    readsBody: true,
  },
  {
    label: "binary garbage as JSON",
    raw: {
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x81]),
      contentType: "application/json",
    },
  },
  {
    label: "150 kB JSON",
    raw: { body: JSON.stringify({ text: "z".repeat(150_000) }), contentType: "application/json" },
  },
  { label: "JSON as text/plain", raw: { body: '{"a":1}', contentType: "text/plain" } },
  {
    label: "url-encoded form",
    raw: { body: "title=x&email=a%40b.c", contentType: "application/x-www-form-urlencoded" },
  },
  { label: "XML", raw: { body: "<?xml version='1.0'?><a/>", contentType: "application/xml" } },
  {
    label: "UTF-16 JSON",
    raw: { body: '{"a":1}', contentType: "application/json; charset=utf-16" },
  },
];

describe("broken and wrongly typed bodies", { timeout: SWEEP_TIMEOUT_MS }, () => {
  it("are refused on every route that takes a body", async () => {
    const findings = new Findings();
    for (const route of ROUTES.filter(requestsBody)) {
      const call = prepared.get(route)!;
      const url = fillPath(route.path, call.params);
      for (const broken of BROKEN_BODIES.filter((b) => !b.readsBody || route.body !== "none")) {
        findings.add(
          `${routeName(route)} body ${broken.label}`,
          broken.label,
          await refusedCleanly(() => sendAs(route, url, call, { raw: broken.raw })),
        );
      }
    }
    expect(findings.list()).toEqual([]);
  });

  it("a JSON route sent a multipart form instead is refused", async () => {
    const findings = new Findings();
    for (const route of ROUTES.filter((r) => r.body === "json")) {
      const call = prepared.get(route)!;
      const form = new FormData();
      for (const [k, v] of Object.entries((call.body ?? {}) as Record<string, unknown>))
        form.append(k, typeof v === "string" ? v : JSON.stringify(v));
      findings.add(
        `${routeName(route)} as multipart`,
        "fields as form data",
        await refusedCleanly(() =>
          sendAs(route, fillPath(route.path, call.params), call, { form }),
        ),
      );
    }
    expect(findings.list()).toEqual([]);
  });

  it("a body missing a required field is refused", async () => {
    const findings = new Findings();
    for (const route of ROUTES.filter((r) => r.required)) {
      const call = prepared.get(route)!;
      for (const field of route.required!) {
        const body = { ...(call.body as Record<string, unknown>) };
        delete body[field];
        findings.add(
          `${routeName(route)} missing ${field}`,
          field,
          await refusedCleanly(() =>
            sendAs(route, fillPath(route.path, call.params), call, { body }),
          ),
        );
      }
    }
    expect(findings.list()).toEqual([]);
  });
});

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u007f"];
// No infinities: JSON turns them into null, which an optional text rightly accepts.
const wrongTypes = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const withControl = fc
  .tuple(
    fc.string({ maxLength: 20, unit: "grapheme" }),
    fc.constantFrom(...CONTROL),
    fc.string({ maxLength: 20 }),
  )
  .map(([a, c, b]) => `x${a}${c}y${b}`);
const tooLong = fc.integer({ min: 6_000, max: 20_000 }).map((n) => "w".repeat(n));
const huge = fc.integer({ min: 110_000, max: 200_000 }).map((n) => "h".repeat(n));
const blank = fc.constantFrom("", " ", "   ", "\t\n");

/** Values that are certainly wrong for a field of this kind. */
function badValue(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case "text":
      return fc.oneof(wrongTypes, fc.constant(null), withControl, tooLong, huge, blank);
    case "optText":
      return fc.oneof(wrongTypes, withControl, tooLong, huge);
    case "ignoredText":
      return fc.oneof(wrongTypes, tooLong, huge);
    case "email":
      return fc.oneof(
        wrongTypes,
        fc.constantFrom("", "not-an-email", "a@", "@b.c", "a b@c.d", "a@b@c.d"),
        withControl.map((s) => `${s}@example.com`),
        tooLong.map((s) => `${s}@example.com`),
        huge,
      );
    case "id":
      return fc.oneof(
        fc.constantFrom<unknown>(
          0,
          -1,
          1.5,
          2_147_483_648,
          1e99,
          "1",
          "abc",
          true,
          null,
          [],
          {},
          99_999_999,
        ),
        fc.integer({ max: 0 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
      );
    case "bool":
      return fc.constantFrom<unknown>("true", "false", 1, 0, "yes", [], {}, null);
    case "enum":
      return fc.oneof(
        fc.constantFrom<unknown>("bogus", "", "DRAFT", "Open ", 1, null, []),
        withControl,
      );
    case "url":
      return fc.oneof(
        wrongTypes,
        fc.constantFrom(
          "not a url",
          "http://",
          "javascript:alert(1)",
          "https://exa mple.com",
          "ftp//x",
          "x\ty@.n/#K",
          "https://user@example.com",
          "https://.example",
          "https://example..com",
          "https://example.com/a\nb",
        ),
        withControl,
        tooLong,
        huge,
      );
    case "otp":
      return fc.oneof(
        fc.constantFrom<unknown>(
          "12345",
          "1234567",
          "abcdef",
          "12 456",
          "",
          null,
          123456,
          "１２３４５６",
        ),
        withControl,
      );
    case "color":
      return fc.oneof(
        fc.constantFrom<unknown>("red", "#12345", "#GGGGGG", "3B82F6", "", null, 123),
        withControl,
      );
    case "order":
      return fc.constantFrom<unknown>(-1, 1.5, "1", 1e9, null, true, []);
    case "choices":
      return fc.constantFrom<unknown>(
        [],
        [{ text: "Only one", color: "#3B82F6" }],
        Array.from({ length: 11 }, (_, i) => ({ text: `C${i}`, color: "#3B82F6" })),
        "Yes,No",
        null,
        [null, null],
        [
          { text: 1, color: "#3B82F6" },
          { text: "B", color: "#EF4444" },
        ],
        [
          { text: "A", color: "red" },
          { text: "B", color: "#EF4444" },
        ],
        [
          { text: "A\u0000", color: "#3B82F6" },
          { text: "B", color: "#EF4444" },
        ],
      );
    case "ids":
      return fc.constantFrom<unknown>(
        [],
        "1",
        [0],
        [-1],
        [1.5],
        ["1"],
        [null],
        null,
        {},
        Array.from({ length: 11 }, (_, i) => i + 1),
      );
    case "words":
      return fc.oneof(
        fc.constantFrom<unknown>([], "word", [""], ["   "], ["!"], [1], [null], null, {}),
        fc.constantFrom(["one", "two", "three", "four"], ["w".repeat(26)]),
        withControl.map((word) => [word]),
        tooLong.map((word) => [word]),
      );
    case "rating":
      return fc.constantFrom<unknown>(0, -1, 6, 11, 1.5, "3", null, true, [], {});
    case "day":
      return fc.oneof(
        wrongTypes,
        fc.constantFrom<unknown>(
          null,
          "",
          "2026-13-01",
          "2026-5-4",
          "04/05/2026",
          "2026-05-04T09:30:00Z",
          "tomorrow",
        ),
        withControl,
      );
    case "instant":
      return fc.oneof(
        wrongTypes,
        fc.constantFrom<unknown>(
          null,
          "",
          "2026-05-04",
          "2026-05-04T09:30:00",
          "2026-05-04T25:30:00Z",
          "2026-13-04T09:30:00+02:00",
          "09:30",
          "next Monday",
        ),
        withControl,
      );
    case "timezone":
      return fc.oneof(
        wrongTypes,
        fc.constantFrom<unknown>(null, "", "   ", "Mars/Olympus", "Europe/Nowhere", "CEST+2"),
        withControl,
        tooLong,
      );
    case "emails":
      return fc.oneof(
        fc.constantFrom<unknown>(
          "ada@example.com",
          null,
          {},
          [null],
          [1],
          ["not-an-email"],
          ["ada@example.com", "a@"],
          Array.from({ length: 21 }, (_, i) => `speaker${i}@example.com`),
        ),
        withControl.map((s) => [`${s}@example.com`]),
      );
    case "labels":
      return fc.oneof(
        fc.constantFrom<unknown>(
          "Clear",
          null,
          {},
          [null],
          [1],
          [""],
          ["   "],
          ["Clear", "Clear"],
          Array.from({ length: 11 }, (_, i) => `Chip ${i}`),
        ),
        withControl.map((s) => [s]),
        tooLong.map((s) => [s]),
      );
  }
}

/** Generated wrong values per field: every field of every route gets this many on every run. */
const RUNS_PER_FIELD = 10;

describe("wrong values in each field (fast-check)", { timeout: SWEEP_TIMEOUT_MS }, () => {
  it("are refused with a 4xx JSON message and change nothing, for every field of every route", async () => {
    const findings = new Findings();
    const fields = ROUTES.flatMap((route) =>
      Object.entries(route.fields ?? {}).map(([field, kind]) => ({ route, field, kind })),
    );
    expect(fields.length).toBeGreaterThan(40);
    for (const { route, field, kind } of fields) {
      const call = prepared.get(route)!;
      await fc.assert(
        fc.asyncProperty(badValue(kind), async (value) => {
          const body = { ...((call.body ?? {}) as Record<string, unknown>), [field]: value };
          const problem = await refusedCleanly(() =>
            sendAs(route, fillPath(route.path, call.params), call, { body }),
          );
          findings.add(`${routeName(route)} ${field} (${kind})`, short(value), problem);
          return true;
        }),
        { numRuns: RUNS_PER_FIELD },
      );
    }
    expect(findings.list()).toEqual([]);
  });
});

describe("broken uploads", () => {
  it("are refused on both upload routes, storing no file", async () => {
    const findings = new Findings();
    const pdf = { bytes: TINY_PDF, name: "a.pdf", type: "application/pdf" };
    const png = { bytes: TINY_PNG, name: "a.png", type: "image/png" };
    const text = {
      bytes: Buffer.from("plain text, named like a PDF"),
      name: "a.pdf",
      type: "application/pdf",
    };
    const valid = { sessionId: fx.session.id, type: "handout", title: "Handout" };
    const twoFiles = () => {
      const form = fileForm(valid, pdf);
      form.append("file", new Blob([TINY_PDF], { type: "application/pdf" }), "b.pdf");
      return form;
    };
    const wrongName = () => {
      const form = fileForm(valid);
      form.append("document", new Blob([TINY_PDF], { type: "application/pdf" }), "a.pdf");
      return form;
    };
    const uploadCases: [string, () => FormData][] = [
      ["no file", () => fileForm(valid)],
      ["text named .pdf", () => fileForm(valid, text)],
      [
        "empty file",
        () => fileForm(valid, { bytes: new Uint8Array(0), name: "a.pdf", type: "application/pdf" }),
      ],
      ["two files", twoFiles],
      ["file under another field", wrongName],
      ["field over 64 kB", () => fileForm({ ...valid, description: "d".repeat(70_000) }, pdf)],
      ...["abc", "0", "-1", "1e99", "", "99999999", String(fx.session.id) + "abc"].map(
        (v): [string, () => FormData] => [
          `sessionId=${v}`,
          () => fileForm({ ...valid, sessionId: v }, pdf),
        ],
      ),
      ...["bogus", "link", "cta", "", "PRESENTATION"].map((v): [string, () => FormData] => [
        `type=${v}`,
        () => fileForm({ ...valid, type: v }, pdf),
      ]),
      ...["", "   ", "a\u0000b", "w".repeat(6_000)].map((v): [string, () => FormData] => [
        `title=${short(v)}`,
        () => fileForm({ ...valid, title: v }, pdf),
      ]),
    ];
    for (const [label, form] of uploadCases) {
      findings.add(
        `POST /api/upload ${label}`,
        label,
        await refusedCleanly(() => fx.owner.request("POST", "/api/upload", { form: form() })),
      );
    }
    const profileCases: [string, () => FormData][] = [
      ["no file", () => fileForm({ type: "profile" })],
      ["a PDF", () => fileForm({ type: "profile" }, pdf)],
      [
        "text named .png",
        () => fileForm({ type: "profile" }, { ...text, name: "a.png", type: "image/png" }),
      ],
      ["type=bogus", () => fileForm({ type: "bogus" }, png)],
      [
        "two files",
        () => {
          const form = fileForm({ type: "profile" }, png);
          form.append("file", new Blob([TINY_PNG], { type: "image/png" }), "b.png");
          return form;
        },
      ],
    ];
    for (const [label, form] of profileCases) {
      findings.add(
        `POST /api/upload-profile ${label}`,
        label,
        await refusedCleanly(() =>
          fx.owner.request("POST", "/api/upload-profile", { form: form() }),
        ),
      );
    }
    const rawCases: [string, { body: string; contentType: string }][] = [
      ["multipart without boundary", { body: "garbage", contentType: "multipart/form-data" }],
      [
        "multipart with a wrong boundary",
        {
          body: '--other\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--other--\r\n',
          contentType: "multipart/form-data; boundary=mine",
        },
      ],
      [
        "truncated multipart",
        {
          body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
          contentType: "multipart/form-data; boundary=b",
        },
      ],
      [
        "JSON instead of multipart",
        { body: JSON.stringify(valid), contentType: "application/json" },
      ],
    ];
    for (const path of ["/api/upload", "/api/upload-profile"]) {
      for (const [label, raw] of rawCases) {
        findings.add(
          `POST ${path} ${label}`,
          label,
          await refusedCleanly(() => fx.owner.request("POST", path, { raw })),
        );
      }
    }
    expect(findings.list()).toEqual([]);
  });
});

describe("odd headers, cookies and routes", () => {
  it("a malformed Idempotency-Key is refused on every attendee action", async () => {
    const findings = new Findings();
    for (const route of ROUTES.filter((r) => r.replayable)) {
      const call = prepared.get(route)!;
      const body = route.body === "optional-json" ? {} : call.body;
      for (const key of [
        "short",
        "k".repeat(129),
        "has space inside",
        encodeURIComponent("ключ-идемпотентности"),
        "semi;colon-key",
        "<script>alert(1)</script>",
      ]) {
        findings.add(
          `${routeName(route)} Idempotency-Key=${short(key)}`,
          key,
          await refusedCleanly(() =>
            sendAs(route, fillPath(route.path, call.params), call, {
              body,
              headers: { "Idempotency-Key": key },
            }),
          ),
        );
      }
    }
    expect(findings.list()).toEqual([]);
  });

  it("a forged or garbage session cookie is simply signed out: 401 on owner routes, the public page still served", async () => {
    const findings = new Findings();
    const cookies = [
      "lectern_session=garbage",
      "lectern_session=",
      `lectern_session=${"a".repeat(4000)}`,
      "lectern_session=%00%ff",
      "lectern_session=s%3Aforged.signature",
    ];
    for (const cookie of cookies) {
      const forged = new TestClient(server.baseUrl);
      findings.add(
        `GET /api/auth/me cookie ${short(cookie)}`,
        cookie,
        await refusedCleanly(() => forged.get("/api/auth/me", { headers: { cookie } })),
      );
      const owned = await forged.get(`/api/sessions/${fx.session.id}/analytics`, {
        headers: { cookie },
      });
      if (owned.status !== 401)
        findings.add(`analytics cookie ${short(cookie)}`, cookie, `answered ${owned.status}`);
      const page = await forged.get(`/api/sessions/${fx.session.id}/public`, {
        headers: { cookie },
      });
      if (page.status !== 200)
        findings.add(`public page cookie ${short(cookie)}`, cookie, `answered ${page.status}`);
    }
    expect(findings.list()).toEqual([]);
  });

  it("a garbage X-Visitor-Id gets a fresh visitor id instead of an error", async () => {
    for (const id of ["x", "../../etc", "' OR 1=1 --", "a".repeat(200)]) {
      const res = await server
        .client()
        .get(`/api/sessions/${fx.session.id}/public`, { headers: { "X-Visitor-Id": id } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-visitor-id")).toMatch(VISITOR_ID_PATTERN);
      expect(res.headers.get("x-visitor-id")).not.toBe(id);
    }
  });

  it("unknown API paths and wrong methods answer 404 JSON", async () => {
    const findings = new Findings();
    const odd: [string, string][] = [
      ["GET", "/api/nope"],
      ["PUT", `/api/sessions/${fx.session.id}/public`],
      ["POST", `/api/polls/${fx.polls.open.id}/results`],
      ["DELETE", "/api/auth/me"],
      ["PATCH", `/api/polls/${fx.polls.open.id}`],
      ["GET", "/api/sessions"],
      ["GET", "/api/%E0%A4%A"],
    ];
    for (const [method, path] of odd)
      findings.add(
        `${method} ${path}`,
        path,
        await refusedCleanly(() => fx.owner.request(method, path)),
      );
    expect(findings.list()).toEqual([]);
  });
});

describe("valid unicode", () => {
  // eslint-disable-next-line no-control-regex -- control characters are what the server refuses, so valid text has none
  const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
  const text = fc
    .string({ minLength: 1, maxLength: 15, unit: "grapheme" })
    .filter((s) => s.trim().length > 0 && !controlChars.test(s) && s.length <= 200);

  it("is accepted and kept exactly in session texts and questions", async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (title, question) => {
        const session = must(
          await fx.owner.post<CreatedSession>("/api/sessions", {
            eventName: "Ünïcödé 会议 🎤",
            title,
            description: `${question} — ok`,
          }),
          201,
          "unicode session",
        );
        const page = must(
          await fx.visitors[0]!.get<PublicSession>(`/api/sessions/${session.id}/public`),
          200,
          "unicode page",
        );
        expect(page.title).toBe(title.trim());
        expect(page.eventName).toBe("Ünïcödé 会议 🎤");
        const asked = must(
          await (
            await newVisitor(server)
          ).post<Question>(`/api/sessions/${session.id}/questions`, {
            questionText: question,
            isAnonymous: false,
            authorName: "Zoë 🙂",
          }),
          201,
          "unicode question",
        );
        expect(asked.questionText).toBe(question.trim());
        expect(asked.authorName).toBe("Zoë 🙂");
      }),
      { numRuns: 25 },
    );
  });
});

describe("after the sweep", () => {
  it("the server still serves and counts what it should", async () => {
    expect((await server.client().get("/api/health")).status).toBe(200);
    const voter = await newVisitor(server);
    const vote = await voter.post(`/api/polls/${fx.polls.open.id}/vote`, {
      choiceId: fx.polls.open.choices[0]!.id,
    });
    expect(vote.status).toBe(201);
    expect((await fx.owner.get(`/api/sessions/${fx.session.id}/analytics`)).status).toBe(200);
  });
});
