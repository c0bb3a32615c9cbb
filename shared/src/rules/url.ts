/** URL rules (docs/product.md, Validation): scheme prefixing and what a LinkedIn profile URL is. */

/** A URL without an http or https scheme gets https:// prepended; blank stays blank. */
export function normalizeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The LinkedIn profile URL `url` names, as https (LinkedIn serves nothing else), or null when it is
 * not one: parsed, not searched for a marker, so `https://elsewhere.example/linkedin.com/in/x` is
 * refused. The host is linkedin.com or one of its subdomains, on the default port, with no user
 * name, and the path starts with /in/ and names someone. The lookup webhook is given only such a
 * URL (docs/decisions.md, Profile lookup).
 */
export function linkedinProfileUrl(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001F\u007F]/.test(url.trim())) return null;
  let parsed: URL;
  try {
    parsed = new URL(normalizeUrl(url).replace(/^http:/i, "https:"));
  } catch {
    return null;
  }
  const host = parsed.hostname;
  const onLinkedin = host === "linkedin.com" || host.endsWith(".linkedin.com");
  const ok =
    parsed.protocol === "https:" &&
    onLinkedin &&
    parsed.port === "" &&
    parsed.username === "" &&
    parsed.password === "" &&
    /^\/in\/[^/]+/.test(parsed.pathname);
  return ok ? parsed.href : null;
}

export function isLinkedinProfileUrl(url: string): boolean {
  return linkedinProfileUrl(url) !== null;
}

/**
 * True when the URL, once normalised, is an http(s) URL a browser can open, exactly as written: no
 * whitespace or control characters (which the URL parser would silently drop), no user name or
 * password before the host (a way to disguise where a link goes), and a host of dot-separated,
 * non-empty labels.
 */
export function isHttpUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001F\u007F]/.test(url.trim())) return false;
  try {
    const parsed = new URL(normalizeUrl(url));
    const labels = parsed.hostname.split(".");
    return (
      (parsed.protocol === "https:" || parsed.protocol === "http:") &&
      parsed.username === "" &&
      parsed.password === "" &&
      labels.length > 1 &&
      labels.every((label) => label !== "")
    );
  } catch {
    return false;
  }
}
