/**
 * Reading a schedule file's text as JSON, and naming the line where it stops being JSON: an
 * organiser fixing an exported file by hand needs the line, not V8's character offset. V8 reports
 * where JSON.parse stopped in one of three ways (docs/product.md, Events: "the `line` (not JSON)"):
 * "… at position N", "Unexpected end of JSON input", or "Unexpected token 'x', …"snippet"… is not
 * valid JSON" with up to 10 characters either side of the token.
 */
import { DomainError } from "@lectern/shared";

/** Characters V8 quotes before the offending token when its snippet starts with "…". */
const CONTEXT_BEFORE = 10;
const POSITION = /at position (\d+)/;
const SNIPPET =
  /^Unexpected token '([\s\S]+?)', (\.\.\.)?"([\s\S]*)"(?:\.\.\.)? is not valid JSON$/;
const BYTE_ORDER_MARK = /^\uFEFF/;

/** The file's value; a text that is not JSON is refused with the line where it goes wrong. */
export function parseJson(text: string): unknown {
  const source = text.replace(BYTE_ORDER_MARK, "");
  try {
    return JSON.parse(source) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const line = lineAt(source, errorPosition(source, reason));
    throw new DomainError("import_invalid", `Not JSON, at line ${line}: ${reason}`, { line });
  }
}

/** Where in the text V8's message says parsing stopped; the end when it names no place. */
function errorPosition(source: string, message: string): number {
  const position = POSITION.exec(message);
  if (position) return Number(position[1]);
  const snippet = SNIPPET.exec(message);
  const found = snippet ? source.indexOf(snippet[3]!) : -1;
  if (!snippet || found < 0) return source.length;
  const [, token, hasContextBefore, quoted] = snippet;
  return found + (hasContextBefore ? CONTEXT_BEFORE : quoted!.indexOf(token!));
}

/** The 1-based line of a position; past the last character it is the last line with text. */
function lineAt(source: string, position: number): number {
  const upTo = source.slice(0, Math.min(position, source.trimEnd().length));
  return upTo.split("\n").length;
}
