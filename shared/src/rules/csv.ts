import { format } from "date-fns";
import type { AnalyticsLead } from "../schemas/lead.ts";
import { EXPORT_DATE_FORMAT, FILE_DATE_FORMAT, formatExportDate } from "./dates.ts";

/**
 * CSV files Lectern writes (docs/product.md, Formats): the leads CSV, built in the browser with no
 * server call, and the results exports the server builds, all through one formula-safe writer.
 */
export const LEADS_CSV_COLUMNS = [
  "Email",
  "First Seen",
  "Page Views",
  "Downloads",
  "Downloads Details",
  // What the e-mail gate showed, when it was accepted, and whether the address was confirmed.
  "consent_text",
  "consent_at",
  "confirmed",
] as const;

function csvCell(value: string | number): string {
  const text = String(value);
  // A leading = + - @ would make spreadsheets run the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (header first) to CSV text: cells made formula-safe and quoted, CRLF line ends. */
export function buildCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function leadsCsvFileName(sessionId: number, now: Date = new Date()): string {
  return `session-leads-${sessionId}-${format(now, FILE_DATE_FORMAT)}.csv`;
}

export function buildLeadsCsv(leads: readonly AnalyticsLead[]): string {
  const rows = leads.map((lead) => [
    lead.email,
    formatExportDate(lead.createdAt),
    lead.viewCount,
    lead.downloadCount,
    lead.downloads
      .map(
        (d) =>
          `${d.resourceTitle} (${d.resourceType}) - ${format(new Date(d.downloadedAt), EXPORT_DATE_FORMAT)}`,
      )
      .join(" | "),
    lead.consentText ?? "",
    lead.consentAt ?? "",
    lead.confirmed ? "true" : "false",
  ]);
  return buildCsv([LEADS_CSV_COLUMNS, ...rows]);
}
