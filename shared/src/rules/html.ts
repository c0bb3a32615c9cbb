/**
 * Writing HTML by hand, safely, for the pages the server and the service worker pre-render
 * (session-page-html.ts, embed-poll-html.ts): text that shows exactly as given, and JSON that no
 * text inside can break out of.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text (or an attribute value) as HTML that shows exactly that text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * A JSON data block: never executed (so the CSP's script-src 'self' is not involved), and with
 * every "<" written as \u003c, no text inside can close the element or open a comment.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}
