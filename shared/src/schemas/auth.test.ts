/** What a code field keeps of a typed or pasted code (docs/product.md, Code check). */
import { describe, expect, it } from "vitest";
import { sanitizeOtpInput } from "./auth.ts";

describe("sanitizeOtpInput", () => {
  it("keeps the six digits of a code pasted with spaces, dashes, tabs or a line break", () => {
    for (const pasted of [" 948169", "948 169", "948-169", "\t948169", "948169\n", "9 4 8 1 6 9"])
      expect(sanitizeOtpInput(pasted)).toBe("948169");
  });

  it("finds the code in a whole mail line, even after other numbers", () => {
    expect(sanitizeOtpInput("Your Lectern code: 948169")).toBe("948169");
    expect(sanitizeOtpInput("Valid for 10 minutes. Your code: 948169.")).toBe("948169");
  });

  it("keeps a code typed a digit at a time, and no more than six digits", () => {
    expect(sanitizeOtpInput("")).toBe("");
    expect(sanitizeOtpInput("94")).toBe("94");
    expect(sanitizeOtpInput("94a")).toBe("94");
    expect(sanitizeOtpInput("9481690")).toBe("948169");
  });
});
