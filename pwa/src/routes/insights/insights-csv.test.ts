import { describe, expect, it } from "vitest";
import { insightsCsvName, seriesCsv, tableCsv } from "./insights-csv.ts";

describe("insights CSV", () => {
  it("writes a time series one row per bucket, each series a column", () => {
    const csv = seriesCsv(
      ["Page views", "Live audience"],
      ["2026-12-06T10:00:00.000Z", "2026-12-06T10:05:00.000Z"],
      [
        [3, 0],
        [1, 2],
      ],
    );
    expect(csv).toBe(
      "time,Page views,Live audience\r\n" +
        "2026-12-06T10:00:00.000Z,3,1\r\n" +
        "2026-12-06T10:05:00.000Z,0,2\r\n",
    );
  });

  it("keeps a title that looks like a formula from running in a spreadsheet", () => {
    expect(tableCsv(["poll", "voters"], [["=SUM(A1)", 4]])).toBe("poll,voters\r\n'=SUM(A1),4\r\n");
  });

  it("names the file after what it holds and whose", () => {
    expect(insightsCsvName("audience", "session", 7)).toBe("session-7-insights-audience.csv");
  });
});
