/**
 * The session page's first screen as the server and the service worker write it (@lectern/shared's
 * prerenderSessionPage) is the markup React renders for the same reads, element for element,
 * attribute for attribute and text for text, so the app hydrates it as main.tsx does: it takes
 * over the elements on screen instead of building and laying out the page again, with no
 * recoverable error. Only fetch (the server) is faked, and the Cache Storage jsdom lacks.
 */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createTranslator,
  prerenderSessionPage,
  SERVER_CATALOGS,
  type Locale,
  type Poll,
  type PublicSession,
  type Resource,
} from "@lectern/shared";
import { Providers } from "../../app/providers.tsx";
import { createQueryClient } from "../../app/query-client.ts";
import { AppRouter, preloadScreen } from "../../app/router.tsx";
import { chooseLanguage } from "../../i18n/language.ts";
import { takePrerenderedReads } from "../../attendee/prerendered-reads.ts";
import { testPoll, testQuestion, testSession } from "../../test-fixtures.ts";

function resource(id: number, fields: Partial<Resource>): Resource {
  return {
    id,
    sessionId: 7,
    type: "presentation",
    title: `Resource ${id}`,
    description: null,
    url: null,
    buttonText: null,
    filePath: null,
    mimeType: null,
    fileSize: null,
    order: id,
    ...fields,
  };
}

function serve(session: PublicSession, polls: Poll[]) {
  vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.endsWith("/public-polls") ? polls : url.endsWith("/public") ? session : [];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
}

/** Elements, attributes (in any order), text nodes and comments, one line each. */
function shape(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const indent = "  ".repeat(depth);
    if (node instanceof Element) {
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      lines.push(`${indent}<${node.localName} ${attributes.join(" ")}>`);
    } else if (node instanceof Text) lines.push(`${indent}${JSON.stringify(node.data)}`);
    else if (node instanceof Comment) lines.push(`${indent}<!--${node.data}-->`);
    node.childNodes.forEach((child) => walk(child, depth + 1));
  };
  template.content.childNodes.forEach((child) => walk(child, 0));
  return lines;
}

let root: Root | null = null;
beforeEach(() => {
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
  vi.stubGlobal("caches", { open: () => Promise.reject(new Error("no Cache Storage in jsdom")) });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page as the server sends it, in `locale`, read by the app the way main.tsx reads it. */
async function openPrerendered(session: PublicSession, polls: Poll[], locale: Locale = "en") {
  serve(session, polls);
  await chooseLanguage(locale);
  const path = `/session/${session.id}`;
  window.history.replaceState(null, "", path);
  const page = prerenderSessionPage(
    session,
    polls,
    createTranslator(locale, SERVER_CATALOGS[locale]),
  );
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = page.root;
  document.body.append(container);
  expect(takePrerenderedReads()).toBe("session");
  await preloadScreen(path);
  const app = (
    <Providers client={createQueryClient()}>
      <AppRouter />
    </Providers>
  );
  return { container, app };
}

/** The static page matches React's server markup and hydrates in place, its tabs then enabled. */
async function expectHydrated(session: PublicSession, polls: Poll[], locale: Locale = "en") {
  const { container, app } = await openPrerendered(session, polls, locale);

  expect(shape(container.innerHTML)).toEqual(shape(renderToString(app)));

  const before = [...container.querySelectorAll("*")];
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(before.every((element) => element.isConnected)).toBe(true);
  expect(container.querySelector("h1")).toBe(before.find((element) => element.localName === "h1"));
  // Tabs, disabled in the static page, take taps once the app has them.
  for (const tab of container.querySelectorAll('[role="tab"]')) expect(tab).toBeEnabled();
}

describe("the pre-rendered session page", () => {
  it("is taken over as it is: the same elements stay on screen", async () => {
    const session = testSession({
      resources: [
        resource(1, {
          title: "Slides",
          description: "The whole deck",
          filePath: "/api/files/a.pdf",
          mimeType: "application/pdf",
          fileSize: 2048,
        }),
        resource(2, { title: "Repo", type: "link", url: "https://example.com/repo" }),
      ],
      user: {
        firstName: "Ada",
        lastName: "Lovelace",
        designation: "Engineer",
        company: "Analytical Engines",
        bio: "Poet of numbers.",
        profilePicture: null,
        linkedinUrl: "https://www.linkedin.com/in/ada",
        consentText: null,
        privacyUrl: null,
      },
      pinnedQuestion: testQuestion(4, "Why engines?"),
    });
    await expectHydrated(session, [testPoll({ totalVotes: 3 })]);
  });

  it("in Japanese, with its only section and no tab bar", async () => {
    const session = testSession({
      title: "思考の機関",
      resources: [resource(1, { title: "スライド", filePath: "/api/files/b.pdf" })],
      qaEnabled: false,
    });
    await expectHydrated(session, [], "ja");
  });

  it("with a long description and bio, collapsed on a phone with Show more", async () => {
    const session = testSession({
      description: "A talk about engines that weave algebraic patterns. ".repeat(6),
      user: {
        firstName: "Ada",
        lastName: "Lovelace",
        designation: null,
        company: null,
        bio: "First line of a bio.\nSecond line.\nThird line, which a phone folds away.",
        profilePicture: null,
        linkedinUrl: null,
        consentText: null,
        privacyUrl: null,
      },
    });
    const { container } = await openPrerendered(session, []);
    expect(container.querySelectorAll('button[aria-expanded="false"]')).toHaveLength(2);
    await expectHydrated(session, []);
  });

  it("with a deck, its Slides tab first and loading until its code has arrived", async () => {
    const session = testSession({ resources: [], hasDeck: true });
    const { container } = await openPrerendered(session, []);
    expect(container.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent(
      "Slides",
    );
    await expectHydrated(session, []);
  });

  it("with no resources, its Q&A and polls only", async () => {
    await expectHydrated(testSession({ resources: [] }), [testPoll({ totalVotes: 1 })]);
  });
});
