/**
 * A talk's times on the event's clock (docs/product.md, Events): a wall time typed in the form is
 * the instant it is in the event's zone, whatever the browser's, summer time included; an instant
 * shows back as that clock reads it.
 */
import { describe, expect, it } from "vitest";
import { instantToWallTime, wallTimeToInstant } from "./talk-time.ts";

describe("a talk's times", () => {
  it("reads a wall time in the event's zone, on either side of a change to summer time", () => {
    expect(wallTimeToInstant("2026-03-28T09:30", "Europe/Berlin")).toBe("2026-03-28T08:30:00.000Z");
    expect(wallTimeToInstant("2026-03-30T09:30", "Europe/Berlin")).toBe("2026-03-30T07:30:00.000Z");
    expect(wallTimeToInstant("2026-05-04T23:30", "America/Los_Angeles")).toBe(
      "2026-05-05T06:30:00.000Z",
    );
  });

  it("reads an hour that summer time skips as the hour after, and refuses what is no time", () => {
    expect(wallTimeToInstant("2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(wallTimeToInstant("", "Europe/Berlin")).toBeNull();
    expect(wallTimeToInstant("tomorrow", "Europe/Berlin")).toBeNull();
  });

  it("shows an instant as the event's clock reads it, the day included", () => {
    expect(instantToWallTime("2026-05-04T00:30:00.000Z", "Asia/Tokyo")).toBe("2026-05-04T09:30");
    expect(instantToWallTime("2026-05-04T00:30:00.000Z", "America/New_York")).toBe(
      "2026-05-03T20:30",
    );
  });
});
