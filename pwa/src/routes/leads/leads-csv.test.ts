/** The leads export (docs/product.md, Formats) as the leads screen makes it: columns, joins, dates. */
import { describe, expect, it } from "vitest";
import { buildLeadsCsv, leadsCsvFileName, type AnalyticsLead } from "@lectern/shared";

const lead = (email: string, downloads: AnalyticsLead["downloads"]): AnalyticsLead => ({
  id: 1,
  email,
  createdAt: new Date(2025, 2, 4, 9, 5).toISOString(),
  viewCount: 3,
  downloadCount: downloads.length,
  downloads,
  consentText: "Ada Lovelace will receive your e-mail address and may contact you about this talk.",
  consentAt: "2025-03-04T09:05:30.000Z",
  confirmed: false,
});

describe("leads CSV", () => {
  it("has the eight columns and joins download details with ' | '", () => {
    const csv = buildLeadsCsv([
      lead("ada@example.com", [
        {
          id: 1,
          resourceTitle: "Slides",
          resourceType: "presentation",
          downloadedAt: new Date(2025, 2, 4, 9, 10).toISOString(),
        },
        {
          id: 2,
          resourceTitle: "Docs, part 2",
          resourceType: "link",
          downloadedAt: new Date(2025, 2, 4, 14, 0).toISOString(),
        },
      ]),
    ]);
    const [header, row] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      "Email,First Seen,Page Views,Downloads,Downloads Details,consent_text,consent_at,confirmed",
    );
    expect(row).toBe(
      'ada@example.com,2025-03-04 09:05,3,2,"Slides (presentation) - 2025-03-04 09:10 | Docs, part 2 (link) - 2025-03-04 14:00",Ada Lovelace will receive your e-mail address and may contact you about this talk.,2025-03-04T09:05:30.000Z,false',
    );
  });

  it("defuses spreadsheet formulas in e-mails", () => {
    const csv = buildLeadsCsv([lead("=cmd@example.com", [])]);
    expect(csv.split("\r\n")[1]).toMatch(/^'=cmd@example\.com,2025-03-04 09:05,3,0,,/);
  });

  it("names the file session-leads-{id}-{yyyy-MM-dd}.csv", () => {
    expect(leadsCsvFileName(42, new Date(2025, 0, 9))).toBe("session-leads-42-2025-01-09.csv");
  });
});
