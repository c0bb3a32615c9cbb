/** URL rules (docs/product.md, Validation): scheme prefixing and the LinkedIn profile marker. */
export const LINKEDIN_PROFILE_MARKER = "linkedin.com/in/";

/** A URL without an http or https scheme gets https:// prepended; blank stays blank. */
export function normalizeUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function isLinkedinProfileUrl(url: string): boolean {
  return url.toLowerCase().includes(LINKEDIN_PROFILE_MARKER);
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
