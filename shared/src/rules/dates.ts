import { format } from "date-fns";

/** How screens show a moment (docs/product.md, Formats): through the translator's `date`, in the visitor's language. */
export const DISPLAY_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** Date formats of files Lectern writes (docs/product.md, Formats; date-fns tokens): the same in every language. */
export const DISPLAY_DATE_FORMAT = "MMM dd, yyyy @ h:mm a";
export const EXPORT_DATE_FORMAT = "yyyy-MM-dd HH:mm";
export const FILE_DATE_FORMAT = "yyyy-MM-dd";

export function formatDisplayDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, DISPLAY_DATE_FORMAT);
}

export function formatExportDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, EXPORT_DATE_FORMAT);
}
