/**
 * The app shell as the server sends it (docs/decisions.md, What was measured): a first visit to
 * /session/{id} gets the page's first screen pre-rendered into #root (header, speaker, "Now
 * answering", the section tabs and the Resources tab), escaped, plus the public view and polls as
 * JSON data blocks, without counting a page view and never stored; the home page gets its top bar
 * and hero; every other route, and a session that does not exist, gets the plain shell. A real server over the real pwa/index.html
 * template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type Analytics,
  type EmbedPoll,
  type Poll,
  PRERENDERED_EMBED_POLL_ELEMENT_ID,
  PRERENDERED_POLLS_ELEMENT_ID,
  PRERENDERED_SESSION_ELEMENT_ID,
  type PublicSession,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  addCta,
  addLink,
  askQuestion,
  createPoll,
  createSession,
  must,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";

const TITLE = `Talk </script><script>window.__xss=1</script> "quoted" & 'single'`;
const DESCRIPTION = "Line one <b>bold</b>\nLine two <!-- not a comment";
const SHELL = fs.readFileSync(path.resolve(import.meta.dirname, "../../../pwa/index.html"), "utf8");
const dataBlock = (id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`);
const DATA_BLOCK = dataBlock(PRERENDERED_SESSION_ELEMENT_ID);
const POLLS_BLOCK = dataBlock(PRERENDERED_POLLS_ELEMENT_ID);
const EMBED_BLOCK = dataBlock(PRERENDERED_EMBED_POLL_ELEMENT_ID);

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
      `<h1 lang="" class="text-2xl font-bold break-words text-slate-900 sm:text-3xl">${escapedTitle}</h1>`,
    );
    expect(html).toContain(`<title>${escapedTitle} · Lectern</title>`);
    expect(html).toContain("Conf &lt;em&gt;2026&lt;/em&gt;");
    expect(html).toContain("Line one &lt;b&gt;bold&lt;/b&gt;\nLine two &lt;!-- not a comment");
    expect(html).toContain("Ada &lt;i&gt; O&#39;Hara &amp; &quot;Co&quot;");
    expect(html).not.toContain("<script>window.__xss");
    expect(html).not.toContain("<b>bold");
    // The only scripts are the shell's own module script and the two data blocks.
    expect(html.match(/<script/g)).toHaveLength(3);
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

  it("carries the public polls as a data block equal to GET /api/sessions/{id}/public-polls", async () => {
    await createPoll(owner, sessionId, "open", ["Yes", "No"], "Open <poll>");
    await createPoll(owner, sessionId, "draft", ["Yes", "No"], "Draft poll");
    const html = await (await navigate(`/session/${sessionId}`)).text();
    const block = POLLS_BLOCK.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain("<");
    const api = must(
      await server.client().get<Poll[]>(`/api/sessions/${sessionId}/public-polls`),
      200,
      "public polls",
    );
    expect(JSON.parse(block!)).toEqual(api);
    expect(api.map((p) => p.title)).toEqual(["Open <poll>"]);
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

describe("a first visit's first screen", () => {
  it("has the section tabs and the Resources tab, its groups in order and every text escaped", async () => {
    const { id } = await createSession(owner, { title: "Resources first" });
    await addCta(owner, id, { title: "Join <the> beta", buttonText: "Sign <me> up" });
    await addLink(owner, id, "Repo & docs", "example.com/repo");
    await uploadPdf(owner, id, `Slides "v2"`);
    await createPoll(owner, id, "open");
    const html = await (await navigate(`/session/${id}`)).text();

    const tabs = [...html.matchAll(/role="tab" id="session-tab-(\w+)" aria-selected="(\w+)"/g)];
    expect(tabs.map(([, tab, selected]) => `${tab}:${selected}`)).toEqual([
      "resources:true",
      "qa:false",
      "polls:false",
    ]);
    expect(html).toContain(
      "Keep this session&#39;s files on your device to open them with no network.",
    );
    const headings = [...html.matchAll(/<h2 id="resources-(\w+)"/g)].map(([, type]) => type);
    expect(headings).toEqual(["presentation", "link", "cta"]);
    expect(html).toContain("Slides &quot;v2&quot;</h3>");
    expect(html).toContain("Repo &amp; docs</h3>");
    expect(html).toContain("Join &lt;the&gt; beta</h3>");
    const buttons = [...html.matchAll(/aria-describedby="resource-\d+-title"[^>]*>([^<]*)</g)];
    expect(buttons.map(([, text]) => text)).toEqual([
      "Download",
      "Visit Link",
      "Sign &lt;me&gt; up",
    ]);
    // Only the Resources panel is filled; Q&A and Polls fill theirs once their code has arrived.
    expect(html).toContain('id="session-panel-qa" aria-labelledby="session-tab-qa" hidden=""');
  });

  it("in the visitor's language, with the question the speaker is answering above the sections", async () => {
    const { id } = await createSession(owner, { title: "Pinned first" });
    await uploadPdf(owner, id, "Folien");
    const asked = await askQuestion(await visitor(server), id, "Why <offline> first?");
    must(
      await owner.put(`/api/sessions/${id}/stage`, { panel: "question", questionId: asked.id }),
      200,
      "stage",
    );
    const html = await (await navigate(`/session/${id}`, { "accept-language": "de" })).text();
    expect(html).toContain('aria-label="Wird gerade beantwortet"');
    expect(html).toContain("Why &lt;offline&gt; first?</p>");
    expect(html.indexOf("Wird gerade beantwortet")).toBeLessThan(html.indexOf('role="tablist"'));
    expect(html).toContain(">Materialien</button>");
    expect(html).toContain(">Herunterladen</button>");
  });

  it("has no tab bar when one section shows, and no Save for offline without files", async () => {
    const { id } = await createSession(owner, { title: "Links only", qaEnabled: false });
    await addLink(owner, id);
    await createPoll(owner, id, "draft");
    const html = await (await navigate(`/session/${id}`)).text();
    expect(html).not.toContain('role="tablist"');
    expect(html).toContain("Project repo</h3>");
    expect(html).not.toContain("Keep this session");
  });
});

describe("a first visit to /embed/poll/{id}", () => {
  it("has the card's title, state, votes and question, escaped, and the poll as GET .../embed reads it", async () => {
    const { id } = await createSession(owner, { title: "Embedded" });
    const poll = await createPoll(owner, id, "open", ["Yes", "No"], "Tabs </h1> <b>or</b> spaces");
    must(
      await (
        await visitor(server)
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote",
    );
    const res = await navigate(`/embed/poll/${poll.id}`);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain(
      '<h1 id="embed-poll-title" lang="" class="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">Tabs &lt;/h1&gt; &lt;b&gt;or&lt;/b&gt; spaces</h1>',
    );
    expect(html).toContain(">Live</span>");
    expect(html).toContain('<span class="tabular-nums">1 vote</span>');
    expect(html).toContain("What do you think (open)?</p>");
    expect(html).toContain(
      "<title>Tabs &lt;/h1&gt; &lt;b&gt;or&lt;/b&gt; spaces · Lectern</title>",
    );
    const block = EMBED_BLOCK.exec(html)?.[1];
    expect(block).not.toContain("<");
    const api = must(
      await server.client().get<EmbedPoll>(`/api/polls/${poll.id}/embed`),
      200,
      "embed",
    );
    expect(JSON.parse(block!)).toEqual(api);
  });

  it("says a closed poll is closed, in the visitor's language", async () => {
    const { id } = await createSession(owner, { title: "Embedded, closed" });
    const poll = await createPoll(owner, id, "closed");
    const html = await (
      await navigate(`/embed/poll/${poll.id}`, { "accept-language": "fr" })
    ).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("0 vote</span>");
    expect(html).toContain("Ce sondage est actuellement fermé.");
  });

  it("gets the plain shell for a draft, a missing poll and a bad id", async () => {
    const { id } = await createSession(owner, { title: "Embedded, draft" });
    const draft = await createPoll(owner, id, "draft");
    for (const pathname of [`/embed/poll/${draft.id}`, "/embed/poll/999999", "/embed/poll/abc"]) {
      const html = await (await navigate(pathname)).text();
      expect(html, pathname).not.toContain(PRERENDERED_EMBED_POLL_ELEMENT_ID);
      expect(html, pathname).toContain("Loading...");
    }
  });
});

describe("a first visit to the home page /", () => {
  it("has the top bar and the hero with the product's pictures in the visitor's language, revalidated on every load", async () => {
    const res = await navigate("/", { "accept-language": "de" });
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).not.toContain("Loading...");
    expect(html).toContain('<a aria-label="Lectern, Startseite"');
    expect(html).toContain(">Jeder Vortrag verdient eine Seite, die weiterwirkt</h1>");
    expect(html).toContain('fetchpriority="high" class="w-[72%]');
    expect(html).toMatch(
      /<img [^>]*alt="Der Beamer während eines Vortrags[^"]*"[^>]*src="\/media\/projector.jpg">/,
    );
    expect(html).toMatch(/<img [^>]*loading="lazy"[^>]*src="\/media\/attendee-phone.jpg">/);
  });
});

describe("every other route", () => {
  it("gets the plain, cached shell: a missing session, a bad id, the leads page and the app's other routes", async () => {
    // /embed/poll/{id} of a poll that does not exist; those that do are pre-rendered (above).
    const plain = (await navigate("/signin", { "accept-encoding": "identity" })).text();
    // A speaker's own pages are never stored, so Back never shows them from a cache.
    const privatePages = new Set([`/session/${sessionId}/leads`, "/dashboard"]);
    for (const pathname of [
      "/session/987654",
      "/session/abc",
      "/session/0",
      ...privatePages,
      "/embed/poll/987654",
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
