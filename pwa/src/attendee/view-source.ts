/**
 * Where this visit of a session page came from (docs/product.md, Insights), read once from the
 * address the page opened with: `?qr=1` is the talk's QR code, `?from=event` the event's agenda,
 * anything else a link. The session's read says so in VIEW_SOURCE_HEADER, and the server counts
 * the view under it; the page then drops the marks from its address (session-page.tsx), so a link
 * copied from it counts as a link.
 */
import { VIEW_SOURCE_HEADER, type PageViewSource } from "@lectern/shared";

function sourceOf(search: string): PageViewSource {
  const params = new URLSearchParams(search);
  if (params.get("qr") === "1") return "qr";
  return params.get("from") === "event" ? "event" : "link";
}

const visitSource = typeof window === "undefined" ? "link" : sourceOf(window.location.search);

/** The header the session's read carries; none for a link. */
export function viewSourceHeaders(): Record<string, string> {
  return visitSource === "link" ? {} : { [VIEW_SOURCE_HEADER]: visitSource };
}
