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

/** True when the URL, once normalised, is an http(s) URL a browser can open. */
export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(normalizeUrl(url));
    return (
      (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname.includes(".")
    );
  } catch {
    return false;
  }
}
