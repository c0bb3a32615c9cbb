/**
 * Keeps every catalog complete (docs/decisions.md, Languages): the messages are read from the code
 * itself (each `t("…")`, `msg("…")` and `plural(n, {…})` with literal text), and each language must
 * translate every one of them, no more, once (in one part of its catalog), with the same
 * placeholders as the English, and a plural message in every plural category its language has.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalogs.ts";
import { LOCALES } from "./locales.ts";
import type { PluralForms } from "./translate.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCES = ["pwa/src", "shared/src", "sync-server/src"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "catalogs" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : null;
}

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

function pluralForms(node: ts.Node | undefined): PluralForms | null {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  const forms: Record<string, string> = {};
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const text = literalText(property.initializer);
    const category = ts.isIdentifier(property.name) ? property.name.text : null;
    if (text === null || category === null) return null;
    forms[category] = text;
  }
  return typeof forms.other === "string" ? (forms as PluralForms) : null;
}

interface Messages {
  texts: Map<string, string>;
  plurals: Map<string, PluralForms>;
}

/** Every message the code asks to translate, with the file that first asks for it. */
function messagesInCode(): Messages {
  const texts = new Map<string, string>();
  const plurals = new Map<string, PluralForms>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const text = literalText(node.arguments[0]);
        if ((name === "t" || name === "msg") && text !== null) texts.set(text, file);
        const forms = name === "plural" ? pluralForms(node.arguments[1]) : null;
        if (forms) plurals.set(forms.other, forms);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { texts, plurals };
}

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

const code = messagesInCode();

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s catalog", (locale) => {
  it("translates every message of the code and nothing else", async () => {
    const catalog = await loadCatalog(locale);
    const wanted = [...code.texts.keys(), ...code.plurals.keys()];
    expect(
      wanted.filter((message) => !(message in catalog)),
      "messages without a translation",
    ).toEqual([]);
    expect(
      Object.keys(catalog).filter((message) => !wanted.includes(message)),
      "translations no code uses",
    ).toEqual([]);
  });

  it("translates each message in one part only, so a term has one translation", async () => {
    const dir = path.join(import.meta.dirname, "catalogs", locale);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name !== "index.ts")) {
      const part = ((await import(path.join(dir, file))) as { default: Record<string, unknown> })
        .default;
      for (const message of Object.keys(part)) {
        const first = seen.get(message);
        if (first) twice.push(`${message}: ${first} and ${file}`);
        else seen.set(message, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it("keeps every placeholder of the English", async () => {
    const catalog = await loadCatalog(locale);
    const wrong: string[] = [];
    for (const message of code.texts.keys()) {
      const translated = catalog[message];
      if (typeof translated !== "string") {
        if (translated !== undefined) wrong.push(`${message}: a plain text, not plural forms`);
        continue;
      }
      if (placeholders(translated).join() !== placeholders(message).join()) {
        wrong.push(`${message} → ${translated}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives each plural message every category of the language, with its placeholders", async () => {
    const catalog = await loadCatalog(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const wrong: string[] = [];
    for (const [id, english] of code.plurals) {
      const translated = catalog[id];
      if (translated === undefined) continue;
      if (typeof translated === "string") {
        wrong.push(`${id}: plural forms expected`);
        continue;
      }
      const want = placeholders(english.other).join();
      for (const category of categories) {
        const text = translated[category];
        if (text === undefined) wrong.push(`${id}: no "${category}" form`);
        else if (placeholders(text).join() !== want) wrong.push(`${id} (${category}) → ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the English in the code", () => {
  it("gives each plural message every English category, with the same placeholders", () => {
    const wrong = [...code.plurals.values()].filter(
      (forms) =>
        forms.one === undefined ||
        placeholders(forms.one).join() !== placeholders(forms.other).join(),
    );
    expect(wrong).toEqual([]);
  });
});
