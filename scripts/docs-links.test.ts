/**
 * The README and the docs cite one another by relative link and heading; a section moved or a file
 * renamed would leave a newcomer at a dead end. Every relative link in README.md, CONTRIBUTING.md
 * and docs/*.md must name a file or folder that exists and, for a heading (#...), one that the
 * markdown file has, as GitHub spells heading anchors.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text without code blocks, where a line starting with # is a comment, not a heading. */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The text without code blocks and code spans, where a bracket is code, not a link. */
function prose(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor of each heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, title] of withoutCodeBlocks(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = title!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count ? `${slug}-${count}` : slug);
  }
  return result;
}

/** Each relative link of a markdown file: [text](target) and ![alt](target), as written. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link from `file` to `target` leads nowhere, or null when it leads somewhere. */
function deadEnd(file: string, target: string): string | null {
  const [linked = "", anchor] = target.split("#");
  const resolved = linked
    ? path.join(path.dirname(path.join(ROOT, file)), linked)
    : path.join(ROOT, file);
  if (!fs.existsSync(resolved)) return `${target}: no such file`;
  if (anchor === undefined || !resolved.endsWith(".md")) return null;
  return anchors(fs.readFileSync(resolved, "utf8")).has(anchor)
    ? null
    : `${target}: no such heading`;
}

describe("links in the README and the docs", () => {
  it("finds links to follow in every file", () => {
    for (const file of DOCS) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    expect(
      relativeLinks(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).length,
    ).toBeGreaterThan(8);
  });

  it.each(DOCS)("every relative link in %s leads to a file and heading that exist", (file) => {
    const markdown = fs.readFileSync(path.join(ROOT, file), "utf8");
    const dead = relativeLinks(markdown)
      .map((target) => deadEnd(file, target))
      .filter((reason) => reason !== null);
    expect(dead).toEqual([]);
  });

  it("tells a dead link from a live one", () => {
    expect(deadEnd("README.md", "docs/deploy.md#backups")).toBeNull();
    expect(deadEnd("README.md", "docs/deploy.md#no-such-heading")).toMatch(/no such heading/);
    expect(deadEnd("docs/deploy.md", "missing.md")).toMatch(/no such file/);
    expect(anchors("## What the figures say (`--cpu-prof`), before\n## A\n## A")).toEqual(
      new Set(["what-the-figures-say---cpu-prof-before", "a", "a-1"]),
    );
  });
});
