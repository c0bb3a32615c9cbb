/**
 * The app shell as the server sends it (docs/decisions.md, What was measured): a first visit to
 * /session/{id} gets the page's header pre-rendered into #root, escaped, plus the public view as a
 * JSON data block, without counting a page view and never stored; every other route, and a session
 * that does not exist, gets the plain shell. A real server over the real pwa/index.html template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type Analytics,
  PRERENDERED_SESSION_ELEMENT_ID,
  type PublicSession,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { createSession, must, signUpSpeaker, uniqueEmail } from "../test/seed.ts";

const TITLE = `Talk </script><script>window.__xss=1</script> "quoted" & 'single'`;
const DESCRIPTION = "Line one <b>bold</b>\nLine two <!-- not a comment";
const SHELL = fs.readFileSync(path.resolve(import.meta.dirname, "../../../pwa/index.html"), "utf8");
const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${PRERENDERED_SESSION_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

let server: TestServer;
let distDir: string;
let owner: TestClient;
let sessionId: number;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
  server = await startTestServer({ pwaDistDir: distDir });
  owner = server.client();
  await signUpSpeaker(server, owner, {
    firstName: "Ada <i>",
    lastName: `O'Hara & "Co"`,
    email: uniqueEmail("prerender"),
  });
  sessionId = (
    await createSession(owner, {
      eventName: "Conf <em>2026</em>",
      title: TITLE,
      description: DESCRIPTION,
    })
  ).id;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A browser's navigation: asks for HTML, with no cookie. */
function navigate(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(server.baseUrl + pathname, {
    headers: { accept: "text/html,application/xhtml+xml", ...headers },
  });
}

async function pageViews(): Promise<number> {
  return must(await owner.get<Analytics>(`/api/sessions/${sessionId}/analytics`), 200, "analytics")
    .totalPageViews;
}

describe("a first visit to /session/{id}", () => {
  it("has the header in #root, every text escaped, and no script can break out", async () => {
    const res = await navigate(`/session/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const escapedTitle =
      "Talk &lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;";
    expect(html).toContain(
      `<h1 class="text-2xl font-bold break-words text-slate-900 sm:text-3xl">${escapedTitle}</h1>`,
    );
    expect(html).toContain(`<title>${escapedTitle} · Lectern</title>`);
    expect(html).toContain("Conf &lt;em&gt;2026&lt;/em&gt;");
    expect(html).toContain("Line one &lt;b&gt;bold&lt;/b&gt;\nLine two &lt;!-- not a comment");
    expect(html).toContain("Ada &lt;i&gt; O&#39;Hara &amp; &quot;Co&quot;");
    expect(html).not.toContain("<script>window.__xss");
    expect(html).not.toContain("<b>bold");
    // The only scripts are the shell's own module script and the data block.
    expect(html.match(/<script/g)).toHaveLength(2);
    // The shell's loading placeholder made way for the page.
    expect(html).not.toContain("Loading...");
  });

  it("carries the public view as a data block equal to GET /api/sessions/{id}/public", async () => {
    const html = await (await navigate(`/session/${sessionId}`)).text();
    const block = DATA_BLOCK.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain("<");
    const api = must(
      await server.client().get<PublicSession>(`/api/sessions/${sessionId}/public`),
      200,
      "public page",
    );
    expect(JSON.parse(block!)).toEqual(api);
  });

  it("counts no page view (the app's own GET does), and is revalidated on every load", async () => {
    const before = await pageViews();
    for (const headers of [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "gzip" },
    ] as Record<string, string>[]) {
      const res = await navigate(`/session/${sessionId}`, headers);
      // no-cache, not no-store: Back and Forward may restore the page from the browser's cache.
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(await res.text()).toContain("&quot;quoted&quot;");
    }
    expect(await pageViews()).toBe(before);
    must(
      await server.client().get<PublicSession>(`/api/sessions/${sessionId}/public`),
      200,
      "a visit",
    );
    expect(await pageViews()).toBe(before + 1);
  });

  it("is compressed when the browser accepts it", async () => {
    const res = await fetch(`${server.baseUrl}/session/${sessionId}/`, {
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toContain(PRERENDERED_SESSION_ELEMENT_ID);
  });
});

describe("every other route", () => {
  it("gets the plain, cached shell: a missing session, a bad id, the leads page and the app's other routes", async () => {
    const plain = (await navigate("/", { "accept-encoding": "identity" })).text();
    // A speaker's own pages are never stored, so Back never shows them from a cache.
    const privatePages = new Set([`/session/${sessionId}/leads`, "/dashboard"]);
    for (const pathname of [
      "/session/987654",
      "/session/abc",
      "/session/0",
      ...privatePages,
      "/embed/poll/1",
    ]) {
      for (const headers of [{ "accept-encoding": "identity" }, {}] as Record<string, string>[]) {
        const res = await navigate(pathname, headers);
        expect(res.status, pathname).toBe(200);
        expect(res.headers.get("cache-control"), pathname).toBe(
          privatePages.has(pathname) ? "no-store" : "no-cache",
        );
        expect(await res.text(), pathname).toBe(await plain);
      }
    }
    expect(await plain).toBe(SHELL);
  });
});

describe("a release built in place while the server runs", () => {
  it("is served at once: the new service worker and the new shell, compressed or not, with nothing old kept", async () => {
    const worker = path.join(distDir, "sw.js");
    const read = async (pathname: string, encoding: string) => {
      const res = await fetch(server.baseUrl + pathname, {
        headers: { "accept-encoding": encoding, accept: "text/html" },
      });
      expect(res.status, pathname).toBe(200);
      return res.text();
    };
    try {
      fs.writeFileSync(worker, "self.version = 1;");
      for (const encoding of ["br", "gzip", "identity"])
        expect(await read("/sw.js", encoding)).toBe("self.version = 1;");
      const shell = await read(`/session/${sessionId}`, "br");

      fs.writeFileSync(worker, "self.version = 2; // the next release");
      fs.writeFileSync(
        path.join(distDir, "index.html"),
        SHELL.replace("<title>", '<meta name="release" content="2" />\n    <title>'),
      );
      for (const encoding of ["br", "gzip", "identity"]) {
        expect(await read("/sw.js", encoding)).toBe("self.version = 2; // the next release");
        expect(await read("/dashboard", encoding)).toContain('<meta name="release" content="2" />');
      }
      const next = await read(`/session/${sessionId}`, "br");
      expect(shell).not.toContain('name="release"');
      expect(next).toContain('<meta name="release" content="2" />');
      expect(next).toContain(PRERENDERED_SESSION_ELEMENT_ID);
    } finally {
      fs.rmSync(worker, { force: true });
      fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
    }
  });
});
