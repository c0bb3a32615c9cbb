/** Route ids as every side reads them: server ids only, and /session/{id} pages (not their leads). */
import { describe, expect, it } from "vitest";
import { parseRouteId, sessionPageId } from "./ids.ts";

describe("route ids", () => {
  it("accepts server ids and refuses anything else", () => {
    expect(parseRouteId("12")).toBe(12);
    expect(parseRouteId("2147483647")).toBe(2_147_483_647);
    for (const raw of [undefined, "", "0", "012", "-1", "1.5", "abc", "2147483648", "12345678901"])
      expect(parseRouteId(raw), String(raw)).toBeNull();
  });

  it("finds the session of a session page and of nothing else", () => {
    expect(sessionPageId("/session/12")).toBe(12);
    expect(sessionPageId("/session/12/")).toBe(12);
    for (const path of [
      "/session/12/leads",
      "/session/",
      "/session/abc",
      "/session/2147483648",
      "/edit-session/12",
      "/embed/poll/12",
    ]) {
      expect(sessionPageId(path), path).toBeNull();
    }
  });
});
