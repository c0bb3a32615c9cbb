/**
 * Signed visitor ids (http/visitor.ts): ids an instance remembers having proved must never let a
 * forged one through, and an instance sharing the secret accepts what the other issued.
 */
import { describe, expect, it } from "vitest";
import { loadCodeSecret } from "../auth/codes.ts";
import { createVisitorIds } from "./visitor.ts";

const secretOf = (codeSecret: string) => loadCodeSecret({ dataDir: "/nonexistent", codeSecret });
const secret = secretOf("a secret both instances share");

/** `id` with the first character of its MAC changed (the last one carries padding bits too). */
function tampered(id: string): string {
  const at = id.indexOf(".") + 1;
  return id.slice(0, at) + (id[at] === "A" ? "B" : "A") + id.slice(at + 1);
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * `id` with its MAC's last character spelled otherwise: that character also holds 4 bits decoding
 * ignores, so the bytes stay the same while the text, a visitor's identity, does not.
 */
const respelled = (id: string) => id.slice(0, -1) + BASE64URL[BASE64URL.indexOf(id.at(-1)!) ^ 1]!;

describe("visitor ids", () => {
  it("accept an id issued here or by an instance with the same secret, again and again", () => {
    const here = createVisitorIds(secret);
    const there = createVisitorIds(secret);
    const id = there.issue();
    expect(here.verify(id)).toBe(id);
    expect(here.verify(id)).toBe(id);
    expect(there.verify(id)).toBe(id);
  });

  it("refuse a forged or respelled MAC, a foreign secret's id and garbage, even after proving the real id", () => {
    const ids = createVisitorIds(secret);
    const id = ids.issue();
    expect(ids.verify(id)).toBe(id);
    expect(ids.verify(tampered(id))).toBeNull();
    const foreign = createVisitorIds(secretOf("another secret")).issue();
    expect(ids.verify(foreign)).toBeNull();
    expect(ids.verify(respelled(id))).toBeNull();
    expect(ids.verify("not-an-id")).toBeNull();
    expect(ids.verify(undefined)).toBeNull();
  });
});
